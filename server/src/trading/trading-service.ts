import { randomUUID } from 'node:crypto';
import type { FuturesContract } from '@vela/contracts/futures';
import type { TransferRequest, TransferResponse } from '@vela/contracts/futures-account';
import type { RiskTier } from '@vela/contracts/futures-risk-tiers';
import type {
  AdjustMarginRequest,
  ClosePositionRequest,
  FuturesOrder,
  FuturesSettings,
  LeverageRequest,
  MarginModeRequest,
  PlaceFuturesOrderRequest,
  PlaceFuturesOrderResponse,
  PositionTpslRequest,
} from '@vela/contracts/futures-trading';
import type { AmendOrderRequest, Balance, Order, PlaceOrderRequest, PlaceOrderResponse } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, asc, eq, gt, inArray, isNotNull, max as maxOf, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CreditedBalance } from '../accounts/balances.ts';
import type { Db } from '../db/client.ts';
import {
  balances,
  futuresBalances,
  futuresFills,
  futuresFundingRounds,
  futuresOrders,
  futuresPositions,
  futuresSettings,
  spotOrders,
  systemBalances,
  systemLedgerEntries,
} from '../db/schema.ts';
import { FuturesClearing } from '../futures/clearing.ts';
import { MARGIN_ASSET, type PositionRecord, type RiskNotice } from '../futures/clearing-types.ts';
import type { FuturesCommands } from '../futures/futures-commands.ts';
import { FuturesStateWrite } from '../futures/futures-settle.ts';
import {
  type FuturesOrderRecord,
  futuresFillView,
  futuresOrderFromRow,
  futuresOrderView,
} from '../futures/order-view.ts';
import { positionViews } from '../futures/position-views.ts';
import { notifyRiskNotices } from '../futures/risk-notices.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { publishUserEvent } from '../infra/bus/user-events.ts';
import { wouldCross } from '../market/engine/book-checks.ts';
import type { EngineEvent } from '../market/engine/types.ts';
import type { LiveMarket } from '../market/live-market.ts';
import { MarketUnits } from '../market/units.ts';
import { Refusal } from '../refusal.ts';
import { Accounts, type StoredHolding } from './accounts.ts';
import { checkAmend } from './amend-request.ts';
import { loadMarketRules, type MarketRules } from './market-rules.ts';
import { notifyFills } from './notify-fills.ts';
import { notifyStops } from './notify-stops.ts';
import {
  type CheckedOrder,
  checkLimitOptions,
  checkOrder,
  frozenFor,
  planMarketOrder,
  toEngineOrder,
} from './order-request.ts';
import { trackedFromRow } from './order-rows.ts';
import { type FillMovement, type Movement, OrderTracker, spendAsset, type TrackedOrder } from './order-tracker.ts';
import { fillView, OrderViews, trackedOrderView } from './order-views.ts';
import { Sequencer } from './sequencer.ts';
import { BatchWrite, type WrittenBalance } from './settle.ts';
import { type StopNotice, StopOrders } from './stop-orders.ts';
import { type CheckedStop, checkStopOrder, isStopRequest } from './stop-request.ts';

/** What the simulated market makers hold of every listed asset when trading first starts. */
export const LIQUIDITY_INVENTORY = '1000000000000';

/** Commands waiting beyond this are refused at once: an overloaded engine answers, it does not hang. */
export const MAX_QUEUED_COMMANDS = 20_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TradingServiceOptions {
  db: Db;
  bus: Bus;
  /** New order ids (random UUIDs); tests give a predictable sequence to name orders before they exist. */
  newOrderId?: () => string;
}

/** A debit of a user's available spot balance into the `earn` system account. */
export interface SpotDebit {
  userId: string;
  asset: string;
  /** A positive decimal string. */
  amount: string;
  /** The kind of both ledger entries. */
  entryKind: string;
  reference: string;
}

interface Answer<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A place that repeats a client order id: the first order, as it stood at the repeat's turn. */
interface Replay {
  orderId: string;
  /** The order then, when memory had it (open, or changed in this batch); else the database's row is it. */
  order: Order | undefined;
  /** Fills of the order written by this batch after the repeat's turn: not part of the answer. */
  laterFillIds: Set<number>;
}

type Command =
  | ({
      kind: 'place';
      userId: string;
      request: PlaceOrderRequest;
      rules: MarketRules;
      checked: CheckedOrder | CheckedStop;
    } & Answer<PlaceOrderResponse | Replay>)
  | ({ kind: 'cancel'; userId: string; orderId: string } & Answer<Order | { orderId: string } | { missing: true }>)
  | ({ kind: 'amend'; userId: string; orderId: string; request: AmendOrderRequest } & Answer<
      PlaceOrderResponse | { orderId: string } | { missing: true }
    >)
  | ({ kind: 'cancel-all'; userId: string; symbol: string | undefined } & Answer<Order[]>)
  | ({ kind: 'transfer'; userId: string; request: TransferRequest } & Answer<TransferResponse>)
  | ({ kind: 'earn'; debit: SpotDebit } & Answer<Balance>)
  /** A futures command: runs against the clearing, answers from what it saw, after the commit. */
  | ({ kind: 'futures'; act: () => (batch: Batch) => unknown } & Answer<unknown>);

/** A command's answer, decided when it ran and sent once its batch has committed. */
type Outcome = (batch: Batch) => void;

interface Batch {
  commands: Command[];
  /** A command failed in a way no refusal explains: memory may be off, so the batch is not written. */
  broken: boolean;
  outcomes: Outcome[];
  write: BatchWrite;
  movements: Movement[];
  /** The private order pushes, as things stood when the batch was formed (balances: as committed). */
  orderPushes: { userId: string; order: Order }[];
  futures: FuturesStateWrite;
  riskNotices: readonly RiskNotice[];
  stopNotices: readonly StopNotice[];
  /** The futures private pushes, as things stood when the batch was formed (wallets: as committed). */
  futuresPushes: {
    userId: string;
    type: 'futures-orders' | 'futures-positions';
    payload: unknown;
  }[];
}

const unavailable = () =>
  new Refusal('unavailable', 'trading-unavailable', 'trading is not running on this server right now');
const unknownOrder = () => new Refusal('not-found', 'unknown-order', 'no such order of yours');
const orderNotOpen = (status: string) =>
  new Refusal(
    'conflict',
    'order-not-open',
    `the order ${status === 'open' ? 'has just traded in full or been cancelled' : `is ${status}`}: it is no longer open`,
  );
