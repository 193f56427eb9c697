import type { AmendOrderRequest, Order, PlaceOrderRequest, PlaceOrderResponse } from '@vela/contracts/trading';
import { spotOrders } from '../../db/schema.ts';
import { publishUserEvent } from '../../infra/bus/user-events.ts';
import type { EngineEvent, OrderEvent } from '../../market/engine/types.ts';
import type { LiveMarket } from '../../market/live-market.ts';
import { Refusal } from '../../refusal.ts';
import type { CommittedBatch, Desk, DeskContext, DeskPart, TradingLog } from '../../trading/desk.ts';
import type { Movement } from '../../trading/movements.ts';
import { tradingUnavailable, unknownOrder } from '../../trading/refusals.ts';
import { byUser } from '../../trading/wallet-pushes.ts';
import { whyNotOpen } from '../order-not-open.ts';
import { type NotOpen, runAmend, runCancel } from './amend.ts';
import { ensureLiquidity } from './liquidity.ts';
import { loadMarketRules, type MarketRules } from './market-rules.ts';
import { notifyFills } from './notify-fills.ts';
import { notifyStops } from './notify-stops.ts';
import { checkOrder } from './order-request.ts';
import { OrderTracker, type TrackedOrder } from './order-tracker.ts';
import { OrderViews, trackedOrderView } from './order-views.ts';
import { type Replay, runPlace } from './place.ts';
import type { SpotMemory } from './spot-memory.ts';
import type { SpotMovement } from './spot-movements.ts';
import { SpotRows, spotLedgerRows } from './spot-rows.ts';
import { installSpotState, readSpotState, type SpotState } from './spot-state.ts';
import { type StopNotice, StopOrders } from './stop-orders.ts';
import { checkStopOrder, isStopRequest } from './stop-request.ts';

/** What another desk hears of spot's memory (the grid desk): every movement engine events make, and every trade's price. */
export interface SpotWatcher {
  moved(movement: SpotMovement): void;
  /** A trade of `symbol` at `price` ticks. */
  traded(symbol: string, price: number): void;
}

/** Spot's share of a batch: its rows, and the pushes as things stood when the batch was formed. */
export interface SpotPart extends DeskPart {
  readonly rows: SpotRows;
}

/**
 * The spot desk: users' spot orders (limit, market, stops, OCO: docs/spot-trading.md,
 * docs/spot-order-types.md) against the live engines. Memory follows every engine event, whether
 * a command or the simulator caused it; a command's own place or amend brings its events back with
 * its result. Its rows are the orders and fills; it pushes orders and spot balances.
 */
export class SpotDesk implements Desk<SpotState, SpotPart>, SpotMemory {
  readonly name = 'spot';
  readonly ledgerRows = spotLedgerRows;
  readonly tracker: OrderTracker;
  /** Stop, trailing-stop and OCO orders waiting for their trigger (docs/spot-order-types.md). */
  readonly stops: StopOrders;
  clientOrderIds = new Map<string, string>();
  private readonly views: OrderViews;
  private rules = new Map<string, MarketRules>();
  private markets: ReadonlyMap<string, LiveMarket> = new Map();
  private rulesLoading: Promise<void> | undefined;
  /** Engine events are not followed: a reload is under way, or a command takes them from its result. */
  private quiet = false;
  private readonly watchers: SpotWatcher[] = [];

  constructor(readonly ctx: DeskContext) {
    this.tracker = new OrderTracker(ctx);
    this.views = new OrderViews(ctx.db, (symbol) => this.tickSizeOf(symbol));
    this.stops = new StopOrders({
      tracker: this.tracker,
      accounts: ctx.wallets.spot,
      emit: (movement) => ctx.move(movement),
      rules: (symbol) => this.rules.get(symbol),
      market: (symbol) => this.markets.get(symbol),
    });
  }

