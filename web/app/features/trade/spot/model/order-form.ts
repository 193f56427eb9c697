import type { SpotMarket } from '@vela/contracts/markets';
import Big from 'big.js';
import {
  divideDown,
  floorToStep,
  fractionDigits,
  isMultipleOf,
  parseDecimal,
} from '../../../../lib/market/decimals.ts';

export type OrderSide = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';

/** What the form needs to know of the market. */
export type MarketRules = Pick<
  SpotMarket,
  'base' | 'quote' | 'tickSize' | 'lotSize' | 'minNotional' | 'pricePrecision' | 'amountPrecision'
>;

/** Everything but the amount: what the percentage buttons need as well. */
export interface OrderFormContext {
  readonly side: OrderSide;
  readonly type: OrderType;
  /** The limit price as typed; a market order ignores it. */
  readonly price: string;
  readonly market: MarketRules;
  /** Available (not frozen) balances, decimal strings. */
  readonly balances: { readonly base: string; readonly quote: string };
  /** Fee rates as decimal strings, e.g. "0.001" for 0.1 %. */
  readonly fees: { readonly maker: string; readonly taker: string };
  /** The book's touch; undefined while that side of the book is empty or not loaded. */
  readonly bestBid: string | undefined;
  readonly bestAsk: string | undefined;
}

export interface OrderFormInput extends OrderFormContext {
  /** Base-asset amount as typed. */
  readonly amount: string;
}

export type OrderFormField = 'price' | 'amount' | 'total';

export type OrderFormErrorKey =
  | 'trade.errors.priceRequired'
  | 'trade.errors.priceInvalid'
  | 'trade.errors.pricePositive'
  | 'trade.errors.priceTick'
  | 'trade.errors.amountRequired'
  | 'trade.errors.amountInvalid'
  | 'trade.errors.amountMin'
  | 'trade.errors.amountLot'
  | 'trade.errors.noMarketPrice'
  | 'trade.errors.notionalMin'
  | 'trade.errors.insufficientBalance';

/** An i18n key and its placeholder values: the form shows `t(key, values)` under `field`. */
export interface OrderFormError {
  readonly field: OrderFormField;
  readonly key: OrderFormErrorKey;
  readonly values: Readonly<Record<string, string>>;
}

export interface OrderFormState {
  /** The limit price with the market's price precision; undefined for a market order or a bad price. */
  readonly price: string | undefined;
  /** The amount with the market's amount precision; undefined while it is not a valid amount. */
  readonly amount: string | undefined;
  /**
   * Quote value, price x amount, with the price precision: rounded up for a buy (the most it
   * costs), down for a sell (the least it brings). A market order's is an estimate at the best
   * ask (buy) or bid (sell): a large one walks the book and fills worse.
   */
  readonly total: string | undefined;
  /** Quote value of the fee at `feeRate`, rounded up: see `feeRateFor`. */
  readonly feeEstimate: string | undefined;
  readonly feeRate: string;
  readonly errors: readonly OrderFormError[];
  readonly valid: boolean;
}

export const amountPercents = [25, 50, 75, 100] as const;
export type AmountPercent = (typeof amountPercents)[number];

/**
 * The fee rate a new order should be estimated with. A market order takes liquidity: taker. A
 * limit order that would rest (a buy below the best ask, a sell above the best bid, or facing an
 * empty side) fills only as maker. One that crosses the book fills at once as taker for what it
 * matches and as maker for the rest, so it is estimated at the higher of the two rates: an upper
 * bound, so the balance check never lets through an order the fee makes unaffordable.
 */
export function feeRateFor(context: OrderFormContext, limitPrice: Big | undefined): Big {
  const maker = new Big(context.fees.maker);
  const taker = new Big(context.fees.taker);
  if (context.type === 'market') return taker;
  const crosses =
    limitPrice !== undefined &&
    (context.side === 'buy'
      ? context.bestAsk !== undefined && limitPrice.gte(context.bestAsk)
      : context.bestBid !== undefined && limitPrice.lte(context.bestBid));
  return crosses && taker.gt(maker) ? taker : maker;
}

/**
 * Checks the form and works out the normalized values, total and fee. The fee is shown in the
 * quote asset: a buy pays it on top of the total (so it counts in the quote balance check), a
 * sell has it taken from the proceeds.
 */
