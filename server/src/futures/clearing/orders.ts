import { sideOf } from '@vela/contracts/futures-margin';
import type { PlaceFuturesOrderRequest } from '@vela/contracts/futures-trading';
import type { FuturesOrderRecord } from '../order-view.ts';
import type { ClearingCore } from './core.ts';
import type { OrderExecution } from './execution.ts';
import type { MarginAndLeverage } from './margin-and-leverage.ts';
import { newOrder, noMarkPrice, noPosition, onGrid, refuse } from './values.ts';

type ProtectionKind = 'takeProfit' | 'stopLoss';

/** A TP/SL trigger price to set, null to clear it, undefined to leave it. */
export type ProtectionPrice = string | null | undefined;

/** A long's take-profit fires on a rise and its stop-loss on a fall; a short's the other way round. */
const protectionDirection = (kind: ProtectionKind, positionSide: 'long' | 'short') =>
  (kind === 'takeProfit') === (positionSide === 'long') ? 'rise' : 'fall';

/**
 * The user's order commands: placing (checked against the contract's grid and the prices, then
 * sent to the book or left untriggered), the TP/SL that close a whole position, closing a position,
 * and cancels.
 */
export class OrderEntry {
  constructor(
    private readonly core: ClearingCore,
    private readonly settings: MarginAndLeverage,
    private readonly execution: OrderExecution,
  ) {}