  /** Takes over the spot engines (before the core starts): the liquidity inventory, every event. */
  async attach(markets: ReadonlyMap<string, LiveMarket>): Promise<void> {
    this.rules = await loadMarketRules(this.ctx.db);
    await ensureLiquidity(
      this.ctx.db,
      [...this.rules.values()].flatMap((rules) => [rules.base, rules.quote]),
    );
    for (const [symbol, market] of markets) {
      market.engine.watchOrders((event) => this.onEngineEvent(symbol, event));
    }
    this.markets = markets;
  }

  /** Orders and fills as the API shows them; works on every instance, with or without the engine. */
  async orderViews(): Promise<OrderViews> {
    if (this.rules.size === 0) {
      this.rulesLoading ??= loadMarketRules(this.ctx.db).then((rules) => {
        this.rules = rules;
      });
      await this.rulesLoading;
    }
    return this.views;
  }

  async place(userId: string, request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
    const rules = this.tradableRules(request.symbol);
    const checked = isStopRequest(request) ? checkStopOrder(rules, request) : checkOrder(rules, request);
    const outcome = await this.ctx.submit<PlaceOrderResponse | Replay>(userId, () =>
      runPlace(this, { userId, request, rules, checked }),
    );
    return 'orderId' in outcome ? this.replay(outcome) : outcome;
  }

  async cancel(userId: string, orderId: string): Promise<Order> {
    this.tradable();
    const outcome = await this.ctx.submit<Order | NotOpen>(userId, () => runCancel(this, userId, orderId));
    if ('missing' in outcome) throw unknownOrder();
    if (!('symbol' in outcome)) throw await whyNotOpen(this.ctx.db, spotOrders, userId, outcome.orderId);
    return outcome;
  }

  /** A new price and/or size for an open limit order (the rules: AmendOrderRequest, docs/spot-amend.md). */
  async amend(userId: string, orderId: string, request: AmendOrderRequest): Promise<PlaceOrderResponse> {
    this.tradable();
    const outcome = await this.ctx.submit<PlaceOrderResponse | NotOpen>(userId, () =>
      runAmend(this, userId, orderId, request),
    );
    if ('missing' in outcome) throw unknownOrder();
    if (!('order' in outcome)) throw await whyNotOpen(this.ctx.db, spotOrders, userId, outcome.orderId);
    return outcome;
  }

  async cancelAll(userId: string, symbol?: string): Promise<Order[]> {
    if (symbol !== undefined) this.tradableRules(symbol);
    else this.tradable();
    return this.ctx.submit<Order[]>(userId, () => {
      const open = this.tracker.openOf(userId, symbol);
      for (const order of open) {
        // An OCO leg may have gone with the other one just before.
        if (order.status === 'untriggered') this.stops.cancelWaiting(order);
        else if (order.status === 'open') this.marketOf(order.symbol).engine.cancel(order.id);
      }
      const views = open.map((order) => this.view(order));
      return () => views;
    });
  }

  /** `watcher` hears every movement and trade from now on, synchronously, in engine order. */
  watch(watcher: SpotWatcher): void {
    this.watchers.push(watcher);
  }

  // --- the desk's hooks ---

  /** Stops that came due enter their books before the batch is sealed, so their work is in it. */
  beforeSeal(): void {
    this.stops.fireDue();
  }

  hasChanges(): boolean {
    return this.stops.hasChanges();
  }

  seal(movements: readonly Movement[]): SpotPart {
    const orders = this.tracker.takeTouched();
    const rows = new SpotRows(movements, orders);
    for (const order of orders) {
      order.persisted = true;
      order.requeued = false;
    }
    const orderPushes = orders.map((order) => ({ userId: order.userId, order: this.view(order) }));
    const stopNotices = this.stops.takeNotices();
    return { rows, committed: (batch) => this.committed(batch, rows, orderPushes, stopNotices) };
  }

  read(): Promise<SpotState> {
    return readSpotState(this.ctx.db);
  }

  install(state: SpotState): void {
    this.quietly(() => {
      for (const [symbol, market] of this.markets) {
        for (const order of this.tracker.openIn(symbol)) market.engine.cancel(order.id);
      }
    });
    this.tracker.clear();
    this.stops.clear();
    this.clientOrderIds = installSpotState(this, state, this.markets, this.log);
  }

