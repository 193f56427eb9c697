import { randomUUID } from 'node:crypto';
import type {
  CreateSpotGridRequest,
  GridBotList,
  GridBotResponse,
  ModifyGridRequest,
  StopGridRequest,
} from '@vela/contracts/grid';
import { createSpotGridRequestSchema, gridBotQuerySchema } from '@vela/contracts/grid';
import Big from 'big.js';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { gridBots } from '../../db/schema.ts';
import { Refusal } from '../../refusal.ts';
import type { Desk, DeskContext, DeskPart } from '../../trading/desk.ts';
import type { Movement, WalletMovement } from '../../trading/movements.ts';
import { tradingUnavailable } from '../../trading/refusals.ts';
import type { SpotDesk } from '../spot/desk.ts';
import type { MarketRules } from '../spot/market-rules.ts';
import type { SpotMovement } from '../spot/spot-movements.ts';
import { type GridBotMemory, gridBotView } from './grid-bot.ts';
import { checkGridRequest, checkStops, MAX_RUNNING_BOTS, modifiedStops } from './grid-create.ts';
import { type GridNotice, notifyGrid } from './grid-notices.ts';
import { GridOrders } from './grid-orders.ts';
import { GridRows } from './grid-rows.ts';
import { dueAt, type GridFills, type GridRunContext, reactToFill, startBot, stopBot } from './grid-runs.ts';
import { botFromRow, type GridState, readGridState, reconcileLadder } from './grid-state.ts';

export interface GridPart extends DeskPart {
  readonly rows: GridRows;
}

/** Rounds of reactions one batch runs at most (a reaction's order may fill at once and call for another). */
const MAX_REACTION_ROUNDS = 50;

/** Stopped bots a list gives at most, the most recently stopped (every bot not stopped is listed). */
export const STOPPED_LISTED = 50;

const notFound = () => new Refusal('not-found', 'grid-bot-not-found', 'no such grid bot');
const stoppedAlready = () => new Refusal('conflict', 'grid-bot-stopped', 'this grid bot has stopped');

/**
 * The grid desk (docs/grid-trading.md): spot grid bots, each trading as its own sub-account with
 * ordinary spot orders in the same books, batches and ledger. It follows spot's fills and trades
 * (`SpotDesk.watch`): a filled ladder order gets its opposite one grid away before the batch is
 * sealed; a trigger, stop-loss or take-profit the last price reaches is acted on the same way.
 */
export class GridDesk implements Desk<GridState, GridPart>, GridRunContext {
  readonly name = 'grid';
  readonly orders: GridOrders;
  /** Bots by id: every bot not stopped, and those stopped since the start. */
  private readonly bots = new Map<string, GridBotMemory>();
  private readonly bySymbol = new Map<string, Set<GridBotMemory>>();
  /** What each bot order's fills brought so far. */
  private readonly fills = new Map<string, GridFills>();
  /** Bot orders that left the book since the last batch, in engine order. */
  private done: { botId: string; orderId: string; status: 'filled' | 'cancelled' }[] = [];
  /** Open bot orders off their ladders found at install, cancelled by the next batch. */
  private strays: string[] = [];
  private touched = new Set<GridBotMemory>();
  /** Notices for the owners, sent once the batch that made them has committed. */
  private notices: GridNotice[] = [];

  constructor(
    readonly ctx: DeskContext,
    private readonly spot: SpotDesk,
  ) {
    this.orders = new GridOrders(spot, ctx.log);
    spot.watch({
      moved: (movement) => this.onMovement(movement),
      traded: (symbol, ticks) => this.onTrade(symbol, ticks),
    });
  }

  // --- commands ---

