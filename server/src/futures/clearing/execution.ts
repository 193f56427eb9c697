import {
  marketOrderLimit,
  openingQuantity,
  orderCost,
  orderReservePrice,
  sideOf,
} from '@vela/contracts/futures-margin';
import { maxNotionalForLeverage } from '@vela/contracts/futures-risk-tiers';
import Big from 'big.js';
import { lotsWithin, wouldCross } from '../../market/engine/book-checks.ts';
import { Refusal } from '../../refusal.ts';
import type { ClearingContract, PositionRecord } from '../clearing-types.ts';
import type { FuturesOrderRecord } from '../order-view.ts';
import type { ClearingCore } from './core.ts';
import { min, noMarkPrice, refuse, zero } from './values.ts';

/** What an order needs to reach the book: where it may trade, and how. */
interface Execution {
  limitTicks: number;
  referencePrice: Big;
  /** IOC: what does not fill at once is cancelled. */
  immediate: boolean;
}

/**
 * Orders into the perpetual books: the checks an order must pass (reduce-only, post-only, FOK,
 * the leverage's position limit, the margin it needs), its reserve, and the IOC remainder's cancel.
 */
export class OrderExecution {
  constructor(private readonly core: ClearingCore) {}

  /** Reserves an order's margin and sends it to the book; refusals throw (or cancel a triggered stop). */
  execute(order: FuturesOrderRecord, { throwRefusals }: { throwRefusals: boolean }): void {
    const entry = this.core.markets.contractOf(order.symbol);
    try {
      const execution = this.plan(order, entry);
      const reserve = this.reserveFor(order, entry, execution.referencePrice);
      // The reserve is taken from available; cross profit can back positions, not a freeze.
      if (reserve.gt(min(this.core.wallet.available(order.userId), this.core.wallet.freeMargin(order.userId)))) {
        throw refuse(
          'invalid',
          'insufficient-margin',
          `this order needs ${reserve.toFixed()} USDT of available margin`,
          'quantity',
        );
      }
      if (reserve.gt(0)) this.core.wallet.move(order.userId, reserve.neg(), reserve, 'order-margin', order.id);
      order.frozen = reserve;
      order.status = 'open';
      const placed = this.core.orders.send(order, execution.limitTicks, execution.immediate);
      if (!placed.ok) throw new Error(`the perpetual book refused an order: ${placed.reason}`);
    } catch (error) {
      if (throwRefusals || !(error instanceof Refusal)) throw error;
      const reason = error.reason === 'insufficient-margin' ? 'insufficient-margin' : 'reduce-only';
      this.core.orders.end(order, 'cancelled', reason);
    }
  }

  /** Where the order may trade and what its reserve is priced at; refuses what cannot be placed. */
  private plan(order: FuturesOrderRecord, entry: ClearingContract): Execution {
    const { units, engine, contract, tiers } = entry;
    const mark = this.core.markets.marks.get(order.symbol);
    const market = order.type === 'market' || order.type === 'stop-market';
    if (order.reduceOnly) {
      const position = this.core.positions.open(order.userId, order.symbol);
      if (!position || position.side === sideOf(order.side)) {
        throw refuse(
          'invalid',
          'reduce-only',
          'a reduce-only order needs a position on the other side to reduce',
          'reduceOnly',
        );
      }
      if (new Big(order.quantity).gt(position.size)) order.quantity = position.size.toFixed();
    }
    let limit: Big;
    if (market) {
      if (!mark) throw noMarkPrice(order.symbol);
      limit = marketOrderLimit(order.side, mark, contract.tickSize);
    } else {
      limit = new Big(order.price ?? '0');
    }
    const limitTicks = units.ticks(limit.toFixed());
    if (order.postOnly && wouldCross(engine, order.side, limitTicks)) {
      throw refuse('invalid', 'post-only', 'a post-only order would take liquidity at this price', 'price');
    }
    if (
      order.timeInForce === 'FOK' &&
      lotsWithin(engine.depth(), order.side, limitTicks) < units.lots(order.quantity)
    ) {
      throw refuse('invalid', 'fok', 'the book cannot fill this fill-or-kill order in full at once', 'quantity');
    }
    const reference = orderReservePrice(order.side, limit, mark);
    const position = this.core.positions.open(order.userId, order.symbol);
    const opening = unfilledOpening(order, position);
    if (opening.gt(0)) {
      const held = position && position.side === sideOf(order.side) ? position.size : zero;
      const cap = maxNotionalForLeverage(tiers, order.leverage);
      if (!cap || held.plus(opening).times(reference).gt(cap)) {
        throw refuse(
          'invalid',
          'position-limit',
          'the position would pass the largest size this leverage allows',
          'quantity',
        );
      }
    }
    return { limitTicks, referencePrice: reference, immediate: market || order.timeInForce !== 'GTC' };
  }

  private reserveFor(order: FuturesOrderRecord, entry: ClearingContract, price: Big): Big {
    const opening = unfilledOpening(order, this.core.positions.open(order.userId, order.symbol));
    if (opening.eq(0)) return zero;
    const rate = order.postOnly ? entry.contract.makerFee : entry.contract.takerFee;
    // The fee of what only closes is paid from available (or the position's profit) when it fills.
    return orderCost(opening, price, order.leverage, rate).total;
  }
}

/** What of an order's unfilled quantity would open (or add to) a position rather than close one. */
function unfilledOpening(order: FuturesOrderRecord, position: PositionRecord | undefined): Big {
  const quantity = new Big(order.quantity).minus(order.filledQuantity);
  const opposite = position && position.side !== sideOf(order.side) ? position.size : zero;
  return openingQuantity(quantity, opposite, order.reduceOnly);
}
