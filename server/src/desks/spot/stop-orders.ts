import type { CancelReason } from '@vela/contracts/trading';
import Big from 'big.js';
import type { OrderEvent, OrderRequest } from '../../market/engine/types.ts';
import type { LiveMarket } from '../../market/live-market.ts';
import { Refusal } from '../../refusal.ts';
import type { Accounts } from '../../trading/accounts.ts';
import {
  startTrailing,
  type TrailingDistance,
  TriggerBook,
  type TriggerDirection,
} from '../../trading/trigger-book.ts';
import type { MarketRules } from './market-rules.ts';
import { checkLimitOptions, frozenFor, planMarketOrder, toEngineOrder } from './order-request.ts';
import { type OrderTracker, type StopFields, spendAsset, type TrackedOrder } from './order-tracker.ts';
import type { SpotMovement } from './spot-movements.ts';
import { checkOcoPrices, directionOf, newStopOrder, refuse, reserveFor } from './stop-placement.ts';
import type { CheckedStop } from './stop-request.ts';

/** What the stop machinery works with: the trading service's memory, engines and movement queue. */
export interface StopDesk {
  readonly tracker: OrderTracker;
  readonly accounts: Accounts;
  /** Applies a movement to memory and queues it for the batch being formed. */
  emit(movement: SpotMovement): void;
  rules(symbol: string): MarketRules | undefined;
  market(symbol: string): LiveMarket | undefined;
}

/** A stop that triggered, or one that could not run when it did: told to its owner after the commit. */
export interface StopNotice {
  readonly userId: string;
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly quantity: string;
  readonly stopPrice: string;
  readonly outcome: 'triggered' | CancelReason;
}

/**
 * Stop, trailing-stop and OCO orders of the spot markets (docs/spot-order-types.md). A stop waits
 * untriggered, its funds reserved, in its market's TriggerBook; the book hears every trade of the
 * market, and the stops a trade reaches are queued as due and entered into the order book at the
 * next `fireDue` (never inside an engine event: the engine is still matching then).
 */
export class StopOrders {
  private readonly books = new Map<string, TriggerBook>();
  private readonly lastTrade = new Map<string, number>();
  /** OCO group (its limit leg's id) → its stop leg's id. */
  private readonly ocoStops = new Map<string, string>();
  private due: string[] = [];
  /** A trailing stop moved since the last batch was sealed. */
  private trailed = false;
  private notices: StopNotice[] = [];
  private readonly distances = new Map<string, TrailingDistance>();

  constructor(private readonly desk: StopDesk) {}

  /** Stops came due, or trailing stops moved: a batch should run (and write them). */
  hasChanges(): boolean {
    return this.due.length > 0 || this.trailed;
  }

  /** Waiting triggers of a market (benchmarks, tests). */
  waiting(symbol: string): number {
    return this.books.get(symbol)?.size ?? 0;
  }

  /** The notices since the last call, when a batch is sealed. */
  takeNotices(): StopNotice[] {
    const notices = this.notices;
    this.notices = [];
    this.trailed = false;
    return notices;
  }

  /** Forgets every stop (before a rebuild from the database). */
  clear(): void {
    this.books.clear();
    this.ocoStops.clear();
    this.distances.clear();
    this.due = [];
    this.notices = [];
  }

  /** A trade of the market, from inside the engine: reached triggers are queued, trailing stops follow. */
  onTrade(symbol: string, price: number): void {
    this.lastTrade.set(symbol, price);
    const book = this.books.get(symbol);
    if (book === undefined) return;
    const { due, moved } = book.onTrade(price);
    if (due.length > 0) this.due.push(...due);
    const rules = this.desk.rules(symbol);
    for (const { id, state } of moved) {
      const order = this.desk.tracker.get(id);
      if (!order?.stop || !rules) continue;
      order.stop.stopPrice = rules.units.price(state.stop);
      order.stop.trailingBest = rules.units.price(state.best);
      this.changed(order);
      this.trailed = true;
    }
  }