  async createGridBot(userId: string, input: CreateSpotGridRequest): Promise<GridBotResponse> {
    const request = createSpotGridRequestSchema.parse(input);
    const rules = this.tradableRules(request.symbol);
    return this.ctx.submit(userId, () => {
      const running = [...this.bots.values()].filter((bot) => bot.ownerId === userId && bot.status !== 'stopped');
      if (running.length >= MAX_RUNNING_BOTS) {
        throw new Refusal('invalid', 'too-many-bots', `at most ${MAX_RUNNING_BOTS} grid bots may run at once`);
      }
      const price = this.lastPrice(rules.symbol);
      if (price === undefined) {
        throw new Refusal('unavailable', 'no-price', `${rules.symbol} has no last price yet`, 'symbol');
      }
      const { levels, quantity } = checkGridRequest(rules, request, price);
      const investment = new Big(request.investment);
      if (this.ctx.wallets.spot.available(userId, rules.quote).lt(investment)) {
        throw new Refusal(
          'invalid',
          'insufficient-balance',
          `available ${rules.quote} is less than the investment ${investment.toFixed()}`,
          'investment',
        );
      }
      const now = this.ctx.now;
      const bot: GridBotMemory = {
        id: randomUUID(),
        ownerId: userId,
        symbol: rules.symbol,
        lowerPrice: new Big(request.lowerPrice).toFixed(),
        upperPrice: new Big(request.upperPrice).toFixed(),
        gridCount: request.gridCount,
        spacing: request.spacing,
        investment: investment.toFixed(),
        levels,
        orderQuantity: quantity,
        triggerPrice: request.triggerPrice ? new Big(request.triggerPrice).toFixed() : null,
        triggerRising: request.triggerPrice ? new Big(request.triggerPrice).gt(price) : null,
        stopLossPrice: request.stopLossPrice ? new Big(request.stopLossPrice).toFixed() : null,
        takeProfitPrice: request.takeProfitPrice ? new Big(request.takeProfitPrice).toFixed() : null,
        onStop: request.onStop,
        public: request.public,
        status: 'waiting',
        stopReason: null,
        gridProfit: new Big(0),
        roundsCompleted: 0,
        ladder: new Map(),
        due: null,
        finalBase: null,
        finalQuote: null,
        createdAt: now,
        startedAt: null,
        stoppedAt: null,
        updatedAt: now,
        persisted: false,
      };
      const leg = (owner: string, delta: Big) =>
        this.ctx.move<WalletMovement>({
          kind: 'wallet',
          wallet: 'spot',
          userId: owner,
          asset: rules.quote,
          available: delta.toFixed(),
          frozen: '0',
          entryKind: 'grid-bot-invest',
          reference: bot.id,
        });
      leg(userId, investment.neg());
      leg(bot.id, investment);
      this.add(bot);
      if (bot.triggerPrice === null) this.start(bot);
      return this.answerWith(bot);
    });
  }

  /** The owner's bots: every one not stopped, and the `STOPPED_LISTED` most recently stopped. */
  async gridBots(userId: string, query: z.input<typeof gridBotQuerySchema>): Promise<GridBotList> {
    const { status, symbol } = gridBotQuerySchema.parse(query);
    const matches = (bot: GridBotMemory) =>
      (symbol === undefined || bot.symbol === symbol) &&
      (status === 'all' || (status === 'stopped') === (bot.status === 'stopped'));
    const own = [...this.bots.values()].filter((bot) => bot.ownerId === userId && matches(bot));
    const live = own.filter((bot) => bot.status !== 'stopped');
    const stopped = new Map(own.filter((bot) => bot.status === 'stopped').map((bot) => [bot.id, bot]));
    if (status !== 'running') {
      const rows = await this.ctx.db
        .select()
        .from(gridBots)
        .where(
          and(
            eq(gridBots.ownerId, userId),
            eq(gridBots.status, 'stopped'),
            symbol === undefined ? undefined : eq(gridBots.symbol, symbol),
          ),
        )
        .orderBy(desc(gridBots.stoppedAt))
        .limit(STOPPED_LISTED);
      for (const row of rows) if (!stopped.has(row.id)) stopped.set(row.id, botFromRow(row, this.tickSize(row.symbol)));
    }
    const recent = [...stopped.values()]
      .sort((a, b) => (b.stoppedAt?.getTime() ?? 0) - (a.stoppedAt?.getTime() ?? 0))
      .slice(0, STOPPED_LISTED);
    // Running first, then newest first.
    const wanted = [...live, ...recent].sort(
      (a, b) =>
        Number(a.status === 'stopped') - Number(b.status === 'stopped') ||
        b.createdAt.getTime() - a.createdAt.getTime(),
    );
    return { bots: wanted.map((bot) => this.viewOf(bot)) };
  }

  async gridBot(userId: string, botId: string): Promise<GridBotResponse> {
    const bot = await this.ownBot(userId, botId);
    return { bot: this.viewOf(bot) };
  }

  async modifyGridBot(userId: string, botId: string, request: ModifyGridRequest): Promise<GridBotResponse> {
    this.tradable();
    await this.refuseStoppedStored(userId, botId);
    return this.ctx.submit(userId, () => {
      const bot = this.liveBot(userId, botId);
      const stops = modifiedStops(bot, request);
      checkStops(stops.stopLossPrice, stops.takeProfitPrice, bot, this.lastPrice(bot.symbol));
      bot.stopLossPrice = stops.stopLossPrice && new Big(stops.stopLossPrice).toFixed();
      bot.takeProfitPrice = stops.takeProfitPrice && new Big(stops.takeProfitPrice).toFixed();
      bot.updatedAt = this.ctx.now;
      this.touch(bot);
      return this.answerWith(bot);
    });
  }

