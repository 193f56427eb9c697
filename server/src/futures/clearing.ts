import type { MarginMode, PlaceFuturesOrderRequest } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import type { EngineEvent } from '../market/engine/types.ts';
import type { Accounts } from '../trading/accounts.ts';
import { ClearingBatch } from './clearing/batch.ts';
import type { ClearingCore } from './clearing/core.ts';
import { OrderExecution } from './clearing/execution.ts';
import { FillPosting } from './clearing/fills.ts';
import { FundingRounds } from './clearing/funding.ts';
import { Liquidation } from './clearing/liquidation.ts';
import { LiveOrders } from './clearing/live-orders.ts';
import { MarginAndLeverage } from './clearing/margin-and-leverage.ts';
import { ClearingMarkets } from './clearing/markets.ts';
import { OrderEntry } from './clearing/orders.ts';
import { PositionBook } from './clearing/positions.ts';
import { StopFiring } from './clearing/triggers.ts';
import { type ClearingMovement, MarginWallet } from './clearing/wallet.ts';
import type { ClearingContract, FuturesFillRecord, PositionRecord, SettingsRecord } from './clearing-types.ts';
import type { FuturesOrderRecord } from './order-view.ts';
import type { FuturesBook } from './position-views.ts';

/**
 * The futures clearing of the engine instance: positions, futures orders and leverage settings in
 * memory, run synchronously inside the trading sequence (never reading the database), turning
 * every order, fill, funding round and liquidation into futures wallet and system movements.
 *
 * This class coordinates; each concern is its own module in `clearing/` (sharing `core.ts`): the
 * contracts and prices (`markets.ts`), what the batch writes (`batch.ts`), the positions by user and contract
 * (`positions.ts`), the wallet movements and cross margin (`wallet.ts`), the live orders and the
 * trigger index (`live-orders.ts`, `trigger-index.ts`), placing and cancelling (`orders.ts`),
 * orders into the book (`execution.ts`), fills into positions (`fills.ts`), leverage and margin
 * (`margin-and-leverage.ts`), funding (`funding.ts`), stops firing (`triggers.ts`) and the risk
 * check with liquidation (`liquidation.ts`).
 *
 * Money rules (formulas in `@vela/contracts/futures-margin`):
 * - An order reserves, in the wallet's frozen, the initial margin of what it would open plus that
 *   part's fee at the taker rate (what only closes reserves nothing: a close is never stuck), at
 *   its price (a market buy: its bound; a sell: the higher of its price and the mark). What a fill
 *   does not use is released when the order ends.
 * - Isolated: the position's margin is held in frozen. A close releases its share of the margin
 *   plus the realized PnL to available; a loss beyond that share comes out of the margin left, and
 *   below zero the insurance fund pays the shortfall.
 * - Cross: the position's initial margin is not held; the wallet's available backs every cross
 *   position: orders may use available + the cross UPnL - the cross positions' initial margin. A
 *   realized loss larger than available first settles the profit of the user's other cross
 *   positions (their entry moves to take it, exactly), then the insurance fund covers the rest
 *   and the account goes to liquidation.
 * - Realized PnL is paid by (or to) the liquidity account: it is the counterparty of the book's
 *   simulated side, and its implied position is minus the sum of the users', so funding is paid
 *   between the users and it.
 * - Liquidation (margin ratio >= 1 at mark; margin-rounding makes the test exact): open orders on
 *   the contract (cross: every cross order) are cancelled, then the position is closed by an IOC
 *   order bounded by the bankruptcy price; what the book cannot take the liquidity account takes
 *   at mark. What the margin (cross: the cross wallet) has left goes to the insurance fund.
 */

interface ClearingOptions {
  /** The futures wallets (the trading service's copy). */
  wallet: Accounts;
  /** Applies a movement to memory and queues it for the batch. */
  emit(movement: ClearingMovement): void;
  newOrderId(): string;
  now(): Date;
}

export class FuturesClearing {
  private readonly markets = new ClearingMarkets();
  private readonly batch = new ClearingBatch();
  private readonly positions = new PositionBook();
  private readonly wallet: MarginWallet;
  private readonly orders: LiveOrders;
  private readonly settings: MarginAndLeverage;
  private readonly fills: FillPosting;
  private readonly entry: OrderEntry;
  private readonly funding: FundingRounds;
  private readonly stops: StopFiring;
  private readonly liquidation: Liquidation;

