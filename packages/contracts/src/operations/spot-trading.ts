import { z } from 'zod';
import {
  amendOrderRequestSchema,
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
} from '../trading.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const unavailable = [
  503,
  'Trading is not running right now or the book is busy (reason "trading-unavailable"); nothing changed. ' +
    'Reason "outcome-unknown": the connection to the database broke while the command was saved, so it may have ' +
    'been carried out: check the open orders, retry with the same clientOrderId.',
] as const;

const orderIdParams = z.object({ orderId: z.string().describe('The order’s id.') });

export const spotTradingTag: ApiTag = {
  name: 'Spot trading',
  description: `The signed-in user's spot orders, fills and balances. Refusals carry a stable \`reason\`: ${tradingErrorCodes.join(', ')}.`,
};

export const spotTradingOperations = apiOperations(spotTradingTag, {
  placeOrder: {
    method: 'POST',
    path: tradingPaths.orders,
    summary: 'Place an order',
    description:
      'Limit orders need price and quantity (timeInForce GTC/IOC/FOK, postOnly for GTC limits); market orders quantity, or (market buys) quoteAmount. stop-limit (stopPrice, price), stop-market (stopPrice) and trailing-stop (trailingAmount or trailingPercent) orders wait untriggered, their funds reserved, until a trade of the market reaches their stop; an oco places a limit leg (price) and a stop leg (stopPrice, stopLimitPrice for a stop-limit leg), answered as `order` and `linked`: the first leg to trade or trigger cancels the other (docs/spot-order-types.md). Prices and quantities on the market’s tick and lot grid. A retry with the same clientOrderId answers the first order.',
    auth: 'session',
    apiKey: 'spot-trade',
    body: placeOrderRequestSchema,
    response: placeOrderResponseSchema,
    errors: [unavailable],
  },
  openOrders: {
    method: 'GET',
    path: tradingPaths.orders,
    summary: 'Open and untriggered orders',
    auth: 'session',
    apiKey: 'read',
    query: openOrdersQuerySchema,
    response: orderListSchema,
  },
  cancel: {
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
  amend: {
    method: 'POST',
    path: tradingPaths.amendPattern,
    summary: 'Amend an open limit order',
    description:
      'A new price and/or a new quantity (the whole size, the filled part included). A smaller quantity at the same price keeps the order’s place in its queue; a new price or a larger quantity sends it to the back of its new level, and a price that crosses the book trades at once (the answer carries those fills). What the order holds is adjusted exactly: more is taken from the available balance, less goes back to it.',
    auth: 'session',
    apiKey: 'spot-trade',
    params: orderIdParams,
    body: amendOrderRequestSchema,
    response: placeOrderResponseSchema,
    errors: [
      [
        400,
        'Off the grid, not above the filled quantity ("quantity-below-filled"), unchanged ("amend-unchanged"), below the minimum notional, or not enough balance for a larger hold.',
      ],
      [404, 'No such order of yours (reason "unknown-order").'],
      [409, 'The order is no longer open: filled or cancelled (reason "order-not-open").'],
      unavailable,
    ],
  },
  cancelAll: {
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
  orderHistory: {
    method: 'GET',
    path: tradingPaths.orderHistory,
    summary: 'Filled and cancelled orders, newest first',
    auth: 'session',
    apiKey: 'read',
    query: orderHistoryQuerySchema,
    response: orderListSchema,
  },
  fills: {
    method: 'GET',
    path: tradingPaths.fills,
    summary: 'Fills, newest first',
    auth: 'session',
    apiKey: 'read',
    query: fillHistoryQuerySchema,
    response: fillListSchema,
  },
  balances: {
    method: 'GET',
    path: tradingPaths.balances,
    summary: 'Spot balances per asset',
    auth: 'session',
    apiKey: 'read',
    response: balanceListSchema,
  },
});