const notSaved = () =>
  new Refusal(
    'unavailable',
    'trading-unavailable',
    'the order book could not save this command; nothing changed: try again',
  );

/**
 * Users' spot orders and wallet transfers against the live engines, through one sequencer: commands
 * (place, cancel, cancel all, transfer) run in arrival order against the engines and an in-memory copy of every order and
 * balance, so no command reads the database; each batch of them, with the fills the simulated
 * takers made meanwhile, is written in one statement; answers and pushes leave only after that
 * commit, so a 2xx means durable.
 *
 * The engine and the memory are the database's cache: on start (and after a failed commit) the
 * books, orders and balances are rebuilt from the database.
 */
export class TradingService implements FuturesCommands {
  private readonly tracker = new OrderTracker();
  /** Stop, trailing-stop and OCO orders waiting for their trigger (docs/spot-order-types.md). */
  private readonly stops: StopOrders;
  private readonly accounts = new Accounts('spot');
  private readonly futuresAccounts = new Accounts('futures');
  private readonly clearing: FuturesClearing;
  private perpetuals: ReadonlyMap<string, LiveMarket> = new Map();
  private readonly views: OrderViews;
  private readonly sequencer: Sequencer<Command, Batch>;
  private rules = new Map<string, MarketRules>();
  private markets: ReadonlyMap<string, LiveMarket> = new Map();
  /** The batch being formed: commands run, answers waiting for its commit. */
  private open: { commands: Command[]; outcomes: Outcome[]; broken: boolean } = {
    commands: [],
    outcomes: [],
    broken: false,
  };
  /** Movements since the last batch was sealed, in engine order. */
  private pending: Movement[] = [];
  /** `userId|clientOrderId` → order id, for every order that has one. */
  private clientOrderIds = new Map<string, string>();
  private readonly accountLoads = new Map<string, Promise<void>>();
  /** Fill notices after commits: in commit order, off the write path. */
  private noticeTail: Promise<unknown> = Promise.resolve();
  private suppressed = false;
  private log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> = console;
  private rulesLoading: Promise<void> | undefined;
  private unsubscribeCredits: (() => void) | undefined;

