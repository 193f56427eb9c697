import { spotTradingOperations } from '@vela/contracts/operations/spot-trading';
import {
  amendOrderRequestSchema,
  type BalanceList,
  type CancelAllResponse,
  cancelAllRequestSchema,
  type FillList,
  fillHistoryQuerySchema,
  type OrderList,
  type OrderResponse,
  openOrdersQuerySchema,
  orderHistoryQuerySchema,
  type PlaceOrderResponse,
  placeOrderRequestSchema,
} from '@vela/contracts/trading';
import type { FastifyInstance } from 'fastify';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OrderCommands } from '../../desks/order-relay.ts';
import { balancesOf } from '../../desks/spot/order-views.ts';
import type { TradingService } from '../../desks/trading-service.ts';
import { sameOriginGuard } from '../csrf.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInUserId } from '../signed-in.ts';

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

  route(
    app,
    spotTradingOperations.placeOrder,
    async (request): Promise<PlaceOrderResponse> => {
      const userId = signedInUserId(request);
      return orders.place(userId, parseInput(placeOrderRequestSchema, request.body));
    },
    { ...sameOrigin },
  );

  route(app, spotTradingOperations.openOrders, async (request): Promise<OrderList> => {
    const userId = signedInUserId(request);
    const { symbol } = parseInput(openOrdersQuerySchema, request.query);
    return { orders: await (await trading.orderViews()).open(userId, symbol), nextBefore: null };
  });

  route<{ Params: { orderId: string } }>(
    app,
    spotTradingOperations.cancel,
    async (request): Promise<OrderResponse> => {
      const userId = signedInUserId(request);
      return { order: await orders.cancel(userId, request.params.orderId) };
    },
    { ...sameOrigin },
  );

  route<{ Params: { orderId: string } }>(
    app,
    spotTradingOperations.amend,
    async (request): Promise<PlaceOrderResponse> => {
      const userId = signedInUserId(request);
      return orders.amend(userId, request.params.orderId, parseInput(amendOrderRequestSchema, request.body));
    },
    { ...sameOrigin },
  );

  route(
    app,
    spotTradingOperations.cancelAll,
    async (request): Promise<CancelAllResponse> => {
      const userId = signedInUserId(request);
      const { symbol } = parseInput(cancelAllRequestSchema, request.body ?? {});
      return { cancelled: await orders.cancelAll(userId, symbol) };
    },
    { ...sameOrigin },
  );

  route(app, spotTradingOperations.orderHistory, async (request): Promise<OrderList> => {
    const userId = signedInUserId(request);
    return (await trading.orderViews()).history(userId, parseInput(orderHistoryQuerySchema, request.query));
  });

  route(app, spotTradingOperations.fills, async (request): Promise<FillList> => {
    const userId = signedInUserId(request);
    return (await trading.orderViews()).fills(userId, parseInput(fillHistoryQuerySchema, request.query));
  });

  route(app, spotTradingOperations.balances, async (request): Promise<BalanceList> => {
    const userId = signedInUserId(request);
    return { balances: await balancesOf(db, userId) };
  });
}
