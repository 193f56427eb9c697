import { BookSide } from './book-side.ts';
import { OrderPool } from './order-pool.ts';
import type { RestingOrder } from './price-level.ts';
import type {
  AmendResult,
  CancelReason,
  CancelResult,
  DepthSnapshot,
  EngineEvent,
  EngineListener,
  OrderEvent,
  OrderRequest,
  OrderSnapshot,
  PlaceResult,
  RejectReason,
  Side,
} from './types.ts';

export interface OrderBookOptions {
  /**
   * `cancel-oldest` (the default): when a taker meets a resting order of the same owner, the
   * resting order is cancelled (done, reason `self-trade`) and the taker goes on matching the
   * orders behind it, so nobody ever trades with themselves. `off` lets such orders trade.
   */
  readonly selfTradePrevention?: 'cancel-oldest' | 'off';
  /**
   * Receives every event synchronously, in order, inside `place` and `cancel`. It must not call
   * back into the book: queue the work instead.
   */
  readonly listener?: EngineListener;
}

/** Limits that every valid price (a positive safe integer) crosses: a market order takes any price. */
const ANY_BUY_PRICE = Number.MAX_SAFE_INTEGER;
const ANY_SELL_PRICE = 0;

/**
 * The limit order book and matching engine of one market, price-time priority. It is a single
 * writer: call it from one place (one event loop), it holds no locks and never awaits.
 */
