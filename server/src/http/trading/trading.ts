import {
  amendOrderRequestSchema,
  type BalanceList,
  balanceListSchema,
  type CancelAllResponse,
  cancelAllRequestSchema,
  cancelAllResponseSchema,
  type FillList,
  fillHistoryQuerySchema,
  fillListSchema,
  type OrderList,
  type OrderResponse,
  openOrdersQuerySchema,
  orderHistoryQuerySchema,
  orderListSchema,
  orderResponseSchema,
  type PlaceOrderResponse,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  tradingPaths,
} from '@vela/contracts/trading';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OrderCommands } from '../../desks/order-relay.ts';
import { balancesOf } from '../../desks/spot/order-views.ts';
import type { TradingService } from '../../desks/trading-service.ts';
import { sameOriginGuard } from '../csrf.ts';
import { spotTradingApi } from '../openapi/tags.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { requireSignIn, signedInUserId } from '../signed-in.ts';

const orderIdParams = z.object({ orderId: z.string().describe('The order’s id.') });

const unavailable = [
  503,
  'Trading is not running right now or the book is busy (reason "trading-unavailable"); nothing changed. ' +
    'Reason "outcome-unknown": the connection to the database broke while the command was saved, so it may have ' +
    'been carried out: check the open orders, retry with the same clientOrderId.',
] as const;

/**
 * The spot order API: every call is the signed-in user's own; writes follow the CSRF rule. Reads
 * run here; writes go to `orders`, which reaches the engine wherever it runs (order-relay.ts).
 */
export async function tradingRoutes(
  app: FastifyInstance,
  {
    config,
    database,
    trading,
    orders,
  }: { config: Config; database: Database; trading: TradingService; orders: OrderCommands },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  const sameOrigin = { preHandler: sameOriginGuard(config.PUBLIC_URL) };
  requireSignIn(app, { db, secure });

  answerPrivately(app);

  app.post(
    tradingPaths.orders,
    {
      ...sameOrigin,
      schema: spotTradingApi.operation({
        summary: 'Place an order',
        description:
          'Limit orders need price and quantity (timeInForce GTC/IOC/FOK, postOnly for GTC limits); market orders quantity, or (market buys) quoteAmount. stop-limit (stopPrice, price), stop-market (stopPrice) and trailing-stop (trailingAmount or trailingPercent) orders wait untriggered, their funds reserved, until a trade of the market reaches their stop; an oco places a limit leg (price) and a stop leg (stopPrice, stopLimitPrice for a stop-limit leg), answered as `order` and `linked`: the first leg to trade or trigger cancels the other (docs/spot-order-types.md). Prices and quantities on the market’s tick and lot grid. A retry with the same clientOrderId answers the first order.',
        auth: 'session',
        apiKey: 'spot-trade',
        body: placeOrderRequestSchema,
        response: placeOrderResponseSchema,
        errors: [unavailable],
      }),
    },
    async (request): Promise<PlaceOrderResponse> => {
      const userId = signedInUserId(request);
      return orders.place(userId, parseInput(placeOrderRequestSchema, request.body));
    },
  );

  app.get(
    tradingPaths.orders,
    {
      schema: spotTradingApi.operation({
        summary: 'Open and untriggered orders',
        auth: 'session',
        apiKey: 'read',
        query: openOrdersQuerySchema,
        response: orderListSchema,
      }),
    },
    async (request): Promise<OrderList> => {
      const userId = signedInUserId(request);
      const { symbol } = parseInput(openOrdersQuerySchema, request.query);
      return { orders: await (await trading.orderViews()).open(userId, symbol), nextBefore: null };
    },
  );

  app.post<{ Params: { orderId: string } }>(
    tradingPaths.cancelPattern,
    {
      ...sameOrigin,
      schema: spotTradingApi.operation({
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
      }),
    },
    async (request): Promise<OrderResponse> => {
      const userId = signedInUserId(request);
      return { order: await orders.cancel(userId, request.params.orderId) };
    },
  );

  app.post<{ Params: { orderId: string } }>(
    tradingPaths.amendPattern,
    {
      ...sameOrigin,
      schema: spotTradingApi.operation({
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
      }),
    },
    async (request): Promise<PlaceOrderResponse> => {
      const userId = signedInUserId(request);
      return orders.amend(userId, request.params.orderId, parseInput(amendOrderRequestSchema, request.body));
    },
  );

  app.post(
    tradingPaths.cancelAll,
    {
      ...sameOrigin,
      schema: spotTradingApi.operation({
        summary: 'Cancel every open order',
        description: 'Of one market when `symbol` is given. The body may be left out.',
        auth: 'session',
        apiKey: 'spot-trade',
        body: cancelAllRequestSchema,
        response: cancelAllResponseSchema,
        errors: [unavailable],
      }),
    },
    async (request): Promise<CancelAllResponse> => {
      const userId = signedInUserId(request);
      const { symbol } = parseInput(cancelAllRequestSchema, request.body ?? {});
      return { cancelled: await orders.cancelAll(userId, symbol) };
    },
  );

  app.get(
    tradingPaths.orderHistory,
    {
      schema: spotTradingApi.operation({
        summary: 'Filled and cancelled orders, newest first',
        auth: 'session',
        apiKey: 'read',
        query: orderHistoryQuerySchema,
        response: orderListSchema,
      }),
    },
    async (request): Promise<OrderList> => {
      const userId = signedInUserId(request);
      return (await trading.orderViews()).history(userId, parseInput(orderHistoryQuerySchema, request.query));
    },
  );

  app.get(
    tradingPaths.fills,
    {
      schema: spotTradingApi.operation({
        summary: 'Fills, newest first',
        auth: 'session',
        apiKey: 'read',
        query: fillHistoryQuerySchema,
        response: fillListSchema,
      }),
    },
    async (request): Promise<FillList> => {
      const userId = signedInUserId(request);
      return (await trading.orderViews()).fills(userId, parseInput(fillHistoryQuerySchema, request.query));
    },
  );

  app.get(
    tradingPaths.balances,
    {
      schema: spotTradingApi.operation({
        summary: 'Spot balances per asset',
        auth: 'session',
        apiKey: 'read',
        response: balanceListSchema,
      }),
    },
    async (request): Promise<BalanceList> => {
      const userId = signedInUserId(request);
      return { balances: await balancesOf(db, userId) };
    },
  );
}
