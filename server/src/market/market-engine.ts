import { OrderBook } from './engine/order-book.ts';
import type {
  AmendResult,
  CancelResult,
  DepthSnapshot,
  EngineEvent,
  OrderRequest,
  OrderSnapshot,
  PlaceResult,
  Side,
  TradeEvent,
} from './engine/types.ts';

/** What a book did since the last drain: the levels whose totals changed, and the trades. */
export interface BookActivity {
  /** [price ticks, new total lots], 0 = the level is gone; each price once, best first. */
  readonly bids: [number, number][];
  readonly asks: [number, number][];
  readonly trades: TradeEvent[];
}

/**
 * One market's order book with its events collected between drains, so that everything one
 * simulator tick (or one request) did is published as a single depth update: a level touched
 * several times appears once, with its final total.
 */
export class MarketEngine {
  private readonly book: OrderBook;
  private readonly changedBids = new Map<number, number>();
  private readonly changedAsks = new Map<number, number>();
  private trades: TradeEvent[] = [];
  private orderWatcher: ((event: EngineEvent) => void) | undefined;

  constructor(
    readonly symbol: string,
    /** Called on every event: the owner schedules a drain. */
    private readonly onActivity: () => void,
  ) {
    this.book = new OrderBook({ listener: (event) => this.collect(event) });
  }

  /**
   * Receives every accepted, trade and done event synchronously, in engine order: the trading
   * layer keeps its view of users' orders in step with the book through it.
   */
  watchOrders(watcher: (event: EngineEvent) => void): void {
    this.orderWatcher = watcher;
  }

  place(request: OrderRequest): PlaceResult {
    return this.book.place(request);
  }

  cancel(orderId: string): CancelResult {
    return this.book.cancel(orderId);
  }

  /** A resting order's new price and unfilled quantity (see OrderBook.amend). */
  amend(orderId: string, price: number, remaining: number): AmendResult {
    return this.book.amend(orderId, price, remaining);
  }

  /** A resting order; undefined once it is done. */
  order(orderId: string): OrderSnapshot | undefined {
    return this.book.order(orderId);
  }

  bestBid(): number | undefined {
    return this.book.bestBid();
  }

  bestAsk(): number | undefined {
    return this.book.bestAsk();
  }

  /** The whole book. */
  depth(): DepthSnapshot {
    return this.book.depth(Number.MAX_SAFE_INTEGER);
  }

  /** Takes the activity since the last call; undefined when nothing happened. */
  drain(): BookActivity | undefined {
    if (this.changedBids.size === 0 && this.changedAsks.size === 0 && this.trades.length === 0) return undefined;
    const activity: BookActivity = {
      bids: sortedLevels(this.changedBids, 'buy'),
      asks: sortedLevels(this.changedAsks, 'sell'),
      trades: this.trades,
    };
    this.changedBids.clear();
    this.changedAsks.clear();
    this.trades = [];
    return activity;
  }

  private collect(event: EngineEvent): void {
    if (event.type !== 'depth') this.orderWatcher?.(event);
    if (event.type === 'depth') {
      (event.side === 'buy' ? this.changedBids : this.changedAsks).set(event.price, event.quantity);
    } else if (event.type === 'trade') {
      this.trades.push(event);
    } else {
      return;
    }
    this.onActivity();
  }
}

function sortedLevels(levels: Map<number, number>, side: Side): [number, number][] {
  const sorted = [...levels.entries()];
  sorted.sort(side === 'buy' ? (a, b) => b[0] - a[0] : (a, b) => a[0] - b[0]);
  return sorted;
}