  /**
   * An order of an OCO traded or left the book: its stop leg, if still waiting, is cancelled. Safe
   * inside an engine event: a waiting stop is not in the book.
   */
  onOrderActivity(orderId: string): void {
    const order = this.desk.tracker.get(orderId) ?? this.desk.tracker.touchedOrder(orderId);
    if (!order?.ocoGroup || order.id !== order.ocoGroup) return;
    const stopId = this.ocoStops.get(order.ocoGroup);
    const stop = stopId === undefined ? undefined : this.desk.tracker.get(stopId);
    if (stop?.status === 'untriggered') this.endWaiting(stop, 'cancelled', 'oco');
  }

  /**
   * Places a stop (or an OCO) for a command: the new orders, and the events an OCO's limit leg
   * caused entering its book (for the caller to follow); or a refusal with nothing changed.
   */
  place(
    userId: string,
    newId: () => string,
    rules: MarketRules,
    checked: CheckedStop,
    clientOrderId: string | null,
  ): { orders: TrackedOrder[]; events: readonly OrderEvent[] } {
    const market = this.marketOf(rules.symbol);
    const last = this.lastPrice(rules.symbol, market);
    if (checked.type === 'oco') return this.placeOco(userId, newId, rules, checked, clientOrderId, last);
    let direction: TriggerDirection;
    let stopTicks: number;
    let trailingBest: string | null = null;
    if (checked.type === 'trailing-stop') {
      const state = startTrailing(checked.side, checked.distance, last);
      if (state.stop <= 0) throw refuse('invalid-trigger', 'the trail is wider than the price', 'trailingAmount');
      stopTicks = state.stop;
      trailingBest = rules.units.price(state.best);
      direction = checked.side === 'sell' ? 'fall' : 'rise';
    } else {
      stopTicks = checked.stopTicks;
      direction = directionOf(stopTicks, last, rules);
    }
    const id = newId();
    const limitTicks = checked.type === 'stop-limit' ? checked.ticks : stopTicks;
    const reserve = reserveFor(rules, checked.side, limitTicks, checked.lots);
    this.checkAvailable(userId, rules, checked.side, reserve);
    const order = newStopOrder(this.desk.tracker.now, userId, id, rules, checked, clientOrderId, {
      stopPrice: rules.units.price(stopTicks),
      direction,
      trailingAmount: checked.type === 'trailing-stop' ? checked.trailingAmount : null,
      trailingPercent: checked.type === 'trailing-stop' ? checked.trailingPercent : null,
      trailingBest,
      triggeredAt: null,
    });
    this.reserve(order, rules, reserve);
    if (checked.type === 'trailing-stop') {
      this.distances.set(id, checked.distance);
      this.bookOf(rules.symbol).addTrailing(id, checked.side, checked.distance, { best: last, stop: stopTicks });
    } else {
      this.bookOf(rules.symbol).addStop(id, direction, stopTicks);
    }
    return { orders: [order], events: [] };
  }

  /** A user's cancel of a waiting stop (an OCO's limit leg goes with it). */
  cancelWaiting(order: TrackedOrder): void {
    this.endWaiting(order, 'cancelled', 'user');
    if (!order.ocoGroup || order.ocoGroup === order.id) return;
    const limit = this.desk.tracker.get(order.ocoGroup);
    if (limit?.status === 'open') {
      this.desk.tracker.cancelFor(limit.id, 'oco');
      this.marketOf(limit.symbol).engine.cancel(limit.id);
    }
  }

  /** Enters the stops that came due into their books; what they trade may make more due. */
  fireDue(): void {
    while (this.due.length > 0) {
      const due = this.due;
      this.due = [];
      for (const id of due) {
        const order = this.desk.tracker.get(id);
        if (order?.status === 'untriggered') this.fire(order);
      }
    }
  }

  /** Puts a stored waiting stop back into its trigger book (after a restart). */
  restore(order: TrackedOrder): void {
    const stop = order.stop;
    const rules = this.desk.rules(order.symbol);
    if (!stop || !rules) return;
    this.desk.tracker.track(order);
    if (order.ocoGroup) this.ocoStops.set(order.ocoGroup, order.id);
    const book = this.bookOf(order.symbol);
    if (order.type === 'trailing-stop' && stop.trailingBest !== null) {
      const distance: TrailingDistance =
        stop.trailingAmount !== null
          ? { ticks: rules.units.ticks(stop.trailingAmount) }
          : { ppm: new Big(stop.trailingPercent ?? '0').times(10_000).toNumber() };
      this.distances.set(order.id, distance);
      book.addTrailing(order.id, order.side, distance, {
        best: rules.units.ticks(stop.trailingBest),
        stop: rules.units.ticks(stop.stopPrice),
      });
    } else {
      book.addStop(order.id, stop.direction, rules.units.ticks(stop.stopPrice));
    }
  }

