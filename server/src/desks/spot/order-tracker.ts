import type { CancelReason, PlacedOrderType, TimeInForce, TriggerDirection } from '@vela/contracts/trading';
import Big from 'big.js';
import type { EngineEvent, Side, TradeEvent } from '../../market/engine/types.ts';
import type { SystemMovement } from '../../trading/movements.ts';
import type { MarketRules } from './market-rules.ts';
import type { DoneMovement, FillMovement, SpotMovement } from './spot-movements.ts';

/** Fees are rounded down to this many decimals: the user never pays more than the rate. */
export const FEE_DECIMALS = 8;

/** A user's order as the engine instance knows it: the whole record, kept exact in memory. */
export interface TrackedOrder {
  readonly id: string;
  readonly userId: string;
  readonly clientOrderId: string | null;
  readonly symbol: string;
  readonly side: Side;
  readonly type: PlacedOrderType;
  /** The limit price; null for a market order. Changed by an amend. */
  price: string | null;
  /** The whole size, the filled part included. Changed by an amend. */
  quantity: string;
  filledQuantity: Big;
  filledQuote: Big;
  /** What it still holds of the asset it spends. */
  frozen: Big;
  status: 'untriggered' | 'open' | 'filled' | 'cancelled';
  cancelReason: DoneMovement['cancelReason'];
  /** Stops only (null otherwise): see StopFields. */
  stop: StopFields | null;
  /** Limit prices only (null otherwise). */
  readonly timeInForce: TimeInForce | null;
  readonly postOnly: boolean;
  /** The OCO it is a leg of: the limit leg's id, on both legs. */
  readonly ocoGroup: string | null;
  /** 1 when placed, +1 with every change. */
  version: number;
  readonly createdAt: Date;
  updatedAt: Date;
  /** Its row exists in the database (a batch updates it rather than inserting it). */
  persisted: boolean;
  /**
   * An amend sent it to the back of its queue since its row was last written: the write gives the
   * row a new arrival number (`seq`), as for a new order.
   */
  requeued?: boolean;
  /**
   * Its place in its book's time priority (`book_seq`): taken from the tracker's counter, in engine
   * order, when it joins the back of a queue; a restart rebuilds the book in this order.
   */
  bookSeq?: number;
}

/** What a stop order waits for (docs/spot-order-types.md); prices are decimal strings on the market's grid. */
export interface StopFields {
  /** The trigger price; a trailing stop's moves with `trailingBest`. */
  stopPrice: string;
  readonly direction: TriggerDirection;
  readonly trailingAmount: string | null;
  readonly trailingPercent: string | null;
  trailingBest: string | null;
  triggeredAt: Date | null;
}

/** What an order spends: quote to buy, base to sell. */
export function spendAsset(rules: MarketRules, side: Side): string {
  return side === 'buy' ? rules.quote : rules.base;
}

/**
 * Follows the users' orders through the engine's events, in engine order, and turns each event
 * into balance movements. Every movement is a delta computed here, at the moment the engine acted;
 * every order it changes is remembered as touched until the next batch takes it.
 */
export class OrderTracker {
  private readonly orders = new Map<string, TrackedOrder>();
  private readonly byUser = new Map<string, Set<TrackedOrder>>();
  private touched = new Map<string, TrackedOrder>();
  private readonly cancelReasons = new Map<string, CancelReason>();
  /** The last `bookSeq` given: one counter for every market, continued from the database on reload. */
  private lastBookSeq = 0;
  /** `clock.now`: the time stamped on what changes next (the core sets it per command). */
  constructor(private readonly clock: { readonly now: Date } = { now: new Date() }) {}

  get now(): Date {
    return this.clock.now;
  }

  /** After a reload: the highest `book_seq` stored, so new arrivals queue behind every restored order. */
  continueBookSeqAfter(stored: number): void {
    this.lastBookSeq = Math.max(this.lastBookSeq, stored);
  }

  /** The order joins the back of its queue now (an amend lost its place, a stop triggered). */
  requeue(order: TrackedOrder): void {
    this.lastBookSeq += 1;
    order.bookSeq = this.lastBookSeq;
  }

  track(order: TrackedOrder): void {
    if (order.bookSeq === undefined) this.requeue(order);
    this.orders.set(order.id, order);
    let own = this.byUser.get(order.userId);
    if (!own) {
      own = new Set();
      this.byUser.set(order.userId, own);
    }
    own.add(order);
  }

  get(orderId: string): TrackedOrder | undefined {
    return this.orders.get(orderId);
  }

  /** A user's open orders (of one market), oldest first. */
  openOf(userId: string, symbol?: string): TrackedOrder[] {
    const own = [...(this.byUser.get(userId) ?? [])];
    return symbol === undefined ? own : own.filter((order) => order.symbol === symbol);
  }

  /** Open orders of one market, oldest first (insertion order). */
  openIn(symbol: string): TrackedOrder[] {
    return [...this.orders.values()].filter((order) => order.symbol === symbol);
  }

  untrack(orderId: string): void {
    const order = this.orders.get(orderId);
    if (!order) return;
    this.orders.delete(orderId);
    const own = this.byUser.get(order.userId);
    own?.delete(order);
    if (own?.size === 0) this.byUser.delete(order.userId);
  }

  /** Forgets every order (before a rebuild from the database). */
  clear(): void {
    this.orders.clear();
    this.cancelReasons.clear();
    this.byUser.clear();
    this.touched = new Map();
  }

