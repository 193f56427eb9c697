import { randomUUID } from 'node:crypto';
import { type LocaleCode, localeCodes } from '@vela/contracts/locales';
import type { Order, PlaceOrderRequest, PlaceOrderResponse } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { spotOrders, systemBalances, systemLedgerEntries, userPreferences } from '../db/schema.ts';
import type { Bus } from '../feed/bus.ts';
import { publishUserEvent } from '../feed/user-events.ts';
import { RequestRefusedError } from '../http/errors.ts';
import type { EngineEvent, OrderRequest } from '../market/engine/types.ts';
import type { LiveMarket } from '../market/live-market.ts';
import { notifyUser } from '../notify/notifier.ts';
import { type FilledOrderSummary, fillNotice } from './fill-notice.ts';
import { loadMarketRules, type MarketRules } from './market-rules.ts';
import { type CheckedOrder, checkOrder, type MarketPlan, planMarketOrder } from './order-request.ts';
import { type Movement, OrderTracker, spendAsset } from './order-tracker.ts';
import { balancesOf, OrderViews } from './order-views.ts';
import { applyMovements, freeze } from './settle.ts';

/** What the simulated market makers hold of every listed asset when trading first starts. */
export const LIQUIDITY_INVENTORY = '1000000000000';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TradingServiceOptions {
  db: Db;
  bus: Bus;
}

interface ExternalMovement {
  symbol: string;
  epoch: number;
  movement: Movement;
}

/**
 * Users' spot orders against the live engines. Every database change goes through one queue, and
 * each command (place, cancel, cancel all) runs the engine synchronously inside its transaction,
 * so an order, its fills and its balance changes commit together or not at all. Fills the
 * simulator's takers make against resting user orders happen outside any command: they are
 * settled as their own transactions, in the same queue.
 *
 * The engine is the database's cache: on start (and after a failed commit) a market's user orders
 * are put back into its book from the open orders in the database.
 */
export class TradingService {
  private readonly tracker = new OrderTracker();
  private readonly views: OrderViews;
  private rules = new Map<string, MarketRules>();
  private markets: ReadonlyMap<string, LiveMarket> = new Map();
  private tail: Promise<unknown> = Promise.resolve();
  /** Pushes and notices after commits: in commit order, but off the write queue. */
  private publishTail: Promise<unknown> = Promise.resolve();
  private capture: Movement[] | undefined;
  private external: ExternalMovement[] = [];
  private externalScheduled = false;
  /** Bumped when a market is rebuilt from the database: older unsettled movements are dropped. */
  private readonly epochs = new Map<string, number>();
  private suppressed = false;
  private closed = false;
  private log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> = console;
  private rulesLoading: Promise<void> | undefined;

  constructor(private readonly options: TradingServiceOptions) {
    this.views = new OrderViews(options.db, (symbol) => this.rules.get(symbol)?.units.tickSize ?? '1');
  }

  /** Orders and fills as the API shows them; works on every instance, with or without the engine. */
  async orderViews(): Promise<OrderViews> {
    if (this.rules.size === 0) {
      this.rulesLoading ??= loadMarketRules(this.options.db).then((rules) => {
        this.rules = rules;
      });
      await this.rulesLoading;
    }
    return this.views;
  }

  /** Takes over the engines: watches them and puts the open orders back into their books. */
  async attach(markets: ReadonlyMap<string, LiveMarket>, log: FastifyBaseLogger): Promise<void> {
    const { db } = this.options;
    this.log = log;
    this.rules = await loadMarketRules(db);
    this.markets = markets;
    await ensureLiquidity(
      db,
      [...this.rules.values()].flatMap((rules) => [rules.base, rules.quote]),
    );
    for (const [symbol, market] of markets) {
      market.engine.watchOrders((event) => this.onEngineEvent(symbol, event));
      await this.restoreMarket(symbol);
    }
  }

  /** Resolves once everything the engines did so far is settled (tests, benchmarks). */
  async settled(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.tail;
    await this.publishTail;
  }

  /** Finishes the queued work and refuses new commands. */
  async close(): Promise<void> {
    this.closed = true;
    await this.tail;
    await this.publishTail;
  }

