import { z } from 'zod';
import {
  futuresAccountPaths,
  futuresAccountSchema,
  transferHistoryQuerySchema,
  transferListSchema,
  transferRequestSchema,
  transferResponseSchema,
} from '../futures-account.ts';
import {
  adjustMarginRequestSchema,
  closedPositionListSchema,
  closePositionRequestSchema,
  fundingPaymentListSchema,
  futuresAccountSummarySchema,
  futuresFillListSchema,
  futuresHistoryQuerySchema,
  futuresOrderListSchema,
  futuresOrderResponseSchema,
  futuresPositionListSchema,
  futuresPositionResponseSchema,
  futuresSettingsListSchema,
  futuresSettingsSchema,
  futuresSymbolFilterSchema,
  futuresTokenSchema,
  futuresTradingPaths,
  leverageRequestSchema,
  marginModeRequestSchema,
  placeFuturesOrderRequestSchema,
  placeFuturesOrderResponseSchema,
  positionTpslRequestSchema,
} from '../futures-trading.ts';
import { type ApiTag, apiOperations, type OperationRecord } from './operation.ts';

const unavailable = [503, 'Trading is not running right now (reason "trading-unavailable"); nothing changed.'] as const;

/**
 * Closed-position reads a user may make a minute: each replays all the user's fills. Room for the
 * terminal, which reads the list again after each burst of fills.
 */
export const POSITION_HISTORY_READS_PER_MINUTE = 60;

const positionOpen = [409, 'Not while a position is open on the contract (reason "position-open").'] as const;

export const futuresTradingTag: ApiTag = {
  name: 'Futures trading',
  description:
    'The caller’s futures wallet, orders, positions and settings. Refusals carry a stable `reason` (e.g. insufficient-margin, post-only, fok, invalid-trigger, no-position, not-isolated, unknown-contract).',
};

/** One of the caller's history lists, newest first, paged and filtered by the history query. */
const history = (path: string, summary: string, response: z.ZodType): OperationRecord => ({
  method: 'GET',
  path,
  summary,
  auth: 'futures',
  apiKey: 'read',
  query: futuresHistoryQuerySchema,
  response,
});