  constructor(private readonly options: TradingServiceOptions) {
    this.views = new OrderViews(options.db, (symbol) => this.tickSizeOf(symbol));
    this.stops = new StopOrders({
      tracker: this.tracker,
      accounts: this.accounts,
      emit: (movement) => {
        this.accounts.apply(movement);
        this.pending.push(movement);
      },
      rules: (symbol) => this.rules.get(symbol),
      market: (symbol) => this.markets.get(symbol),
    });
    this.clearing = new FuturesClearing({
      wallet: this.futuresAccounts,
      emit: (movement) => {
        this.futuresAccounts.apply(movement);
        this.pending.push(movement);
      },
      newOrderId: () => (this.options.newOrderId ?? randomUUID)(),
      now: () => this.tracker.now,
    });
    this.sequencer = new Sequencer<Command, Batch>({
      run: (commands) => this.runCommands(commands),
      seal: () => this.seal(),
      reopen: () => this.reopen(),
      formed: () => this.open.commands.length,
      commit: async (batch) => {
        if (batch.broken) throw new Error('a command of the batch failed unexpectedly');
        if (!batch.write.empty) await batch.write.write(this.options.db);
      },
      committed: (batch) => this.committed(batch),
      failed: (batch, error) => this.failed(batch, error),
      hasPendingWork: () =>
        this.pending.length > 0 ||
        this.open.commands.length > 0 ||
        this.clearing.hasChanges() ||
        this.stops.hasChanges(),
    });
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

  /** Takes over the engines: loads orders and balances, and puts the open orders back into the books. */
  async attach(markets: ReadonlyMap<string, LiveMarket>, log: FastifyBaseLogger): Promise<void> {
    const { db, bus } = this.options;
    this.log = log;
    this.rules = await loadMarketRules(db);
    await ensureLiquidity(
      db,
      [...this.rules.values()].flatMap((rules) => [rules.base, rules.quote]),
    );
    this.unsubscribeCredits = bus.subscribe('balance.credited', (credit) => {
      // A bus message is input like any other: one that does not parse is dropped.
      const parsed = creditedBalanceSchema.safeParse(credit);
      if (parsed.success) this.accounts.credit(parsed.data);
      else this.log.warn({ issues: parsed.error.issues }, 'a balance.credited message that does not parse: dropped');
    });
    for (const [symbol, market] of markets) {
      market.engine.watchOrders((event) => this.onEngineEvent(symbol, event));
    }
    this.markets = markets;
    await this.reload();
  }

  /**
   * Takes over the perpetual books (after `attach`): seeds the insurance fund once, then reloads so
   * the stored futures orders go back into their books and positions into memory.
   */
  async attachFutures(
    perpetuals: ReadonlyMap<string, LiveMarket>,
    contracts: readonly FuturesContract[],
  ): Promise<void> {
    await ensureInsuranceFund(this.options.db);
    this.clearing.setContracts(
      contracts.flatMap((contract) => {
        const market = perpetuals.get(contract.symbol);
        if (!market) return [];
        const units = new MarketUnits(contract.tickSize, contract.lotSize);
        return [{ contract, units, tiers: contract.riskTiers as RiskTier[], engine: market.engine }];
      }),
    );
    for (const [symbol, market] of perpetuals) {
      market.engine.watchOrders((event) => {
        if (this.suppressed) return;
        this.clearing.onEngineEvent(symbol, event);
        if (this.clearing.hasChanges()) this.sequencer.wake();
      });
    }
    this.perpetuals = perpetuals;
    await this.reload();
  }

  /** New mark prices (each second): stops trigger, margins are checked, liquidations run. */
  markPrices(marks: readonly { symbol: string; markPrice: string }[]): Promise<unknown> {
    return this.submitFutures(null, () => {
      this.clearing.markPrices(marks);
      return () => undefined;
    });
  }

  /** One funding round of a contract, paid once per funding time. */
  payFunding(symbol: string, fundingTime: Date, rate: string, markPrice: string): Promise<unknown> {
    return this.submitFutures(null, () => {
      this.clearing.payFunding(symbol, fundingTime, rate, markPrice);
      return () => undefined;
    });
  }

  /** The futures state in memory, and these users' futures wallets: what a restart must rebuild (tests). */
  futuresSnapshot(userIds: readonly string[]): { positions: string[]; orders: string[]; wallets: Balance[][] } {
    return {
      ...this.clearing.snapshot(),
      wallets: userIds.map((userId) => this.futuresAccounts.balances(userId, [MARGIN_ASSET])),
    };
  }

  /** Open interest of a perpetual: the larger of the long and the short sides (liquidity included). */
  openInterest(symbol: string): string {
    return this.clearing.openInterest(symbol).toFixed();
  }

  async placeFutures(userId: string, request: PlaceFuturesOrderRequest): Promise<PlaceFuturesOrderResponse> {
    const outcome = await this.submitFutures<PlaceFuturesOrderResponse | { replayOf: string }>(userId, () => {
      const earlier =
        request.clientOrderId === undefined ? undefined : this.clearing.previousOrderId(userId, request.clientOrderId);
      if (earlier !== undefined) {
        const known = this.clearing.order(earlier);
        if (!known) return () => ({ replayOf: earlier });
        const view = futuresOrderView(known);
        return () => ({ order: view, fills: [], attached: [] });
      }
      return this.placed(() => this.clearing.place(userId, request));
    });
    return 'replayOf' in outcome ? this.futuresReplay(userId, outcome.replayOf) : outcome;
  }

  async cancelFutures(userId: string, orderId: string): Promise<FuturesOrder> {
    const outcome = await this.submitFutures<FuturesOrder | 'not-live'>(userId, () => {
      const found = this.clearing.cancel(userId, orderId);
      if (found === 'unknown' || found === 'not-live') return () => 'not-live';
      const view = futuresOrderView(found);
      return () => view;
    });
    if (outcome !== 'not-live') return outcome;
    // Not live in memory: done earlier (409 with its status), or never this user's (404).
    if (UUID.test(orderId)) {
      const [row] = await this.options.db
        .select({ status: futuresOrders.status })
        .from(futuresOrders)
        .where(and(eq(futuresOrders.id, orderId), eq(futuresOrders.userId, userId)));
      if (row) throw orderNotOpen(row.status);
    }
    throw unknownOrder();
  }

  cancelAllFutures(userId: string, symbol?: string): Promise<FuturesOrder[]> {
    return this.submitFutures(userId, () => {
      const views = this.clearing.cancelAll(userId, symbol).map(futuresOrderView);
      return () => views;
    });
  }

  closePosition(userId: string, request: ClosePositionRequest): Promise<PlaceFuturesOrderResponse> {
    return this.submitFutures(userId, () =>
      this.placed(() => ({
        order: this.clearing.closePosition(userId, request.symbol, request.type, request.price),
        attached: [],
      })),
    );
  }

  adjustMargin(userId: string, request: AdjustMarginRequest): Promise<void> {
    return this.submitFutures(userId, () => {
      this.clearing.adjustMargin(userId, request.symbol, request.direction, request.amount);
      return () => undefined;
    });
  }

  setPositionTpsl(userId: string, request: PositionTpslRequest): Promise<FuturesOrder[]> {
    return this.submitFutures(userId, () => {
      const views = this.clearing
        .setProtection(userId, request.symbol, request.takeProfit, request.stopLoss)
        .map(futuresOrderView);
      return () => views;
    });
  }

  setLeverage(userId: string, request: LeverageRequest): Promise<FuturesSettings> {
    return this.submitFutures(userId, () => {
      const setting = this.clearing.setLeverage(userId, request.symbol, request.leverage);
      const view = this.settingsView(setting);
      return () => view;
    });
  }

  setMarginMode(userId: string, request: MarginModeRequest): Promise<FuturesSettings> {
    return this.submitFutures(userId, () => {
      const setting = this.clearing.setMarginMode(userId, request.symbol, request.marginMode);
      const view = this.settingsView(setting);
      return () => view;
    });
  }

  private settingsView(setting: {
    symbol: string;
    leverage: number;
    marginMode: 'cross' | 'isolated';
  }): FuturesSettings {
    return {
      symbol: setting.symbol,
      leverage: setting.leverage,
      marginMode: setting.marginMode,
      maxLeverage: this.clearing.maxLeverage(setting.symbol),
    };
  }

  /** Runs a placing command: its order, the fills it made at once (ids after the commit), its TP/SL. */
  private placed(
    place: () => { order: FuturesOrderRecord; attached: FuturesOrderRecord[] },
  ): (batch: Batch) => PlaceFuturesOrderResponse {
    const mark = this.clearing.fillMark();
    const { order, attached } = place();
    const view = futuresOrderView(order);
    const attachedViews = attached.map(futuresOrderView);
    const fills = this.clearing.fillsSince(mark, order.id);
    return (batch) => ({
      order: view,
      fills: fills.map((fill) =>
        futuresFillView({ ...fill, id: batch.futures.fillIds.get(fill) ?? 0, createdAt: fill.at }),
      ),
      attached: attachedViews,
    });
  }

  private async futuresReplay(userId: string, orderId: string): Promise<PlaceFuturesOrderResponse> {
    const { db } = this.options;
    const [row] = await db
      .select()
      .from(futuresOrders)
      .where(and(eq(futuresOrders.id, orderId), eq(futuresOrders.userId, userId)));
    if (!row) throw new Error(`futures order ${orderId} is gone`);
    const fills = await db
      .select()
      .from(futuresFills)
      .where(eq(futuresFills.orderId, orderId))
      .orderBy(asc(futuresFills.id));
    return { order: futuresOrderView(futuresOrderFromRow(row)), fills: fills.map(futuresFillView), attached: [] };
  }

  private async submitFutures<T>(userId: string | null, act: () => (batch: Batch) => T): Promise<T> {
    if (this.sequencer.closed || !this.clearing.hasContracts()) throw unavailable();
    if (userId !== null) await this.loadAccount(userId);
    return this.submit<T>((answer) => ({ kind: 'futures', act, ...(answer as Answer<unknown>) }));
  }

  /** Resolves once everything the engines did so far is written and announced (tests, benchmarks). */
  async settled(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.sequencer.idle();
    await this.noticeTail;
  }

  /** Finishes the queued work and refuses new commands. */
  async close(): Promise<void> {
    this.unsubscribeCredits?.();
    await this.sequencer.close();
    await this.noticeTail;
  }

  /** Commands per committed batch since the last call (benchmarks). */
  takeBatchSizes(): number[] {
    return this.sequencer.takeBatchSizes();
  }

  async place(userId: string, request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
    const rules = this.tradableRules(request.symbol);
    const checked = isStopRequest(request) ? checkStopOrder(rules, request) : checkOrder(rules, request);
    await this.loadAccount(userId);
    const outcome = await this.submit<PlaceOrderResponse | Replay>((answer) => ({
      kind: 'place',
      userId,
      request,
      rules,
      checked,
      ...answer,
    }));
    return 'orderId' in outcome ? this.replay(outcome) : outcome;
  }

  async cancel(userId: string, orderId: string): Promise<Order> {
    this.tradable();
    await this.loadAccount(userId);
    const outcome = await this.submit<Order | { orderId: string } | { missing: true }>((answer) => ({
      kind: 'cancel',
      userId,
      orderId,
      ...answer,
    }));
    if ('missing' in outcome) throw unknownOrder();
    if (!('symbol' in outcome)) throw await this.whyNotOpen(userId, outcome.orderId);
    return outcome;
  }

  /** A new price and/or size for an open limit order (the rules: AmendOrderRequest, docs/spot-amend.md). */
  async amend(userId: string, orderId: string, request: AmendOrderRequest): Promise<PlaceOrderResponse> {
    this.tradable();
    await this.loadAccount(userId);
    const outcome = await this.submit<PlaceOrderResponse | { orderId: string } | { missing: true }>((answer) => ({
      kind: 'amend',
      userId,
      orderId,
      request,
      ...answer,
    }));
    if ('missing' in outcome) throw unknownOrder();
    if (!('order' in outcome)) throw await this.whyNotOpen(userId, outcome.orderId);
    return outcome;
  }

  async cancelAll(userId: string, symbol?: string): Promise<Order[]> {
    if (symbol !== undefined) this.tradableRules(symbol);
    else this.tradable();
    await this.loadAccount(userId);
    return this.submit<Order[]>((answer) => ({ kind: 'cancel-all', userId, symbol, ...answer }));
  }

  /**
   * Takes `amount` of the user's available spot balance into the `earn` system account (both
   * ledgers, one batch): the spot balance after, or a 400 `insufficient-balance` with nothing changed.
   */
  async debitForEarn(debit: SpotDebit): Promise<Balance> {
    this.tradable();
    await this.loadAccount(debit.userId);
    return this.submit<Balance>((answer) => ({ kind: 'earn', debit, ...answer }));
  }

  /** Moves funds between the user's spot and futures wallets, in the sequence like any command. */
  async transfer(userId: string, request: TransferRequest): Promise<TransferResponse> {
    this.tradable();
    await this.loadAccount(userId);
    return this.submit<TransferResponse>((answer) => ({ kind: 'transfer', userId, request, ...answer }));
  }

  private submit<T>(command: (answer: Answer<T>) => Command): Promise<T> {
    if (this.sequencer.queued >= MAX_QUEUED_COMMANDS) {
      return Promise.reject(
        new Refusal('unavailable', 'trading-unavailable', 'the order book is too busy right now: try again shortly'),
      );
    }
    return new Promise<T>((resolve, reject) => this.sequencer.submit(command({ resolve, reject } as Answer<T>)));
  }

  /** Reads a user's balances into memory before their first command (once per process). */
  private loadAccount(userId: string): Promise<void> {
    if (this.accounts.isLoaded(userId) && this.futuresAccounts.isLoaded(userId)) return Promise.resolve();
    let load = this.accountLoads.get(userId);
    if (!load) {
      const { db } = this.options;
      this.accounts.startLoading([userId]);
      this.futuresAccounts.startLoading([userId]);
      load = Promise.all([
        db.select().from(balances).where(eq(balances.userId, userId)),
        db.select().from(futuresBalances).where(eq(futuresBalances.userId, userId)),
      ])
        .then(([spot, futures]) => {
          this.accounts.install([userId], spot.map(storedHolding));
          this.futuresAccounts.install([userId], futures.map(storedHolding));
        })
        .finally(() => this.accountLoads.delete(userId));
      this.accountLoads.set(userId, load);
    }
    return load;
  }

  // --- forming a batch: synchronous, in arrival order ---

  /** Runs commands now, in arrival order, into the batch being formed; their answers wait for its commit. */
  private runCommands(commands: Command[]): void {
    for (const command of commands) {
      this.tracker.now = new Date();
      this.open.commands.push(command);
      try {
        this.open.outcomes.push(this.run(command));
      } catch (error) {
        if (!(error instanceof Refusal)) {
          this.log.error({ err: error }, 'a trading command failed unexpectedly');
          this.open.broken = true;
        }
        const refusal = error instanceof Refusal ? error : notSaved();
        this.open.outcomes.push(() => command.reject(refusal));
      }
    }
  }

  /** Closes the batch being formed: what it writes, and the pushes as things stand now. */
  private seal(): Batch {
    this.fireStops();
    const { commands, outcomes, broken } = this.open;
    this.open = { commands: [], outcomes: [], broken: false };
    const movements = this.pending;
    this.pending = [];
    const orders = this.tracker.takeTouched();
    const { notices, ...futuresState } = this.clearing.take();
    const futures = new FuturesStateWrite(futuresState);
    const futuresPushes = this.futuresPushes(futuresState);
    const write = new BatchWrite(
      movements,
      orders,
      {
        spot: (row) => this.accounts.persisted(row.userId, row.asset),
        futures: (row) => this.futuresAccounts.persisted(row.userId, row.asset),
      },
      futures,
    );
    // Written by this batch, so a later batch updates rather than inserts: commits go in order, and
    // if this one fails, memory is rebuilt from the database anyway.
    for (const order of orders) {
      order.persisted = true;
      order.requeued = false;
    }
    for (const { userId, asset } of write.userRows()) this.accounts.markPersisted(userId, asset);
    for (const { userId, asset } of write.futuresRows()) this.futuresAccounts.markPersisted(userId, asset);
    return {
      commands,
      broken,
      outcomes,
      write,
      movements,
      orderPushes: orders.map((order) => ({ userId: order.userId, order: this.view(order) })),
      futures,
      riskNotices: notices,
      stopNotices: this.stops.takeNotices(),
      futuresPushes,
    };
  }

  /**
   * Per user the batch touched in futures: changed orders, the positions now. A changed order alone
   * also sends the positions: their TP/SL are its closing orders, and what an order reserves moves
   * the cross wallet their liquidation price and margin ratio are valued against.
   */
  private futuresPushes(state: {
    orders: readonly FuturesOrderRecord[];
    positions: readonly PositionRecord[];
  }): Batch['futuresPushes'] {
    const orders = new Map<string, FuturesOrder[]>();
    for (const order of state.orders) {
      const own = orders.get(order.userId) ?? [];
      own.push(futuresOrderView(order));
      orders.set(order.userId, own);
    }
    const positionUsers = new Set([...state.positions.map((position) => position.userId), ...orders.keys()]);
    const pushes: Batch['futuresPushes'] = [];
    for (const [userId, list] of orders) pushes.push({ userId, type: 'futures-orders', payload: list });
    for (const userId of positionUsers) {
      pushes.push({ userId, type: 'futures-positions', payload: positionViews(this.clearing.bookOf(userId)) });
    }
    return pushes;
  }

  /** The batch being formed is given up (the one before it failed): its commands, to run again. */
  private reopen(): Command[] {
    const { commands } = this.open;
    this.open = { commands: [], outcomes: [], broken: false };
    return commands;
  }

  private run(command: Command): Outcome {
    switch (command.kind) {
      case 'place':
        return this.runPlace(command);
      case 'cancel': {
        const { orderId, userId } = command;
        const order = this.tracker.get(orderId) ?? this.tracker.touchedOrder(orderId);
        if (order === undefined) {
          // Not open and not changed in this batch: done long ago, or never (yet) placed — an order
          // this batch places after this turn did not exist at it.
          return ({ write }) => command.resolve(write.addsOrder(orderId) ? { missing: true } : { orderId });
        }
        if (order.userId !== userId) return () => command.reject(unknownOrder());
        if (order.status === 'untriggered') this.stops.cancelWaiting(order);
        else if (order.status !== 'open') return () => command.reject(orderNotOpen(order.status));
        else this.marketOf(order.symbol).engine.cancel(order.id);
        const view = this.view(order);
        return () => command.resolve(view);
      }
      case 'amend':
        return this.runAmend(command);
      case 'transfer':
        return this.runTransfer(command);
      case 'earn':
        return this.runEarnDebit(command);
      case 'futures': {
        const answer = command.act();
        return (batch) => command.resolve(answer(batch));
      }
      case 'cancel-all': {
        const open = this.tracker.openOf(command.userId, command.symbol);
        for (const order of open) {
          // An OCO leg may have gone with the other one just before.
          if (order.status === 'untriggered') this.stops.cancelWaiting(order);
          else if (order.status === 'open') this.marketOf(order.symbol).engine.cancel(order.id);
        }
        const views = open.map((order) => this.view(order));
        return () => command.resolve(views);
      }
    }
  }

  private runPlace(command: Extract<Command, { kind: 'place' }>): Outcome {
    const { userId, request, rules, checked } = command;
    const clientKey = request.clientOrderId === undefined ? undefined : `${userId}|${request.clientOrderId}`;
    const earlier = clientKey === undefined ? undefined : this.clientOrderIds.get(clientKey);
    if (earlier !== undefined) return this.replayOutcome(command, earlier);
    if (checked.type !== 'limit' && checked.type !== 'market') return this.runPlaceStop(command, checked);
    const market = this.marketOf(rules.symbol);
    if (checked.type === 'limit') checkLimitOptions(checked, market.engine);
    const plan = checked.type === 'market' ? planMarketOrder(rules, checked, market.engine.depth()) : undefined;
    const id = (this.options.newOrderId ?? randomUUID)();
    const engineOrder = toEngineOrder(id, userId, checked, plan);
    const amount = frozenFor(rules, engineOrder);
    const spend = spendAsset(rules, checked.side);
    if (this.accounts.available(userId, spend).lt(amount)) {
      throw new Refusal(
        'invalid',
        'insufficient-balance',
        `available ${spend} is less than the ${amount.toFixed()} this order needs`,
        checked.type === 'market' && 'quoteAmount' in checked ? 'quoteAmount' : 'quantity',
      );
    }
    const now = this.tracker.now;
    const order: TrackedOrder = {
      id,
      userId,
      clientOrderId: request.clientOrderId ?? null,
      symbol: rules.symbol,
      side: checked.side,
      type: checked.type,
      price: checked.type === 'limit' ? rules.units.price(checked.ticks) : null,
      quantity: rules.units.quantity(engineOrder.quantity),
      filledQuantity: new Big(0),
      filledQuote: new Big(0),
      frozen: amount,
      status: 'open',
      cancelReason: null,
      stop: null,
      timeInForce: checked.type === 'limit' ? checked.timeInForce : null,
      postOnly: checked.type === 'limit' && checked.postOnly,
      ocoGroup: null,
      version: 1,
      createdAt: now,
      updatedAt: now,
      persisted: false,
    };
    const freeze: Movement = { kind: 'freeze', orderId: id, userId, asset: spend, amount: amount.toFixed() };
    this.accounts.apply(freeze);
    const firstOwnMovement = this.pending.length;
    this.pending.push(freeze);
    this.tracker.track(order);
    const placed = market.engine.place(engineOrder);
    if (!placed.ok) {
      // Refused before it touched the book: undo the freeze as if the order had never come.
      this.tracker.untrack(id);
      this.pending.length = firstOwnMovement;
      this.accounts.apply({ ...freeze, amount: amount.neg().toFixed() });
      throw new Refusal('invalid', 'invalid-input', `the order book refused the order: ${placed.reason}`);
    }
    this.tracker.touch(order);
    if (clientKey !== undefined) this.clientOrderIds.set(clientKey, id);
    // A market buy runs as a limit at its bound: what could not fill at once must not rest.
    if (checked.type === 'market' && this.tracker.get(id)) market.engine.cancel(id);
    if (checked.type === 'limit' && checked.timeInForce !== 'GTC' && this.tracker.get(id)) {
      this.tracker.cancelFor(id, 'ioc-remainder');
      market.engine.cancel(id);
    }
    const fills = this.pending
      .slice(firstOwnMovement)
      .filter((movement): movement is FillMovement => movement.kind === 'fill' && movement.orderId === id);
    const view = this.view(order);
    return ({ write }) =>
      command.resolve({ order: view, fills: fills.map((fill) => fillView(fill, write.fillIds.get(fill) ?? 0)) });
  }

  /** Places a stop, trailing stop or OCO: reserved now, entered into the book when it triggers. */
  private runPlaceStop(command: Extract<Command, { kind: 'place' }>, checked: CheckedStop): Outcome {
    const { userId, request, rules } = command;
    const firstOwnMovement = this.pending.length;
    const [order, ...linked] = this.stops.place(
      userId,
      () => (this.options.newOrderId ?? randomUUID)(),
      rules,
      checked,
      request.clientOrderId ?? null,
    );
    if (!order) throw new Error('placing a stop made no order');
    if (request.clientOrderId !== undefined) this.clientOrderIds.set(`${userId}|${request.clientOrderId}`, order.id);
    const fills = this.pending
      .slice(firstOwnMovement)
      .filter((movement): movement is FillMovement => movement.kind === 'fill' && movement.orderId === order.id);
    const view = this.view(order);
    const linkedViews = linked.map((leg) => this.view(leg));
    return ({ write }) =>
      command.resolve({
        order: view,
        fills: fills.map((fill) => fillView(fill, write.fillIds.get(fill) ?? 0)),
        ...(linkedViews.length > 0 ? { linked: linkedViews } : {}),
      });
  }

  /**
   * Holds exactly what the amended order needs (its size left times its new price for a buy, its
   * size left for a sell) before the book sees it, so a crossing amend spends from funds it holds;
   * more needed is checked against the available balance, less needed goes back to it.
   */
  private runAmend(command: Extract<Command, { kind: 'amend' }>): Outcome {
    const { orderId, userId, request } = command;
    const order = this.tracker.get(orderId) ?? this.tracker.touchedOrder(orderId);
    if (order === undefined) {
      return ({ write }) => command.resolve(write.addsOrder(orderId) ? { missing: true } : { orderId });
    }
    if (order.userId !== userId) return () => command.reject(unknownOrder());
    if (order.status === 'filled' || order.status === 'cancelled') {
      return () => command.reject(orderNotOpen(order.status));
    }
    const rules = this.rules.get(order.symbol);
    if (rules === undefined) throw unavailable();
    const checked = checkAmend(rules, order, request);
    const engine = this.marketOf(order.symbol).engine;
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
    if (more.gt(this.accounts.available(userId, spend))) {
      throw new Refusal(
        'invalid',
        'insufficient-balance',
        `available ${spend} is less than the ${more.toFixed()} more this order needs`,
        request.price === undefined ? 'quantity' : 'price',
      );
    }
    const before = {
      price: order.price,
      quantity: order.quantity,
      frozen: order.frozen,
      version: order.version,
      updatedAt: order.updatedAt,
    };
    const firstOwnMovement = this.pending.length;
    const hold: Movement = { kind: 'freeze', orderId, userId, asset: spend, amount: more.toFixed() };
    if (!more.eq(0)) {
      this.accounts.apply(hold);
      this.pending.push(hold);
    }
    order.frozen = needed;
    order.price = price;
    order.quantity = checked.quantity;
    order.version += 1;
    order.updatedAt = this.tracker.now;
    const amended = engine.amend(orderId, checked.ticks, checked.remainingLots);
    if (!amended.ok) {
      // Refused before it touched the book: as if the amend had never come.
      Object.assign(order, before);
      this.pending.length = firstOwnMovement;
      if (!more.eq(0)) this.accounts.apply({ ...hold, amount: more.neg().toFixed() });
      throw new Refusal('invalid', 'invalid-input', `the order book refused the amend: ${amended.reason}`);
    }
    if (!amended.priorityKept) {
      order.requeued = true;
      this.tracker.requeue(order);
    }
    this.tracker.touch(order);
    const fills = this.pending
      .slice(firstOwnMovement)
      .filter((movement): movement is FillMovement => movement.kind === 'fill' && movement.orderId === orderId);
    const view = this.view(order);
    return ({ write }) =>
      command.resolve({ order: view, fills: fills.map((fill) => fillView(fill, write.fillIds.get(fill) ?? 0)) });
  }

  private runTransfer(command: Extract<Command, { kind: 'transfer' }>): Outcome {
    const { userId, request } = command;
    const amount = new Big(request.amount);
    const free =
      request.direction === 'to-futures'
        ? this.accounts.available(userId, request.asset)
        : this.clearing.withdrawable(userId);
    if (free.lt(amount)) {
      const wallet = request.direction === 'to-futures' ? 'spot' : 'futures';
      throw new Refusal(
        'invalid',
        'insufficient-balance',
        `available ${request.asset} in the ${wallet} wallet is less than ${amount.toFixed()}`,
        'amount',
      );
    }
    const movement: Movement = {
      kind: 'transfer',
      transferId: randomUUID(),
      userId,
      asset: request.asset,
      amount: amount.toFixed(),
      direction: request.direction,
      at: this.tracker.now,
    };
    this.accounts.apply(movement);
    this.futuresAccounts.apply(movement);
    this.pending.push(movement);
    const [spot] = this.accounts.balances(userId, [request.asset]);
    const [futures] = this.futuresAccounts.balances(userId, [request.asset]);
    const transfer: TransferResponse['transfer'] = {
      id: movement.transferId,
      direction: movement.direction,
      asset: movement.asset,
      amount: movement.amount,
      createdAt: movement.at.toISOString(),
    };
    return ({ write }) =>
      command.resolve({
        transfer,
        spot: versionedBy(spot as Balance, write.balanceOf('spot', userId, request.asset)),
        futures: versionedBy(futures as Balance, write.balanceOf('futures', userId, request.asset)),
      });
  }

  private runEarnDebit(command: Extract<Command, { kind: 'earn' }>): Outcome {
    const { userId, asset, amount, entryKind, reference } = command.debit;
    if (this.accounts.available(userId, asset).lt(amount)) {
      throw new Refusal('invalid', 'insufficient-balance', `available ${asset} is less than ${amount}`, 'amount');
    }
    const movement: Movement = { kind: 'earn', userId, asset, amount, entryKind, reference };
    this.accounts.apply(movement);
    this.pending.push(movement);
    const [spot] = this.accounts.balances(userId, [asset]);
    return ({ write }) => command.resolve(versionedBy(spot as Balance, write.balanceOf('spot', userId, asset)));
  }

  private replayOutcome(command: Extract<Command, { kind: 'place' }>, orderId: string): Outcome {
    const live = this.tracker.get(orderId) ?? this.tracker.touchedOrder(orderId);
    const order = live && this.view(live);
    const turn = this.pending.length;
    return ({ movements, write }) => {
      const laterFillIds = new Set<number>();
      for (const movement of movements.slice(turn)) {
        if (movement.kind !== 'fill' || movement.orderId !== orderId) continue;
        const id = write.fillIds.get(movement);
        if (id !== undefined) laterFillIds.add(id);
      }
      command.resolve({ orderId, order, laterFillIds });
    };
  }

  /** Every engine event, whether a command or the simulator caused it: memory follows at once. */
  private onEngineEvent(symbol: string, event: EngineEvent): void {
    if (this.suppressed) return;
    const rules = this.rules.get(symbol);
    if (rules === undefined) return;
    const movements = this.tracker.movementsFor(rules, event);
    for (const movement of movements) {
      this.accounts.apply(movement);
      this.pending.push(movement);
    }
    if (event.type === 'trade') this.stops.onTrade(symbol, event.price);
    if (movements.length > 0) {
      if (event.type === 'trade') {
        this.stops.onOrderActivity(event.makerOrderId);
        this.stops.onOrderActivity(event.takerOrderId);
      } else if (event.type === 'done') {
        this.stops.onOrderActivity(event.orderId);
      }
    }
    if (movements.length > 0 || this.stops.hasChanges()) this.sequencer.wake();
  }

  /** Stops that came due enter their books before the batch is sealed, so their work is in it. */
  private fireStops(): void {
    try {
      this.stops.fireDue();
    } catch (error) {
      this.log.error({ err: error }, 'firing stop orders failed unexpectedly');
      this.open.broken = true;
    }
  }

  // --- after the commit ---

  private committed(batch: Batch): void {
    const { written } = batch.write;
    this.accounts.committed(written.spot);
    this.futuresAccounts.committed(written.futures);
    for (const outcome of batch.outcomes) outcome(batch);
    const { bus } = this.options;
    for (const { userId, order } of batch.orderPushes) publishUserEvent(bus, userId, 'orders', order);
    for (const [userId, balances] of byUser(written.spot)) publishUserEvent(bus, userId, 'balances', balances);
    if (batch.write.fills.length > 0) {
      this.noticeTail = this.noticeTail
        .then(() => notifyFills(this.options.db, bus, batch.movements, (symbol) => this.rules.get(symbol)))
        .catch((error: unknown) => this.log.warn({ err: error }, 'fill notices failed'));
    }
    for (const { userId, type, payload } of batch.futuresPushes) publishUserEvent(bus, userId, type, payload);
    for (const [userId, balances] of byUser(written.futures)) {
      publishUserEvent(bus, userId, 'futures-balances', balances);
    }
    for (const notice of batch.riskNotices) publishUserEvent(bus, notice.userId, 'futures-risk', notice);
    if (batch.stopNotices.length > 0) {
      this.noticeTail = this.noticeTail
        .then(() => notifyStops(this.options.db, bus, batch.stopNotices, (symbol) => this.rules.get(symbol)))
        .catch((error: unknown) => this.log.warn({ err: error }, 'stop order notices failed'));
    }
    if (batch.riskNotices.length > 0) {
      this.noticeTail = this.noticeTail
        .then(() => notifyRiskNotices(this.options.db, bus, batch.riskNotices))
        .catch((error: unknown) => this.log.warn({ err: error }, 'futures risk notices failed'));
    }
  }

  private async failed(batch: Batch, error: unknown): Promise<void> {
    this.log.error(
      { err: error, commands: batch.commands.length },
      'trading commit failed: rebuilding from the database',
    );
    for (const command of batch.commands) command.reject(notSaved());
    try {
      await this.reload();
    } catch (reloadError) {
      this.log.error({ err: reloadError }, 'rebuilding the trading state failed');
    }
  }

  /**
   * Puts the database's view back into memory and the books: every balance, every open order (in
   * time priority, `book_seq`), every client order id. Everything is read first; then, with nothing awaited,
   * the old state is dropped and the new one installed, so no engine event falls in between.
   */
  private async reload(): Promise<void> {
    const { db } = this.options;
    this.accounts.startLoadingEveryone();
    this.futuresAccounts.startLoadingEveryone();
    const [holdings, wallets, openRows, clientIds, futuresState, [lastQueued]] = await Promise.all([
      db.select().from(balances),
      db.select().from(futuresBalances),
      db
        .select()
        .from(spotOrders)
        .where(inArray(spotOrders.status, ['open', 'untriggered']))
        .orderBy(asc(spotOrders.bookSeq)),
      db
        .select({ id: spotOrders.id, userId: spotOrders.userId, clientOrderId: spotOrders.clientOrderId })
        .from(spotOrders)
        .where(isNotNull(spotOrders.clientOrderId)),
      this.perpetuals.size > 0 ? readFuturesState(db) : undefined,
      db.select({ bookSeq: maxOf(spotOrders.bookSeq) }).from(spotOrders),
    ]);
    this.suppressed = true;
    try {
      for (const [symbol, market] of this.markets) {
        for (const order of this.tracker.openIn(symbol)) market.engine.cancel(order.id);
      }
      for (const order of this.clearing.liveOrders()) {
        if (order.status === 'open') this.perpetuals.get(order.symbol)?.engine.cancel(order.id);
      }
      this.clearing.clear();
      if (futuresState) {
        this.clearing.install(futuresState);
        for (const order of futuresState.orders) {
          if (!this.clearing.restoreOrder(order))
            this.log.error({ orderId: order.id }, 'a futures order cannot be restored');
        }
      }
    } finally {
      this.suppressed = false;
    }
    this.tracker.clear();
    this.tracker.continueBookSeqAfter(Number(lastQueued?.bookSeq ?? 0));
    this.stops.clear();
    this.pending = [];
    this.accounts.installEveryone(holdings.map(storedHolding));
    this.futuresAccounts.installEveryone(wallets.map(storedHolding));
    this.clientOrderIds = new Map(clientIds.map((row) => [`${row.userId}|${row.clientOrderId}`, row.id]));
    const restored = new Map<string, number>();
    for (const row of openRows) {
      const rules = this.rules.get(row.symbol);
      const market = this.markets.get(row.symbol);
      if (!rules || !market) continue;
      if (row.status === 'untriggered') {
        this.stops.restore(trackedFromRow(row));
        continue;
      }
      const remaining = rules.units.lots(row.quantity) - rules.units.lots(row.filledQuantity);
      if (row.price === null || remaining <= 0n) {
        this.log.error({ orderId: row.id }, 'an open order cannot rest: left out of the book');
        continue;
      }
      this.tracker.track(trackedFromRow(row));
      const placed = market.engine.place({
        type: 'limit',
        id: row.id,
        owner: row.userId,
        side: row.side as 'buy' | 'sell',
        price: rules.units.ticks(row.price),
        quantity: Number(remaining),
      });
      if (!placed.ok) this.log.error({ orderId: row.id, reason: placed.reason }, 'restoring an order failed');
      restored.set(row.symbol, (restored.get(row.symbol) ?? 0) + 1);
    }
    for (const [symbol, orders] of restored) this.log.info({ symbol, orders }, 'open orders restored');
  }

  // --- answers that need the database: only replays and refusals ---

  private async replay({ orderId, order, laterFillIds }: Replay): Promise<PlaceOrderResponse> {
    const [stored] = order ? [order] : await this.views.byIds([orderId]);
    if (!stored) throw new Error(`order ${orderId} is gone`);
    const fills = await this.views.fillsOf(orderId);
    return { order: stored, fills: fills.filter((fill) => !laterFillIds.has(fill.id)) };
  }

  private async whyNotOpen(userId: string, orderId: string): Promise<Refusal> {
    if (UUID.test(orderId)) {
      const [row] = await this.options.db
        .select({ status: spotOrders.status })
        .from(spotOrders)
        .where(and(eq(spotOrders.id, orderId), eq(spotOrders.userId, userId)));
      if (row) return orderNotOpen(row.status);
    }
    return unknownOrder();
  }

  private view(order: TrackedOrder): Order {
    return trackedOrderView(order, this.tickSizeOf(order.symbol));
  }

  private tickSizeOf(symbol: string): string {
    return this.rules.get(symbol)?.units.tickSize ?? '1';
  }

  private tradable(): void {
    if (this.sequencer.closed || this.markets.size === 0) throw unavailable();
  }

  private tradableRules(symbol: string): MarketRules {
    this.tradable();
    const rules = this.rules.get(symbol);
    if (!rules || !this.markets.has(symbol)) {
      throw new Refusal('invalid', 'unknown-market', `no market ${symbol}`, 'symbol');
    }
    return rules;
  }

  private marketOf(symbol: string): LiveMarket {
    const market = this.markets.get(symbol);
    if (!market) throw new Error(`no live market ${symbol}`);
    return market;
  }
}

/**
 * A balance as it stood at a command's turn, with the version its batch gave the row. When the row
 * ended the batch otherwise (a later command of the batch changed it, or it took a credit), this
 * state is older than the committed one: one less, so the push of the committed row wins whichever
 * reaches the client first.
 */
function versionedBy(balance: Balance, committed: Balance | undefined): Balance {
  if (!committed) return balance;
  const same = new Big(balance.available).eq(committed.available) && new Big(balance.frozen).eq(committed.frozen);
  return { ...balance, version: same ? committed.version : committed.version - 1 };
}

/** Written wallet rows grouped per user, each user's by asset. */
function byUser(rows: readonly WrittenBalance[]): Map<string, Balance[]> {
  const users = new Map<string, Balance[]>();
  for (const { userId, balance } of rows) {
    const balances = users.get(userId) ?? [];
    balances.push(balance);
    users.set(userId, balances);
  }
  for (const balances of users.values()) balances.sort((a, b) => (a.asset < b.asset ? -1 : 1));
  return users;
}

function storedHolding(row: typeof balances.$inferSelect | typeof futuresBalances.$inferSelect): StoredHolding {
  return { userId: row.userId, asset: row.asset, available: row.available, frozen: row.frozen, version: row.version };
}

const creditedBalanceSchema = z.object({
  userId: z.string().min(1),
  asset: z.string().min(1),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  version: z.number().int().positive(),
}) satisfies z.ZodType<CreditedBalance>;

/** What the insurance fund starts with, moved from the liquidity account once (both ledgers). */
export const INSURANCE_FUND_SEED = '1000000';

async function ensureInsuranceFund(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(systemBalances)
      .values({ account: 'insurance', asset: MARGIN_ASSET, amount: INSURANCE_FUND_SEED })
      .onConflictDoNothing()
      .returning({ amount: systemBalances.amount });
    if (created.length === 0) return;
    const [liquidity] = await tx
      .update(systemBalances)
      .set({ amount: sql`${systemBalances.amount} - ${INSURANCE_FUND_SEED}` })
      .where(and(eq(systemBalances.account, 'liquidity'), eq(systemBalances.asset, MARGIN_ASSET)))
      .returning({ amount: systemBalances.amount });
    if (!liquidity) throw new Error('the liquidity account holds no USDT to seed the insurance fund from');
    await tx.insert(systemLedgerEntries).values([
      {
        account: 'liquidity',
        asset: MARGIN_ASSET,
        amount: `-${INSURANCE_FUND_SEED}`,
        balanceAfter: liquidity.amount,
        kind: 'insurance-seed',
        reference: 'start',
      },
      {
        account: 'insurance',
        asset: MARGIN_ASSET,
        amount: INSURANCE_FUND_SEED,
        balanceAfter: INSURANCE_FUND_SEED,
        kind: 'insurance-seed',
        reference: 'start',
      },
    ]);
  });
}