  async place(userId: string, request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
    const rules = this.tradableRules(request.symbol);
    const checked = checkOrder(rules, request);
    const placed = await this.enqueue(() => this.runPlace(userId, rules, request, checked));
    if (typeof placed !== 'string') return placed;
    const [order] = await this.views.byIds([placed]);
    if (!order) throw new Error(`placed order ${placed} is gone`);
    return { order, fills: await this.views.fillsOf(placed) };
  }

  cancel(userId: string, orderId: string): Promise<Order> {
    this.tradable();
    return this.enqueue(async () => {
      const tracked = this.tracker.get(orderId);
      if (tracked === undefined || tracked.userId !== userId) throw await this.whyNotOpen(userId, orderId);
      await this.runOnEngine([tracked.symbol], (cancel) => cancel(tracked.symbol, orderId));
    }).then(async () => {
      const [order] = await this.views.byIds([orderId]);
      if (!order) throw new Error(`cancelled order ${orderId} is gone`);
      return order;
    });
  }

  async cancelAll(userId: string, symbol?: string): Promise<Order[]> {
    if (symbol !== undefined) this.tradableRules(symbol);
    else this.tradable();
    const cancelled = await this.enqueue(async () => {
      const open = this.tracker.open({ userId, symbol });
      if (open.length === 0) return [];
      const symbols = [...new Set(open.map((order) => order.symbol))];
      await this.runOnEngine(symbols, (cancel) => {
        for (const order of open) cancel(order.symbol, order.id);
      });
      return open.map((order) => order.id);
    });
    return this.views.byIds(cancelled);
  }

  private async runPlace(
    userId: string,
    rules: MarketRules,
    request: PlaceOrderRequest,
    checked: CheckedOrder,
  ): Promise<PlaceOrderResponse | string> {
    const { db } = this.options;
    const market = this.marketOf(rules.symbol);
    if (request.clientOrderId !== undefined) {
      const replay = await this.existingOrder(userId, request.clientOrderId);
      if (replay) return replay;
    }
    const id = randomUUID();
    const side = checked.side;
    let engineTouched = false;
    let movements: Movement[] = [];
    try {
      await db.transaction(async (tx) => {
        // The walk is synchronous with nothing awaited before the order reaches the book but the
        // freeze: the bound price caps what the order can cost even if the book moves meanwhile.
        const plan = checked.type === 'market' ? planMarketOrder(rules, checked, market.engine.depth()) : undefined;
        const engineOrder = toEngineOrder(id, userId, checked, plan);
        const amount = frozenFor(rules, engineOrder);
        const spend = spendAsset(rules, side);
        if (!(await freeze(tx, userId, spend, amount, id))) {
          throw new RequestRefusedError(
            400,
            'insufficient-balance',
            `available ${spend} is less than the ${amount.toFixed()} this order needs`,
            checked.type === 'market' && 'quoteAmount' in checked ? 'quoteAmount' : 'quantity',
          );
        }
        await tx.insert(spotOrders).values({
          id,
          userId,
          clientOrderId: request.clientOrderId ?? null,
          symbol: rules.symbol,
          side,
          type: checked.type,
          price: checked.type === 'limit' ? rules.units.price(checked.ticks) : null,
          quantity: rules.units.quantity(engineOrder.quantity),
          frozen: amount.toFixed(),
          status: 'open',
        });
        this.tracker.track({ id, userId, symbol: rules.symbol, side, type: checked.type, frozen: amount });
        this.capture = [];
        try {
          const placed = market.engine.place(engineOrder);
          if (!placed.ok) {
            this.tracker.untrack(id);
            throw new RequestRefusedError(400, 'invalid-input', `the order book refused the order: ${placed.reason}`);
          }
          engineTouched = true;
          // A market buy runs as a limit at its bound: what could not fill at once must not rest.
          if (checked.type === 'market' && this.tracker.get(id)) market.engine.cancel(id);
          movements = this.capture;
        } finally {
          this.capture = undefined;
        }
        await applyMovements(tx, movements);
      });
    } catch (error) {
      if (engineTouched) await this.rebuildAfterFailure([rules.symbol], error);
      throw error;
    }
    this.publishLater(movements, [{ userId, asset: spendAsset(rules, side) }], [id]);
    return id;
  }