  /** A new order, and the TP/SL closes it attached. */
  place(
    userId: string,
    request: PlaceFuturesOrderRequest,
  ): { order: FuturesOrderRecord; attached: FuturesOrderRecord[] } {
    const { units, contract } = this.core.markets.contractOf(request.symbol);
    const quantity = onGrid(request.quantity, contract.lotSize, 'quantity');
    const price = request.price === undefined ? null : onGrid(request.price, contract.tickSize, 'price');
    const trigger =
      request.triggerPrice === undefined ? null : onGrid(request.triggerPrice, contract.tickSize, 'triggerPrice');
    if (quantity.lte(0)) throw refuse('invalid', 'invalid-input', 'quantity must be above zero', 'quantity');
    const { leverage, marginMode } = this.settings.settingsOf(userId, contract.symbol);
    const type = request.type;
    const stop = type === 'stop-limit' || type === 'stop-market';
    const triggerBy = stop ? (request.triggerBy ?? 'mark') : null;
    let direction: 'rise' | 'fall' | null = null;
    if (stop && trigger) {
      const { marks, lasts } = this.core.markets;
      const current =
        triggerBy === 'last' ? (lasts.get(contract.symbol) ?? marks.get(contract.symbol)) : marks.get(contract.symbol);
      if (!current) throw noMarkPrice(contract.symbol);
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
    const reference = price ?? this.core.markets.marks.get(contract.symbol);
    if (!request.reduceOnly && reference && quantity.times(reference).lt(contract.minNotional)) {
      throw refuse(
        'invalid',
        'below-min-notional',
        `the order's value must be at least ${contract.minNotional} USDT`,
        'quantity',
      );
    }
    const order = newOrder(
      {
        id: this.core.newOrderId(),
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
        timeInForce: request.timeInForce ?? 'GTC',
        postOnly: request.postOnly ?? false,
        reduceOnly: request.reduceOnly ?? false,
        closePosition: false,
        liquidation: false,
        marginMode,
        leverage,
        status: stop ? 'untriggered' : 'open',
      },
      this.core.now(),
    );
    const attached = this.attachments(order, request);
    if (stop) {
      this.core.orders.track(order);
      this.core.batch.touch(order);
    } else {
      this.execution.execute(order, { throwRefusals: true });
    }
    if (order.clientOrderId !== null) this.core.orders.clientOrderIds.set(`${userId}|${order.clientOrderId}`, order.id);
    for (const protection of attached) this.replaceProtection(protection);
    return { order, attached };
  }

  /** Sets (a price) or clears (null) a position's take-profit and stop-loss; the ones left. */
  setProtection(
    userId: string,
    symbol: string,
    takeProfit: ProtectionPrice,
    stopLoss: ProtectionPrice,
  ): FuturesOrderRecord[] {
    this.core.markets.contractOf(symbol);
    const position = this.core.positions.open(userId, symbol);
    if (!position) throw noPosition(symbol);
    const changes: { kind: ProtectionKind; value: string | null }[] = [];
    if (takeProfit !== undefined) changes.push({ kind: 'takeProfit', value: takeProfit });
    if (stopLoss !== undefined) changes.push({ kind: 'stopLoss', value: stopLoss });
    const created = changes.map(({ kind, value }) => ({
      kind,
      order: value === null ? undefined : this.protection(userId, symbol, position.side, kind, value),
    }));
    for (const { kind, order } of created) {
      if (order) this.replaceProtection(order);
      else this.cancelProtection(userId, symbol, protectionDirection(kind, position.side));
    }
    return this.core.orders.of(userId, symbol).filter((order) => order.closePosition);
  }

  /** A reduce-only order for the whole position: by market, or a limit at `price`. */
  closePosition(userId: string, symbol: string, type: 'market' | 'limit', price?: string): FuturesOrderRecord {
    const position = this.core.positions.open(userId, symbol);
    if (!position) throw noPosition(symbol);
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
    const order = this.core.orders.get(orderId) ?? this.core.batch.order(orderId);
    if (!order) return 'unknown';
    if (order.userId !== userId) return 'unknown';
    if (order.status !== 'open' && order.status !== 'untriggered') return 'not-live';
    this.core.orders.cancel(order, 'user');
    return order;
  }

  cancelAll(userId: string, symbol?: string): FuturesOrderRecord[] {
    if (symbol !== undefined) this.core.markets.contractOf(symbol);
    const orders = this.core.orders.of(userId, symbol);
    for (const order of orders) this.core.orders.cancel(order, 'user');
    return orders;
  }

  /** The TP/SL closes a request attaches, checked against the mark before anything changes. */
  private attachments(order: FuturesOrderRecord, request: PlaceFuturesOrderRequest): FuturesOrderRecord[] {
    const wanted: { trigger: string; kind: ProtectionKind }[] = [];
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
    kind: ProtectionKind,
    triggerText: string,
  ): FuturesOrderRecord {
    const { contract } = this.core.markets.contractOf(symbol);
    const trigger = onGrid(triggerText, contract.tickSize, kind);
    const mark = this.core.markets.marks.get(symbol);
    if (!mark) throw noMarkPrice(symbol);
    const direction = protectionDirection(kind, positionSide);
    if (direction === 'rise' ? !trigger.gt(mark) : !trigger.lt(mark)) {
      const where = direction === 'rise' ? 'above' : 'below';
      throw refuse('invalid', 'invalid-trigger', `${kind} must be ${where} the mark price ${mark.toFixed()}`, kind);
    }
    const { leverage, marginMode } = this.settings.settingsOf(userId, symbol);
    return newOrder(
      {
        id: this.core.newOrderId(),
        userId,
        symbol,
        side: positionSide === 'long' ? 'sell' : 'buy',
        type: 'stop-market',
        price: null,
        triggerPrice: trigger.toFixed(),
        triggerBy: 'mark',
        triggerDirection: direction,
        quantity: '0',
        timeInForce: 'GTC',
        postOnly: false,
        reduceOnly: true,
        closePosition: true,
        liquidation: false,
        marginMode,
        leverage,
        status: 'untriggered',
      },
      this.core.now(),
    );
  }

  /** Tracks a TP/SL in place of the position's earlier one of the same direction. */
  private replaceProtection(protection: FuturesOrderRecord): void {
    this.cancelProtection(protection.userId, protection.symbol, protection.triggerDirection);
    this.core.orders.track(protection);
    this.core.batch.touch(protection);
  }

  private cancelProtection(userId: string, symbol: string, direction: 'rise' | 'fall' | null): void {
    for (const other of this.core.orders.of(userId, symbol)) {
      if (other.closePosition && other.triggerDirection === direction) this.core.orders.cancel(other, 'user');
    }
  }
}