export const futuresTradingOperations = apiOperations(futuresTradingTag, {
  account: {
    method: 'GET',
    path: futuresAccountPaths.account,
    summary: 'Futures wallet per margin asset',
    auth: 'session',
    apiKey: 'read',
    response: futuresAccountSchema,
  },
  transfer: {
    method: 'POST',
    path: futuresAccountPaths.transfers,
    summary: 'Transfer between the spot and futures wallets',
    auth: 'session',
    body: transferRequestSchema,
    response: transferResponseSchema,
    errors: [unavailable],
  },
  transfers: {
    method: 'GET',
    path: futuresAccountPaths.transfers,
    summary: 'Transfer history, newest first',
    auth: 'session',
    apiKey: 'read',
    query: transferHistoryQuerySchema,
    response: transferListSchema,
  },
  placeOrder: {
    method: 'POST',
    path: futuresTradingPaths.orders,
    summary: 'Place a futures order',
    description: 'Limit, market, stop-limit or stop-market; reduce-only and time-in-force options.',
    auth: 'futures',
    apiKey: 'futures-trade',
    body: placeFuturesOrderRequestSchema,
    response: placeFuturesOrderResponseSchema,
    errors: [
      [
        403,
        'reason "kyc-required": an order that may open a position (any but reduce-only) needs identity verification level 1.',
      ],
      unavailable,
    ],
  },
  openOrders: {
    method: 'GET',
    path: futuresTradingPaths.orders,
    summary: 'Open and untriggered orders',
    auth: 'futures',
    apiKey: 'read',
    query: futuresSymbolFilterSchema,
    response: futuresOrderListSchema,
  },
  cancel: {
    method: 'POST',
    path: futuresTradingPaths.cancelPattern,
    summary: 'Cancel a futures order',
    auth: 'futures',
    apiKey: 'futures-trade',
    params: z.object({ orderId: z.string().describe('The order’s id.') }),
    response: futuresOrderResponseSchema,
    errors: [
      [404, 'No such order of yours (reason "unknown-order").'],
      [409, 'The order is no longer open (reason "order-not-open").'],
      unavailable,
    ],
  },
  cancelAll: {
    method: 'POST',
    path: futuresTradingPaths.cancelAll,
    summary: 'Cancel every open futures order',
    description: 'Of one contract when `symbol` is given. The body may be left out.',
    auth: 'futures',
    apiKey: 'futures-trade',
    body: futuresSymbolFilterSchema,
    response: futuresOrderListSchema,
    errors: [unavailable],
  },
  orderHistory: history(
    futuresTradingPaths.orderHistory,
    'Filled and cancelled futures orders, newest first',
    futuresOrderListSchema,
  ),
  fills: history(futuresTradingPaths.fills, 'Futures fills, newest first', futuresFillListSchema),
  funding: history(futuresTradingPaths.funding, 'Funding payments, newest first', fundingPaymentListSchema),
  positionHistory: {
    ...history(futuresTradingPaths.positionHistory, 'Closed positions, newest first', closedPositionListSchema),
    description: `Each position from its first opening fill to the fill that closed it, replayed from the fills: entry and close price, largest size, closing PnL, fees and their difference. A read replays all the caller's fills, so ${POSITION_HISTORY_READS_PER_MINUTE} reads a minute per user are served.`,
    errors: [[429, `More than ${POSITION_HISTORY_READS_PER_MINUTE} reads this minute: wait Retry-After seconds.`]],
  },
  positions: {
    method: 'GET',
    path: futuresTradingPaths.positions,
    summary: 'Open positions with mark, liquidation price and PnL',
    auth: 'futures',
    apiKey: 'read',
    query: futuresSymbolFilterSchema,
    response: futuresPositionListSchema,
  },
  closePosition: {
    method: 'POST',
    path: futuresTradingPaths.closePosition,
    summary: 'Close a position (market or limit, reduce-only)',
    auth: 'futures',
    apiKey: 'futures-trade',
    body: closePositionRequestSchema,
    response: placeFuturesOrderResponseSchema,
    errors: [unavailable],
  },
  positionMargin: {
    method: 'POST',
    path: futuresTradingPaths.positionMargin,
    summary: 'Add or remove an isolated position’s margin',
    auth: 'futures',
    apiKey: 'futures-trade',
    body: adjustMarginRequestSchema,
    response: futuresPositionResponseSchema,
    errors: [[409, 'The position closed meanwhile (reason "no-position").'], unavailable],
  },
  positionTpsl: {
    method: 'POST',
    path: futuresTradingPaths.positionTpsl,
    summary: 'Set or clear a position’s take-profit and stop-loss',
    auth: 'futures',
    apiKey: 'futures-trade',
    body: positionTpslRequestSchema,
    response: futuresOrderListSchema,
    errors: [unavailable],
  },
  settings: {
    method: 'GET',
    path: futuresTradingPaths.settings,
    summary: 'Leverage and margin mode per contract',
    auth: 'futures',
    apiKey: 'read',
    query: futuresSymbolFilterSchema,
    response: futuresSettingsListSchema,
  },
  leverage: {
    method: 'POST',
    path: futuresTradingPaths.leverage,
    summary: 'Set a contract’s leverage',
    auth: 'futures',
    apiKey: 'futures-trade',
    body: leverageRequestSchema,
    response: futuresSettingsSchema,
    errors: [unavailable],
  },
  marginMode: {
    method: 'POST',
    path: futuresTradingPaths.marginMode,
    summary: 'Set a contract’s margin mode',
    auth: 'futures',
    apiKey: 'futures-trade',
    body: marginModeRequestSchema,
    response: futuresSettingsSchema,
    errors: [positionOpen, unavailable],
  },
  summary: {
    method: 'GET',
    path: futuresTradingPaths.summary,
    summary: 'Futures account summary',
    description: 'Wallet balance, margins in use, unrealized PnL and the cross margin ratio.',
    auth: 'futures',
    apiKey: 'read',
    response: futuresAccountSummarySchema,
  },
  token: {
    method: 'POST',
    path: futuresTradingPaths.token,
    summary: 'A short-lived futures token',
    description:
      'For the `thirdAppToken` header; also set as the `futuresToken` cookie. Only a session mints one (a futures token cannot renew itself).',
    auth: 'session',
    response: futuresTokenSchema,
  },
});