  // --- firing ---

  private fire(order: TrackedOrder): void {
    const rules = this.desk.rules(order.symbol);
    const stop = order.stop;
    if (!rules || !stop) return;
    const market = this.marketOf(order.symbol);
    // The OCO's limit leg leaves first: what it held is free for the stop leg.
    if (order.ocoGroup && order.ocoGroup !== order.id) {
      this.ocoStops.delete(order.ocoGroup);
      const limit = this.desk.tracker.get(order.ocoGroup);
      if (limit?.status === 'open') {
        this.desk.tracker.cancelFor(limit.id, 'oco');
        market.engine.cancel(limit.id);
      }
    }
    const lots = Number(rules.units.lots(order.quantity) - rules.units.lots(order.filledQuantity.toFixed()));
    let engineOrder: OrderRequest;
    try {
      if (order.type === 'stop-limit' && order.price !== null) {
        const limit = limitOf(order, rules.units.ticks(order.price), lots);
        checkLimitOptions(limit, market.engine);
        engineOrder = toEngineOrder(order.id, order.userId, limit, undefined);
      } else {
        const checked = { type: 'market', side: order.side, lots } as const;
        const plan = planMarketOrder(rules, checked, market.engine.depth());
        engineOrder = toEngineOrder(order.id, order.userId, checked, plan);
      }
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.refuseAtTrigger(order, rules, error.reason === 'fok' ? 'fok' : 'no-liquidity');
      return;
    }
    const need = frozenFor(rules, engineOrder);
    const more = need.minus(order.frozen);
    if (more.gt(this.desk.accounts.available(order.userId, spendAsset(rules, order.side)))) {
      this.refuseAtTrigger(order, rules, 'insufficient-balance');
      return;
    }
    if (!more.eq(0)) this.freeze(order, rules, more);
    order.status = 'open';
    stop.triggeredAt = this.desk.tracker.now;
    // It enters the book now, behind what rests there: so it is restored after a restart.
    this.desk.tracker.requeue(order);
    this.changed(order);
    this.notices.push(noticeOf(order, stop, 'triggered'));
    const placed = market.engine.place(engineOrder);
    if (!placed.ok) throw new Error(`the book refused a triggered stop: ${placed.reason}`);
    const resting = this.desk.tracker.get(order.id) !== undefined;
    if (resting && (order.type !== 'stop-limit' || order.timeInForce !== 'GTC')) {
      if (order.type === 'stop-limit') this.desk.tracker.cancelFor(order.id, 'ioc-remainder');
      market.engine.cancel(order.id);
    }
  }

  private refuseAtTrigger(order: TrackedOrder, rules: MarketRules, reason: CancelReason): void {
    const stop = order.stop;
    if (stop) this.notices.push(noticeOf(order, stop, reason));
    this.endWaiting(order, 'cancelled', reason, rules);
  }

  // --- placing ---

