import { sideOf } from '@vela/contracts/futures-margin';
import Big from 'big.js';
import type { FuturesOrderRecord } from '../order-view.ts';
import type { ClearingCore } from './core.ts';
import type { OrderExecution } from './execution.ts';

/**
 * Fires the stops and TP/SL a mark step reached. The trigger index hands over only the stops whose
 * price the mark (or last trade) reached; they fire in arrival order. A stop by last price can be
 * reached by the trades of a stop fired before it in the same step: after each firing, the
 * contract's last-price stops are asked again, and those that arrived later fire in this step,
 * the earlier ones at the next (the order a walk over every stop in arrival order would give).
 */
export class StopFiring {
  constructor(
    private readonly core: ClearingCore,
    private readonly execution: OrderExecution,
  ) {}

  fire(): void {
    const due: string[] = [];
    for (const { contract } of this.core.markets.all()) {
      const { symbol, tickSize } = contract;
      const mark = this.core.markets.marks.get(symbol);
      if (mark) due.push(...this.core.orders.triggers.due(symbol, 'mark', mark, tickSize));
      const last = this.core.markets.lasts.get(symbol);
      if (last) due.push(...this.core.orders.triggers.due(symbol, 'last', last, tickSize));
    }
    const pending: Pending[] = due.map((id) => ({ id, arrival: this.core.orders.arrivalOf(id) }));
    pending.sort((a, b) => a.arrival - b.arrival);
    for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
      const order = this.core.orders.get(next.id);
      if (order?.status !== 'untriggered' || !order.triggerPrice) continue;
      const price = (order.triggerBy === 'last' ? this.core.markets.lasts : this.core.markets.marks).get(order.symbol);
      if (!price || !reached(order, price)) {
        // The trades of a stop fired before it moved the last price back: it waits for the next step.
        this.core.orders.triggers.add(order, this.core.markets.contractOf(order.symbol).contract.tickSize);
        continue;
      }
      const lastBefore = this.core.markets.lasts.get(order.symbol);
      this.fireOne(order);
      const lastAfter = this.core.markets.lasts.get(order.symbol);
      if (lastAfter && lastAfter !== lastBefore) this.reachedByTrades(order.symbol, next.arrival, lastAfter, pending);
    }
  }

  private fireOne(order: FuturesOrderRecord): void {
    if (order.closePosition) {
      const position = this.core.positions.open(order.userId, order.symbol);
      if (!position || position.side === sideOf(order.side)) {
        this.core.orders.end(order, 'cancelled', 'no-position');
        return;
      }
      order.quantity = position.size.toFixed();
    }
    order.updatedAt = this.core.now();
    this.execution.execute(order, { throwRefusals: false });
  }

  /**
   * The last-price stops of `symbol` that the trades of the stop fired at `after` reached: those
   * that arrived later join `pending` in arrival order, the earlier ones wait for the next step.
   */
  private reachedByTrades(symbol: string, after: number, last: Big, pending: Pending[]): void {
    const { tickSize } = this.core.markets.contractOf(symbol).contract;
    for (const id of this.core.orders.triggers.due(symbol, 'last', last, tickSize)) {
      const order = this.core.orders.get(id);
      if (!order) continue;
      const arrival = this.core.orders.arrivalOf(id);
      if (arrival <= after) {
        this.core.orders.triggers.add(order, tickSize);
        continue;
      }
      const at = pending.findIndex((other) => other.arrival > arrival);
      pending.splice(at === -1 ? pending.length : at, 0, { id, arrival });
    }
  }
}

/** A stop the index handed over, with its place in arrival order. */
interface Pending {
  readonly id: string;
  readonly arrival: number;
}

function reached(order: FuturesOrderRecord, price: Big): boolean {
  const trigger = new Big(order.triggerPrice ?? '0');
  return order.triggerDirection === 'rise' ? price.gte(trigger) : price.lte(trigger);
}