export function evaluateOrderForm(input: OrderFormInput): OrderFormState {
  const { market } = input;
  const errors: OrderFormError[] = [];
  const price = input.type === 'limit' ? checkLimitPrice(input.price, market, errors) : undefined;
  const amount = checkAmount(input.amount, market, errors);
  const executionPrice = price ? price.value : touchPrice(input);
  if (!price && executionPrice === undefined) {
    errors.push({ field: 'total', key: 'trade.errors.noMarketPrice', values: {} });
  }
  const feeRate = feeRateFor(input, executionPrice);
  const state = {
    price: price?.valid ? price.value?.toFixed(market.pricePrecision) : undefined,
    amount: amount.valid ? amount.value?.toFixed(market.amountPrecision) : undefined,
    feeRate: feeRate.toFixed(),
  };
  if (executionPrice === undefined || amount.value === undefined) {
    return { ...state, total: undefined, feeEstimate: undefined, errors, valid: false };
  }

  const total = executionPrice.times(amount.value);
  const fee = total.times(feeRate);
  if ((price?.valid ?? true) && amount.valid) {
    if (total.lt(market.minNotional)) {
      errors.push({
        field: 'total',
        key: 'trade.errors.notionalMin',
        values: { min: market.minNotional, asset: market.quote },
      });
    }
    const short =
      input.side === 'buy' ? total.plus(fee).gt(input.balances.quote) : amount.value.gt(input.balances.base);
    if (short) {
      errors.push({
        field: input.side === 'buy' ? 'total' : 'amount',
        key: 'trade.errors.insufficientBalance',
        values: { asset: input.side === 'buy' ? market.quote : market.base },
      });
    }
  }
  return {
    ...state,
    total: total.toFixed(market.pricePrecision, input.side === 'buy' ? Big.roundUp : Big.roundDown),
    feeEstimate: fee.toFixed(market.pricePrecision, Big.roundUp),
    errors,
    valid: errors.length === 0,
  };
}

/**
 * The amount a percentage button fills in. A sell offers that share of the base balance; a buy
 * spends that share of the quote balance at the limit price (best ask for a market order) with
 * the fee on top, so 100 % passes the balance check. Both are floored to the lot size: rounding
 * up could ask for more than the balance holds. Undefined while a buy has no price to go by.
 */
export function amountForPercent(percent: AmountPercent, context: OrderFormContext): string | undefined {
  const { market } = context;
  const lot = new Big(market.lotSize);
  const share = new Big(percent).div(100);
  let amount: Big;
  if (context.side === 'sell') {
    amount = floorToStep(new Big(context.balances.base).times(share), lot);
  } else {
    const typed = parseDecimal(context.price);
    const price = context.type === 'limit' ? (typed?.gt(0) ? typed : undefined) : touchPrice(context);
    if (price === undefined) return undefined;
    const spend = new Big(context.balances.quote).times(share);
    const costPerUnit = price.times(feeRateFor(context, price).plus(1));
    amount = floorToStep(divideDown(spend, costPerUnit, fractionDigits(market.lotSize)), lot);
  }
  return amount.toFixed(market.amountPrecision, Big.roundDown);
}

/** Where a market order is estimated to fill: the best ask for a buy, the best bid for a sell. */
function touchPrice(context: OrderFormContext): Big | undefined {
  const best = context.side === 'buy' ? context.bestAsk : context.bestBid;
  return best === undefined ? undefined : new Big(best);
}

interface Checked {
  /** The number typed, when it is one (even an invalid one: the total still shows while typing). */
  readonly value: Big | undefined;
  readonly valid: boolean;
}

function checkLimitPrice(text: string, market: MarketRules, errors: OrderFormError[]): Checked {
  const fail = (key: OrderFormErrorKey, value?: Big, values: Record<string, string> = {}): Checked => {
    errors.push({ field: 'price', key, values });
    return { value, valid: false };
  };
  if (text.trim() === '') return fail('trade.errors.priceRequired');
  const price = parseDecimal(text);
  if (price === undefined) return fail('trade.errors.priceInvalid');
  if (price.lte(0)) return fail('trade.errors.pricePositive');
  if (!isMultipleOf(price, new Big(market.tickSize))) {
    return fail('trade.errors.priceTick', price, { tick: market.tickSize });
  }
  return { value: price, valid: true };
}

function checkAmount(text: string, market: MarketRules, errors: OrderFormError[]): Checked {
  const fail = (key: OrderFormErrorKey, value?: Big, values: Record<string, string> = {}): Checked => {
    errors.push({ field: 'amount', key, values });
    return { value, valid: false };
  };
  if (text.trim() === '') return fail('trade.errors.amountRequired');
  const amount = parseDecimal(text);
  if (amount === undefined) return fail('trade.errors.amountInvalid');
  const lot = new Big(market.lotSize);
  if (amount.lt(lot)) return fail('trade.errors.amountMin', amount.gt(0) ? amount : undefined, { min: market.lotSize });
  if (!isMultipleOf(amount, lot)) return fail('trade.errors.amountLot', amount, { lot: market.lotSize });
  return { value: amount, valid: true };
}