  touch(order: TrackedOrder): void {
    if (order.bookSeq === undefined) this.requeue(order);
    this.touched.set(order.id, order);
  }

  /** An order changed since the last `takeTouched`, done or not. */
  touchedOrder(orderId: string): TrackedOrder | undefined {
    return this.touched.get(orderId);
  }

  /** The orders changed since the last call. */
  takeTouched(): TrackedOrder[] {
    const touched = [...this.touched.values()];
    this.touched = new Map();
    return touched;
  }

  /** The reason the next engine cancel of this order is for (the engine only knows 'user'). */
  cancelFor(orderId: string, reason: CancelReason): void {
    this.cancelReasons.set(orderId, reason);
  }

  /** The movements of one engine event; none when it touches no user order. */
  movementsFor(rules: MarketRules, event: EngineEvent): SpotMovement[] {
    if (event.type === 'trade') return this.tradeMovements(rules, event);
    if (event.type !== 'done') return [];
    const order = this.orders.get(event.orderId);
    if (order === undefined) return [];
    const given = this.cancelReasons.get(order.id);
    this.cancelReasons.delete(order.id);
    const marketLike = order.type === 'market' || order.type === 'stop-market' || order.type === 'trailing-stop';
    const cancelReason =
      event.cancelReason === 'user' ? (given ?? (marketLike ? 'market-remainder' : 'user')) : event.cancelReason;
    return [this.end(rules, order, event.status, cancelReason)];
  }

  /** The order is done (from the book, or a stop that never entered it): what it still held goes back. */
  end(
    rules: MarketRules,
    order: TrackedOrder,
    status: 'filled' | 'cancelled',
    cancelReason: CancelReason | null,
  ): DoneMovement {
    this.untrack(order.id);
    const release = order.frozen;
    order.frozen = new Big(0);
    order.status = status;
    order.cancelReason = cancelReason;
    order.updatedAt = this.now;
    order.version += 1;
    this.touch(order);
    return {
      kind: 'done',
      orderId: order.id,
      userId: order.userId,
      symbol: order.symbol,
      status,
      cancelReason,
      releaseAsset: spendAsset(rules, order.side),
      release: release.toFixed(),
    };
  }

  private tradeMovements(rules: MarketRules, event: TradeEvent): SpotMovement[] {
    const maker = this.orders.get(event.makerOrderId);
    const taker = this.orders.get(event.takerOrderId);
    if (maker === undefined && taker === undefined) return [];
    const price = rules.units.price(event.price);
    const quantity = rules.units.quantity(event.quantity);
    const quote = new Big(price).times(quantity);
    const reference = (maker ?? taker)?.id ?? '';
    const movements: SpotMovement[] = [];
    const makerSide: Side = event.takerSide === 'buy' ? 'sell' : 'buy';
    for (const [order, role, side] of [
      [maker, 'maker', makerSide],
      [taker, 'taker', event.takerSide],
    ] as const) {
      if (order === undefined) {
        movements.push(...liquidityMovements(rules, side, quantity, quote, reference));
        continue;
      }
      movements.push(...this.fill(rules, order, role, price, quantity, quote));
    }
    return movements;
  }

  private fill(
    rules: MarketRules,
    order: TrackedOrder,
    role: 'maker' | 'taker',
    price: string,
    quantity: string,
    quote: Big,
  ): SpotMovement[] {
    const buying = order.side === 'buy';
    const spent = buying ? quote : new Big(quantity);
    const received = buying ? new Big(quantity) : quote;
    const rate = role === 'maker' ? rules.makerFee : rules.takerFee;
    const fee = received.times(rate).round(FEE_DECIMALS, Big.roundDown);
    order.frozen = order.frozen.minus(spent);
    if (order.frozen.lt(0)) throw new Error(`order ${order.id} spent more than it froze`);
    order.filledQuantity = order.filledQuantity.plus(quantity);
    order.filledQuote = order.filledQuote.plus(quote);
    order.updatedAt = this.now;
    order.version += 1;
    this.touch(order);
    const receivedAsset = buying ? rules.base : rules.quote;
    const fill: FillMovement = {
      kind: 'fill',
      orderId: order.id,
      userId: order.userId,
      symbol: order.symbol,
      side: order.side,
      role,
      price,
      quantity,
      quote: quote.toFixed(),
      spentAsset: spendAsset(rules, order.side),
      spent: spent.toFixed(),
      receivedAsset,
      received: received.toFixed(),
      fee: fee.toFixed(),
      at: this.now,
    };
    if (fee.eq(0)) return [fill];
    return [
      fill,
      {
        kind: 'system',
        account: 'fees',
        asset: receivedAsset,
        amount: fee.toFixed(),
        entryKind: 'trade-fee',
        reference: order.id,
      },
    ];
  }
}

/** The simulated side of a trade with a user: the liquidity account gives what the user gets. */
function liquidityMovements(
  rules: MarketRules,
  side: Side,
  quantity: string,
  quote: Big,
  reference: string,
): SystemMovement[] {
  const buying = side === 'buy';
  return [
    {
      kind: 'system',
      account: 'liquidity',
      asset: rules.base,
      amount: buying ? quantity : `-${quantity}`,
      entryKind: 'trade',
      reference,
    },
    {
      kind: 'system',
      account: 'liquidity',
      asset: rules.quote,
      amount: buying ? quote.neg().toFixed() : quote.toFixed(),
      entryKind: 'trade',
      reference,
    },
  ];
}
