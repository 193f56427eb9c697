import { divide } from '@vela/contracts/futures-margin-rounding';
import type {
  FuturesCancelReason,
  FuturesFill,
  FuturesOrder,
  FuturesOrderStatus,
  FuturesOrderType,
  MarginMode,
  TimeInForce,
  TriggerBy,
} from '@vela/contracts/futures-trading';
import Big from 'big.js';
import type { futuresOrders } from '../db/schema.ts';

/** A futures order as memory and the `futures_orders` row both hold it. */
export interface FuturesOrderRecord {
  readonly id: string;
  readonly userId: string;
  readonly clientOrderId: string | null;
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly type: FuturesOrderType;
  readonly price: string | null;
  readonly triggerPrice: string | null;
  readonly triggerBy: TriggerBy | null;
  /** rise: fires when the trigger price is reached from below; fall: from above. */
  readonly triggerDirection: 'rise' | 'fall' | null;
  quantity: string;
  filledQuantity: Big;
  filledNotional: Big;
  fee: Big;
  realizedPnl: Big;
  /** What it still reserves of the wallet (in its frozen). */
  frozen: Big;
  readonly timeInForce: TimeInForce;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  readonly closePosition: boolean;
  readonly liquidation: boolean;
  readonly marginMode: MarginMode;
  readonly leverage: number;
  status: FuturesOrderStatus;
  cancelReason: FuturesCancelReason | null;
  /** 1 when placed, +1 with every change. */
  version: number;
  readonly createdAt: Date;
  updatedAt: Date;
}

/** Average prices keep this many decimals (rounded down): below every contract's tick. */
const AVERAGE_DECIMALS = 8;

export function futuresOrderView(order: FuturesOrderRecord): FuturesOrder {
  const filled = order.filledQuantity;
  return {
    id: order.id,
    clientOrderId: order.clientOrderId,
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    price: order.price,
    triggerPrice: order.triggerPrice,
    triggerBy: order.triggerBy,
    quantity: order.quantity,
    filledQuantity: filled.toFixed(),
    averagePrice: filled.gt(0) ? divide(order.filledNotional, filled, AVERAGE_DECIMALS, 'floor').toFixed() : null,
    fee: order.fee.toFixed(),
    realizedPnl: order.realizedPnl.toFixed(),
    timeInForce: order.timeInForce,
    postOnly: order.postOnly,
    reduceOnly: order.reduceOnly,
    closePosition: order.closePosition,
    liquidation: order.liquidation,
    marginMode: order.marginMode,
    leverage: order.leverage,
    status: order.status,
    cancelReason: order.cancelReason,
    version: order.version,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** A `futures_orders` row (numeric columns as strings) as a record. */
export function futuresOrderFromRow(row: Omit<typeof futuresOrders.$inferSelect, 'seq'>): FuturesOrderRecord {
  return {
    ...row,
    side: row.side as FuturesOrderRecord['side'],
    type: row.type as FuturesOrderType,
    triggerBy: row.triggerBy as TriggerBy | null,
    triggerDirection: row.triggerDirection as FuturesOrderRecord['triggerDirection'],
    price: row.price === null ? null : new Big(row.price).toFixed(),
    triggerPrice: row.triggerPrice === null ? null : new Big(row.triggerPrice).toFixed(),
    quantity: new Big(row.quantity).toFixed(),
    filledQuantity: new Big(row.filledQuantity),
    filledNotional: new Big(row.filledNotional),
    fee: new Big(row.fee),
    realizedPnl: new Big(row.realizedPnl),
    frozen: new Big(row.frozen),
    timeInForce: row.timeInForce as TimeInForce,
    marginMode: row.marginMode as MarginMode,
    status: row.status as FuturesOrderStatus,
    cancelReason: row.cancelReason as FuturesCancelReason | null,
  };
}

/** A `futures_fills` row as the API shows it. */
export function futuresFillView(row: {
  id: number | string;
  orderId: string;
  symbol: string;
  side: string;
  role: string;
  price: string;
  quantity: string;
  fee: string;
  realizedPnl: string;
  liquidation: boolean;
  createdAt: Date;
}): FuturesFill {
  return {
    id: String(row.id),
    orderId: row.orderId,
    symbol: row.symbol,
    side: row.side as FuturesFill['side'],
    role: row.role as FuturesFill['role'],
    price: new Big(row.price).toFixed(),
    quantity: new Big(row.quantity).toFixed(),
    fee: new Big(row.fee).toFixed(),
    realizedPnl: new Big(row.realizedPnl).toFixed(),
    liquidation: row.liquidation,
    createdAt: row.createdAt.toISOString(),
  };
}
