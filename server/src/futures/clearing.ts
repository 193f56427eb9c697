import {
  crossBankruptcyPrice,
  isolatedBankruptcyPrice,
  type PriceLevel,
} from '@vela/contracts/futures-liquidation-price';
import {
  type CrossPosition,
  crossMarginRatio,
  increasedEntryPrice,
  initialMargin,
  isolatedMarginRatio,
  type MarginRatio,
  marketOrderLimit,
  realizedPnl,
  removableMargin,
  sideOf,
  unrealizedPnl,
} from '@vela/contracts/futures-margin';
import { owed, roundTo } from '@vela/contracts/futures-margin-rounding';
import { checkLeverage, maxNotionalForLeverage } from '@vela/contracts/futures-risk-tiers';
import type { FuturesCancelReason, MarginMode, PlaceFuturesOrderRequest } from '@vela/contracts/futures-trading';
import { DEFAULT_LEVERAGE } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { lotsWithin, wouldCross } from '../market/engine/book-checks.ts';
import type { EngineEvent } from '../market/engine/types.ts';
import { Refusal, type RefusalKind } from '../refusal.ts';
import type { Accounts } from '../trading/accounts.ts';
import type { Movement } from '../trading/movements.ts';
import {
  type ClearingContract,
  type FundingRoundRecord,
  type FuturesFillRecord,
  MARGIN_ASSET,
  type PositionRecord,
  type RiskNotice,
  type SettingsRecord,
} from './clearing-types.ts';
import { fundingRound } from './funding-payments.ts';
import type { FuturesOrderRecord } from './order-view.ts';
import type { FuturesBook } from './position-views.ts';

/**
 * The futures clearing of the engine instance: positions, futures orders and leverage settings in
 * memory, run synchronously inside the trading sequence (never reading the database), turning
 * every order, fill, funding round and liquidation into futures wallet and system movements.
 *
 * Money rules (formulas in margin.ts):
 * - An order reserves, in the wallet's frozen, the initial margin of what it would open plus that
 *   part's fee at the taker rate (what only closes reserves nothing: a close is never stuck), at its price (a market buy: its bound; a sell: the higher of its price
 *   and the mark). What a fill does not use is released when the order ends.
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

/** A margin ratio at or above this sends one warning (again only after it fell below). */
export const MARGIN_WARNING_RATIO = new Big('0.8');

const refuse = (kind: RefusalKind, reason: string, message: string, field?: string) =>
  new Refusal(kind, reason, message, field);

interface ClearingOptions {
  /** The futures wallets (the trading service's copy). */
  wallet: Accounts;
  /** Applies a movement to memory and queues it for the batch. */
  emit(movement: Movement): void;
  newOrderId(): string;
  now(): Date;
}

/** What an order needs to reach the book: where it may trade, and how. */
interface Execution {
  limitTicks: number;
  referencePrice: Big;
  /** IOC: what does not fill at once is cancelled. */
  immediate: boolean;
}

const zero = new Big(0);
const min = (a: Big, b: Big) => (a.lt(b) ? a : b);
const max = (a: Big, b: Big) => (a.gt(b) ? a : b);

export class FuturesClearing {
  private contracts = new Map<string, ClearingContract>();
  /** Open and untriggered orders. */
  private readonly live = new Map<string, FuturesOrderRecord>();
  private readonly liveByUser = new Map<string, Set<FuturesOrderRecord>>();
  private readonly positions = new Map<string, PositionRecord>();
  private readonly positionsByUser = new Map<string, Set<PositionRecord>>();
  private readonly settings = new Map<string, SettingsRecord>();
  private readonly marks = new Map<string, Big>();
  private readonly lasts = new Map<string, Big>();
  /** `userId|clientOrderId` → order id. */
  private clientOrderIds = new Map<string, string>();
  /** The last funding time paid per contract (ms). */
  private lastFunding = new Map<string, number>();
  /** Why we asked the engine to cancel an order, read when its done event comes. */
  private readonly cancelReasons = new Map<string, FuturesCancelReason>();
  /** Margin warnings sent: `userId|symbol` (isolated) or `userId|cross`. */
  private readonly warned = new Set<string>();
  /** Cross accounts whose losses the insurance fund covered: liquidated at the next check. */
  private readonly bankrupt = new Set<string>();

  // What the batch being formed writes.
  private touchedOrders = new Map<string, FuturesOrderRecord>();
  private touchedPositions = new Set<PositionRecord>();
  private touchedSettings = new Set<SettingsRecord>();
  private fills: FuturesFillRecord[] = [];
  private rounds: FundingRoundRecord[] = [];
  private notices: RiskNotice[] = [];

  constructor(private readonly options: ClearingOptions) {}

  // --- state ---

  setContracts(contracts: readonly ClearingContract[]): void {
    this.contracts = new Map(contracts.map((entry) => [entry.contract.symbol, entry]));
  }

  hasContracts(): boolean {
    return this.contracts.size > 0;
  }

  /** Whether the batch being formed has futures state to write. */
  hasChanges(): boolean {
    return (
      this.touchedOrders.size +
        this.touchedPositions.size +
        this.touchedSettings.size +
        this.fills.length +
        this.rounds.length >
        0 || this.notices.length > 0
    );
  }

  maxLeverage(symbol: string): number {
    return this.contractOf(symbol).contract.maxLeverage;
  }

  liveOrders(): FuturesOrderRecord[] {
    return [...this.live.values()];
  }

  /** Forgets everything (before a reload): the caller has taken the orders out of the books. */
  clear(): void {
    this.live.clear();
    this.liveByUser.clear();
    this.positions.clear();
    this.positionsByUser.clear();
    this.settings.clear();
    this.clientOrderIds.clear();
    this.lastFunding.clear();
    this.cancelReasons.clear();
    this.bankrupt.clear();
    this.take();
  }

  /** Installs what the database holds; open orders go back into the books through `restoreOrder`. */
  install(state: {
    positions: readonly PositionRecord[];
    settings: readonly SettingsRecord[];
    clientOrderIds: ReadonlyMap<string, string>;
    lastFunding: ReadonlyMap<string, number>;
  }): void {
    for (const position of state.positions) this.indexPosition(position);
    for (const setting of state.settings) this.settings.set(`${setting.userId}|${setting.symbol}`, setting);
    this.clientOrderIds = new Map(state.clientOrderIds);
    this.lastFunding = new Map(state.lastFunding);
  }

