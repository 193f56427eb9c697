import type { PlaceOrderRequest, TimeInForce } from '@vela/contracts/trading';
import Big from 'big.js';
import { type BestPrices, lotsWithin, wouldCross } from '../../market/engine/book-checks.ts';
import { priceToTicks, quantityToLots } from '../../market/engine/fixed-point.ts';
import type { DepthSnapshot, OrderRequest, Side } from '../../market/engine/types.ts';
import { Refusal } from '../../refusal.ts';
import type { MarketRules } from './market-rules.ts';

/** A limit order checked against its market's grid, in engine units. */
export interface CheckedLimit {
  readonly type: 'limit';
  readonly side: Side;
  readonly ticks: number;
  readonly lots: number;
  readonly timeInForce: TimeInForce;
  readonly postOnly: boolean;
}

/** An order checked against its market's grid, in engine units. */
export type CheckedOrder =
  | CheckedLimit
  | { readonly type: 'market'; readonly side: Side; readonly lots: number }
  /** A market buy for an amount of the quote asset: its size is found on the book when it runs. */
  | { readonly type: 'market'; readonly side: 'buy'; readonly quoteAmount: Big };

const refuse = (reason: string, message: string, field?: string) => new Refusal('invalid', reason, message, field);

export function toLots(rules: MarketRules, quantity: string): number {
  const lots = quantityToLots(quantity, rules.units.lotSize);
  if (!lots.ok || lots.value <= 0) {
    throw refuse(
      'quantity-off-lot',
      `quantity must be a positive multiple of the lot size ${rules.units.lotSize}`,
      'quantity',
    );
  }
  return lots.value;
}

/** A price on the market's tick grid, in ticks; `field` names the input in the refusal. */
export function toTicks(rules: MarketRules, price: string, field: string): number {
  const ticks = priceToTicks(price, rules.units.tickSize);
  if (!ticks.ok || ticks.value <= 0) {
    throw refuse(
      'price-off-tick',
      `${field} must be a positive multiple of the tick size ${rules.units.tickSize}`,
      field,
    );
  }
  return ticks.value;
}

export function checkNotional(rules: MarketRules, price: string, quantity: string): void {
  if (new Big(price).times(quantity).lt(rules.minNotional)) {
    throw refuse(
      'below-min-notional',
      `price x quantity must be at least ${rules.minNotional.toFixed()} ${rules.quote}`,
      'quantity',
    );
  }
}

/** Checks the shape, grid and minimum size of an order; the balance is checked when it runs. */
export function checkOrder(rules: MarketRules, request: PlaceOrderRequest): CheckedOrder {
  const { side, type } = request;
  if (type !== 'limit' && type !== 'market') throw new Error(`checkOrder takes limit and market orders, not ${type}`);
  if (type === 'limit') {
    if (request.price === undefined) throw refuse('price-required', 'a limit order needs a price', 'price');
    if (request.quantity === undefined) throw refuse('quantity-required', 'a limit order needs a quantity', 'quantity');
    if (request.quoteAmount !== undefined) {
      throw refuse('invalid-input', 'quoteAmount is only for market buys', 'quoteAmount');
    }
    const ticks = toTicks(rules, request.price, 'price');
    const lots = toLots(rules, request.quantity);
    checkNotional(rules, request.price, request.quantity);
    return {
      type,
      side,
      ticks,
      lots,
      timeInForce: request.timeInForce ?? 'GTC',
      postOnly: request.postOnly ?? false,
    };
  }
  if (request.price !== undefined) throw refuse('price-not-allowed', 'a market order takes no price', 'price');
  if (request.quantity !== undefined && request.quoteAmount !== undefined) {
    throw refuse('invalid-input', 'give either quantity or quoteAmount, not both', 'quoteAmount');
  }
  if (request.quoteAmount !== undefined) {
    if (side !== 'buy') throw refuse('invalid-input', 'quoteAmount is only for market buys', 'quoteAmount');
    const quoteAmount = new Big(request.quoteAmount);
    if (quoteAmount.lt(rules.minNotional)) {
      throw refuse(
        'below-min-notional',
        `quoteAmount must be at least ${rules.minNotional.toFixed()} ${rules.quote}`,
        'quoteAmount',
      );
    }
    return { type: 'market', side: 'buy', quoteAmount };
  }
  if (request.quantity === undefined) throw refuse('quantity-required', 'a market order needs a quantity', 'quantity');
  return { type: 'market', side, lots: toLots(rules, request.quantity) };
}

