import Big from 'big.js';
import { Refusal } from '../../refusal.ts';
import type { TriggerDirection } from '../../trading/trigger-book.ts';
import type { MarketRules } from './market-rules.ts';
import type { StopFields, TrackedOrder } from './order-tracker.ts';
import type { CheckedStop } from './stop-request.ts';

export const refuse = (reason: string, message: string, field?: string) =>
  new Refusal('invalid', reason, message, field);

/** A new stop order (untriggered), or an OCO's limit leg when `leg` is given (the caller opens it). */
export function newStopOrder(
  now: Date,
  userId: string,
  id: string,
  rules: MarketRules,
  checked: { type: TrackedOrder['type']; side: 'buy' | 'sell'; lots: number; ticks?: number; timeInForce?: string },
  clientOrderId: string | null,
  stop: StopFields | null,
  leg?: { price: string | null; ocoGroup: string },
): TrackedOrder {
  const limitPriced = checked.type === 'limit' || checked.type === 'stop-limit';
  const price = leg ? leg.price : checked.ticks === undefined ? null : rules.units.price(checked.ticks);
  return {
    id,
    userId,
    clientOrderId,
    symbol: rules.symbol,
    side: checked.side,
    type: checked.type,
    price,
    quantity: rules.units.quantity(checked.lots),
    filledQuantity: new Big(0),
    filledQuote: new Big(0),
    frozen: new Big(0),
    status: 'untriggered',
    cancelReason: null,
    stop,
    timeInForce: limitPriced ? ((checked.timeInForce as TrackedOrder['timeInForce']) ?? 'GTC') : null,
    postOnly: false,
    ocoGroup: leg?.ocoGroup ?? null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    persisted: false,
  };
}

/** What a stop holds while it waits: the base it sells, or its limit (its stop for market-like buys) times its size. */
export function reserveFor(rules: MarketRules, side: 'buy' | 'sell', limitTicks: number, lots: number): Big {
  const quantity = new Big(rules.units.quantity(lots));
  if (side === 'sell') return quantity;
  return new Big(rules.units.price(limitTicks)).times(quantity);
}

export function directionOf(stopTicks: number, last: number, rules: MarketRules): TriggerDirection {
  if (stopTicks === last) {
    throw refuse(
      'invalid-trigger',
      `the stop price is the last price ${rules.units.price(last)}: place a limit or market order`,
      'stopPrice',
    );
  }
  return stopTicks > last ? 'rise' : 'fall';
}

/** An OCO sell takes profit above and cuts the loss below the last price; a buy the other way round. */
export function checkOcoPrices(rules: MarketRules, order: Extract<CheckedStop, { type: 'oco' }>, last: number): void {
  const { side, ticks, stopTicks } = order;
  const ordered = side === 'sell' ? ticks > last && last > stopTicks : ticks < last && last < stopTicks;
  if (ordered) return;
  const rule = side === 'sell' ? 'price > last price > stopPrice' : 'price < last price < stopPrice';
  throw refuse('invalid-trigger', `an OCO ${side} needs ${rule} (last price ${rules.units.price(last)})`, 'stopPrice');
}