  /** Puts a stored live order back (into its book when open). False when its contract is not here. */
  restoreOrder(order: FuturesOrderRecord): boolean {
    const entry = this.contracts.get(order.symbol);
    if (!entry) return false;
    this.track(order);
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
    if (!placed.ok) this.untrack(order);
    return placed.ok;
  }

  /** One user's positions, TP/SL and wallet as the position views value them, from memory. */
  bookOf(userId: string): FuturesBook {
    const positions = [...(this.positionsByUser.get(userId) ?? [])].filter((position) => position.size.gt(0));
    const holding = this.options.wallet.balances(userId, [MARGIN_ASSET])[0];
    return {
      contracts: [...this.contracts.values()].map((entry) => entry.contract),
      positions: positions.map((position) => ({
        symbol: position.symbol,
        side: position.side,
        size: position.size.toFixed(),
        entryPrice: position.entryPrice.toFixed(),
        margin: position.margin.toFixed(),
        marginMode: position.marginMode,
        leverage: position.leverage,
        realizedPnl: position.realizedPnl.toFixed(),
        openedAt: position.openedAt,
        updatedAt: position.updatedAt,
      })),
      closeOrders: this.liveOf(userId)
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
      wallet: { available: holding?.available ?? '0', frozen: holding?.frozen ?? '0' },
      marks: (symbol) => this.marks.get(symbol)?.toFixed(),
    };
  }