  constructor(options: ClearingOptions) {
    const { markets, batch, positions } = this;
    const now = () => options.now();
    const wallet = new MarginWallet(options, positions, markets, batch);
    const orders = new LiveOrders({ markets, positions, wallet, batch, now });
    const core: ClearingCore = {
      markets,
      positions,
      batch,
      wallet,
      orders,
      now,
      newOrderId: () => options.newOrderId(),
    };
    const execution = new OrderExecution(core);
    this.wallet = wallet;
    this.orders = orders;
    this.settings = new MarginAndLeverage(core);
    this.fills = new FillPosting(core, this.settings);
    this.entry = new OrderEntry(core, this.settings, execution);
    this.funding = new FundingRounds(core);
    this.stops = new StopFiring(core, execution);
    this.liquidation = new Liquidation(core, this.fills);
  }

  // --- state ---

  setContracts(contracts: readonly ClearingContract[]): void {
    this.markets.set(contracts);
  }

  hasContracts(): boolean {
    return this.markets.size > 0;
  }

  /** Whether the batch being formed has futures state to write. */
  hasChanges(): boolean {
    return this.batch.hasChanges();
  }

  maxLeverage(symbol: string): number {
    return this.markets.contractOf(symbol).contract.maxLeverage;
  }

  liveOrders(): FuturesOrderRecord[] {
    return this.orders.all();
  }

  /** Forgets everything (before a reload): the caller has taken the orders out of the books. */
  clear(): void {
    this.orders.clear();
    this.positions.clear();
    this.settings.clear();
    this.funding.clear();
    this.wallet.bankrupt.clear();
    this.batch.take();
  }

  /** Installs what the database holds; open orders go back into the books through `restoreOrder`. */
  install(state: {
    positions: readonly PositionRecord[];
    settings: readonly SettingsRecord[];
    clientOrderIds: ReadonlyMap<string, string>;
    lastFunding: ReadonlyMap<string, number>;
  }): void {
    for (const position of state.positions) this.positions.add(position);
    this.settings.install(state.settings);
    this.orders.clientOrderIds = new Map(state.clientOrderIds);
    this.funding.install(state.lastFunding);
  }

  /** Puts a stored live order back (into its book when open). False when its contract is not here. */
  restoreOrder(order: FuturesOrderRecord): boolean {
    const entry = this.markets.get(order.symbol);
    if (!entry) return false;
    this.orders.track(order);
    if (order.status !== 'open') return true;
    const remaining = entry.units.lots(new Big(order.quantity).minus(order.filledQuantity).toFixed());
    const placed = entry.engine.place({
      type: 'limit',
      id: order.id,
      owner: order.userId,
      side: order.side,
      price: entry.units.ticks(order.price ?? '0'),
      quantity: Number(remaining),
    });
    if (!placed.ok) this.orders.untrack(order);
    return placed.ok;
  }

  /** One user's positions, TP/SL and wallet as the position views value them, from memory. */
  bookOf(userId: string): FuturesBook {
    return {
      contracts: [...this.markets.all()].map((entry) => entry.contract),
      positions: this.positions.openOf(userId).map((position) => ({
        symbol: position.symbol,
        side: position.side,
        size: position.size.toFixed(),
        entryPrice: position.entryPrice.toFixed(),
        margin: position.margin.toFixed(),
        marginMode: position.marginMode,
        leverage: position.leverage,
        realizedPnl: position.realizedPnl.toFixed(),
        fees: position.fees.toFixed(),
        funding: position.funding.toFixed(),
        openedAt: position.openedAt,
        updatedAt: position.updatedAt,
      })),
      closeOrders: this.orders
        .of(userId)
        .filter((order) => order.closePosition && order.status === 'untriggered')
        .map((order, index) => ({
          symbol: order.symbol,
          side: order.side,
          type: order.type,
          triggerPrice: order.triggerPrice,
          clientOrderId: order.clientOrderId,
          triggerDirection: order.triggerDirection,
          seq: index,
        })),
      wallet: this.wallet.holding(userId),
      marks: (symbol) => this.markets.marks.get(symbol)?.toFixed(),
    };
  }

  /** The state as plain, sorted values: a restart must rebuild exactly this (tests). */
  snapshot(): { positions: string[]; orders: string[] } {
    const positions = this.positions
      .allOpen()
      .map((p) =>
        [
          p.userId,
          p.symbol,
          p.side,
          p.size,
          p.entryPrice,
          p.margin,
          p.marginMode,
          p.leverage,
          p.realizedPnl,
          p.fees,
          p.funding,
        ].join(' '),
      );
    const orders = this.orders
      .all()
      .map((o) =>
        [
          o.id,
          o.status,
          o.quantity,
          o.filledQuantity,
          o.filledNotional,
          o.fee,
          o.realizedPnl,
          o.frozen,
          o.triggerPrice,
        ].join(' '),
      );
    return { positions: positions.sort(), orders: orders.sort() };
  }

  /** Everything the batch being formed writes, handed over once. */
  take() {
    return this.batch.take();
  }

  /** Fills recorded so far in the batch being formed: an answer takes its own from here. */
  fillMark(): number {
    return this.batch.fillMark();
  }

