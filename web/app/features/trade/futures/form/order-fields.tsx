import type { TimeInForce, TriggerBy } from '@vela/contracts/futures-trading';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalRule } from '../../../../lib/inputs/rules.ts';
import { FilteredInput } from '../../../../ui/filtered-input.tsx';
import { useFuturesTerminal } from '../futures-context.tsx';
import { FieldMessages } from './field-messages.tsx';
import type { FuturesFormError } from './model/form-messages.ts';
import type { FuturesFormField } from './model/order-draft.ts';
import { isLimitPriced, isStop, orderTypeOf, type SizeUnit } from './model/order-draft.ts';
import { useDraft } from './use-draft.ts';

/** Decimals of a size typed in USDT. */
const QUOTE_DECIMALS = 2;

type ShownErrors = (field: FuturesFormField) => readonly FuturesFormError[];

function PriceField({
  id,
  field,
  label,
  errors,
}: {
  id: string;
  field: 'price' | 'triggerPrice' | 'takeProfit' | 'stopLoss';
  label: string;
  errors: ShownErrors;
}) {
  const { contract, form } = useFuturesTerminal();
  const value = useDraft((draft) => draft[field]);
  const rule = useMemo(() => decimalRule(contract.pricePrecision), [contract.pricePrecision]);
  const shown = errors(field);
  return (
    <div className="order-form__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <FilteredInput
        className="text-box"
        id={`${id}-${field}`}
        rule={rule}
        value={value}
        onValueChange={(next) => form.getState().change({ [field]: next })}
        onBlur={() => form.getState().touch(field)}
        autoComplete="off"
        aria-invalid={shown.length > 0}
        aria-describedby={shown.length > 0 ? `${id}-${field}-error` : undefined}
        data-testid={`futures-${field}`}
      />
      <FieldMessages id={`${id}-${field}-error`} messages={shown} />
    </div>
  );
}

/** Trigger, price and size of the draft, its options, and TP/SL on open. */
export function OrderFields({ id, errors }: { id: string; errors: ShownErrors }) {
  const { t } = useTranslation();
  const { contract, form } = useFuturesTerminal();
  const tab = useDraft((draft) => draft.tab);
  const stopKind = useDraft((draft) => draft.stopKind);
  const triggerBy = useDraft((draft) => draft.triggerBy);
  const size = useDraft((draft) => draft.size);
  const sizeUnit = useDraft((draft) => draft.sizeUnit);
  const reduceOnly = useDraft((draft) => draft.reduceOnly);
  const postOnly = useDraft((draft) => draft.postOnly);
  const timeInForce = useDraft((draft) => draft.timeInForce);
  const tpsl = useDraft((draft) => draft.tpsl);
  const type = orderTypeOf({ tab, stopKind });
  const change = form.getState().change;
  const sizeRule = useMemo(
    () => decimalRule(sizeUnit === 'contracts' ? contract.amountPrecision : QUOTE_DECIMALS),
    [sizeUnit, contract.amountPrecision],
  );
  const sizeErrors = errors('size');
  const quote = { asset: contract.quote };

  return (
    <>
      {isStop(type) && (
        <div className="futures-form__trigger">
          <PriceField id={id} field="triggerPrice" label={t('futuresForm.triggerPrice', quote)} errors={errors} />
          <div className="order-form__field">
            <label htmlFor={`${id}-trigger-by`}>{t('futuresForm.triggerBy')}</label>
            <select
              id={`${id}-trigger-by`}
              className="text-box futures-form__select"
              value={triggerBy}
              onChange={(event) => change({ triggerBy: event.target.value as TriggerBy })}
            >
              <option value="mark">{t('futuresForm.markPrice')}</option>
              <option value="last">{t('futuresForm.lastPrice')}</option>
            </select>
          </div>
        </div>
      )}
      {isLimitPriced(type) ? (
        <PriceField id={id} field="price" label={t('futuresForm.price', quote)} errors={errors} />
      ) : (
        <div className="order-form__field">
          <label htmlFor={`${id}-price`}>{t('futuresForm.price', quote)}</label>
          <input className="text-box" id={`${id}-price`} value={t('futuresForm.marketPrice')} disabled readOnly />
        </div>
      )}
      <div className="order-form__field">
        <label htmlFor={`${id}-size`}>{t('futuresForm.size')}</label>
        <div className="futures-form__size">
          <FilteredInput
            className="text-box"
            id={`${id}-size`}
            rule={sizeRule}
            value={size}
            onValueChange={(next) => change({ size: next })}
            onBlur={() => form.getState().touch('size')}
            autoComplete="off"
            aria-invalid={sizeErrors.length > 0}
            aria-describedby={sizeErrors.length > 0 ? `${id}-size-error` : undefined}
            data-testid="futures-size"
          />
          <select
            className="text-box futures-form__select"
            aria-label={t('futuresForm.sizeUnit')}
            value={sizeUnit}
            onChange={(event) => change({ sizeUnit: event.target.value as SizeUnit, size: '' })}
            data-testid="futures-size-unit"
          >
            <option value="contracts">{contract.base}</option>
            <option value="quote">{contract.quote}</option>
          </select>
        </div>
        <FieldMessages id={`${id}-size-error`} messages={sizeErrors} />
      </div>
      <div className="futures-form__options">
        <label className="futures-form__check">
          <input
            type="checkbox"
            checked={reduceOnly}
            onChange={(event) => change({ reduceOnly: event.target.checked })}
          />
          {t('futuresForm.reduceOnly')}
        </label>
        {tab === 'limit' && (
          <label className="futures-form__check">
            <input
              type="checkbox"
              checked={postOnly}
              disabled={timeInForce !== 'GTC'}
              onChange={(event) => change({ postOnly: event.target.checked })}
            />
            {t('futuresForm.postOnly')}
          </label>
        )}
        {isLimitPriced(type) && (
          <select
            className="text-box futures-form__select"
            aria-label={t('futuresForm.timeInForce')}
            value={timeInForce}
            onChange={(event) => change({ timeInForce: event.target.value as TimeInForce })}
          >
            <option value="GTC">{t('futuresForm.gtc')}</option>
            <option value="IOC">{t('futuresForm.ioc')}</option>
            <option value="FOK">{t('futuresForm.fok')}</option>
          </select>
        )}
      </div>
      {!reduceOnly && (
        <label className="futures-form__check">
          <input
            type="checkbox"
            checked={tpsl}
            onChange={(event) => change({ tpsl: event.target.checked })}
            data-testid="futures-tpsl-toggle"
          />
          {t('futuresForm.tpsl')}
        </label>
      )}
      {tpsl && !reduceOnly && (
        <div className="futures-form__tpsl">
          <PriceField id={id} field="takeProfit" label={t('futuresForm.takeProfit', quote)} errors={errors} />
          <PriceField id={id} field="stopLoss" label={t('futuresForm.stopLoss', quote)} errors={errors} />
        </div>
      )}
    </>
  );
}
