import { type FundingRateList, fundingRateListSchema, futuresCallPaths } from '@vela/contracts/futures';
import {
  futuresAccountCallPaths,
  futuresAccountSchema,
  type TransferList,
  type TransferRequest,
  type TransferResponse,
  transferListSchema,
  transferResponseSchema,
} from '@vela/contracts/futures-account';
import {
  type AdjustMarginRequest,
  type ClosedPositionList,
  type ClosePositionRequest,
  closedPositionListSchema,
  type FundingPaymentList,
  type FuturesAccountSummary,
  type FuturesFillList,
  type FuturesOrder,
  type FuturesOrderList,
  type FuturesPosition,
  type FuturesSettings,
  fundingPaymentListSchema,
  futuresAccountSummarySchema,
  futuresFillListSchema,
  futuresOrderListSchema,
  futuresOrderResponseSchema,
  futuresPositionListSchema,
  futuresPositionResponseSchema,
  futuresSettingsListSchema,
  futuresSettingsSchema,
  type LeverageRequest,
  type MarginModeRequest,
  type PlaceFuturesOrderRequest,
  type PlaceFuturesOrderResponse,
  type PositionTpslRequest,
  futuresTradingCallPaths as paths,
  placeFuturesOrderResponseSchema,
} from '@vela/contracts/futures-trading';
import type { Balance } from '@vela/contracts/trading';
import type { z } from 'zod';
import { browserApi } from '../api/browser-api.ts';
import { isNetworkFailure } from '../http/network-failure.ts';
import type { RequestHelper } from '../http/request.ts';
import type { FuturesFailure } from './futures-failure.ts';
import { futuresFailureOf } from './futures-failure-of.ts';

/** A futures call's outcome as a value the screen can show: never a thrown error. */
export type FuturesResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: FuturesFailure };

/** A page of a history: newest first, `before` the previous page's `nextBefore`. */
export interface FuturesHistoryRequest {
  readonly symbol?: string;
  readonly before?: string;
  readonly limit?: number;
}

/**
 * The futures trading and wallet calls (packages/contracts/src/futures-trading.ts,
 * futures-account.ts), in the request helper's futures mode: paths relative to the futures base
 * URL, answers checked by the contract's schemas, refusals kept with their `reason`.
 */
export interface FuturesApi {
  placeOrder(request: PlaceFuturesOrderRequest): Promise<FuturesResult<PlaceFuturesOrderResponse>>;
  cancelOrder(orderId: string): Promise<FuturesResult<FuturesOrder>>;
  /** Every open and untriggered order (of one contract with `symbol`); the answer is what was cancelled. */
  cancelAll(symbol?: string): Promise<FuturesResult<readonly FuturesOrder[]>>;
  /** Open and untriggered orders, newest first. */
  fetchOpenOrders(symbol?: string): Promise<FuturesResult<readonly FuturesOrder[]>>;
  fetchOrderHistory(request: FuturesHistoryRequest): Promise<FuturesResult<FuturesOrderList>>;
  fetchFills(request: FuturesHistoryRequest): Promise<FuturesResult<FuturesFillList>>;
  fetchFunding(request: FuturesHistoryRequest): Promise<FuturesResult<FundingPaymentList>>;
  fetchPositions(symbol?: string): Promise<FuturesResult<readonly FuturesPosition[]>>;
  /** Closed positions, newest first (replayed from the fills on the server). */
  fetchPositionHistory(request: FuturesHistoryRequest): Promise<FuturesResult<ClosedPositionList>>;
  /** The funding rounds applied to a contract, newest first (a public call). */
  fetchFundingRates(request: FuturesHistoryRequest & { symbol: string }): Promise<FuturesResult<FundingRateList>>;
  /** A reduce-only close of the whole position, by market or at a limit. */
  closePosition(request: ClosePositionRequest): Promise<FuturesResult<PlaceFuturesOrderResponse>>;
  /** Adds or removes an isolated position's margin; the answer is the position after it. */
  adjustMargin(request: AdjustMarginRequest): Promise<FuturesResult<FuturesPosition>>;
  /** Sets or clears a position's TP/SL; the answer is its TP/SL orders after the change. */
  setPositionTpsl(request: PositionTpslRequest): Promise<FuturesResult<readonly FuturesOrder[]>>;
  /** Leverage and margin mode of every contract (of one with `symbol`). */
  fetchSettings(symbol?: string): Promise<FuturesResult<readonly FuturesSettings[]>>;
  setLeverage(request: LeverageRequest): Promise<FuturesResult<FuturesSettings>>;
  setMarginMode(request: MarginModeRequest): Promise<FuturesResult<FuturesSettings>>;
  fetchSummary(): Promise<FuturesResult<FuturesAccountSummary>>;
  /** The futures wallet's balances. */
  fetchFuturesAccount(): Promise<FuturesResult<readonly Balance[]>>;
  /** Moves USDT between the spot and futures wallets; the answer has both wallets' balance after it. */
  transfer(request: TransferRequest): Promise<FuturesResult<TransferResponse>>;
  fetchTransfers(request: Omit<FuturesHistoryRequest, 'symbol'>): Promise<FuturesResult<TransferList>>;
}