/** The futures state the clearing is rebuilt from: live orders in arrival order, open positions, settings. */
async function readFuturesState(db: Db) {
  const [orders, positions, settings, clientIds, funding] = await Promise.all([
    db
      .select()
      .from(futuresOrders)
      .where(inArray(futuresOrders.status, ['open', 'untriggered']))
      .orderBy(asc(futuresOrders.seq)),
    db.select().from(futuresPositions).where(gt(futuresPositions.size, '0')),
    db.select().from(futuresSettings),
    db
      .select({ id: futuresOrders.id, userId: futuresOrders.userId, clientOrderId: futuresOrders.clientOrderId })
      .from(futuresOrders)
      .where(isNotNull(futuresOrders.clientOrderId)),
    db
      .select({ symbol: futuresFundingRounds.symbol, last: maxOf(futuresFundingRounds.fundingTime) })
      .from(futuresFundingRounds)
      .groupBy(futuresFundingRounds.symbol),
  ]);
  return {
    orders: orders.map(futuresOrderFromRow),
    positions: positions.map(
      (row): PositionRecord => ({
        userId: row.userId,
        symbol: row.symbol,
        side: row.side as PositionRecord['side'],
        size: new Big(row.size),
        entryPrice: new Big(row.entryPrice),
        margin: new Big(row.margin),
        marginMode: row.marginMode as PositionRecord['marginMode'],
        leverage: row.leverage,
        realizedPnl: new Big(row.realizedPnl),
        openedAt: row.openedAt,
        updatedAt: row.updatedAt,
      }),
    ),
    settings: settings.map((row) => ({
      userId: row.userId,
      symbol: row.symbol,
      leverage: row.leverage,
      marginMode: row.marginMode as PositionRecord['marginMode'],
      updatedAt: row.updatedAt,
    })),
    clientOrderIds: new Map(clientIds.map((row) => [`${row.userId}|${row.clientOrderId}`, row.id])),
    lastFunding: new Map(funding.flatMap((row) => (row.last ? [[row.symbol, row.last.getTime()] as const] : []))),
  };
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
