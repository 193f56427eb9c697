import type { SpotMarket } from '@vela/contracts/markets';
import type { Order } from '@vela/contracts/trading';
import Big from 'big.js';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalRule } from '../../../lib/inputs/rules.ts';
import { fractionDigits, parseDecimal } from '../../../lib/market/decimals.ts';
import type { LiveBookView } from '../../../lib/market/live-book.ts';
import { availableOf } from '../../../lib/trading/account-lists.ts';
import { placeOrder } from '../../../lib/trading/trading-api.ts';
import { failureMessageKey, type TradingFailure } from '../../../lib/trading/trading-failure.ts';
import { useAppStore } from '../../../state/app-store.tsx';
import { useAccountState } from '../../../state/use-account-session.ts';
import { useBookView } from '../../../state/use-market-session.ts';
import { FilteredInput } from '../../../ui/filtered-input.tsx';
import { useMarketPanels } from '../market-panels.tsx';
import { formatAmount, formatPercent, formatTotal } from '../model/format.ts';
import {
  type AmountPercent,
  amountForPercent,
  amountPercents,
  evaluateOrderForm,
  type OrderFormError,
  type OrderFormField,
  type OrderSide,
  type OrderType,
} from '../model/order-form.ts';
import { useOrderForm, useTradeScreen } from '../trade-context.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';
import { newClientOrderId } from './client-order-id.ts';
import { VisitorActions } from './visitor-actions.tsx';

type Outcome = { kind: 'placed'; order: Order } | { kind: 'failed'; failure: TradingFailure };

const noBalances = [] as const;
/**
 * Least time between two redraws of the form for a moving touch: an estimate at the touch is read,
 * not watched tick by tick, and the form is the largest part of the screen React redraws.
 */
const TOUCH_FOLLOW_MS = 250;

/**
 * The part of the book's touch the form depends on, as one string so that a book moving under an
 * unchanged form redraws nothing: a market order is estimated at the touch; a limit order only
 * needs the touch while its price crosses it (it then pays the taker fee), otherwise none.
 */
function useTouch(
  side: OrderSide,
  type: OrderType,
  price: string,
): { bestBid: string | undefined; bestAsk: string | undefined } {
  const { book } = useMarketPanels();
  const select = ({ bestBid, bestAsk }: LiveBookView) => {
    const touch = side === 'buy' ? bestAsk : bestBid;
    if (touch === undefined) return '';
    if (type === 'limit') {
      const limit = parseDecimal(price);
      const crosses = limit !== undefined && (side === 'buy' ? limit.gte(touch) : limit.lte(touch));
      if (!crosses) return '';
    }
    return touch;
  };
  const touch = useBookView(book, select, TOUCH_FOLLOW_MS) || undefined;
  return side === 'buy' ? { bestBid: undefined, bestAsk: touch } : { bestBid: touch, bestAsk: undefined };
}