  /** The state as plain, sorted values: a restart must rebuild exactly this (tests). */
  snapshot(): { positions: string[]; orders: string[] } {
    const positions = [...this.positions.values()]
      .filter((position) => position.size.gt(0))
      .map((p) =>
        [p.userId, p.symbol, p.side, p.size, p.entryPrice, p.margin, p.marginMode, p.leverage, p.realizedPnl].join(' '),
      );
    const orders = [...this.live.values()].map((o) =>
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
    const taken = {
      orders: [...this.touchedOrders.values()],
      positions: [...this.touchedPositions],
      settings: [...this.touchedSettings],
      fills: this.fills,
      rounds: this.rounds,
      notices: this.notices,
    };
    this.touchedOrders = new Map();
    this.touchedPositions = new Set();
    this.touchedSettings = new Set();
    this.fills = [];
    this.rounds = [];
    this.notices = [];
    return taken;
  }

  /** Fills recorded so far in the batch being formed: an answer takes its own from here. */
  fillMark(): number {
    return this.fills.length;
  }

  fillsSince(mark: number, orderId: string): FuturesFillRecord[] {
    return this.fills.slice(mark).filter((fill) => fill.orderId === orderId);
  }

  order(orderId: string): FuturesOrderRecord | undefined {
    return this.live.get(orderId) ?? this.touchedOrders.get(orderId);
  }

  previousOrderId(userId: string, clientOrderId: string): string | undefined {
    return this.clientOrderIds.get(`${userId}|${clientOrderId}`);
  }

  settingsOf(userId: string, symbol: string): { leverage: number; marginMode: MarginMode } {
    const stored = this.settings.get(`${userId}|${symbol}`);
    return stored ?? { leverage: DEFAULT_LEVERAGE, marginMode: 'cross' };
  }

  positionOf(userId: string, symbol: string): PositionRecord | undefined {
    const position = this.positions.get(`${userId}|${symbol}`);
    return position?.size.gt(0) ? position : undefined;
  }

  openInterest(symbol: string): Big {
    let long = zero;
    let short = zero;
    for (const position of this.positions.values()) {
      if (position.symbol !== symbol || position.size.eq(0)) continue;
      if (position.side === 'long') long = long.plus(position.size);
      else short = short.plus(position.size);
    }
    return max(long, short);
  }

  markOf(symbol: string): Big | undefined {
    return this.marks.get(symbol);
  }

  /** What a user may move out of the futures wallet: available less what cross positions need. */
  withdrawable(userId: string): Big {
    const { pnl, margin } = this.crossTotals(userId);
    return max(zero, this.available(userId).plus(min(zero, pnl)).minus(margin));
  }

  // --- commands (run in the sequence) ---

  /** A new order, and the TP/SL closes it attached. */
  place(
    userId: string,
    request: PlaceFuturesOrderRequest,
  ): { order: FuturesOrderRecord; attached: FuturesOrderRecord[] } {
    const entry = this.contractOf(request.symbol);
    const { units, contract } = entry;
    const quantity = onGrid(request.quantity, contract.lotSize, 'quantity');
    const price = request.price === undefined ? null : onGrid(request.price, contract.tickSize, 'price');
    const trigger =
      request.triggerPrice === undefined ? null : onGrid(request.triggerPrice, contract.tickSize, 'triggerPrice');
    if (quantity.lte(0)) throw refuse('invalid', 'invalid-input', 'quantity must be above zero', 'quantity');
    const { leverage, marginMode } = this.settingsOf(userId, contract.symbol);
    const type = request.type;
    const stop = type === 'stop-limit' || type === 'stop-market';
    const triggerBy = stop ? (request.triggerBy ?? 'mark') : null;
    let direction: 'rise' | 'fall' | null = null;
    if (stop && trigger) {
      const current =
        triggerBy === 'last'
          ? (this.lasts.get(contract.symbol) ?? this.marks.get(contract.symbol))
          : this.marks.get(contract.symbol);
      if (!current) throw refuse('invalid', 'no-mark-price', `${contract.symbol} has no price yet: try again shortly`);
      if (trigger.eq(current)) {
        throw refuse(
          'invalid',
          'trigger-at-market',
          'the trigger price is the current price: place a limit or market order',
          'triggerPrice',
        );
      }
      direction = trigger.gt(current) ? 'rise' : 'fall';
    }
    const reference = price ?? this.marks.get(contract.symbol);
    if (!request.reduceOnly && reference && quantity.times(reference).lt(contract.minNotional)) {
      throw refuse(
        'invalid',
        'below-min-notional',
        `the order's value must be at least ${contract.minNotional} USDT`,
        'quantity',
      );
    }
    const now = this.options.now();
    const order: FuturesOrderRecord = {
      id: this.options.newOrderId(),
      userId,
      clientOrderId: request.clientOrderId ?? null,
      symbol: contract.symbol,
      side: request.side,
      type,
      price: price ? units.price(units.ticks(price.toFixed())) : null,
      triggerPrice: trigger ? trigger.toFixed() : null,
      triggerBy,
      triggerDirection: direction,
      quantity: quantity.toFixed(),
      filledQuantity: zero,
      filledNotional: zero,
      fee: zero,
      realizedPnl: zero,
      frozen: zero,
      timeInForce: request.timeInForce ?? 'GTC',
      postOnly: request.postOnly ?? false,
      reduceOnly: request.reduceOnly ?? false,
      closePosition: false,
      liquidation: false,
      marginMode,
      leverage,
      status: stop ? 'untriggered' : 'open',
      cancelReason: null,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    const attached = this.attachments(order, request);
    if (stop) {
      this.track(order);
      this.touch(order);
    } else {
      this.execute(order, { throwRefusals: true });
    }
    if (order.clientOrderId !== null) this.clientOrderIds.set(`${userId}|${order.clientOrderId}`, order.id);
    for (const protection of attached) this.replaceProtection(protection);
    return { order, attached };
  }

  /** The TP/SL closes a request attaches, checked against the mark before anything changes. */
  private attachments(order: FuturesOrderRecord, request: PlaceFuturesOrderRequest): FuturesOrderRecord[] {
    const wanted: { trigger: string; kind: 'takeProfit' | 'stopLoss' }[] = [];
    if (request.takeProfit !== undefined) wanted.push({ trigger: request.takeProfit, kind: 'takeProfit' });
    if (request.stopLoss !== undefined) wanted.push({ trigger: request.stopLoss, kind: 'stopLoss' });
    const side = sideOf(order.side);
    return wanted.map(({ trigger, kind }) => this.protection(order.userId, order.symbol, side, kind, trigger));
  }

  /** A reduce-only close of the whole position, waiting for the mark to reach `trigger`. */
  private protection(
    userId: string,
    symbol: string,
    positionSide: 'long' | 'short',
    kind: 'takeProfit' | 'stopLoss',
    triggerText: string,
  ): FuturesOrderRecord {
    const { contract } = this.contractOf(symbol);
    const trigger = onGrid(triggerText, contract.tickSize, kind);
    const mark = this.marks.get(symbol);
    if (!mark) throw refuse('invalid', 'no-mark-price', `${symbol} has no price yet: try again shortly`);
    // A long's take-profit is above the mark, its stop-loss below; a short's the other way round.
    const direction = (kind === 'takeProfit') === (positionSide === 'long') ? 'rise' : 'fall';
    if (direction === 'rise' ? !trigger.gt(mark) : !trigger.lt(mark)) {
      const where = direction === 'rise' ? 'above' : 'below';
      throw refuse('invalid', 'invalid-trigger', `${kind} must be ${where} the mark price ${mark.toFixed()}`, kind);
    }
    const { leverage, marginMode } = this.settingsOf(userId, symbol);
    const now = this.options.now();
    return {
      id: this.options.newOrderId(),
      userId,
      clientOrderId: null,
      symbol,
      side: positionSide === 'long' ? 'sell' : 'buy',
      type: 'stop-market',
      price: null,
      triggerPrice: trigger.toFixed(),
      triggerBy: 'mark',
      triggerDirection: direction,
      quantity: '0',
      filledQuantity: zero,
      filledNotional: zero,
      fee: zero,
      realizedPnl: zero,
      frozen: zero,
      timeInForce: 'GTC',
      postOnly: false,
      reduceOnly: true,
      closePosition: true,
      liquidation: false,
      marginMode,
      leverage,
      status: 'untriggered',
      cancelReason: null,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Tracks a TP/SL in place of the position's earlier one of the same direction. */
  private replaceProtection(protection: FuturesOrderRecord): void {
    for (const other of this.liveOf(protection.userId, protection.symbol)) {
      if (other.closePosition && other.triggerDirection === protection.triggerDirection) this.cancelLive(other, 'user');
    }
    this.track(protection);
    this.touch(protection);
  }

  /** Sets (a price) or clears (null) a position's take-profit and stop-loss; the ones left. */
  setProtection(
    userId: string,
    symbol: string,
    takeProfit: string | null | undefined,
    stopLoss: string | null | undefined,
  ): FuturesOrderRecord[] {
    this.contractOf(symbol);
    const position = this.positionOf(userId, symbol);
    if (!position) throw refuse('invalid', 'no-position', `you have no ${symbol} position`, 'symbol');
    const changes: { kind: 'takeProfit' | 'stopLoss'; value: string | null }[] = [];
    if (takeProfit !== undefined) changes.push({ kind: 'takeProfit', value: takeProfit });
    if (stopLoss !== undefined) changes.push({ kind: 'stopLoss', value: stopLoss });
    const created = changes.map(({ kind, value }) => ({
      kind,
      order: value === null ? undefined : this.protection(userId, symbol, position.side, kind, value),
    }));
    for (const { kind, order } of created) {
      if (order) {
        this.replaceProtection(order);
        continue;
      }
      const direction = (kind === 'takeProfit') === (position.side === 'long') ? 'rise' : 'fall';
      for (const other of this.liveOf(userId, symbol)) {
        if (other.closePosition && other.triggerDirection === direction) this.cancelLive(other, 'user');
      }
    }
    return this.liveOf(userId, symbol).filter((order) => order.closePosition);
  }

  /** A reduce-only order for the whole position: by market, or a limit at `price`. */
  closePosition(userId: string, symbol: string, type: 'market' | 'limit', price?: string): FuturesOrderRecord {
    const position = this.positionOf(userId, symbol);
    if (!position) throw refuse('invalid', 'no-position', `you have no ${symbol} position`, 'symbol');
    return this.place(userId, {
      symbol,
      side: position.side === 'long' ? 'sell' : 'buy',
      type,
      quantity: position.size.toFixed(),
      ...(price === undefined ? {} : { price }),
      reduceOnly: true,
    }).order;
  }

  cancel(userId: string, orderId: string): FuturesOrderRecord | 'not-live' | 'unknown' {
    const order = this.live.get(orderId) ?? this.touchedOrders.get(orderId);
    if (!order) return 'unknown';
    if (order.userId !== userId) return 'unknown';
    if (order.status !== 'open' && order.status !== 'untriggered') return 'not-live';
    this.cancelLive(order, 'user');
    return order;
  }

  cancelAll(userId: string, symbol?: string): FuturesOrderRecord[] {
    if (symbol !== undefined) this.contractOf(symbol);
    const orders = this.liveOf(userId, symbol);
    for (const order of orders) this.cancelLive(order, 'user');
    return orders;
  }

  setLeverage(userId: string, symbol: string, leverage: number): SettingsRecord {
    const { contract, tiers } = this.contractOf(symbol);
    const position = this.positionOf(userId, symbol);
    const mark = this.marks.get(symbol) ?? position?.entryPrice ?? zero;
    const check = checkLeverage(tiers, leverage, position ? position.size.times(mark) : zero);
    if (!check.ok) {
      throw refuse(
        'invalid',
        'invalid-leverage',
        `leverage must be from 1 to ${contract.maxLeverage} for this position size`,
        'leverage',
      );
    }
    const setting = this.setting(userId, symbol);
    const before = { leverage: setting.leverage, margin: position?.margin, positionLeverage: position?.leverage };
    setting.leverage = leverage;
    if (position) {
      position.leverage = leverage;
      if (position.marginMode === 'cross')
        position.margin = initialMargin(position.size.times(position.entryPrice), leverage);
      if (position.marginMode === 'cross' && this.freeMargin(userId).lt(0)) {
        setting.leverage = before.leverage;
        position.leverage = before.positionLeverage ?? leverage;
        position.margin = before.margin ?? position.margin;
        throw refuse(
          'invalid',
          'insufficient-margin',
          'the wallet cannot hold this position at that leverage',
          'leverage',
        );
      }
      this.touchedPositions.add(position);
    }
    setting.updatedAt = this.options.now();
    this.touchedSettings.add(setting);
    return setting;
  }

  setMarginMode(userId: string, symbol: string, marginMode: MarginMode): SettingsRecord {
    this.contractOf(symbol);
    const setting = this.setting(userId, symbol);
    if (setting.marginMode === marginMode) return setting;
    if (this.positionOf(userId, symbol) || this.liveOf(userId, symbol).length > 0) {
      throw refuse(
        'conflict',
        'position-open',
        `close the ${symbol} position and its orders before changing the margin mode`,
      );
    }
    setting.marginMode = marginMode;
    setting.updatedAt = this.options.now();
    this.touchedSettings.add(setting);
    return setting;
  }

  /** Moves funds into (add) or out of (remove) an isolated position's margin. */
  adjustMargin(userId: string, symbol: string, direction: 'add' | 'remove', amountText: string): PositionRecord {
    this.contractOf(symbol);
    const position = this.positionOf(userId, symbol);
    if (!position) throw refuse('invalid', 'no-position', `you have no ${symbol} position`, 'symbol');
    if (position.marginMode !== 'isolated') {
      throw refuse('invalid', 'not-isolated', 'only an isolated position has its own margin', 'symbol');
    }
    const amount = new Big(amountText);
    if (direction === 'add') {
      if (this.freeMargin(userId).lt(amount)) {
        throw refuse(
          'invalid',
          'insufficient-margin',
          `available margin is less than ${amount.toFixed()} USDT`,
          'amount',
        );
      }
      this.wallet(userId, amount.neg(), amount, 'margin-add', symbol);
      position.margin = position.margin.plus(amount);
    } else {
      const removable = removableMargin(position, position.leverage, this.marks.get(symbol) ?? position.entryPrice);
      if (removable.lt(amount)) {
        const most = removable.toFixed();
        throw refuse(
          'invalid',
          'insufficient-margin',
          `at most ${most} USDT can be removed from this position`,
          'amount',
        );
      }
      this.wallet(userId, amount, amount.neg(), 'margin-remove', symbol);
      position.margin = position.margin.minus(amount);
    }
    position.updatedAt = this.options.now();
    this.touchedPositions.add(position);
    return position;
  }

  // --- prices, funding and liquidation ---

  /** New mark prices: stops trigger, risk is checked, warnings and liquidations follow. */
  markPrices(marks: readonly { symbol: string; markPrice: string }[]): void {
    for (const { symbol, markPrice } of marks)
      if (this.contracts.has(symbol)) this.marks.set(symbol, new Big(markPrice));
    this.triggerStops();
    this.checkRisk();
    this.trimReduceOnly();
  }

  /** Pays one funding round of a contract, once per funding time. */
  payFunding(symbol: string, fundingTime: Date, rate: string, markPrice: string): boolean {
    if (!this.contracts.has(symbol)) return false;
    const time = fundingTime.getTime();
    if ((this.lastFunding.get(symbol) ?? Number.NEGATIVE_INFINITY) >= time) return false;
    this.lastFunding.set(symbol, time);
    const reference = `${symbol}@${fundingTime.toISOString()}`;
    const open = [...this.positions.values()].filter((position) => position.symbol === symbol && position.size.gt(0));
    let net = zero;
    for (const position of open) net = net.plus(position.side === 'long' ? position.size : position.size.neg());
    const parties = open.map((position, index) => ({ id: String(index), side: position.side, size: position.size }));
    // The liquidity account holds the other side of the users' net position.
    if (!net.eq(0)) parties.push({ id: 'liquidity', side: net.gt(0) ? 'short' : 'long', size: net.abs() });
    const round = fundingRound(parties, markPrice, rate);
    // Credits before debits, so a cross debit can draw on what this round paid in.
    const payments = round.payments
      .map((payment) => ({ payment, position: payment.id === 'liquidity' ? undefined : open[Number(payment.id)] }))
      .sort((a, b) => b.payment.amount.cmp(a.payment.amount));
    for (const { payment, position } of payments) {
      if (!position) {
        this.system('liquidity', payment.amount, 'futures-funding', reference);
        continue;
      }
      this.fundPosition(position, payment.amount, reference);
    }
    if (!round.insuranceFund.eq(0)) this.system('insurance', round.insuranceFund, 'funding-remainder', reference);
    this.rounds.push({ symbol, fundingTime, rate, markPrice });
    return true;
  }

  private fundPosition(position: PositionRecord, amount: Big, reference: string): void {
    position.realizedPnl = position.realizedPnl.plus(amount);
    position.updatedAt = this.options.now();
    this.touchedPositions.add(position);
    if (position.marginMode === 'cross') {
      if (amount.gte(0)) this.wallet(position.userId, amount, zero, 'funding', reference);
      else this.debitCross(position.userId, amount.neg(), 'funding', reference);
      return;
    }
    const margin = position.margin.plus(amount);
    if (margin.gte(0)) {
      this.wallet(position.userId, zero, amount, 'funding', reference);
      position.margin = margin;
      return;
    }
    // The payment takes more than the margin: the fund pays the rest, the position is liquidated next.
    this.system('insurance', margin, 'bankruptcy-cover', reference);
    this.wallet(position.userId, zero, position.margin.neg(), 'funding', reference);
    position.margin = zero;
  }

  private checkRisk(): void {
    const users = new Set([...this.positions.values()].filter((p) => p.size.gt(0)).map((p) => p.userId));
    for (const userId of this.bankrupt) users.add(userId);
    for (const userId of users) {
      for (const position of [...(this.positionsByUser.get(userId) ?? [])]) {
        if (position.size.eq(0) || position.marginMode !== 'isolated') continue;
        const mark = this.marks.get(position.symbol);
        if (!mark) continue;
        const ratio = isolatedMarginRatio(
          { side: position.side, size: position.size, entryPrice: position.entryPrice, margin: position.margin },
          mark,
          this.contractOf(position.symbol).tiers,
        );
        if (ratio.liquidate) this.liquidateIsolated(position);
        else this.warn(userId, position.symbol, ratio);
      }
      const cross = this.crossPositions(userId);
      if (cross.length === 0) {
        this.bankrupt.delete(userId);
        continue;
      }
      const ratio = this.crossRatio(userId);
      if (ratio.liquidate || this.bankrupt.has(userId)) this.liquidateCross(userId);
      else this.warn(userId, null, ratio);
    }
  }

  private crossRatio(userId: string): MarginRatio {
    const positions: CrossPosition[] = this.crossPositions(userId).map((position) => ({
      side: position.side,
      size: position.size,
      entryPrice: position.entryPrice,
      markPrice: this.marks.get(position.symbol) ?? position.entryPrice,
      tiers: this.contractOf(position.symbol).tiers,
    }));
    return crossMarginRatio(this.available(userId), positions);
  }

  private warn(userId: string, symbol: string | null, ratio: MarginRatio): void {
    const key = `${userId}|${symbol ?? 'cross'}`;
    if (ratio.kind !== 'ratio' || ratio.ratio.lt(MARGIN_WARNING_RATIO)) {
      this.warned.delete(key);
      return;
    }
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.notices.push({ kind: 'margin-warning', userId, symbol, ratio: ratio.ratio.toFixed() });
  }

  private liquidateIsolated(position: PositionRecord): void {
    for (const order of this.liveOf(position.userId, position.symbol)) this.cancelLive(order, 'liquidation');
    const { contract } = this.contractOf(position.symbol);
    const bankruptcy = isolatedBankruptcyPrice(
      { side: position.side, size: position.size, entryPrice: position.entryPrice, margin: position.margin },
      { tickSize: contract.tickSize },
    );
    this.closeByLiquidation(position, bankruptcy);
  }

  private liquidateCross(userId: string): void {
    for (const order of this.liveOf(userId)) {
      if (order.marginMode === 'cross') this.cancelLive(order, 'liquidation');
    }
    if (!this.bankrupt.has(userId) && !this.crossRatio(userId).liquidate) return;
    this.bankrupt.delete(userId);
    for (const position of this.crossPositions(userId)) {
      const others = this.crossPositions(userId).filter((other) => other !== position);
      let otherPnl = zero;
      for (const other of others) {
        const mark = this.marks.get(other.symbol) ?? other.entryPrice;
        otherPnl = otherPnl.plus(unrealizedPnl(other.side, other.size, other.entryPrice, mark));
      }
      const bankruptcy = crossBankruptcyPrice(
        position,
        { walletBalance: this.available(userId), otherUnrealizedPnl: otherPnl },
        { tickSize: this.contractOf(position.symbol).contract.tickSize },
      );
      this.closeByLiquidation(position, bankruptcy);
    }
    // The cross wallet is what the account had at bankruptcy: what is left of it goes to the fund.
    const left = this.available(userId);
    if (left.gt(0)) {
      this.wallet(userId, left.neg(), zero, 'liquidation', 'cross');
      this.system('insurance', left, 'liquidation-surplus', userId);
    }
  }

  /** An IOC close bounded by the bankruptcy price; what the book does not take, liquidity takes at mark. */
  private closeByLiquidation(position: PositionRecord, bankruptcy: PriceLevel): void {
    const entry = this.contractOf(position.symbol);
    const mark = this.marks.get(position.symbol) ?? position.entryPrice;
    const size = position.size;
    const side = position.side === 'long' ? 'sell' : 'buy';
    // No positive bankruptcy price (a long that cannot lose its margin): one tick is the bound.
    const boundPrice =
      bankruptcy.kind === 'price'
        ? bankruptcy.price
        : bankruptcy.kind === 'none'
          ? new Big(entry.contract.tickSize)
          : mark;
    const now = this.options.now();
    const order: FuturesOrderRecord = {
      id: this.options.newOrderId(),
      userId: position.userId,
      clientOrderId: null,
      symbol: position.symbol,
      side,
      type: 'limit',
      price: boundPrice.toFixed(),
      triggerPrice: null,
      triggerBy: null,
      triggerDirection: null,
      quantity: size.toFixed(),
      filledQuantity: zero,
      filledNotional: zero,
      fee: zero,
      realizedPnl: zero,
      frozen: zero,
      timeInForce: 'IOC',
      postOnly: false,
      reduceOnly: true,
      closePosition: false,
      liquidation: true,
      marginMode: position.marginMode,
      leverage: position.leverage,
      status: 'open',
      cancelReason: null,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    this.track(order);
    this.touch(order);
    const placed = entry.engine.place({
      type: 'limit',
      id: order.id,
      owner: order.userId,
      side,
      price: entry.units.ticks(boundPrice.toFixed()),
      quantity: Number(entry.units.lots(size.toFixed())),
    });
    if (placed.ok && this.live.has(order.id)) {
      this.cancelReasons.set(order.id, 'ioc-remainder');
      entry.engine.cancel(order.id);
    }
    const left = position.size;
    if (left.gt(0)) {
      this.applyFill(order, left, mark, 'taker');
      order.status = 'filled';
      order.cancelReason = null;
      this.untrack(order);
    }
    this.notices.push({ kind: 'liquidated', userId: position.userId, symbol: position.symbol, size: size.toFixed() });
  }

  // --- engine events ---

  onEngineEvent(symbol: string, event: EngineEvent): void {
    const entry = this.contracts.get(symbol);
    if (!entry) return;
    if (event.type === 'trade') {
      const price = new Big(entry.units.price(event.price));
      const quantity = new Big(entry.units.quantity(event.quantity));
      this.lasts.set(symbol, price);
      const maker = this.live.get(event.makerOrderId);
      if (maker) this.applyFill(maker, quantity, price, 'maker');
      const taker = this.live.get(event.takerOrderId);
      if (taker) this.applyFill(taker, quantity, price, 'taker');
      return;
    }
    if (event.type === 'done') {
      const order = this.live.get(event.orderId);
      if (!order) return;
      const requested = this.cancelReasons.get(order.id);
      this.cancelReasons.delete(order.id);
      const reason: FuturesCancelReason | null =
        event.status === 'filled'
          ? null
          : event.cancelReason === 'self-trade'
            ? 'self-trade'
            : event.cancelReason === 'market-remainder'
              ? 'ioc-remainder'
              : (requested ?? 'user');
      this.end(order, event.status, reason);
    }
  }

  // --- orders into the book ---

  /** Reserves an order's margin and sends it to the book; refusals throw (or cancel a triggered stop). */
  private execute(order: FuturesOrderRecord, { throwRefusals }: { throwRefusals: boolean }): void {
    const entry = this.contractOf(order.symbol);
    try {
      const execution = this.plan(order, entry);
      const reserve = this.reserveFor(order, entry, execution.referencePrice);
      // The reserve is taken from available; cross profit can back positions, not a freeze.
      if (reserve.gt(min(this.available(order.userId), this.freeMargin(order.userId)))) {
        throw refuse(
          'invalid',
          'insufficient-margin',
          `this order needs ${reserve.toFixed()} USDT of available margin`,
          'quantity',
        );
      }
      if (reserve.gt(0)) this.wallet(order.userId, reserve.neg(), reserve, 'order-margin', order.id);
      order.frozen = reserve;
      order.status = 'open';
      this.track(order);
      this.touch(order);
      const placed = entry.engine.place({
        type: 'limit',
        id: order.id,
        owner: order.userId,
        side: order.side,
        price: execution.limitTicks,
        quantity: Number(entry.units.lots(order.quantity)),
      });
      if (!placed.ok) throw new Error(`the perpetual book refused an order: ${placed.reason}`);
      if (execution.immediate && this.live.has(order.id)) {
        this.cancelReasons.set(order.id, 'ioc-remainder');
        entry.engine.cancel(order.id);
      }
    } catch (error) {
      if (throwRefusals || !(error instanceof Refusal)) throw error;
      const reason = error.reason === 'insufficient-margin' ? 'insufficient-margin' : 'reduce-only';
      this.end(order, 'cancelled', reason);
    }
  }

  /** Where the order may trade and what its reserve is priced at; refuses what cannot be placed. */
  private plan(order: FuturesOrderRecord, entry: ClearingContract): Execution {
    const { units, engine, contract, tiers } = entry;
    const mark = this.marks.get(order.symbol);
    const market = order.type === 'market' || order.type === 'stop-market';
    if (order.reduceOnly) {
      const position = this.positionOf(order.userId, order.symbol);
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
      if (!mark) throw refuse('invalid', 'no-mark-price', `${order.symbol} has no price yet: try again shortly`);
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
    const reference = order.side === 'buy' || !mark ? limit : max(limit, mark);
    const position = this.positionOf(order.userId, order.symbol);
    const opening = this.openingQuantity(order, position);
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

  private openingQuantity(order: FuturesOrderRecord, position: PositionRecord | undefined): Big {
    if (order.reduceOnly) return zero;
    const quantity = new Big(order.quantity).minus(order.filledQuantity);
    const opposite = position && position.side !== sideOf(order.side) ? position.size : zero;
    return max(zero, quantity.minus(opposite));
  }

  private reserveFor(order: FuturesOrderRecord, entry: ClearingContract, price: Big): Big {
    const position = this.positionOf(order.userId, order.symbol);
    const opening = this.openingQuantity(order, position);
    if (opening.eq(0)) return zero;
    const margin = initialMargin(opening.times(price), order.leverage);
    const rate = order.postOnly ? entry.contract.makerFee : entry.contract.takerFee;
    // The fee of what only closes is paid from available (or the position's profit) when it fills.
    const fee = owed(opening.times(price).times(rate));
    return margin.plus(fee);
  }

  private triggerStops(): void {
    for (const order of [...this.live.values()]) {
      if (order.status !== 'untriggered' || !order.triggerPrice) continue;
      const price = order.triggerBy === 'last' ? this.lasts.get(order.symbol) : this.marks.get(order.symbol);
      if (!price) continue;
      const trigger = new Big(order.triggerPrice);
      const reached = order.triggerDirection === 'rise' ? price.gte(trigger) : price.lte(trigger);
      if (!reached) continue;
      if (order.closePosition) {
        const position = this.positionOf(order.userId, order.symbol);
        if (!position || position.side === sideOf(order.side)) {
          this.end(order, 'cancelled', 'no-position');
          continue;
        }
        order.quantity = position.size.toFixed();
      }
      order.updatedAt = this.options.now();
      this.execute(order, { throwRefusals: false });
    }
  }

  /** Reduce-only orders bigger than what is left to reduce are cancelled (the book cannot shrink them). */
  private trimReduceOnly(): void {
    for (const order of [...this.live.values()]) {
      if (!order.reduceOnly || order.status !== 'open' || order.liquidation) continue;
      const position = this.positionOf(order.userId, order.symbol);
      const left = new Big(order.quantity).minus(order.filledQuantity);
      if (!position || position.side === sideOf(order.side) || left.gt(position.size))
        this.cancelLive(order, 'reduce-only');
    }
  }

  private cancelLive(order: FuturesOrderRecord, reason: FuturesCancelReason): void {
    if (order.status === 'untriggered') {
      this.end(order, 'cancelled', reason);
      return;
    }
    this.cancelReasons.set(order.id, reason);
    this.contractOf(order.symbol).engine.cancel(order.id);
  }

  /** The order is done: what it still reserves goes back to available. */
  private end(order: FuturesOrderRecord, status: 'filled' | 'cancelled', reason: FuturesCancelReason | null): void {
    if (order.frozen.gt(0)) this.wallet(order.userId, order.frozen, order.frozen.neg(), 'order-release', order.id);
    order.frozen = zero;
    order.status = status;
    order.cancelReason = reason;
    order.updatedAt = this.options.now();
    this.untrack(order);
    this.touch(order);
  }

  // --- fills ---

  private applyFill(order: FuturesOrderRecord, quantity: Big, price: Big, role: 'maker' | 'taker'): void {
    const { contract } = this.contractOf(order.symbol);
    const position = this.position(order.userId, order.symbol);
    const side = sideOf(order.side);
    const closing = position.size.gt(0) && position.side !== side ? min(quantity, position.size) : zero;
    const opening = quantity.minus(closing);
    const realized = closing.gt(0) ? this.closePart(order, position, closing, price) : zero;
    if (opening.gt(0)) this.openPart(order, position, opening, price);
    const fee = order.liquidation
      ? zero
      : owed(quantity.times(price).times(role === 'maker' ? contract.makerFee : contract.takerFee));
    if (fee.gt(0)) this.payFee(order, fee);
    const now = this.options.now();
    order.filledQuantity = order.filledQuantity.plus(quantity);
    order.filledNotional = order.filledNotional.plus(quantity.times(price));
    order.fee = order.fee.plus(fee);
    order.realizedPnl = order.realizedPnl.plus(realized);
    order.updatedAt = now;
    position.updatedAt = now;
    this.touch(order);
    this.touchedPositions.add(position);
    this.fills.push({
      orderId: order.id,
      userId: order.userId,
      symbol: order.symbol,
      side: order.side,
      role,
      price: price.toFixed(),
      quantity: quantity.toFixed(),
      fee: fee.toFixed(),
      realizedPnl: realized.toFixed(),
      liquidation: order.liquidation,
      at: now,
    });
    // Inside an engine event: only what is not in the book can end here.
    if (position.size.eq(0)) {
      for (const other of this.liveOf(order.userId, order.symbol)) {
        if (other.closePosition && other.status === 'untriggered') this.end(other, 'cancelled', 'no-position');
      }
    }
  }

  private closePart(order: FuturesOrderRecord, position: PositionRecord, closing: Big, price: Big): Big {
    const realized = realizedPnl(position.side, position.entryPrice, price, closing);
    this.system('liquidity', realized.neg(), 'futures-pnl', order.id);
    position.realizedPnl = position.realizedPnl.plus(realized);
    const remaining = position.size.minus(closing);
    if (position.marginMode === 'isolated') {
      const share = remaining.gt(0) ? roundTo(position.margin.times(remaining).div(position.size), 8, 'ceil') : zero;
      let kept = min(share, position.margin);
      let released = position.margin.minus(kept).plus(realized);
      if (released.lt(0)) {
        kept = kept.plus(released);
        released = zero;
        if (kept.lt(0)) {
          this.system('insurance', kept, 'bankruptcy-cover', order.id);
          kept = zero;
        }
      }
      const frozen = kept.minus(position.margin);
      if (order.liquidation) {
        this.wallet(order.userId, zero, frozen, 'liquidation', order.id);
        if (released.gt(0)) this.system('insurance', released, 'liquidation-surplus', order.id);
      } else {
        this.wallet(order.userId, released, frozen, 'realized-pnl', order.id);
      }
      position.margin = kept;
      position.size = remaining;
      return realized;
    }
    position.size = remaining;
    position.margin = remaining.gt(0) ? initialMargin(remaining.times(position.entryPrice), position.leverage) : zero;
    if (realized.gte(0)) this.wallet(order.userId, realized, zero, 'realized-pnl', order.id);
    else this.debitCross(order.userId, realized.neg(), 'realized-pnl', order.id);
    return realized;
  }

  private openPart(order: FuturesOrderRecord, position: PositionRecord, opening: Big, price: Big): void {
    if (position.size.eq(0)) {
      position.side = sideOf(order.side);
      position.entryPrice = price;
      position.margin = zero;
      position.marginMode = order.marginMode;
      position.realizedPnl = zero;
      position.openedAt = this.options.now();
    } else {
      position.entryPrice = increasedEntryPrice(position.side, position.size, position.entryPrice, opening, price);
    }
    position.leverage = order.leverage;
    position.size = position.size.plus(opening);
    const needed = initialMargin(opening.times(price), order.leverage);
    const fromReserve = min(order.frozen, needed);
    order.frozen = order.frozen.minus(fromReserve);
    if (position.marginMode === 'isolated') {
      // The reserve is already frozen: it becomes position margin without a wallet change.
      const fromWallet = min(needed.minus(fromReserve), this.available(order.userId));
      if (fromWallet.gt(0)) this.wallet(order.userId, fromWallet.neg(), fromWallet, 'position-margin', order.id);
      position.margin = position.margin.plus(fromReserve).plus(fromWallet);
      return;
    }
    if (fromReserve.gt(0)) this.wallet(order.userId, fromReserve, fromReserve.neg(), 'order-release', order.id);
    position.margin = initialMargin(position.size.times(position.entryPrice), position.leverage);
  }

  private payFee(order: FuturesOrderRecord, fee: Big): void {
    const fromReserve = min(order.frozen, fee);
    order.frozen = order.frozen.minus(fromReserve);
    if (fromReserve.gt(0)) this.wallet(order.userId, zero, fromReserve.neg(), 'trade-fee', order.id);
    const rest = fee.minus(fromReserve);
    if (rest.gt(0)) this.debitCross(order.userId, rest, 'trade-fee', order.id);
    this.system('fees', fee, 'futures-fee', order.id);
  }

  /**
   * Takes `amount` from available. When available is short, the profit of the user's cross
   * positions is settled first (entry moved toward mark, rounded against the holder, so exactly
   * what the wallet receives), then the insurance fund covers the rest and the account is marked
   * for liquidation.
   */
  private debitCross(userId: string, amount: Big, kind: string, reference: string): void {
    let deficit = amount.minus(this.available(userId));
    for (const position of this.crossPositions(userId)) {
      if (deficit.lte(0)) break;
      const mark = this.marks.get(position.symbol);
      if (!mark) continue;
      const pnl = unrealizedPnl(position.side, position.size, position.entryPrice, mark);
      if (pnl.lte(0)) continue;
      const take = min(deficit, pnl);
      const step = take.div(position.size);
      const entry =
        position.side === 'long'
          ? roundTo(position.entryPrice.plus(step), 8, 'ceil')
          : roundTo(position.entryPrice.minus(step), 8, 'floor');
      const settled = entry.minus(position.entryPrice).abs().times(position.size);
      position.entryPrice = entry;
      position.realizedPnl = position.realizedPnl.plus(settled);
      this.touchedPositions.add(position);
      this.system('liquidity', settled.neg(), 'futures-pnl', reference);
      this.wallet(userId, settled, zero, 'settled-pnl', reference);
      deficit = deficit.minus(settled);
    }
    if (deficit.gt(0)) {
      this.system('insurance', deficit.neg(), 'bankruptcy-cover', reference);
      this.wallet(userId, deficit, zero, 'bankruptcy-cover', reference);
      this.bankrupt.add(userId);
    }
    this.wallet(userId, amount.neg(), zero, kind, reference);
  }

  // --- helpers ---

  /** Available + cross UPnL - cross positions' initial margin: what a new order may reserve. */
  private freeMargin(userId: string): Big {
    const { pnl, margin } = this.crossTotals(userId);
    return this.available(userId).plus(pnl).minus(margin);
  }

  private crossTotals(userId: string): { pnl: Big; margin: Big } {
    let pnl = zero;
    let margin = zero;
    for (const position of this.crossPositions(userId)) {
      const mark = this.marks.get(position.symbol) ?? position.entryPrice;
      pnl = pnl.plus(unrealizedPnl(position.side, position.size, position.entryPrice, mark));
      margin = margin.plus(position.margin);
    }
    return { pnl, margin };
  }

  private crossPositions(userId: string): PositionRecord[] {
    return [...(this.positionsByUser.get(userId) ?? [])].filter(
      (position) => position.size.gt(0) && position.marginMode === 'cross',
    );
  }

  private available(userId: string): Big {
    return this.options.wallet.available(userId, MARGIN_ASSET);
  }

  private wallet(userId: string, available: Big, frozen: Big, entryKind: string, reference: string): void {
    if (available.eq(0) && frozen.eq(0)) return;
    this.options.emit({
      kind: 'futures-wallet',
      userId,
      asset: MARGIN_ASSET,
      available: available.toFixed(),
      frozen: frozen.toFixed(),
      entryKind,
      reference,
    });
  }

  private system(account: 'liquidity' | 'fees' | 'insurance', amount: Big, entryKind: string, reference: string): void {
    if (amount.eq(0)) return;
    this.options.emit({ kind: 'system', account, asset: MARGIN_ASSET, amount: amount.toFixed(), reference, entryKind });
  }

  private contractOf(symbol: string): ClearingContract {
    const entry = this.contracts.get(symbol);
    if (!entry) throw refuse('invalid', 'unknown-contract', `no perpetual ${symbol}`, 'symbol');
    return entry;
  }

  private setting(userId: string, symbol: string): SettingsRecord {
    const key = `${userId}|${symbol}`;
    let setting = this.settings.get(key);
    if (!setting) {
      setting = { userId, symbol, ...this.settingsOf(userId, symbol), updatedAt: this.options.now() };
      this.settings.set(key, setting);
    }
    return setting;
  }

  /** The user's position record on the contract, created empty when there is none. */
  private position(userId: string, symbol: string): PositionRecord {
    const existing = this.positions.get(`${userId}|${symbol}`);
    if (existing) return existing;
    const now = this.options.now();
    const { leverage, marginMode } = this.settingsOf(userId, symbol);
    const position: PositionRecord = {
      userId,
      symbol,
      side: 'long',
      size: zero,
      entryPrice: zero,
      margin: zero,
      marginMode,
      leverage,
      realizedPnl: zero,
      openedAt: now,
      updatedAt: now,
    };
    this.indexPosition(position);
    return position;
  }

  private indexPosition(position: PositionRecord): void {
    this.positions.set(`${position.userId}|${position.symbol}`, position);
    let own = this.positionsByUser.get(position.userId);
    if (!own) {
      own = new Set();
      this.positionsByUser.set(position.userId, own);
    }
    own.add(position);
  }

  private liveOf(userId: string, symbol?: string): FuturesOrderRecord[] {
    const own = [...(this.liveByUser.get(userId) ?? [])];
    return symbol === undefined ? own : own.filter((order) => order.symbol === symbol);
  }

  private track(order: FuturesOrderRecord): void {
    this.live.set(order.id, order);
    let own = this.liveByUser.get(order.userId);
    if (!own) {
      own = new Set();
      this.liveByUser.set(order.userId, own);
    }
    own.add(order);
  }

  private untrack(order: FuturesOrderRecord): void {
    this.live.delete(order.id);
    this.liveByUser.get(order.userId)?.delete(order);
  }

  /** Every change of an order goes through here: its version counts them (the first makes it 1). */
  private touch(order: FuturesOrderRecord): void {
    order.version += 1;
    this.touchedOrders.set(order.id, order);
  }
}

/** A request's decimal on the contract's grid, or a refusal naming the field. */
function onGrid(value: string, step: string, field: string): Big {
  const amount = new Big(value);
  if (!amount.mod(step).eq(0))
    throw refuse('invalid', 'invalid-input', `${field} must be a multiple of ${step}`, field);
  return amount;
}