  /**
   * Runs engine work synchronously, capturing its movements, and commits them in one transaction.
   * If that commit fails the books no longer match the database: they are rebuilt from it.
   */
  private async runOnEngine(
    symbols: string[],
    work: (cancel: (symbol: string, orderId: string) => void) => void,
  ): Promise<void> {
    this.capture = [];
    let movements: Movement[];
    try {
      work((symbol, orderId) => this.marketOf(symbol).engine.cancel(orderId));
      movements = this.capture;
    } finally {
      this.capture = undefined;
    }
    try {
      await this.options.db.transaction((tx) => applyMovements(tx, movements));
    } catch (error) {
      await this.rebuildAfterFailure(symbols, error);
      throw error;
    }
    this.publishLater(movements, [], []);
  }

  private onEngineEvent(symbol: string, event: EngineEvent): void {
    if (this.suppressed) return;
    const rules = this.rules.get(symbol);
    if (rules === undefined) return;
    const movements = this.tracker.movementsFor(rules, event);
    if (movements.length === 0) return;
    if (this.capture) {
      this.capture.push(...movements);
      return;
    }
    const epoch = this.epochOf(symbol);
    for (const movement of movements) this.external.push({ symbol, epoch, movement });
    if (this.externalScheduled) return;
    this.externalScheduled = true;
    queueMicrotask(() => {
      this.externalScheduled = false;
      const batch = this.external.splice(0);
      this.enqueue(() => this.settleExternal(batch)).catch((error: unknown) =>
        this.log.error({ err: error }, 'settling fills failed'),
      );
    });
  }

  /** Fills the simulated takers made against users' resting orders. */
  private async settleExternal(batch: ExternalMovement[]): Promise<void> {
    const current = batch.filter((entry) => entry.epoch === this.epochOf(entry.symbol));
    if (current.length === 0) return;
    const movements = current.map((entry) => entry.movement);
    try {
      await this.options.db.transaction((tx) => applyMovements(tx, movements));
    } catch (error) {
      await this.rebuildAfterFailure([...new Set(current.map((entry) => entry.symbol))], error);
      throw error;
    }
    this.publishLater(movements, [], []);
  }

  private async rebuildAfterFailure(symbols: string[], error: unknown): Promise<void> {
    this.log.error({ err: error, symbols }, 'trading commit failed: rebuilding the books from the database');
    for (const symbol of symbols) {
      try {
        await this.restoreMarket(symbol, true);
      } catch (rebuildError) {
        this.log.error({ err: rebuildError, symbol }, 'rebuilding a book failed');
      }
    }
  }

  /** Puts the market's open user orders (from the database) into its book, oldest first. */
  private async restoreMarket(symbol: string, replace = false): Promise<void> {
    const market = this.marketOf(symbol);
    const rules = this.rules.get(symbol);
    if (!rules) return;
    if (replace) {
      this.epochs.set(symbol, this.epochOf(symbol) + 1);
      this.suppressed = true;
      try {
        for (const order of this.tracker.open({ symbol })) {
          market.engine.cancel(order.id);
          this.tracker.untrack(order.id);
        }
      } finally {
        this.suppressed = false;
      }
    }
    const rows = await this.options.db
      .select()
      .from(spotOrders)
      .where(and(eq(spotOrders.symbol, symbol), eq(spotOrders.status, 'open')))
      .orderBy(asc(spotOrders.seq));
    for (const row of rows) {
      const remaining = rules.units.lots(row.quantity) - rules.units.lots(row.filledQuantity);
      if (row.price === null || remaining <= 0n) {
        this.log.error({ orderId: row.id }, 'an open order cannot rest: left out of the book');
        continue;
      }
      this.tracker.track({
        id: row.id,
        userId: row.userId,
        symbol,
        side: row.side as 'buy' | 'sell',
        type: row.type as 'limit' | 'market',
        frozen: new Big(row.frozen),
      });
      const placed = market.engine.place({
        type: 'limit',
        id: row.id,
        owner: row.userId,
        side: row.side as 'buy' | 'sell',
        price: rules.units.ticks(row.price),
        quantity: Number(remaining),
      });
      if (!placed.ok) this.log.error({ orderId: row.id, reason: placed.reason }, 'restoring an order failed');
    }
    if (rows.length > 0) this.log.info({ symbol, orders: rows.length }, 'open orders restored');
  }