/**
 * How a market order runs on the book as it is now: how many lots, up to which price (the worst
 * level it needs, so the engine can never take it further), and what that would cost at most.
 * Throws when the opposite side is empty or too thin for the minimum notional.
 */
export interface MarketPlan {
  readonly lots: number;
  /** The limit the engine gets: the worst price the walk reached. */
  readonly boundTicks: number;
  /** Quote amount the walk costs (buys) or brings (sells). */
  readonly notional: Big;
}

export function planMarketOrder(rules: MarketRules, order: CheckedOrder, book: DepthSnapshot): MarketPlan {
  if (order.type !== 'market') throw new Error('planMarketOrder takes market orders');
  const levels = order.side === 'buy' ? book.asks : book.bids;
  if (levels.length === 0) throw refuse('no-liquidity', 'the book has no orders on the other side right now');
  const budget = 'quoteAmount' in order ? order.quoteAmount : undefined;
  let wanted = 'lots' in order ? order.lots : Number.MAX_SAFE_INTEGER;
  let lots = 0;
  let boundTicks = levels[0]?.price ?? 0;
  let notional = new Big(0);
  for (const level of levels) {
    if (wanted <= 0) break;
    const price = new Big(rules.units.price(level.price));
    let take = Math.min(wanted, level.quantity);
    if (budget !== undefined) {
      const affordable = budget.minus(notional).div(price.times(rules.units.lotSize)).round(0, Big.roundDown);
      take = Math.min(take, affordable.toNumber());
      if (take <= 0) break;
    }
    lots += take;
    wanted -= take;
    boundTicks = level.price;
    notional = notional.plus(price.times(rules.units.quantity(take)));
  }
  if (lots === 0)
    throw refuse('below-min-notional', `the amount buys less than one lot of ${rules.base}`, 'quoteAmount');
  if (notional.lt(rules.minNotional)) {
    throw refuse(
      'below-min-notional',
      `the order would trade ${notional.toFixed()} ${rules.quote}, below the minimum ${rules.minNotional.toFixed()}`,
      'quantity',
    );
  }
  return { lots, boundTicks, notional };
}

/** What the engine gets: limits as they are; market sells as market; market buys as a bounded limit. */
export function toEngineOrder(
  id: string,
  owner: string,
  order: CheckedOrder,
  plan: MarketPlan | undefined,
): OrderRequest {
  if (order.type === 'limit') {
    return { type: 'limit', id, owner, side: order.side, price: order.ticks, quantity: order.lots };
  }
  if (!plan) throw new Error('a market order needs its plan');
  const quantity = 'lots' in order ? order.lots : plan.lots;
  if (order.side === 'sell') return { type: 'market', id, owner, side: 'sell', quantity };
  return { type: 'limit', id, owner, side: 'buy', price: plan.boundTicks, quantity };
}

/** What an order holds while it can trade: the base it sells, or its limit (bound) times its size. */
export function frozenFor(rules: MarketRules, order: OrderRequest): Big {
  const quantity = new Big(rules.units.quantity(order.quantity));
  if (order.side === 'sell') return quantity;
  if (order.type !== 'limit') throw new Error('buys reach the engine as limits');
  return new Big(rules.units.price(order.price)).times(quantity);
}

/** Refuses a post-only limit that would take liquidity, and a fill-or-kill the book cannot fill in full now. */
export function checkLimitOptions(order: CheckedLimit, book: BestPrices & { depth(): DepthSnapshot }): void {
  if (order.postOnly && wouldCross(book, order.side, order.ticks)) {
    throw refuse('post-only', 'a post-only order would take liquidity at this price', 'price');
  }
  if (order.timeInForce === 'FOK' && lotsWithin(book.depth(), order.side, order.ticks) < BigInt(order.lots)) {
    throw refuse('fok', 'the book cannot fill this fill-or-kill order in full at once', 'quantity');
  }
}