  fillsSince(mark: number, orderId: string): FuturesFillRecord[] {
    return this.batch.fillsSince(mark, orderId);
  }

  order(orderId: string): FuturesOrderRecord | undefined {
    return this.orders.get(orderId) ?? this.batch.order(orderId);
  }

  previousOrderId(userId: string, clientOrderId: string): string | undefined {
    return this.orders.clientOrderIds.get(`${userId}|${clientOrderId}`);
  }

  settingsOf(userId: string, symbol: string): { leverage: number; marginMode: MarginMode } {
    return this.settings.settingsOf(userId, symbol);
  }

  positionOf(userId: string, symbol: string): PositionRecord | undefined {
    return this.positions.open(userId, symbol);
  }

  openInterest(symbol: string): Big {
    return this.positions.openInterest(symbol);
  }

  markOf(symbol: string): Big | undefined {
    return this.markets.marks.get(symbol);
  }

  /** What a user may move out of the futures wallet: available less what cross positions need. */
  withdrawable(userId: string): Big {
    return this.wallet.withdrawable(userId);
  }

  // --- commands (run in the sequence) ---

  /** A new order, and the TP/SL closes it attached. */
  place(
    userId: string,
    request: PlaceFuturesOrderRequest,
  ): { order: FuturesOrderRecord; attached: FuturesOrderRecord[] } {
    return this.entry.place(userId, request);
  }

  /** Sets (a price) or clears (null) a position's take-profit and stop-loss; the ones left. */
  setProtection(...request: Parameters<OrderEntry['setProtection']>): FuturesOrderRecord[] {
    return this.entry.setProtection(...request);
  }

  /** A reduce-only order for the whole position: by market, or a limit at `price`. */
  closePosition(userId: string, symbol: string, type: 'market' | 'limit', price?: string): FuturesOrderRecord {
    return this.entry.closePosition(userId, symbol, type, price);
  }

  cancel(userId: string, orderId: string): FuturesOrderRecord | 'not-live' | 'unknown' {
    return this.entry.cancel(userId, orderId);
  }

  cancelAll(userId: string, symbol?: string): FuturesOrderRecord[] {
    return this.entry.cancelAll(userId, symbol);
  }

  setLeverage(userId: string, symbol: string, leverage: number): SettingsRecord {
    return this.settings.setLeverage(userId, symbol, leverage);
  }

  setMarginMode(userId: string, symbol: string, marginMode: MarginMode): SettingsRecord {
    return this.settings.setMarginMode(userId, symbol, marginMode);
  }

  /** Moves funds into (add) or out of (remove) an isolated position's margin. */
  adjustMargin(userId: string, symbol: string, direction: 'add' | 'remove', amountText: string): PositionRecord {
    return this.settings.adjustMargin(userId, symbol, direction, amountText);
  }

  // --- prices, funding and liquidation ---

  /**
   * New mark prices: stops trigger (those the prices reached, from the trigger index), the accounts
   * with a position on the marked contracts are checked, warnings and liquidations follow.
   */
  markPrices(marks: readonly { symbol: string; markPrice: string }[]): void {
    const marked = new Set<string>();
    for (const { symbol, markPrice } of marks) {
      if (!this.markets.has(symbol)) continue;
      this.markets.marks.set(symbol, new Big(markPrice));
      marked.add(symbol);
    }
    this.stops.fire();
    this.liquidation.check(marked);
    this.orders.trimReduceOnly();
  }

  /** Pays one funding round of a contract, once per funding time. */
  payFunding(symbol: string, fundingTime: Date, rate: string, markPrice: string): boolean {
    return this.funding.pay(symbol, fundingTime, rate, markPrice);
  }

  // --- engine events ---

  onEngineEvent(symbol: string, event: EngineEvent): void {
    const entry = this.markets.get(symbol);
    if (!entry) return;
    if (event.type === 'trade') {
      const price = new Big(entry.units.price(event.price));
      const quantity = new Big(entry.units.quantity(event.quantity));
      this.markets.lasts.set(symbol, price);
      const maker = this.orders.get(event.makerOrderId);
      if (maker) this.fills.apply(maker, quantity, price, 'maker');
      const taker = this.orders.get(event.takerOrderId);
      if (taker) this.fills.apply(taker, quantity, price, 'taker');
      return;
    }
    if (event.type !== 'done') return;
    const order = this.orders.get(event.orderId);
    if (!order) return;
    const requested = this.orders.cancelReasons.get(order.id);
    this.orders.cancelReasons.delete(order.id);
    const reason =
      event.status === 'filled'
        ? null
        : event.cancelReason === 'self-trade'
          ? 'self-trade'
          : event.cancelReason === 'market-remainder'
            ? 'ioc-remainder'
            : (requested ?? 'user');
    this.orders.end(order, event.status, reason);
  }
}