  async stopGridBot(userId: string, botId: string, request: StopGridRequest): Promise<GridBotResponse> {
    this.tradable();
    await this.refuseStoppedStored(userId, botId);
    return this.ctx.submit(userId, () => {
      const bot = this.liveBot(userId, botId);
      stopBot(this, bot, 'user', request.action);
      this.touch(bot);
      return this.answerWith(bot);
    });
  }

  // --- the desk's hooks ---

  hasChanges(): boolean {
    return this.done.length > 0 || this.strays.length > 0 || [...this.bots.values()].some((bot) => bot.due !== null);
  }

  /** Fills get their opposite orders, and due triggers and stops run, before the batch is sealed. */
  beforeSeal(): void {
    for (const orderId of this.strays) this.orders.cancel(orderId);
    this.strays = [];
    for (let round = 0; round < MAX_REACTION_ROUNDS; round += 1) {
      const done = this.done;
      this.done = [];
      for (const bot of this.bots.values()) this.runDue(bot);
      for (const { botId, orderId, status } of done) this.afterDone(botId, orderId, status);
      if (this.done.length === 0 && ![...this.bots.values()].some((bot) => bot.due !== null)) return;
    }
    this.ctx.log.warn({ left: this.done.length }, 'grid reactions still due after a batch: the next batch takes them');
  }

  seal(_movements: readonly Movement[]): GridPart | undefined {
    if (this.touched.size === 0) return undefined;
    const bots = [...this.touched];
    this.touched = new Set();
    const rows = new GridRows(bots);
    for (const bot of bots) bot.persisted = true;
    const notices = this.notices;
    this.notices = [];
    const { db, bus } = this.ctx;
    const rulesOf = (symbol: string) => this.spot.rulesOf(symbol);
    return {
      rows,
      committed: () => {
        if (notices.length > 0) this.ctx.notify('grid notices', () => notifyGrid(db, bus, notices, rulesOf));
      },
    };
  }

  read(): Promise<GridState> {
    return readGridState(this.ctx.db);
  }

  /**
   * Rebuilds the bots from the database, each ladder from its open orders (spot installs first).
   * An open order of a bot off its ladder is cancelled by the next batch; a stored ladder order
   * filled but not yet reacted to (the reactions left for a batch that never committed) gets its
   * opposite order in the next batch.
   */
  install({ rows, fills, filled }: GridState): void {
    this.bots.clear();
    this.bySymbol.clear();
    this.fills.clear();
    this.done = [];
    this.strays = [];
    this.touched = new Set();
    this.notices = [];
    for (const row of rows) {
      const bot = botFromRow(row, this.tickSize(row.symbol));
      const { strays, gone } = reconcileLadder(bot, this.orders.openOf(bot.id, bot.symbol), (details, message) =>
        this.ctx.log.warn(details, message),
      );
      this.strays.push(...strays);
      for (const entry of gone) {
        if (!filled.has(entry.orderId) || !fills.has(entry.orderId)) continue;
        bot.ladder.set(entry.orderId, entry);
        this.done.push({ botId: bot.id, orderId: entry.orderId, status: 'filled' });
      }
      for (const entry of bot.ladder.values()) {
        const brought = fills.get(entry.orderId);
        if (brought) this.fills.set(entry.orderId, brought);
      }
      this.add(bot, false);
    }
    if (this.hasChanges()) this.ctx.wake();
  }

  // --- GridRunContext ---

  rulesOf(symbol: string): MarketRules {
    const rules = this.spot.rulesOf(symbol);
    if (!rules) throw new Error(`no market rules for ${symbol}`);
    return rules;
  }

  lastPrice(symbol: string): string | undefined {
    try {
      return this.spot.marketOf(symbol).ticker(Date.now()).last;
    } catch {
      return undefined;
    }
  }

  // --- following spot ---

  private onMovement(movement: SpotMovement): void {
    if (movement.kind !== 'fill' && movement.kind !== 'done') return;
    const bot = this.bots.get(movement.userId);
    if (!bot) return;
    if (movement.kind === 'fill') {
      const fills = this.fills.get(movement.orderId) ?? { received: new Big(0), spent: new Big(0) };
      fills.received = fills.received.plus(movement.received).minus(movement.fee);
      fills.spent = fills.spent.plus(movement.spent);
      this.fills.set(movement.orderId, fills);
      return;
    }
    this.done.push({ botId: bot.id, orderId: movement.orderId, status: movement.status });
    this.ctx.wake();
  }

