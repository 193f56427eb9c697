import {
  balanceListSchema,
  cancelAllRequestSchema,
  cancelAllResponseSchema,
  fillHistoryQuerySchema,
  fillListSchema,
  openOrdersQuerySchema,
  orderHistoryQuerySchema,
  orderListSchema,
  orderResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  tradingErrorCodes,
  tradingPaths,
} from '@vela/contracts/trading';
import { z } from 'zod';
import type { OpenApiDomain } from '../entry.ts';

const unavailable = [
  503,
  'Trading is not running right now or the book is busy (reason "trading-unavailable"); nothing changed.',
] as const;
const orderIdParams = z.object({ orderId: z.string().describe('The order’s id.') });

export const spotTradingApi: OpenApiDomain = {
  tag: 'Spot trading',
  description: `The signed-in user's spot orders, fills and balances. Refusals carry a stable \`reason\`: ${tradingErrorCodes.join(', ')}.`,
  routes: [
    {
      method: 'POST',
      path: tradingPaths.orders,
      summary: 'Place an order',
      description:
        'Limit orders need price and quantity; market orders quantity, or (market buys) quoteAmount. Prices and quantities on the market’s tick and lot grid. A retry with the same clientOrderId answers the first order.',
      auth: 'session',
      apiKey: 'spot-trade',
      body: placeOrderRequestSchema,
      response: placeOrderResponseSchema,
      errors: [unavailable],
    },
    {
      method: 'GET',
      path: tradingPaths.orders,
      summary: 'Open orders',
      auth: 'session',
      apiKey: 'read',
      query: openOrdersQuerySchema,
      response: orderListSchema,
    },
    {
      method: 'POST',
      path: tradingPaths.cancelPattern,
      summary: 'Cancel an order',
      auth: 'session',
      apiKey: 'spot-trade',
      params: orderIdParams,
      response: orderResponseSchema,
      errors: [
        [404, 'No such order of yours (reason "unknown-order").'],
        [409, 'The order is no longer open (reason "order-not-open").'],
        unavailable,
      ],
    },
    {
      method: 'POST',
      path: tradingPaths.cancelAll,
      summary: 'Cancel every open order',
      description: 'Of one market when `symbol` is given. The body may be left out.',
      auth: 'session',
      apiKey: 'spot-trade',
      body: cancelAllRequestSchema,
      response: cancelAllResponseSchema,
      errors: [unavailable],
    },
    {
      method: 'GET',
      path: tradingPaths.orderHistory,
      summary: 'Filled and cancelled orders, newest first',
      auth: 'session',
      apiKey: 'read',
      query: orderHistoryQuerySchema,
      response: orderListSchema,
    },
    {
      method: 'GET',
      path: tradingPaths.fills,
      summary: 'Fills, newest first',
      auth: 'session',
      apiKey: 'read',
      query: fillHistoryQuerySchema,
      response: fillListSchema,
    },
    {
      method: 'GET',
      path: tradingPaths.balances,
      summary: 'Spot balances per asset',
      auth: 'session',
      apiKey: 'read',
      response: balanceListSchema,
    },
  ],
};
