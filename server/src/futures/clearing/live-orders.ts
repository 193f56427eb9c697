import { sideOf } from '@vela/contracts/futures-margin';
import type { FuturesCancelReason } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import type { PlaceResult } from '../../market/engine/types.ts';
import type { FuturesOrderRecord } from '../order-view.ts';
import type { ClearingBatch } from './batch.ts';
import type { ClearingMarkets } from './markets.ts';
import type { PositionBook } from './positions.ts';
import { TriggerIndex } from './trigger-index.ts';
import { zero } from './values.ts';
import type { MarginWallet } from './wallet.ts';

/** What the live orders work with: the clearing's core without them. */
interface LiveOrdersParts {
  readonly markets: ClearingMarkets;
  readonly positions: PositionBook;
  readonly wallet: MarginWallet;
  readonly batch: ClearingBatch;
  now(): Date;
}

/**
 * The open and untriggered futures orders, by id (in arrival order), by user, and the untriggered
 * ones in the trigger index by price; and how an order leaves them: cancelled (by the book, for an
 * open one) or ended with what it still reserves released.
 */
export class LiveOrders {
  private readonly live = new Map<string, FuturesOrderRecord>();
  /** Each live order's place in arrival order (stops fire in it). */
  private readonly arrival = new Map<string, number>();
  private arrived = 0;
  private readonly byUser = new Map<string, Set<FuturesOrderRecord>>();
  private readonly reduceOnly = new Set<FuturesOrderRecord>();
  readonly triggers = new TriggerIndex();
  /** `userId|clientOrderId` → order id. */
  clientOrderIds = new Map<string, string>();
  /** Why we asked the engine to cancel an order, read when its done event comes. */
  readonly cancelReasons = new Map<string, FuturesCancelReason>();

  constructor(private readonly core: LiveOrdersParts) {}

  clear(): void {
    this.live.clear();
    this.arrival.clear();
    this.byUser.clear();
    this.reduceOnly.clear();
    this.triggers.clear();
    this.clientOrderIds.clear();
    this.cancelReasons.clear();
  }

  all(): FuturesOrderRecord[] {
    return [...this.live.values()];
  }

  get(orderId: string): FuturesOrderRecord | undefined {
    return this.live.get(orderId);
  }

  has(orderId: string): boolean {
    return this.live.has(orderId);
  }

  /** Where an order came in among the live ones (lower first). */
  arrivalOf(orderId: string): number {
    return this.arrival.get(orderId) ?? Number.POSITIVE_INFINITY;
  }

  /** A user's live orders, on one contract or all. */
  of(userId: string, symbol?: string): FuturesOrderRecord[] {
    const own = [...(this.byUser.get(userId) ?? [])];
    return symbol === undefined ? own : own.filter((order) => order.symbol === symbol);
  }

  /** Adds an order, or files again one whose state changed (an untriggered stop becoming open). */
  track(order: FuturesOrderRecord): void {
    if (!this.live.has(order.id)) this.arrival.set(order.id, this.arrived++);
    this.live.set(order.id, order);
    let own = this.byUser.get(order.userId);
    if (!own) {
      own = new Set();
      this.byUser.set(order.userId, own);
    }
    own.add(order);
    if (order.reduceOnly) this.reduceOnly.add(order);
    const entry = this.core.markets.get(order.symbol);
    if (order.status === 'untriggered' && entry) this.triggers.add(order, entry.contract.tickSize);
    else this.triggers.remove(order.id);
  }

  untrack(order: FuturesOrderRecord): void {
    this.live.delete(order.id);
    this.arrival.delete(order.id);
    this.byUser.get(order.userId)?.delete(order);
    this.reduceOnly.delete(order);
    this.triggers.remove(order.id);
  }

  /**
   * Tracks an open order and sends it to its book as a limit at `limitTicks`; an immediate (IOC)
   * one has what the book did not fill at once cancelled.
   */
  send(order: FuturesOrderRecord, limitTicks: number, immediate: boolean): PlaceResult {
    const { engine, units } = this.core.markets.contractOf(order.symbol);
    this.track(order);
    this.core.batch.touch(order);
    const placed = engine.place({
      type: 'limit',
      id: order.id,
      owner: order.userId,
      side: order.side,
      price: limitTicks,
      quantity: Number(units.lots(order.quantity)),
    });
    if (placed.ok && immediate && this.live.has(order.id)) {
      this.cancelReasons.set(order.id, 'ioc-remainder');
      engine.cancel(order.id);
    }
    return placed;
  }

  /** Cancels a live order: an untriggered one at once, an open one through its book's done event. */
  cancel(order: FuturesOrderRecord, reason: FuturesCancelReason): void {
    if (order.status === 'untriggered') {
      this.end(order, 'cancelled', reason);
      return;
    }
    this.cancelReasons.set(order.id, reason);
    this.core.markets.contractOf(order.symbol).engine.cancel(order.id);
  }

  /** The order is done: what it still reserves goes back to available. */
  end(order: FuturesOrderRecord, status: 'filled' | 'cancelled', reason: FuturesCancelReason | null): void {
    if (order.frozen.gt(0))
      this.core.wallet.move(order.userId, order.frozen, order.frozen.neg(), 'order-release', order.id);
    order.frozen = zero;
    order.status = status;
    order.cancelReason = reason;
    order.updatedAt = this.core.now();
    this.untrack(order);
    this.core.batch.touch(order);
  }

  /** Reduce-only orders bigger than what is left to reduce are cancelled (the book cannot shrink them). */
  trimReduceOnly(): void {
    for (const order of [...this.reduceOnly]) {
      if (order.status !== 'open' || order.liquidation) continue;
      const position = this.core.positions.open(order.userId, order.symbol);
      const left = new Big(order.quantity).minus(order.filledQuantity);
      if (!position || position.side === sideOf(order.side) || left.gt(position.size))
        this.cancel(order, 'reduce-only');
    }
  }
}
