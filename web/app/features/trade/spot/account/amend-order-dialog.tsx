import type { Order, PlaceOrderResponse } from '@vela/contracts/trading';
import Big from 'big.js';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalRule } from '../../../../lib/inputs/rules.ts';
import { amendOrder } from '../../../../lib/trading/trading-calls.ts';
import { failureMessageKey, type TradingFailure } from '../../../../lib/trading/trading-failure.ts';
import { FilteredInput } from '../../../../ui/filtered-input.tsx';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { formatAmount } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import type { ListedMarket } from './account-columns.tsx';
import './amend-order.css';

type Field = 'price' | 'quantity';

/** The field a refusal is about, so its message sits under that field. */
const fieldOfFailure: Partial<Record<TradingFailure['code'], Field>> = {
  'price-off-tick': 'price',
  'post-only': 'price',
  'quantity-off-lot': 'quantity',
  'quantity-below-filled': 'quantity',
  'below-min-notional': 'quantity',
  'insufficient-balance': 'quantity',
};

/** A typed value the call can take: a positive decimal. */
function positive(value: string): boolean {
  try {
    return value !== '' && new Big(value).gt(0);
  } catch {
    return false;
  }
}

/**
 * Edits an open limit order's price and size (the whole size, the filled part included), typed
 * through the order form's decimal filter. Enter saves, Escape cancels; a refusal is shown under
 * the field it is about and the dialog stays open to fix it.
 */
export function AmendOrderDialog({
  order,
  market,
  onClose,
  onAmended,
}: {
  order: Order;
  market: ListedMarket;
  onClose: () => void;
  onAmended: (response: PlaceOrderResponse) => void;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  const priceInput = useRef<HTMLInputElement>(null);
  const [price, setPrice] = useState(order.price ?? '');
  const [quantity, setQuantity] = useState(order.quantity);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ field: Field | undefined; message: string } | undefined>(undefined);
  const priceRule = useMemo(() => decimalRule(market.pricePrecision), [market.pricePrecision]);
  const amountRule = useMemo(() => decimalRule(market.amountPrecision), [market.amountPrecision]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!positive(price)) return setFailure({ field: 'price', message: t('trade.account.amend.needsPrice') });
    if (!positive(quantity)) return setFailure({ field: 'quantity', message: t('trade.account.amend.needsAmount') });
    const request = {
      ...(order.price !== null && new Big(price).eq(order.price) ? {} : { price }),
      ...(new Big(quantity).eq(order.quantity) ? {} : { quantity }),
    };
    if (Object.keys(request).length === 0) return onClose();
    setSending(true);
    setFailure(undefined);
    const result = await amendOrder(order.id, request);
    setSending(false);
    if (result.ok) {
      onAmended(result.value);
      return;
    }
    setFailure({ field: fieldOfFailure[result.failure.code], message: t(failureMessageKey(result.failure)) });
  };

  const errorId = `${id}-error`;
  const fieldProps = (field: Field) => ({
    'aria-invalid': failure?.field === field,
    'aria-describedby': failure?.field === field ? errorId : undefined,
  });
  const error = (field: Field | undefined) =>
    failure && failure.field === field ? (
      <p id={errorId} className="amend-order__error" role="alert" data-testid="amend-error">
        {failure.message}
      </p>
    ) : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(order.side === 'buy' ? 'trade.account.amend.titleBuy' : 'trade.account.amend.titleSell', {
        pair: market.label,
      })}
      closeLabel={t('trade.sheet.close')}
      initialFocusRef={priceInput}
      className="amend-order"
    >
      <form className="amend-order__form" onSubmit={submit} noValidate data-testid="amend-order">
        <div className="amend-order__field">
          <label htmlFor={`${id}-price`}>{t('trade.form.price', { asset: market.quote })}</label>
          <FilteredInput
            className="text-box"
            ref={priceInput}
            id={`${id}-price`}
            rule={priceRule}
            value={price}
            onValueChange={setPrice}
            autoComplete="off"
            {...fieldProps('price')}
          />
          {error('price')}
        </div>
        <div className="amend-order__field">
          <label htmlFor={`${id}-amount`}>{t('trade.form.amount', { asset: market.base })}</label>
          <FilteredInput
            className="text-box"
            id={`${id}-amount`}
            rule={amountRule}
            value={quantity}
            onValueChange={setQuantity}
            autoComplete="off"
            {...fieldProps('quantity')}
          />
          {error('quantity')}
        </div>
        {new Big(order.filledQuantity).gt(0) && (
          <p className="amend-order__note">
            {t('trade.account.amend.filledNote', {
              amount: formatAmount(order.filledQuantity, market, tag),
              asset: market.base,
            })}
          </p>
        )}
        <p className="amend-order__note">{t('trade.account.amend.priorityNote')}</p>
        {error(undefined)}
        <div className="amend-order__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('trade.account.amend.discard')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {t('trade.account.amend.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
