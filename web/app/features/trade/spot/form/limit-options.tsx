import type { TimeInForce } from '@vela/contracts/trading';
import { useTranslation } from 'react-i18next';
import { useOrderForm, useTradeScreen } from '../trade-context.tsx';
import type { FormOrderType } from './order-draft.ts';

const timesInForce: readonly TimeInForce[] = ['GTC', 'IOC', 'FOK'];

/** Time in force (limit and stop-limit) and post-only (GTC limits): what happens to the unfilled part. */
export function LimitOptions({ id, type }: { id: string; type: FormOrderType }) {
  const { t } = useTranslation();
  const { form } = useTradeScreen();
  const timeInForce = useOrderForm((draft) => draft.timeInForce);
  const postOnly = useOrderForm((draft) => draft.postOnly);
  if (type !== 'limit' && type !== 'stop-limit') return null;
  const set = form.getState().setTrigger;
  return (
    <div className="order-form__options">
      <label htmlFor={`${id}-tif`}>{t('trade.form.timeInForce')}</label>
      <select
        className="text-box"
        id={`${id}-tif`}
        value={timeInForce}
        onChange={(event) => set({ timeInForce: event.target.value as TimeInForce })}
      >
        {timesInForce.map((value) => (
          <option key={value} value={value}>
            {t(`trade.form.tif.${value}`)}
          </option>
        ))}
      </select>
      {type === 'limit' && (
        <label className="order-form__check">
          <input
            type="checkbox"
            checked={postOnly && timeInForce === 'GTC'}
            disabled={timeInForce !== 'GTC'}
            onChange={(event) => set({ postOnly: event.target.checked })}
          />
          {t('trade.form.postOnly')}
        </label>
      )}
    </div>
  );
}