export class OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly orders = new Map<string, RestingOrder>();
  private readonly pool = new OrderPool();
  private readonly listener: EngineListener | undefined;
  private readonly preventSelfTrade: boolean;
  /** The events of the place or amend running now, returned with its result. */
  private collected: OrderEvent[] | undefined;
  private orderSequence = 0;
  private tradeSequence = 0;

  constructor(options: OrderBookOptions = {}) {
    this.listener = options.listener;
    this.preventSelfTrade = (options.selfTradePrevention ?? 'cancel-oldest') === 'cancel-oldest';
  }

  /**
   * Accepts, matches and rests (or ends) an order. Its events (accepted, every trade, every order
   * that ended, the makers' included) come back with the result, in engine order, as well as going
   * to the listener.
   */
  place(request: OrderRequest): PlaceResult {
    const events: OrderEvent[] = [];
    this.collected = events;
    try {
      const result = this.placeCollected(request);
      return result.ok ? { ...result, events } : result;
    } finally {
      this.collected = undefined;
    }
  }

  private placeCollected(request: OrderRequest): Collecting<PlaceResult> {
    const invalid = validate(request);
    if (invalid !== null) return { ok: false, reason: invalid };
    if (this.orders.has(request.id)) return { ok: false, reason: 'duplicate-order-id' };
    const { id, owner, side, quantity } = request;
    const ownSide = this.sideOf(side);
    const price = request.type === 'limit' ? request.price : null;
    // A level on the order's own side at its price means the order cannot cross (the book is not
    // crossed), so all of it would join that level: check the sum before anything happens.
    const joined = price === null ? undefined : ownSide.levelAt(price);
    if (joined !== undefined && !Number.isSafeInteger(joined.total + quantity)) {
      return { ok: false, reason: 'level-quantity-overflow' };
    }
    const sequence = ++this.orderSequence;
    this.emit({ type: 'accepted', orderId: id, owner, side, orderType: request.type, price, quantity, sequence });

    const limit = price ?? (side === 'buy' ? ANY_BUY_PRICE : ANY_SELL_PRICE);
    const remaining = this.match(id, owner, side, limit, quantity);
    if (remaining === 0) {
      this.emitDone(id, owner, side, null, quantity, 0);
    } else if (price === null) {
      this.emitDone(id, owner, side, 'market-remainder', quantity - remaining, remaining);
    } else {
      const level = joined ?? ownSide.addLevel(price);
      const order = this.pool.take(id, owner, side, price, quantity, quantity - remaining, remaining, sequence, level);
      level.append(order);
      this.orders.set(id, order);
      this.emit({ type: 'depth', side, price, quantity: level.total });
    }
    return { ok: true, sequence };
  }

  cancel(orderId: string): CancelResult {
    const order = this.orders.get(orderId);
    if (order === undefined) return { ok: false, reason: 'unknown-order' };
    const cancelled = order.remaining;
    const level = order.level;
    this.removeCancelled(order, 'user');
    this.emit({ type: 'depth', side: order.side, price: level.price, quantity: level.total });
    if (level.head === null) this.sideOf(order.side).removeLevel(level);
    return { ok: true, cancelled };
  }

  /**
   * Changes a resting order's price and/or its unfilled quantity (`remaining`, in lots). A smaller
   * quantity at the same price keeps the order's place; anything else takes it out of its queue and
   * runs it again as a new arrival: matched against the other side while the price crosses, the
   * rest appended to the back of the level at the new price.
   */
  amend(orderId: string, price: number, remaining: number): AmendResult {
    const events: OrderEvent[] = [];
    this.collected = events;
    try {
      const result = this.amendCollected(orderId, price, remaining);
      return result.ok ? { ...result, events } : result;
    } finally {
      this.collected = undefined;
    }
  }

  private amendCollected(orderId: string, price: number, remaining: number): Collecting<AmendResult> {
    const order = this.orders.get(orderId);
    if (order === undefined) return { ok: false, reason: 'unknown-order' };
    if (!isPositiveSafeInteger(price)) return { ok: false, reason: 'invalid-price' };
    if (!isPositiveSafeInteger(remaining) || !Number.isSafeInteger(order.filled + remaining)) {
      return { ok: false, reason: 'invalid-quantity' };
    }
    const { side, owner } = order;
    const oldLevel = order.level;
    if (price === order.price && remaining <= order.remaining) {
      const cut = order.remaining - remaining;
      if (cut > 0) {
        order.remaining = remaining;
        order.quantity -= cut;
        oldLevel.total -= cut;
        this.emit({ type: 'depth', side, price, quantity: oldLevel.total });
      }
      return { ok: true, priorityKept: true, sequence: order.sequence, traded: 0, remaining };
    }
    const ownSide = this.sideOf(side);
    const target = ownSide.levelAt(price);
    const othersAtTarget = target === undefined ? 0 : target.total - (target === oldLevel ? order.remaining : 0);
    if (!Number.isSafeInteger(othersAtTarget + remaining)) return { ok: false, reason: 'level-quantity-overflow' };

    oldLevel.remove(order);
    this.emit({ type: 'depth', side, price: oldLevel.price, quantity: oldLevel.total });
    if (oldLevel.head === null) ownSide.removeLevel(oldLevel);
    this.orders.delete(orderId);
    const sequence = ++this.orderSequence;
    const left = this.match(orderId, owner, side, price, remaining);
    const traded = remaining - left;
    const filled = order.filled + traded;
    if (left === 0) {
      this.emitDone(orderId, owner, side, null, filled, 0);
      this.pool.release(order);
      return { ok: true, priorityKept: false, sequence, traded, remaining: 0 };
    }
    const level = ownSide.levelAt(price) ?? ownSide.addLevel(price);
    order.price = price;
    order.filled = filled;
    order.remaining = left;
    order.quantity = filled + left;
    order.sequence = sequence;
    order.level = level;
    level.append(order);
    this.orders.set(orderId, order);
    this.emit({ type: 'depth', side, price, quantity: level.total });
    return { ok: true, priorityKept: false, sequence, traded, remaining: left };
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  /** Total quantity per price level, up to `levels` levels on each side. */
  depth(levels: number): DepthSnapshot {
    return { bids: this.bids.depth(levels), asks: this.asks.depth(levels) };
  }

  /** A resting order; undefined once it is done (filled or cancelled) or when it never rested. */
  order(orderId: string): OrderSnapshot | undefined {
    const order = this.orders.get(orderId);
    if (order === undefined) return undefined;
    const { id, owner, side, price, quantity, filled, remaining, sequence } = order;
    return { id, owner, side, price, quantity, filled, remaining, sequence };
  }

  /** Fills the taker against the opposite side while prices cross; returns what is left. */
  private match(takerId: string, takerOwner: string, takerSide: Side, limit: number, quantity: number): number {
    const buying = takerSide === 'buy';
    const book = buying ? this.asks : this.bids;
    let remaining = quantity;
    while (remaining > 0) {
      const level = book.best();
      if (level === undefined || (buying ? level.price > limit : level.price < limit)) break;
      let maker = level.head;
      while (maker !== null && remaining > 0) {
        const next = maker.next;
        if (maker.owner === takerOwner && this.preventSelfTrade) {
          this.removeCancelled(maker, 'self-trade');
        } else {
          const traded = maker.remaining < remaining ? maker.remaining : remaining;
          level.fill(maker, traded);
          remaining -= traded;
          const sequence = ++this.tradeSequence;
          this.emit({
            type: 'trade',
            sequence,
            price: level.price,
            quantity: traded,
            takerSide,
            makerOrderId: maker.id,
            makerOwner: maker.owner,
            takerOrderId: takerId,
            takerOwner,
          });
          if (maker.remaining === 0) {
            level.remove(maker);
            this.orders.delete(maker.id);
            this.emitDone(maker.id, maker.owner, maker.side, null, maker.filled, 0);
            this.pool.release(maker);
          }
        }
        maker = next;
      }
      this.emit({ type: 'depth', side: book.side, price: level.price, quantity: level.total });
      if (level.head === null) book.removeLevel(level);
    }
    return remaining;
  }

  /** Takes a resting order out of its level; the caller reports the level and drops it if empty. */
  private removeCancelled(order: RestingOrder, reason: CancelReason): void {
    const remaining = order.remaining;
    order.level.remove(order);
    this.orders.delete(order.id);
    this.emitDone(order.id, order.owner, order.side, reason, order.filled, remaining);
    this.pool.release(order);
  }

  private emitDone(
    orderId: string,
    owner: string,
    side: Side,
    cancelReason: CancelReason | null,
    filled: number,
    remaining: number,
  ): void {
    this.emit({
      type: 'done',
      orderId,
      owner,
      side,
      status: cancelReason === null ? 'filled' : 'cancelled',
      cancelReason,
      filled,
      remaining,
    });
  }

  /** To the listener, and (all but depth) into what the running place or amend returns. */
  private emit(event: EngineEvent): void {
    if (event.type !== 'depth') this.collected?.push(event);
    this.listener?.(event);
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }
}

/** A result before the events collected meanwhile are added to it. */
type Collecting<Result> = Result extends { ok: true } ? Omit<Result, 'events'> : Result;

function isPositiveSafeInteger(value: unknown): boolean {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

/** The engine's own boundary check: callers are typed, but their values may come from anywhere. */
function validate(request: OrderRequest): RejectReason | null {
  if (request.type !== 'limit' && request.type !== 'market') return 'invalid-type';
  if (typeof request.id !== 'string' || request.id === '') return 'invalid-id';
  if (typeof request.owner !== 'string' || request.owner === '') return 'invalid-owner';
  if (request.side !== 'buy' && request.side !== 'sell') return 'invalid-side';
  if (!isPositiveSafeInteger(request.quantity)) return 'invalid-quantity';
  if (request.type === 'limit' && !isPositiveSafeInteger(request.price)) return 'invalid-price';
  return null;
}