  private publishLater(
    movements: readonly Movement[],
    extraBalances: { userId: string; asset: string }[],
    extraOrders: string[],
  ): void {
    this.publishTail = this.publishTail.then(() => this.publish(movements, extraBalances, extraOrders));
  }

  /** After a commit: each user's changed orders and balances on their private feed, and fill notices. */
  private async publish(
    movements: readonly Movement[],
    extraBalances: { userId: string; asset: string }[],
    extraOrders: string[],
  ): Promise<void> {
    try {
      const { db, bus } = this.options;
      const orderIds = new Set(extraOrders);
      const assetsByUser = new Map<string, Set<string>>();
      const touch = (userId: string, asset: string) => {
        const assets = assetsByUser.get(userId) ?? new Set<string>();
        assets.add(asset);
        assetsByUser.set(userId, assets);
      };
      for (const { userId, asset } of extraBalances) touch(userId, asset);
      for (const movement of movements) {
        if (movement.kind === 'system') continue;
        orderIds.add(movement.orderId);
        if (movement.kind === 'fill') {
          touch(movement.userId, movement.spentAsset);
          touch(movement.userId, movement.receivedAsset);
        } else {
          touch(movement.userId, movement.releaseAsset);
        }
      }
      for (const { userId, order } of await this.views.withOwners([...orderIds])) {
        publishUserEvent(bus, userId, 'orders', order);
      }
      for (const [userId, assets] of assetsByUser) {
        publishUserEvent(bus, userId, 'balances', await balancesOf(db, userId, [...assets]));
      }
      await this.notifyFills(movements);
    } catch (error) {
      this.log.warn({ err: error }, 'publishing order updates failed');
    }
  }

  private async notifyFills(movements: readonly Movement[]): Promise<void> {
    const filled = new Map<string, { userId: string; summary: FilledOrderSummary; quote: Big }>();
    for (const movement of movements) {
      if (movement.kind === 'fill') {
        const rules = this.rules.get(movement.symbol);
        if (!rules) continue;
        const entry = filled.get(movement.orderId) ?? {
          userId: movement.userId,
          quote: new Big(0),
          summary: {
            symbol: movement.symbol,
            base: rules.base,
            quote: rules.quote,
            side: movement.side,
            quantity: '0',
            price: '0',
            complete: false,
          },
        };
        entry.summary.quantity = new Big(entry.summary.quantity).plus(movement.quantity).toFixed();
        entry.quote = entry.quote.plus(movement.quote);
        filled.set(movement.orderId, entry);
      } else if (movement.kind === 'done' && movement.status === 'filled') {
        const entry = filled.get(movement.orderId);
        if (entry) entry.summary.complete = true;
      }
    }
    if (filled.size === 0) return;
    const { db, bus } = this.options;
    const userIds = [...new Set([...filled.values()].map((entry) => entry.userId))];
    const preferences = await db
      .select({ userId: userPreferences.userId, msg: userPreferences.msgLanguage, ui: userPreferences.userLanguage })
      .from(userPreferences)
      .where(inArray(userPreferences.userId, userIds));
    const localeOf = (userId: string): LocaleCode => {
      const row = preferences.find((preference) => preference.userId === userId);
      const chosen = row?.msg ?? row?.ui;
      return (localeCodes as readonly string[]).includes(chosen ?? '') ? (chosen as LocaleCode) : 'en_US';
    };
    for (const { userId, summary, quote } of filled.values()) {
      const tickSize = this.rules.get(summary.symbol)?.units.tickSize ?? '1';
      const decimals = tickSize.includes('.') ? tickSize.length - tickSize.indexOf('.') - 1 : 0;
      summary.price = quote.div(summary.quantity).round(decimals, Big.roundHalfUp).toFixed();
      await notifyUser(db, bus, userId, fillNotice(localeOf(userId), summary, Date.now()));
    }
  }