  private placeOco(
    userId: string,
    newId: () => string,
    rules: MarketRules,
    checked: Extract<CheckedStop, { type: 'oco' }>,
    clientOrderId: string | null,
    last: number,
  ): { orders: TrackedOrder[]; events: readonly OrderEvent[] } {
    const { side, ticks, lots, stopTicks, stopLimitTicks } = checked;
    checkOcoPrices(rules, checked, last);
    const limitReserve = reserveFor(rules, side, ticks, lots);
    const stopReserve = reserveFor(rules, side, stopLimitTicks ?? stopTicks, lots);
    // Both legs spend the same funds, one at a time: the stop leg holds only what it needs beyond the limit leg.
    const stopExtra = stopReserve.gt(limitReserve) ? stopReserve.minus(limitReserve) : new Big(0);
    this.checkAvailable(userId, rules, side, limitReserve.plus(stopExtra));
    const id = newId();
    const stopId = newId();
    const limit = newStopOrder(
      this.desk.tracker.now,
      userId,
      id,
      rules,
      { type: 'limit', side, lots },
      clientOrderId,
      null,
      {
        price: rules.units.price(ticks),
        ocoGroup: id,
      },
    );
    const stopLeg = newStopOrder(
      this.desk.tracker.now,
      userId,
      stopId,
      rules,
      { type: stopLimitTicks === undefined ? 'stop-market' : 'stop-limit', side, lots },
      null,
      {
        stopPrice: rules.units.price(stopTicks),
        direction: side === 'sell' ? 'fall' : 'rise',
        trailingAmount: null,
        trailingPercent: null,
        trailingBest: null,
        triggeredAt: null,
      },
      { price: stopLimitTicks === undefined ? null : rules.units.price(stopLimitTicks), ocoGroup: id },
    );
    this.reserve(limit, rules, limitReserve);
    limit.status = 'open';
    this.reserve(stopLeg, rules, stopExtra);
    this.ocoStops.set(id, stopId);
    this.bookOf(rules.symbol).addStop(stopId, side === 'sell' ? 'fall' : 'rise', stopTicks);
    const placed = this.marketOf(rules.symbol).engine.place({
      type: 'limit',
      id,
      owner: userId,
      side,
      price: ticks,
      quantity: lots,
    });
    if (!placed.ok) throw new Error(`the book refused an OCO's limit leg: ${placed.reason}`);
    return { orders: [limit, stopLeg], events: placed.events };
  }

  private reserve(order: TrackedOrder, rules: MarketRules, amount: Big): void {
    this.desk.tracker.track(order);
    this.desk.tracker.touch(order);
    this.freeze(order, rules, amount);
  }

  private freeze(order: TrackedOrder, rules: MarketRules, amount: Big): void {
    order.frozen = order.frozen.plus(amount);
    this.desk.emit({
      kind: 'freeze',
      orderId: order.id,
      userId: order.userId,
      asset: spendAsset(rules, order.side),
      amount: amount.toFixed(),
    });
  }

  private checkAvailable(userId: string, rules: MarketRules, side: 'buy' | 'sell', amount: Big): void {
    const asset = spendAsset(rules, side);
    if (this.desk.accounts.available(userId, asset).lt(amount)) {
      throw refuse(
        'insufficient-balance',
        `available ${asset} is less than the ${amount.toFixed()} this order reserves`,
        'quantity',
      );
    }
  }

  private endWaiting(
    order: TrackedOrder,
    status: 'filled' | 'cancelled',
    reason: CancelReason,
    rules = this.desk.rules(order.symbol),
  ): void {
    if (!rules) return;
    this.books.get(order.symbol)?.remove(order.id);
    this.distances.delete(order.id);
    if (order.ocoGroup) this.ocoStops.delete(order.ocoGroup);
    this.desk.emit(this.desk.tracker.end(rules, order, status, reason));
  }

  private changed(order: TrackedOrder): void {
    order.version += 1;
    order.updatedAt = this.desk.tracker.now;
    this.desk.tracker.touch(order);
  }

  private bookOf(symbol: string): TriggerBook {
    let book = this.books.get(symbol);
    if (!book) {
      book = new TriggerBook();
      this.books.set(symbol, book);
    }
    return book;
  }

  private marketOf(symbol: string): LiveMarket {
    const market = this.desk.market(symbol);
    if (!market) throw new Error(`no live market ${symbol}`);
    return market;
  }

  /** The last trade price (ticks): heard from the engine, or the last bar's close before any trade. */
  private lastPrice(symbol: string, market: LiveMarket): number {
    const last = this.lastTrade.get(symbol) ?? market.candles.lastClose;
    if (!(last > 0)) throw refuse('no-liquidity', `${symbol} has no trade price yet: try again shortly`);
    return last;
  }
}

function limitOf(order: TrackedOrder, ticks: number, lots: number) {
  return {
    type: 'limit',
    side: order.side,
    ticks,
    lots,
    timeInForce: order.timeInForce ?? 'GTC',
    postOnly: order.postOnly,
  } as const;
}

function noticeOf(order: TrackedOrder, stop: StopFields, outcome: StopNotice['outcome']): StopNotice {
  return {
    userId: order.userId,
    symbol: order.symbol,
    side: order.side,
    quantity: order.quantity,
    stopPrice: stop.stopPrice,
    outcome,
  };
}
