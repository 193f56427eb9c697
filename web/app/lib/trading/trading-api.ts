import {
  type AmendOrderRequest,
  type Balance,
  balanceListSchema,
  cancelAllResponseSchema,
  type FillHistoryQuery,
  type FillList,
  fillListSchema,
  type Order,
  type OrderHistoryQuery,
  type OrderList,
  orderListSchema,
  orderResponseSchema,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placeOrderResponseSchema,
  tradingPaths,
} from '@vela/contracts/trading';
import type { z } from 'zod';
import { browserApi } from '../api/browser-api.ts';
import { isNetworkFailure } from '../http/request.ts';
import type { TradingFailure } from './trading-failure.ts';
import { tradingFailureOf } from './trading-failure-of.ts';

/** A call's outcome as a value the screen can show: never a thrown error. */
export type TradingResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: TradingFailure };

async function call<T>(send: () => Promise<unknown>, schema: z.ZodType<T>): Promise<TradingResult<T>> {
  let response: unknown;
  try {
    response = await send();
  } catch (error) {
    return { ok: false, failure: tradingFailureOf(error) };
  }
  if (isNetworkFailure(response)) return { ok: false, failure: { code: 'network' } };
  const parsed = schema.safeParse(response);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, failure: { code: 'unknown' } };
}

/** Query values the request helper sends; undefined ones are left out. */
function query(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export function placeOrder(request: PlaceOrderRequest): Promise<TradingResult<PlaceOrderResponse>> {
  return call(() => browserApi().post(tradingPaths.orders, request), placeOrderResponseSchema);
}

export async function cancelOrder(orderId: string): Promise<TradingResult<Order>> {
  const result = await call(() => browserApi().post(tradingPaths.cancel(orderId)), orderResponseSchema);
  return result.ok ? { ok: true, value: result.value.order } : result;
}

/** A new price and/or size for an open limit order: the order after, with the fills it made at once. */
export function amendOrder(orderId: string, request: AmendOrderRequest): Promise<TradingResult<PlaceOrderResponse>> {
  return call(() => browserApi().post(tradingPaths.amend(orderId), request), placeOrderResponseSchema);
}

export async function cancelAllOrders(symbol: string | undefined): Promise<TradingResult<readonly Order[]>> {
  const result = await call(
    () => browserApi().post(tradingPaths.cancelAll, symbol ? { symbol } : {}),
    cancelAllResponseSchema,
  );
  return result.ok ? { ok: true, value: result.value.cancelled } : result;
}

/** Open orders are one list, without pages. */
const openOrdersSchema = orderListSchema.pick({ orders: true });

export async function fetchOpenOrders(symbol?: string): Promise<TradingResult<readonly Order[]>> {
  const result = await call(() => browserApi().get(tradingPaths.orders, query({ symbol })), openOrdersSchema);
  return result.ok ? { ok: true, value: result.value.orders } : result;
}

export function fetchOrderHistory(request: OrderHistoryQuery): Promise<TradingResult<OrderList>> {
  return call(() => browserApi().get(tradingPaths.orderHistory, query({ ...request })), orderListSchema);
}

export function fetchFills(request: FillHistoryQuery): Promise<TradingResult<FillList>> {
  return call(() => browserApi().get(tradingPaths.fills, query({ ...request })), fillListSchema);
}

export async function fetchBalances(): Promise<TradingResult<readonly Balance[]>> {
  const result = await call(() => browserApi().get(tradingPaths.balances), balanceListSchema);
  return result.ok ? { ok: true, value: result.value.balances } : result;
}
