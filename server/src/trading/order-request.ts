import type { PlaceOrderRequest } from '@vela/contracts/trading';
import Big from 'big.js';
import { RequestRefusedError } from '../http/errors.ts';
import { priceToTicks, quantityToLots } from '../market/engine/fixed-point.ts';
import type { DepthSnapshot, Side } from '../market/engine/types.ts';
import type { MarketRules } from './market-rules.ts';

/** An order checked against its market's grid, in engine units. */
export type CheckedOrder =
  | { readonly type: 'limit'; readonly side: Side; readonly ticks: number; readonly lots: number }
  | { readonly type: 'market'; readonly side: Side; readonly lots: number }
  /** A market buy for an amount of the quote asset: its size is found on the book when it runs. */
  | { readonly type: 'market'; readonly side: 'buy'; readonly quoteAmount: Big };

const refuse = (reason: string, message: string, field?: string) =>
  new RequestRefusedError(400, reason, message, field);

function toLots(rules: MarketRules, quantity: string): number {
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

/** Checks the shape, grid and minimum size of an order; the balance is checked when it runs. */
export function checkOrder(rules: MarketRules, request: PlaceOrderRequest): CheckedOrder {
  const { side, type } = request;
  if (type === 'limit') {
    if (request.price === undefined) throw refuse('price-required', 'a limit order needs a price', 'price');
    if (request.quantity === undefined) throw refuse('quantity-required', 'a limit order needs a quantity', 'quantity');
    if (request.quoteAmount !== undefined) {
      throw refuse('invalid-input', 'quoteAmount is only for market buys', 'quoteAmount');
    }
    const ticks = priceToTicks(request.price, rules.units.tickSize);
    if (!ticks.ok || ticks.value <= 0) {
      throw refuse(
        'price-off-tick',
        `price must be a positive multiple of the tick size ${rules.units.tickSize}`,
        'price',
      );
    }
    const lots = toLots(rules, request.quantity);
    if (new Big(request.price).times(request.quantity).lt(rules.minNotional)) {
      throw refuse(
        'below-min-notional',
        `price x quantity must be at least ${rules.minNotional.toFixed()} ${rules.quote}`,
        'quantity',
      );
    }
    return { type, side, ticks: ticks.value, lots };
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
