import { MAX_TRAILING_PERCENT } from '@vela/contracts/order-limits';
import type { PlaceOrderRequest, TimeInForce } from '@vela/contracts/trading';
import Big from 'big.js';
import { isMultipleOf, parseDecimal } from '../../../../lib/market/decimals.ts';
import { limitBeyondStop } from '../../shared/form/limit-beyond-stop.ts';
import type { MarketRules, OrderSide, OrderType } from '../model/order-form.ts';

/** The tabs of the spot order form, in the order they show. */
export const formOrderTypes = ['limit', 'market', 'stop-limit', 'stop-market', 'oco', 'trailing-stop'] as const;
export type FormOrderType = (typeof formOrderTypes)[number];

/** How the form's price and amount are checked: a limit price (limit, stop-limit, OCO) or the touch. */
export function pricedAs(type: FormOrderType): OrderType {
  return type === 'limit' || type === 'stop-limit' || type === 'oco' ? 'limit' : 'market';
}

/** What the stop tabs and the limit options add to the form's price and amount. */
export interface TriggerDraft {
  readonly stopPrice: string;
  /** OCO only: the stop leg's limit; empty makes it a stop-market leg. */
  readonly stopLimitPrice: string;
  readonly trailing: string;
  readonly trailingUnit: 'percent' | 'amount';
  readonly timeInForce: TimeInForce;
  readonly postOnly: boolean;
  /** A market buy sized in the quote asset (what to spend) instead of the base asset. */
  readonly sizeIn: 'base' | 'quote';
}

export type TriggerField = 'stopPrice' | 'stopLimitPrice' | 'trailing';

export interface TriggerError {
  readonly field: TriggerField;
  readonly key:
    | 'trade.errors.stopPriceRequired'
    | 'trade.errors.stopPriceInvalid'
    | 'trade.errors.trailingRequired'
    | 'trade.errors.trailingInvalid';
  readonly values: Readonly<Record<string, string>>;
}

function onGrid(text: string, step: string): boolean {
  const value = parseDecimal(text);
  if (value === undefined) return false;
  return value.gt(0) && isMultipleOf(value, new Big(step));
}

/** A stop-limit whose limit is past its stop (see the shared limitBeyondStop): the form warns of it. */
export function stopLimitBeyondStop(
  type: FormOrderType,
  side: OrderSide,
  draft: { readonly stopPrice: string; readonly price: string },
): boolean {
  return type === 'stop-limit' && limitBeyondStop(side, draft);
}

/** The stop and trailing fields' messages for the chosen tab (none for limit and market). */
export function checkTriggers(
  type: FormOrderType,
  draft: Pick<TriggerDraft, 'stopPrice' | 'stopLimitPrice' | 'trailing' | 'trailingUnit'>,
  market: MarketRules,
): TriggerError[] {
  const errors: TriggerError[] = [];
  const tick = { tick: market.tickSize };
  if (type === 'stop-limit' || type === 'stop-market' || type === 'oco') {
    if (draft.stopPrice.trim() === '')
      errors.push({ field: 'stopPrice', key: 'trade.errors.stopPriceRequired', values: {} });
    else if (!onGrid(draft.stopPrice, market.tickSize)) {
      errors.push({ field: 'stopPrice', key: 'trade.errors.stopPriceInvalid', values: tick });
    }
  }
  if (type === 'oco' && draft.stopLimitPrice.trim() !== '' && !onGrid(draft.stopLimitPrice, market.tickSize)) {
    errors.push({ field: 'stopLimitPrice', key: 'trade.errors.stopPriceInvalid', values: tick });
  }
  if (type === 'trailing-stop') {
    const percent = parseDecimal(draft.trailing) ?? new Big(0);
    const valid =
      draft.trailingUnit === 'percent'
        ? percent.gt(0) && percent.lte(MAX_TRAILING_PERCENT)
        : onGrid(draft.trailing, market.tickSize);
    if (draft.trailing.trim() === '')
      errors.push({ field: 'trailing', key: 'trade.errors.trailingRequired', values: {} });
    else if (!valid) {
      errors.push({
        field: 'trailing',
        key: 'trade.errors.trailingInvalid',
        values: { max: MAX_TRAILING_PERCENT, tick: market.tickSize },
      });
    }
  }
  return errors;
}

/** Whether the amount field is a quote amount to spend: only a market buy may be sized so. */
export function sizedInQuote(type: FormOrderType, side: OrderSide, draft: Pick<TriggerDraft, 'sizeIn'>): boolean {
  return type === 'market' && side === 'buy' && draft.sizeIn === 'quote';
}

/** The API request for a checked form: `price` and `amount` as the form normalized them. */
export function orderRequest(
  symbol: string,
  type: FormOrderType,
  side: OrderSide,
  values: { price: string | undefined; amount: string },
  draft: TriggerDraft,
  clientOrderId: string,
): PlaceOrderRequest {
  const base = { symbol, side, clientOrderId };
  const priced = values.price === undefined ? {} : { price: values.price };
  switch (type) {
    case 'limit':
      return {
        ...base,
        type,
        ...priced,
        quantity: values.amount,
        ...(draft.timeInForce === 'GTC' ? {} : { timeInForce: draft.timeInForce }),
        ...(draft.postOnly && draft.timeInForce === 'GTC' ? { postOnly: true } : {}),
      };
    case 'market':
      return sizedInQuote(type, side, draft)
        ? { ...base, type, quoteAmount: values.amount }
        : { ...base, type, quantity: values.amount };
    case 'stop-limit':
      return {
        ...base,
        type,
        ...priced,
        stopPrice: draft.stopPrice,
        quantity: values.amount,
        ...(draft.timeInForce === 'GTC' ? {} : { timeInForce: draft.timeInForce }),
      };
    case 'stop-market':
      return { ...base, type, stopPrice: draft.stopPrice, quantity: values.amount };
    case 'oco':
      return {
        ...base,
        type,
        ...priced,
        stopPrice: draft.stopPrice,
        ...(draft.stopLimitPrice.trim() === '' ? {} : { stopLimitPrice: draft.stopLimitPrice }),
        quantity: values.amount,
      };
    case 'trailing-stop':
      return {
        ...base,
        type,
        quantity: values.amount,
        ...(draft.trailingUnit === 'percent'
          ? { trailingPercent: draft.trailing }
          : { trailingAmount: draft.trailing }),
      };
  }
}

/** A quote amount to spend on a market buy: a number above zero, worth the minimum, within what is available. */
export function checkQuoteSpend(
  text: string,
  market: MarketRules,
  available: string | undefined,
): { field: 'amount'; key: string; values: Record<string, string> }[] {
  const fail = (key: string, values: Record<string, string> = {}) => [{ field: 'amount' as const, key, values }];
  if (text.trim() === '') return fail('trade.errors.amountRequired');
  const spend = parseDecimal(text);
  if (spend === undefined || spend.lte(0)) return fail('trade.errors.amountInvalid');
  if (spend.lt(market.minNotional))
    return fail('trade.errors.notionalMin', { min: market.minNotional, asset: market.quote });
  if (available !== undefined && spend.gt(available))
    return fail('trade.errors.insufficientBalance', { asset: market.quote });
  return [];
}