  private async existingOrder(userId: string, clientOrderId: string): Promise<PlaceOrderResponse | undefined> {
    const [row] = await this.options.db
      .select()
      .from(spotOrders)
      .where(and(eq(spotOrders.userId, userId), eq(spotOrders.clientOrderId, clientOrderId)));
    if (!row) return undefined;
    return { order: this.views.order(row), fills: await this.views.fillsOf(row.id) };
  }

  private async whyNotOpen(userId: string, orderId: string): Promise<RequestRefusedError> {
    if (UUID.test(orderId)) {
      const [row] = await this.options.db
        .select({ status: spotOrders.status })
        .from(spotOrders)
        .where(and(eq(spotOrders.id, orderId), eq(spotOrders.userId, userId)));
      if (row) {
        const why = row.status === 'open' ? 'has just traded in full or been cancelled' : `is ${row.status}`;
        return new RequestRefusedError(409, 'order-not-open', `the order ${why}: it is no longer open`);
      }
    }
    return new RequestRefusedError(404, 'unknown-order', 'no such order of yours');
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.tail.then(job, job);
    this.tail = run.catch(() => {});
    return run;
  }

  private tradable(): void {
    if (this.closed || this.markets.size === 0) {
      throw new RequestRefusedError(503, 'trading-unavailable', 'trading is not running on this server right now');
    }
  }

  private tradableRules(symbol: string): MarketRules {
    this.tradable();
    const rules = this.rules.get(symbol);
    if (!rules || !this.markets.has(symbol)) {
      throw new RequestRefusedError(400, 'unknown-market', `no market ${symbol}`, 'symbol');
    }
    return rules;
  }

  private marketOf(symbol: string): LiveMarket {
    const market = this.markets.get(symbol);
    if (!market) throw new Error(`no live market ${symbol}`);
    return market;
  }

  private epochOf(symbol: string): number {
    return this.epochs.get(symbol) ?? 0;
  }
}

/** What the engine gets: limits as they are; market sells as market; market buys as a bounded limit. */
function toEngineOrder(id: string, owner: string, order: CheckedOrder, plan: MarketPlan | undefined): OrderRequest {
  if (order.type === 'limit') {
    return { type: 'limit', id, owner, side: order.side, price: order.ticks, quantity: order.lots };
  }
  if (!plan) throw new Error('a market order needs its plan');
  const quantity = 'lots' in order ? order.lots : plan.lots;
  if (order.side === 'sell') return { type: 'market', id, owner, side: 'sell', quantity };
  return { type: 'limit', id, owner, side: 'buy', price: plan.boundTicks, quantity };
}

/** What an order holds while it can trade: the base it sells, or its limit (bound) times its size. */
function frozenFor(rules: MarketRules, order: OrderRequest): Big {
  const quantity = new Big(rules.units.quantity(order.quantity));
  if (order.side === 'sell') return quantity;
  if (order.type !== 'limit') throw new Error('buys reach the engine as limits');
  return new Big(rules.units.price(order.price)).times(quantity);
}

/** Gives the liquidity account its inventory of each asset once (recorded in its ledger). */
async function ensureLiquidity(db: Db, assets: string[]): Promise<void> {
  for (const asset of new Set(assets)) {
    const created = await db
      .insert(systemBalances)
      .values({ account: 'liquidity', asset, amount: LIQUIDITY_INVENTORY })
      .onConflictDoNothing()
      .returning({ asset: systemBalances.asset });
    if (created.length > 0) {
      await db.insert(systemLedgerEntries).values({
        account: 'liquidity',
        asset,
        amount: LIQUIDITY_INVENTORY,
        balanceAfter: LIQUIDITY_INVENTORY,
        kind: 'liquidity-seed',
        reference: 'start',
      });
    }
  }
}
