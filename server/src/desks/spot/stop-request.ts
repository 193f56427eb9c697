import type { PlaceOrderRequest, TimeInForce } from '@vela/contracts/trading';
import Big from 'big.js';
import type { Side } from '../../market/engine/types.ts';
import { Refusal } from '../../refusal.ts';
import type { TrailingDistance } from '../../trading/trigger-book.ts';
import type { MarketRules } from './market-rules.ts';
import { checkNotional, toLots, toTicks } from './order-request.ts';

/** A stop, trailing stop or OCO checked against its market's grid, in engine units. */
export type CheckedStop =
  | {
      readonly type: 'stop-limit';
      readonly side: Side;
      readonly stopTicks: number;
      readonly ticks: number;
      readonly lots: number;
      readonly timeInForce: TimeInForce;
    }
  | { readonly type: 'stop-market'; readonly side: Side; readonly stopTicks: number; readonly lots: number }
  | {
      readonly type: 'trailing-stop';
      readonly side: Side;
      readonly lots: number;
      readonly distance: TrailingDistance;
      readonly trailingAmount: string | null;
      readonly trailingPercent: string | null;
    }
  | {
      readonly type: 'oco';
      readonly side: Side;
      /** The limit leg's price. */
      readonly ticks: number;
      readonly lots: number;
      readonly stopTicks: number;
      /** The stop leg's limit; absent: the stop leg is a stop-market. */
      readonly stopLimitTicks: number | undefined;
    };

const STOP_TYPES = new Set<PlaceOrderRequest['type']>(['stop-limit', 'stop-market', 'trailing-stop', 'oco']);

export function isStopRequest(request: PlaceOrderRequest): boolean {
  return STOP_TYPES.has(request.type);
}

const refuse = (reason: string, message: string, field?: string) => new Refusal('invalid', reason, message, field);

/**
 * Checks a stop order's grid and minimum size (the contract's schema checked which fields it has);
 * where its trigger stands against the last price, and the balance, are checked when it runs.
 */
export function checkStopOrder(rules: MarketRules, request: PlaceOrderRequest): CheckedStop {
  const { side, type } = request;
  const quantity = request.quantity ?? '0';
  const lots = toLots(rules, quantity);
  const stopTicks = () => toTicks(rules, request.stopPrice ?? '', 'stopPrice');
  switch (type) {
    case 'stop-limit': {
      const price = request.price ?? '';
      const ticks = toTicks(rules, price, 'price');
      checkNotional(rules, price, quantity);
      return { type, side, stopTicks: stopTicks(), ticks, lots, timeInForce: request.timeInForce ?? 'GTC' };
    }
    case 'stop-market': {
      const stop = stopTicks();
      checkNotional(rules, request.stopPrice ?? '', quantity);
      return { type, side, stopTicks: stop, lots };
    }
    case 'trailing-stop': {
      if (request.trailingAmount !== undefined) {
        const ticks = toTicks(rules, request.trailingAmount, 'trailingAmount');
        return { type, side, lots, distance: { ticks }, trailingAmount: request.trailingAmount, trailingPercent: null };
      }
      const percent = new Big(request.trailingPercent ?? '0');
      const ppm = percent.times(10_000);
      if (!ppm.eq(ppm.round(0))) {
        throw refuse('invalid-input', 'trailingPercent: at most four decimals', 'trailingPercent');
      }
      return {
        type,
        side,
        lots,
        distance: { ppm: ppm.toNumber() },
        trailingAmount: null,
        trailingPercent: percent.toFixed(),
      };
    }
    case 'oco': {
      const price = request.price ?? '';
      const ticks = toTicks(rules, price, 'price');
      checkNotional(rules, price, quantity);
      const stopLimitTicks =
        request.stopLimitPrice === undefined ? undefined : toTicks(rules, request.stopLimitPrice, 'stopLimitPrice');
      checkNotional(rules, request.stopLimitPrice ?? request.stopPrice ?? '', quantity);
      return { type, side, ticks, lots, stopTicks: stopTicks(), stopLimitTicks };
    }
    default:
      throw new Error(`checkStopOrder takes stop orders, not ${type}`);
  }
}
