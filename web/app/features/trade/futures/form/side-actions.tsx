import type { OrderSide } from '@vela/contracts/futures-margin';
import Big from 'big.js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StopLimitWarning } from '../../shared/form/stop-limit-warning.tsx';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { FieldMessages } from './field-messages.tsx';
import type { FuturesFormError } from './model/form-messages.ts';
import { formatUsdt } from './model/money-format.ts';
import type { SizeUnit } from './model/order-draft.ts';
import type { FuturesOrderEvaluation, LiquidationLevel, SideEvaluation } from './model/order-evaluation.ts';

/**
 * A USDT size for the size field: up to the cent, since the field takes cents and a value rounded
 * down would convert to one lot less than the maximum.
 */
function quoteSizeOf(value: string): string {
  return new Big(value).round(2, Big.roundUp).toFixed();
}

function useLiquidationText(level: LiquidationLevel | undefined): string {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { contract } = useFuturesTerminal();
  if (!level) return '—';
  if (level.kind === 'none') return t('futuresForm.noLiquidation');
  if (level.kind === 'always') return t('futuresForm.liquidatedNow');
  return formatPrice(level.price, contract, tag);
}

function SideAction({
  side,
  estimate,
  sizeUnit,
  errors,
  submitting,
  onSubmit,
  onMax,
}: {
  side: OrderSide;
  estimate: SideEvaluation;
  sizeUnit: SizeUnit;
  errors: readonly FuturesFormError[];
  submitting: boolean;
  onSubmit: () => void;
  onMax: (size: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tag = useLocaleTag();
  const { contract } = useFuturesTerminal();
  const liquidation = useLiquidationText(estimate.liquidation);
  const long = side === 'buy';
  const maxSize = sizeUnit === 'contracts' ? estimate.max : estimate.maxValue;
  const maxText =
    maxSize === undefined
      ? '—'
      : sizeUnit === 'contracts'
        ? `${formatAmount(maxSize, contract, tag)} ${contract.base}`
        : `${formatUsdt(maxSize, tag)} ${contract.quote}`;
  return (
    <div className={`futures-form__side futures-form__side--${side}`} data-testid={`futures-side-${side}`}>
      <button
        type="button"
        className={`button button--block order-form__submit order-form__submit--${side}`}
        disabled={submitting}
        onClick={onSubmit}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
        data-testid={`futures-submit-${side}`}
      >
        {submitting ? t('futuresForm.submitting') : t(long ? 'futuresForm.openLong' : 'futuresForm.openShort')}
      </button>
      {estimate.limitBeyondStop && <StopLimitWarning side={side} />}
      <dl className="order-form__summary futures-form__figures">
        <div>
          <dt>{t('futuresForm.cost')}</dt>
          <dd className="num" data-testid={`futures-cost-${side}`}>
            {estimate.cost === undefined ? '—' : `${formatUsdt(estimate.cost, tag)} ${contract.quote}`}
          </dd>
        </div>
        <div>
          <dt>{t('futuresForm.max')}</dt>
          <dd className="num">
            {maxSize === undefined ? (
              maxText
            ) : (
              <button
                type="button"
                className="futures-form__max"
                onClick={() => onMax(sizeUnit === 'contracts' ? maxSize : quoteSizeOf(maxSize))}
                aria-label={t(long ? 'futuresForm.useMaxLong' : 'futuresForm.useMaxShort', { size: maxText })}
                data-testid={`futures-max-${side}`}
              >
                {maxText}
              </button>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('futuresForm.liquidationPrice')}</dt>
          <dd className="num" data-testid={`futures-liquidation-${side}`}>
            {liquidation}
          </dd>
        </div>
      </dl>
      <FieldMessages id={`${id}-errors`} messages={errors} />
    </div>
  );
}

/** Buy/long and sell/short side by side, each with its cost, largest size and estimated liquidation price. */
export function SideActions({
  evaluation,
  sizeUnit,
  errorsOf,
  submitting,
  onSubmit,
  onMax,
}: {
  evaluation: FuturesOrderEvaluation;
  sizeUnit: SizeUnit;
  errorsOf: (side: OrderSide) => readonly FuturesFormError[];
  submitting: OrderSide | undefined;
  onSubmit: (side: OrderSide) => void;
  onMax: (size: string) => void;
}) {
  return (
    <div className="futures-form__sides">
      {(['buy', 'sell'] as const).map((side) => (
        <SideAction
          key={side}
          side={side}
          estimate={evaluation[side]}
          sizeUnit={sizeUnit}
          errors={errorsOf(side)}
          submitting={submitting !== undefined}
          onSubmit={() => onSubmit(side)}
          onMax={onMax}
        />
      ))}
    </div>
  );
}