function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
  className: string;
}) {
  return (
    <fieldset className={`order-form__choice ${className}`}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          data-value={option.value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </fieldset>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: readonly OrderFormError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <p id={id} className="order-form__error" data-testid="order-form-error">
      {errors.map((error) => t(error.key, error.values)).join(' ')}
    </p>
  );
}

function feePercent(rate: string, tag: string): string {
  const percent = new Big(rate).times(100).toFixed();
  return formatPercent(percent, tag, Math.max(2, fractionDigits(percent)));
}

/**
 * Limit and market orders, buy and sell: price and amount typed through the decimal filter at
 * the market's precision, amounts by share of what is available, total and fee estimate, and
 * the model's validation messages before anything is sent. A visitor sees the same form with
 * log in and sign up in place of the order button.
 */
export function OrderForm({ market }: { market: SpotMarket }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { account, form } = useTradeScreen();
  const signedIn = useAppStore((state) => state.user !== null);
  const side = useOrderForm((draft) => draft.side);
  const type = useOrderForm((draft) => draft.type);
  const price = useOrderForm((draft) => draft.price);
  const amount = useOrderForm((draft) => draft.amount);
  const touched = useOrderForm((draft) => draft.touched);
  const attempted = useOrderForm((draft) => draft.attempted);
  const balances = useAccountState(account, (state) => state.balances, noBalances);
  // Until the balances are read (and for a visitor) nothing can be said about what is affordable.
  const balancesKnown = useAccountState(account, (state) => state.balancesStatus === 'ready', false) && signedIn;
  const { bestBid, bestAsk } = useTouch(side, type, price);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const id = useId();
  const priceRule = useMemo(() => decimalRule(market.pricePrecision), [market.pricePrecision]);
  const amountRule = useMemo(() => decimalRule(market.amountPrecision), [market.amountPrecision]);

  const context = {
    side,
    type,
    price,
    market,
    balances: { base: availableOf(balances, market.base), quote: availableOf(balances, market.quote) },
    fees: { maker: market.makerFee, taker: market.takerFee },
    bestBid,
    bestAsk,
  };
  const state = evaluateOrderForm({ ...context, amount });
  const errors = state.errors.filter((error) => balancesKnown || error.key !== 'trade.errors.insufficientBalance');
  const shown = (field: OrderFormField) =>
    errors.filter((error) => {
      if (error.field !== field) return false;
      if (attempted) return true;
      if (field === 'total') return amount !== '' && (type === 'market' || price !== '');
      return touched[field];
    });
  const priceErrors = shown('price');
  const amountErrors = shown('amount');
  const totalErrors = shown('total');
  const spendAsset = side === 'buy' ? market.quote : market.base;
  const available = availableOf(balances, spendAsset);

  const onPercent = (percent: AmountPercent) => {
    const next = amountForPercent(percent, context);
    if (next === undefined) form.getState().touch('price');
    else form.getState().setAmount(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.getState().attempt();
    if (errors.length > 0 || !signedIn || submitting || state.amount === undefined) return;
    setSubmitting(true);
    setOutcome(undefined);
    const result = await placeOrder({
      symbol: market.symbol,
      side,
      type,
      quantity: state.amount,
      ...(type === 'limit' && state.price !== undefined ? { price: state.price } : {}),
      clientOrderId: newClientOrderId(),
    });
    setSubmitting(false);
    if (result.ok) {
      account?.applyOrder(result.value.order);
      form.getState().placed();
      setOutcome({ kind: 'placed', order: result.value.order });
    } else {
      setOutcome({ kind: 'failed', failure: result.failure });
    }
  };

  return (
    <form className="order-form" data-side={side} noValidate onSubmit={submit} aria-label={t('trade.form.label')}>
      <Choice<OrderSide>
        className="order-form__sides"
        label={t('trade.form.side')}
        value={side}
        onChange={(next) => form.getState().setSide(next)}
        options={[
          { value: 'buy', text: t('trade.form.buy') },
          { value: 'sell', text: t('trade.form.sell') },
        ]}
      />
      <Choice<OrderType>
        className="order-form__types"
        label={t('trade.form.type')}
        value={type}
        onChange={(next) => form.getState().setType(next)}
        options={[
          { value: 'limit', text: t('trade.form.limit') },
          { value: 'market', text: t('trade.form.market') },
        ]}
      />
      <p className="order-form__available">
        <span>{t('trade.form.available')}</span>
        <span className="num" data-testid="form-available">
          {balancesKnown
            ? `${side === 'buy' ? formatTotal(available, market, tag) : formatAmount(available, market, tag)} ${spendAsset}`
            : '—'}
        </span>
      </p>

      <div className="order-form__field">
        <label htmlFor={`${id}-price`}>{t('trade.form.price', { asset: market.quote })}</label>
        {type === 'limit' ? (
          <FilteredInput
            id={`${id}-price`}
            rule={priceRule}
            value={price}
            onValueChange={(next) => form.getState().setPrice(next)}
            onBlur={() => form.getState().touch('price')}
            autoComplete="off"
            aria-invalid={priceErrors.length > 0}
            aria-describedby={priceErrors.length > 0 ? `${id}-price-error` : undefined}
          />
        ) : (
          <input id={`${id}-price`} value={t('trade.form.marketPrice')} disabled readOnly />
        )}
        <FieldErrors id={`${id}-price-error`} errors={priceErrors} />
      </div>

      <div className="order-form__field">
        <label htmlFor={`${id}-amount`}>{t('trade.form.amount', { asset: market.base })}</label>
        <FilteredInput
          id={`${id}-amount`}
          rule={amountRule}
          value={amount}
          onValueChange={(next) => form.getState().setAmount(next)}
          onBlur={() => form.getState().touch('amount')}
          autoComplete="off"
          aria-invalid={amountErrors.length > 0}
          aria-describedby={amountErrors.length > 0 ? `${id}-amount-error` : undefined}
        />
        <FieldErrors id={`${id}-amount-error`} errors={amountErrors} />
      </div>

      <fieldset className="order-form__percents">
        <legend className="visually-hidden">{t('trade.form.percentLabel')}</legend>
        {amountPercents.map((percent) => (
          <button
            key={percent}
            type="button"
            disabled={!balancesKnown}
            onClick={() => onPercent(percent)}
            aria-label={t('trade.form.percentOf', { percent })}
          >
            {formatPercent(String(percent), tag, 0)}
          </button>
        ))}
      </fieldset>

      <dl className="order-form__summary">
        <div>
          <dt>{t('trade.form.total', { asset: market.quote })}</dt>
          <dd className="num" data-testid="form-total">
            {state.total === undefined
              ? '—'
              : `${type === 'market' ? '≈ ' : ''}${formatTotal(state.total, market, tag)}`}
          </dd>
        </div>
        <div>
          <dt>{t('trade.form.fee', { rate: feePercent(state.feeRate, tag) })}</dt>
          <dd className="num" data-testid="form-fee">
            {state.feeEstimate === undefined ? '—' : `≈ ${formatTotal(state.feeEstimate, market, tag)} ${market.quote}`}
          </dd>
        </div>
      </dl>
      <FieldErrors id={`${id}-total-error`} errors={totalErrors} />

      {signedIn ? (
        <button
          type="submit"
          className={`button button--block order-form__submit order-form__submit--${side}`}
          disabled={submitting}
          aria-describedby={totalErrors.length > 0 ? `${id}-total-error` : undefined}
        >
          {submitting
            ? t('trade.form.submitting')
            : t(side === 'buy' ? 'trade.form.submitBuy' : 'trade.form.submitSell', { asset: market.base })}
        </button>
      ) : (
        <VisitorActions message={t('trade.form.visitor')} />
      )}

      {outcome?.kind === 'placed' && (
        <p className="order-form__outcome" role="status" data-testid="order-placed">
          {t(outcome.order.side === 'buy' ? 'trade.form.placedBuy' : 'trade.form.placedSell', {
            amount: formatAmount(outcome.order.quantity, market, tag),
            asset: market.base,
          })}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="order-form__outcome order-form__outcome--failed" role="alert" data-testid="order-failed">
          {t(failureMessageKey(outcome.failure))}
        </p>
      )}
    </form>
  );
}