  private onTrade(symbol: string, ticks: number): void {
    const bots = this.bySymbol.get(symbol);
    if (!bots || bots.size === 0) return;
    const rules = this.spot.rulesOf(symbol);
    if (!rules) return;
    const price = new Big(rules.units.price(ticks));
    for (const bot of bots) {
      if (bot.due !== null) continue;
      bot.due = dueAt(bot, price);
      if (bot.due !== null) this.ctx.wake();
    }
  }

  private afterDone(botId: string, orderId: string, status: 'filled' | 'cancelled'): void {
    const fills = this.fills.get(orderId);
    this.fills.delete(orderId);
    const bot = this.bots.get(botId);
    const entry = bot?.ladder.get(orderId);
    if (!bot || !entry) return;
    bot.ladder.delete(orderId);
    this.touch(bot);
    if (status === 'filled' && fills && bot.status === 'running') reactToFill(this, bot, entry, fills);
    else this.ctx.log.warn({ botId, orderId }, 'a grid ladder order was cancelled outside its bot');
  }

  private runDue(bot: GridBotMemory): void {
    const due = bot.due;
    if (due === null) return;
    bot.due = null;
    if ('start' in due && bot.status === 'waiting') this.start(bot);
    else if ('stop' in due && bot.status === 'running') {
      stopBot(this, bot, due.stop, bot.onStop);
      this.notices.push({ event: due.stop, bot, price: this.lastPrice(bot.symbol) ?? '' });
    }
    this.touch(bot);
  }

  private start(bot: GridBotMemory): void {
    startBot(this, bot);
    this.notices.push({ event: 'started', bot, price: this.lastPrice(bot.symbol) ?? '' });
  }

  // --- memory ---

  private add(bot: GridBotMemory, touched = true): void {
    this.bots.set(bot.id, bot);
    let bots = this.bySymbol.get(bot.symbol);
    if (!bots) {
      bots = new Set();
      this.bySymbol.set(bot.symbol, bots);
    }
    bots.add(bot);
    if (touched) this.touch(bot);
  }

  private touch(bot: GridBotMemory): void {
    this.touched.add(bot);
    if (bot.status === 'stopped') this.bySymbol.get(bot.symbol)?.delete(bot);
  }

  private answerWith(bot: GridBotMemory) {
    this.touch(bot);
    const view = this.viewOf(bot);
    return () => ({ bot: view });
  }

  private viewOf(bot: GridBotMemory) {
    const rules = this.spot.rulesOf(bot.symbol);
    const held = new Map(
      this.ctx.wallets.spot
        .balances(bot.id, rules ? [rules.base, rules.quote] : [])
        .map((balance) => [balance.asset, new Big(balance.available).plus(balance.frozen)]),
    );
    const holdings = {
      base: held.get(rules?.base ?? '') ?? new Big(0),
      quote: held.get(rules?.quote ?? '') ?? new Big(0),
    };
    return gridBotView(bot, holdings, this.lastPrice(bot.symbol), new Date());
  }

  private liveBot(userId: string, botId: string): GridBotMemory {
    const bot = this.bots.get(botId);
    if (!bot || bot.ownerId !== userId) throw notFound();
    if (bot.status === 'stopped') throw stoppedAlready();
    return bot;
  }

  /**
   * Before a command on a bot: one not in memory is stopped (every other bot is), or not the
   * user's. A stopped bot of the user, read from the table, is a conflict, not a 404.
   */
  private async refuseStoppedStored(userId: string, botId: string): Promise<void> {
    if (this.bots.has(botId)) return;
    const bot = await this.ownBot(userId, botId);
    if (bot.status === 'stopped') throw stoppedAlready();
  }

  private async ownBot(userId: string, botId: string): Promise<GridBotMemory> {
    const live = this.bots.get(botId);
    if (live) {
      if (live.ownerId !== userId) throw notFound();
      return live;
    }
    const [row] = await this.ctx.db
      .select()
      .from(gridBots)
      .where(and(eq(gridBots.id, botId), eq(gridBots.ownerId, userId)));
    if (!row) throw notFound();
    return botFromRow(row, this.tickSize(row.symbol));
  }

  private tickSize(symbol: string): string {
    return this.spot.rulesOf(symbol)?.units.tickSize ?? '1';
  }

  private tradable(): void {
    if (!this.ctx.running) throw tradingUnavailable();
  }

  private tradableRules(symbol: string): MarketRules {
    this.tradable();
    const rules = this.spot.rulesOf(symbol);
    if (!rules) throw new Refusal('invalid', 'unknown-market', `no market ${symbol}`, 'symbol');
    return rules;
  }
}
