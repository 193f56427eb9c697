import type { SpotMarket } from '@vela/contracts/markets';
import Big from 'big.js';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAssetAmount } from '../../../../lib/format/number.ts';
import { decimalRule } from '../../../../lib/inputs/rules.ts';
import { fractionDigits } from '../../../../lib/market/decimals.ts';
import { availableOf } from '../../../../lib/trading/account-lists.ts';
import { placeOrder } from '../../../../lib/trading/trading-calls.ts';
import { useAppStore } from '../../../../state/app-store.tsx';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { FilteredInput } from '../../../../ui/filtered-input.tsx';
import { newClientOrderId } from '../../shared/form/client-order-id.ts';
import { Segmented } from '../../shared/form/segmented.tsx';
import { StopLimitWarning } from '../../shared/form/stop-limit-warning.tsx';
import { VisitorActions } from '../../shared/form/visitor-actions.tsx';
import { formatPercent, formatTotal } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import {
  type AmountPercent,
  amountForPercent,
  amountPercents,
  evaluateOrderForm,
  type OrderFormField,
  type OrderSide,
} from '../model/order-form.ts';
import { useOrderForm, useTradeScreen } from '../trade-context.tsx';
import { FeedbackLine, type Outcome } from './feedback-line.tsx';
import { FieldErrors } from './form-controls.tsx';
import { LimitOptions } from './limit-options.tsx';
import {
  checkQuoteSpend,
  checkTriggers,
  type FormOrderType,
  formOrderTypes,
  orderRequest,
  pricedAs,
  sizedInQuote,
  stopLimitBeyondStop,
} from './order-draft.ts';
import { TriggerFields } from './trigger-fields.tsx';
import { useTouch } from './use-touch.ts';

const noBalances = [] as const;

function feePercent(rate: string, tag: string): string {
  const percent = new Big(rate).times(100).toFixed();
  return formatPercent(percent, tag, Math.max(2, fractionDigits(percent)));
}