  // --- memory (SpotMemory) ---

  rulesOf(symbol: string): MarketRules | undefined {
    return this.rules.get(symbol);
  }

  marketOf(symbol: string): LiveMarket {
    const market = this.markets.get(symbol);
    if (!market) throw new Error(`no live market ${symbol}`);
    return market;
  }

  view(order: TrackedOrder): Order {
    return trackedOrderView(order, this.tickSizeOf(order.symbol));
  }

  quietly<T>(call: () => T): T {
    const before = this.quiet;
    this.quiet = true;
    try {
      return call();
    } finally {
      this.quiet = before;
    }
  }

  follow(symbol: string, events: readonly OrderEvent[]): SpotMovement[] {
    const rules = this.rules.get(symbol);
    if (rules === undefined) return [];
    const made: SpotMovement[] = [];
    for (const event of events) {
      const movements = this.tracker.movementsFor(rules, event);
      for (const movement of movements) {
        this.ctx.move(movement);
        made.push(movement);
        for (const watcher of this.watchers) watcher.moved(movement);
      }
      if (event.type === 'trade') {
        this.stops.onTrade(symbol, event.price);
        for (const watcher of this.watchers) watcher.traded(symbol, event.price);
      }
      if (movements.length > 0) {
        if (event.type === 'trade') {
          this.stops.onOrderActivity(event.makerOrderId);
          this.stops.onOrderActivity(event.takerOrderId);
        } else if (event.type === 'done') {
          this.stops.onOrderActivity(event.orderId);
        }
      }
    }
    if (made.length > 0 || this.stops.hasChanges()) this.ctx.wake();
    return made;
  }

  rowsOf(batch: CommittedBatch): SpotRows | undefined {
    return batch.partOf(this)?.rows;
  }

  private get log(): TradingLog {
    return this.ctx.log;
  }

  /** Every engine event outside this desk's own place and amend: memory follows at once. */
  private onEngineEvent(symbol: string, event: EngineEvent): void {
    if (this.quiet || event.type === 'depth') return;
    this.follow(symbol, [event]);
  }

  private committed(
    batch: CommittedBatch,
    rows: SpotRows,
    orderPushes: { userId: string; order: Order }[],
    stopNotices: readonly StopNotice[],
  ): void {
    const { bus, db } = this.ctx;
    for (const { userId, order } of orderPushes) publishUserEvent(bus, userId, 'orders', order);
    for (const [userId, balances] of byUser(batch.ledger.written.spot)) {
      publishUserEvent(bus, userId, 'balances', balances);
    }
    const rulesOf = (symbol: string) => this.rules.get(symbol);
    if (rows.fills.length > 0) this.ctx.notify('fill notices', () => notifyFills(db, bus, batch.movements, rulesOf));
    if (stopNotices.length > 0) {
      this.ctx.notify('stop order notices', () => notifyStops(db, bus, stopNotices, rulesOf));
    }
  }

  // --- answers that need the database: only replays and refusals ---

  private async replay({ orderId, order, laterFillIds }: Replay): Promise<PlaceOrderResponse> {
    const [stored] = order ? [order] : await this.views.byIds([orderId]);
    if (!stored) throw new Error(`order ${orderId} is gone`);
    const fills = await this.views.fillsOf(orderId);
    return { order: stored, fills: fills.filter((fill) => !laterFillIds.has(fill.id)) };
  }

  private tickSizeOf(symbol: string): string {
    return this.rules.get(symbol)?.units.tickSize ?? '1';
  }

  private tradable(): void {
    if (!this.ctx.running || this.markets.size === 0) throw tradingUnavailable();
  }

  private tradableRules(symbol: string): MarketRules {
    this.tradable();
    const rules = this.rules.get(symbol);
    if (!rules || !this.markets.has(symbol)) {
      throw new Refusal('invalid', 'unknown-market', `no market ${symbol}`, 'symbol');
    }
    return rules;
  }
}
