import type { SpotMarket } from '@vela/contracts/markets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalRule } from '../../../../lib/inputs/rules.ts';
import { FilteredInput } from '../../../../ui/filtered-input.tsx';
import { Segmented } from '../../shared/form/segmented.tsx';
import { useOrderForm, useTradeScreen } from '../trade-context.tsx';
import { FieldErrors } from './form-controls.tsx';
import type { FormOrderType, TriggerError, TriggerField } from './order-draft.ts';

/** Decimals a trailing percentage may have (the API takes four). */
const PERCENT_DECIMALS = 2;

/** The stop price (stop tabs and OCO), the OCO's optional stop-limit price, or the trailing distance. */
export function TriggerFields({
  id,
  market,
  type,
  errors,
}: {
  id: string;
  market: SpotMarket;
  type: FormOrderType;
  errors: readonly TriggerError[];
}) {
  const { t } = useTranslation();
  const { form } = useTradeScreen();
  const stopPrice = useOrderForm((draft) => draft.stopPrice);
  const stopLimitPrice = useOrderForm((draft) => draft.stopLimitPrice);
  const trailing = useOrderForm((draft) => draft.trailing);
  const trailingUnit = useOrderForm((draft) => draft.trailingUnit);
  const priceRule = useMemo(() => decimalRule(market.pricePrecision), [market.pricePrecision]);
  const percentRule = useMemo(() => decimalRule(PERCENT_DECIMALS), []);
  const set = form.getState().setTrigger;
  const field = (
    name: TriggerField,
    label: string,
    value: string,
    onChange: (next: string) => void,
    percent = false,
  ) => {
    const shown = errors.filter((error) => error.field === name);
    return (
      <div className="order-form__field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <FilteredInput
          className="text-box"
          id={`${id}-${name}`}
          rule={percent ? percentRule : priceRule}
          value={value}
          onValueChange={onChange}
          autoComplete="off"
          aria-invalid={shown.length > 0}
          aria-describedby={shown.length > 0 ? `${id}-${name}-error` : undefined}
        />
        <FieldErrors id={`${id}-${name}-error`} errors={shown} />
      </div>
    );
  };

  if (type === 'trailing-stop') {
    const percent = trailingUnit === 'percent';
    return (
      <>
        <Segmented<'percent' | 'amount'>
          className="order-form__units"
          label={t('trade.form.trailingUnit')}
          value={trailingUnit}
          onChange={(next) => set({ trailingUnit: next, trailing: '' })}
          options={[
            { value: 'percent', text: t('trade.form.trailingByPercent') },
            { value: 'amount', text: t('trade.form.trailingByAmount', { asset: market.quote }) },
          ]}
        />
        {field(
          'trailing',
          percent ? t('trade.form.trailingPercent') : t('trade.form.trailingAmount', { asset: market.quote }),
          trailing,
          (next) => set({ trailing: next }),
          percent,
        )}
      </>
    );
  }
  if (type !== 'stop-limit' && type !== 'stop-market' && type !== 'oco') return null;
  return (
    <>
      {field('stopPrice', t('trade.form.stopPrice', { asset: market.quote }), stopPrice, (next) =>
        set({ stopPrice: next }),
      )}
      {type === 'oco' &&
        field('stopLimitPrice', t('trade.form.stopLimitPrice', { asset: market.quote }), stopLimitPrice, (next) =>
          set({ stopLimitPrice: next }),
        )}
    </>
  );
}