/**
 * Spot orders of every type, buy and sell: price, stop and amount typed through the decimal filter
 * at the market's precision, amounts by share of what is available (or, for a market buy, what to
 * spend), total and fee estimate, and the model's validation messages before anything is sent. One
 * feedback line under the button shows the latest result. A visitor sees the same form with log in
 * and sign up in place of the order button.
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
  const sizeIn = useOrderForm((draft) => draft.sizeIn);
  const stopPrice = useOrderForm((draft) => draft.stopPrice);
  const stopLimitPrice = useOrderForm((draft) => draft.stopLimitPrice);
  const trailing = useOrderForm((draft) => draft.trailing);
  const trailingUnit = useOrderForm((draft) => draft.trailingUnit);
  const balances = useLiveState(account?.store, (state) => state.balances, noBalances);
  // Until the balances are read (and for a visitor) nothing can be said about what is affordable.
  const balancesKnown = useLiveState(account?.store, (state) => state.balancesStatus === 'ready', false) && signedIn;
  const priced = pricedAs(type);
  const { bestBid, bestAsk } = useTouch(side, priced, price);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const id = useId();
  const priceRule = useMemo(() => decimalRule(market.pricePrecision), [market.pricePrecision]);
  const amountRule = useMemo(() => decimalRule(market.amountPrecision), [market.amountPrecision]);
  const spendRule = useMemo(() => decimalRule(market.pricePrecision), [market.pricePrecision]);

  const triggers = { stopPrice, stopLimitPrice, trailing, trailingUnit, sizeIn };
  const quoteSized = sizedInQuote(type, side, triggers);
  const context = {
    side,
    type: priced,
    price,
    market,
    balances: { base: availableOf(balances, market.base), quote: availableOf(balances, market.quote) },
    fees: { maker: market.makerFee, taker: market.takerFee },
    bestBid,
    bestAsk,
  };
  const state = evaluateOrderForm({ ...context, amount });
  const known = (error: { key: string }) => balancesKnown || error.key !== 'trade.errors.insufficientBalance';
  const errors = quoteSized
    ? checkQuoteSpend(amount, market, balancesKnown ? context.balances.quote : undefined)
    : state.errors.filter(known);
  const triggerErrors = checkTriggers(type, triggers, market);
  const shown = (field: OrderFormField) =>
    errors.filter((error) => {
      if (error.field !== field) return false;
      if (attempted) return true;
      if (field === 'total') return amount !== '' && (priced === 'market' || price !== '');
      return touched[field];
    });
  const priceErrors = shown('price');
  const amountErrors = shown('amount');
  const totalErrors = shown('total');
  const spendAsset = side === 'buy' ? market.quote : market.base;
  const available = availableOf(balances, spendAsset);

  const onPercent = (percent: AmountPercent) => {
    if (quoteSized) {
      const share = new Big(context.balances.quote).times(percent).div(100);
      form.getState().setAmount(share.toFixed(market.pricePrecision, Big.roundDown));
      return;
    }
    const next = amountForPercent(percent, context);
    if (next === undefined) form.getState().touch('price');
    else form.getState().setAmount(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.getState().attempt();
    // The feedback line answers this attempt, never an earlier one.
    setOutcome(undefined);
    const quantity = quoteSized ? amount.trim() : state.amount;
    if (errors.length > 0 || triggerErrors.length > 0 || !signedIn || submitting || quantity === undefined) return;
    setSubmitting(true);
    const request = orderRequest(
      market.symbol,
      type,
      side,
      { price: priced === 'limit' ? state.price : undefined, amount: quantity },
      form.getState(),
      newClientOrderId(),
    );
    const result = await placeOrder(request);
    setSubmitting(false);
    if (result.ok) {
      account?.applyOrder(result.value.order);
      for (const leg of result.value.linked ?? []) account?.applyOrder(leg);
      form.getState().placed();
      setOutcome({ kind: 'placed', order: result.value.order });
    } else {
      setOutcome({ kind: 'failed', failure: result.failure });
    }
  };

  return (
    <form className="order-form" data-side={side} noValidate onSubmit={submit} aria-label={t('trade.form.label')}>
      <Segmented<OrderSide>
        className="order-form__sides"
        label={t('trade.form.side')}
        value={side}
        onChange={(next) => form.getState().setSide(next)}
        options={[
          { value: 'buy', text: t('trade.form.buy') },
          { value: 'sell', text: t('trade.form.sell') },
        ]}
      />
      <Segmented<FormOrderType>
        className="order-form__types"
        label={t('trade.form.type')}
        value={type}
        onChange={(next) => form.getState().setType(next)}
        options={formOrderTypes.map((value) => ({ value, text: t(`trade.form.${value}`) }))}
      />
      <p className="order-form__available">
        <span>{t('trade.form.available')}</span>
        <span className="num" data-testid="form-available">
          {balancesKnown
            ? // As the balances show it (lib/format/number.ts): the asset's amount, no padding zeros.
              `${formatAssetAmount(available, tag)} ${spendAsset}`
            : '—'}
        </span>
      </p>

      <TriggerFields id={id} market={market} type={type} errors={attempted ? triggerErrors : []} />

      {(priced === 'limit' || type === 'market') && (
        <div className="order-form__field">
          <label htmlFor={`${id}-price`}>
            {t(type === 'limit' ? 'trade.form.price' : 'trade.form.limitPrice', { asset: market.quote })}
          </label>
          {priced === 'limit' ? (
            <FilteredInput
              className="text-box"
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
            <input className="text-box" id={`${id}-price`} value={t('trade.form.marketPrice')} disabled readOnly />
          )}
          <FieldErrors id={`${id}-price-error`} errors={priceErrors} />
          {stopLimitBeyondStop(type, side, { stopPrice, price }) && <StopLimitWarning side={side} />}
        </div>
      )}

      {type === 'market' && side === 'buy' && (
        <Segmented<'base' | 'quote'>
          className="order-form__units"
          label={t('trade.form.sizeIn')}
          value={sizeIn}
          onChange={(next) => form.getState().setTrigger({ sizeIn: next })}
          options={[
            { value: 'base', text: t('trade.form.sizeInAsset', { asset: market.base }) },
            { value: 'quote', text: t('trade.form.sizeInAsset', { asset: market.quote }) },
          ]}
        />
      )}

      <div className="order-form__field">
        <label htmlFor={`${id}-amount`}>
          {quoteSized ? t('trade.form.spend', { asset: market.quote }) : t('trade.form.amount', { asset: market.base })}
        </label>
        <FilteredInput
          className="text-box"
          id={`${id}-amount`}
          rule={quoteSized ? spendRule : amountRule}
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

      <LimitOptions id={id} type={type} />

      {!quoteSized && (
        <dl className="order-form__summary">
          <div>
            <dt>{t('trade.form.total', { asset: market.quote })}</dt>
            <dd className="num" data-testid="form-total">
              {state.total === undefined
                ? '—'
                : `${priced === 'market' ? '≈ ' : ''}${formatTotal(state.total, market, tag)}`}
            </dd>
          </div>
          <div>
            <dt>{t('trade.form.fee', { rate: feePercent(state.feeRate, tag) })}</dt>
            <dd className="num" data-testid="form-fee">
              {state.feeEstimate === undefined
                ? '—'
                : `≈ ${formatTotal(state.feeEstimate, market, tag)} ${market.quote}`}
            </dd>
          </div>
        </dl>
      )}

      {signedIn ? (
        <button
          type="submit"
          className={`button button--block order-form__submit order-form__submit--${side}`}
          disabled={submitting}
          aria-describedby={`${id}-feedback`}
        >
          {submitting
            ? t('trade.form.submitting')
            : t(side === 'buy' ? 'trade.form.submitBuy' : 'trade.form.submitSell', { asset: market.base })}
        </button>
      ) : (
        <VisitorActions message={t('trade.form.visitor')} />
      )}

      <FeedbackLine id={`${id}-feedback`} market={market} problems={totalErrors} outcome={outcome} />
    </form>
  );
}
