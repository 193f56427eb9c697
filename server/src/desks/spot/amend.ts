import type { AmendOrderRequest, Order, PlaceOrderResponse } from '@vela/contracts/trading';
import Big from 'big.js';
import { wouldCross } from '../../market/engine/book-checks.ts';
import { Refusal } from '../../refusal.ts';
import type { Answer } from '../../trading/desk.ts';
import { orderNotOpen, tradingUnavailable, unknownOrder } from '../../trading/refusals.ts';
import { checkAmend } from './amend-request.ts';
import { spendAsset } from './order-tracker.ts';
import { fillView } from './order-views.ts';
import type { SpotMemory } from './spot-memory.ts';
import { fillsOf } from './spot-movements.ts';

/** Not open in memory: `missing` when this batch places it later, else the database knows why. */
export type NotOpen = { orderId: string } | { missing: true };

/** The order as memory has it, or the answer for one it does not hold. */
function openOrder(spot: SpotMemory, userId: string, orderId: string) {
  const order = spot.tracker.get(orderId) ?? spot.tracker.touchedOrder(orderId);
  if (order === undefined) {
    // Not open and not changed in this batch: done long ago, or never (yet) placed — an order
    // this batch places after this turn did not exist at it.
    const answer: Answer<NotOpen> = (batch) =>
      spot.rowsOf(batch)?.addsOrder(orderId) ? { missing: true } : { orderId };
    return { answer };
  }
  if (order.userId !== userId) {
    return {
      answer: () => {
        throw unknownOrder();
      },
    };
  }
  return { order };
}

/** Cancels an open or waiting order: its view as it stood, after the commit. */
export function runCancel(spot: SpotMemory, userId: string, orderId: string): Answer<Order | NotOpen> {
  const { order, answer } = openOrder(spot, userId, orderId);
  if (!order) return answer;
  if (order.status === 'untriggered') spot.stops.cancelWaiting(order);
  else if (order.status !== 'open') {
    const status = order.status;
    return () => {
      throw orderNotOpen(status);
    };
  } else spot.marketOf(order.symbol).engine.cancel(order.id);
  const view = spot.view(order);
  return () => view;
}

/**
 * Holds exactly what the amended order needs (its size left times its new price for a buy, its
 * size left for a sell) before its fills are counted, so a crossing amend spends from funds it
 * holds; more needed is checked against the available balance, less needed goes back to it.
 */
export function runAmend(
  spot: SpotMemory,
  userId: string,
  orderId: string,
  request: AmendOrderRequest,
): Answer<PlaceOrderResponse | NotOpen> {
  const { order, answer } = openOrder(spot, userId, orderId);
  if (!order) return answer;
  if (order.status === 'filled' || order.status === 'cancelled') {
    const status = order.status;
    return () => {
      throw orderNotOpen(status);
    };
  }
  const rules = spot.rulesOf(order.symbol);
  if (rules === undefined) throw tradingUnavailable();
  const checked = checkAmend(rules, order, request);
  const engine = spot.marketOf(order.symbol).engine;
  if (order.postOnly && wouldCross(engine, order.side, checked.ticks)) {
    throw new Refusal(
      'invalid',
      'post-only',
      'the new price would take liquidity: a post-only order only rests',
      'price',
    );
  }
  const price = rules.units.price(checked.ticks);
  const spend = spendAsset(rules, order.side);
  const left = new Big(rules.units.quantity(checked.remainingLots));
  const needed = order.side === 'sell' ? left : left.times(price);
  const more = needed.minus(order.frozen);
  if (more.gt(spot.ctx.wallets.spot.available(userId, spend))) {
    throw new Refusal(
      'invalid',
      'insufficient-balance',
      `available ${spend} is less than the ${more.toFixed()} more this order needs`,
      request.price === undefined ? 'quantity' : 'price',
    );
  }
  // The book answers first, with what the amend did: refused, nothing of it happened.
  const amended = spot.quietly(() => engine.amend(orderId, checked.ticks, checked.remainingLots));
  if (!amended.ok) throw new Refusal('invalid', 'invalid-input', `the order book refused the amend: ${amended.reason}`);
  if (!more.eq(0)) spot.ctx.move({ kind: 'freeze', orderId, userId, asset: spend, amount: more.toFixed() });
  order.frozen = needed;
  order.price = price;
  order.quantity = checked.quantity;
  order.version += 1;
  order.updatedAt = spot.ctx.now;
  const movements = spot.follow(order.symbol, amended.events);
  if (!amended.priorityKept) {
    order.requeued = true;
    spot.tracker.requeue(order);
  }
  spot.tracker.touch(order);
  const fills = fillsOf(movements, orderId);
  const view = spot.view(order);
  return (batch) => {
    const rows = spot.rowsOf(batch);
    return { order: view, fills: fills.map((fill) => fillView(fill, rows?.fillIds.get(fill) ?? 0)) };
  };
}