/** Query values the request helper sends; undefined ones are left out. */
function query(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The calls on `requestHelper()` (the page's browserApi, a fake one in tests). */
export function createFuturesApi(requestHelper: () => Pick<RequestHelper, 'get' | 'post'>): FuturesApi {
  async function call<T, R = T>(
    send: (helper: Pick<RequestHelper, 'get' | 'post'>) => Promise<unknown>,
    schema: z.ZodType<T>,
    pick: (answer: T) => R = (answer) => answer as unknown as R,
  ): Promise<FuturesResult<R>> {
    let response: unknown;
    try {
      response = await send(requestHelper());
    } catch (error) {
      return { ok: false, failure: futuresFailureOf(error) };
    }
    if (isNetworkFailure(response)) return { ok: false, failure: { code: 'network' } };
    const parsed = schema.safeParse(response);
    return parsed.success ? { ok: true, value: pick(parsed.data) } : { ok: false, failure: { code: 'unknown' } };
  }
  const get =
    (path: string, values: object = {}) =>
    (helper: Pick<RequestHelper, 'get'>) =>
      helper.get(path, query(values), 'futures');
  const post =
    (path: string, body: unknown = {}) =>
    (helper: Pick<RequestHelper, 'post'>) =>
      helper.post(path, body, 'futures');

  return {
    placeOrder: (order) => call(post(paths.orders, order), placeFuturesOrderResponseSchema),
    cancelOrder: (orderId) => call(post(paths.cancel(orderId)), futuresOrderResponseSchema, (answer) => answer.order),
    cancelAll: (symbol) =>
      call(post(paths.cancelAll, query({ symbol })), futuresOrderListSchema, (answer) => answer.orders),
    fetchOpenOrders: (symbol) => call(get(paths.orders, { symbol }), futuresOrderListSchema, (answer) => answer.orders),
    fetchOrderHistory: (request) => call(get(paths.orderHistory, request), futuresOrderListSchema),
    fetchFills: (request) => call(get(paths.fills, request), futuresFillListSchema),
    fetchFunding: (request) => call(get(paths.funding, request), fundingPaymentListSchema),
    fetchPositions: (symbol) =>
      call(get(paths.positions, { symbol }), futuresPositionListSchema, (answer) => answer.positions),
    fetchPositionHistory: (request) => call(get(paths.positionHistory, request), closedPositionListSchema),
    fetchFundingRates: (request) => call(get(futuresCallPaths.fundingRates, request), fundingRateListSchema),
    closePosition: (close) => call(post(paths.closePosition, close), placeFuturesOrderResponseSchema),
    adjustMargin: (adjustment) =>
      call(post(paths.positionMargin, adjustment), futuresPositionResponseSchema, (answer) => answer.position),
    setPositionTpsl: (tpsl) => call(post(paths.positionTpsl, tpsl), futuresOrderListSchema, (answer) => answer.orders),
    fetchSettings: (symbol) =>
      call(get(paths.settings, { symbol }), futuresSettingsListSchema, (answer) => answer.settings),
    setLeverage: (leverage) => call(post(paths.leverage, leverage), futuresSettingsSchema),
    setMarginMode: (mode) => call(post(paths.marginMode, mode), futuresSettingsSchema),
    fetchSummary: () => call(get(paths.summary), futuresAccountSummarySchema),
    fetchFuturesAccount: () =>
      call(get(futuresAccountCallPaths.account), futuresAccountSchema, (answer) => answer.balances),
    transfer: (transfer) => call(post(futuresAccountCallPaths.transfers, transfer), transferResponseSchema),
    fetchTransfers: (request) => call(get(futuresAccountCallPaths.transfers, request), transferListSchema),
  };
}

/** The futures calls of the page (browserApi() in futures mode). */
export const futuresApi: FuturesApi = createFuturesApi(browserApi);
