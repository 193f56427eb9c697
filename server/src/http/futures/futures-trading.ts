import type { FuturesContract } from '@vela/contracts/futures';
import {
  adjustMarginRequestSchema,
  type ClosedPositionList,
  closedPositionListSchema,
  closePositionRequestSchema,
  FUTURES_OPENING_KYC_LEVEL,
  type FundingPaymentList,
  type FuturesAccountSummary,
  type FuturesFillList,
  type FuturesOrderList,
  type FuturesOrderResponse,
  type FuturesPositionList,
  type FuturesPositionResponse,
  type FuturesSettings,
  type FuturesSettingsList,
  type FuturesToken,
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
  type PlaceFuturesOrderResponse,
  placeFuturesOrderRequestSchema,
  placeFuturesOrderResponseSchema,
  positionTpslRequestSchema,
} from '@vela/contracts/futures-trading';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FUTURES_TOKEN_COOKIE,
  FUTURES_TOKEN_TTL_MS,
  futuresTokenKey,
  signFuturesToken,
} from '../../accounts/futures-tokens.ts';
import { KycGate } from '../../accounts/kyc-gate.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { FuturesCommands } from '../../desks/futures/futures-commands.ts';
import type { FeedRuntime } from '../../feed/runtime.ts';
import { loadFuturesContracts } from '../../futures/contract-list.ts';
import {
  fundingPayments,
  futuresFillHistory,
  futuresOrderHistory,
  futuresSettingsOf,
  openFuturesOrders,
} from '../../futures/history-views.ts';
import { closedPositions } from '../../futures/position-history.ts';
import { futuresAccountSummary, futuresPositionsOf } from '../../futures/position-views.ts';
import { sameOriginGuard } from '../csrf.ts';
import { apiError, RequestRefusedError } from '../errors.ts';
import { futuresTradingApi } from '../openapi/tags.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately, unauthorized } from '../replies.ts';
import { type FuturesCaller, futuresCaller } from './futures-caller.ts';

const positionOpen = [409, 'Not while a position is open on the contract (reason "position-open").'] as const;

const unavailable = [503, 'Trading is not running right now (reason "trading-unavailable"); nothing changed.'] as const;

/**
 * The futures trading API: orders, positions, their settings and the account summary. Every call is
 * the caller's own: a session, or a futures token in `thirdAppToken` (futures-caller.ts),
 * checked once for every route by the hook below (401 without either); writes follow the CSRF rule
 * first. Reads run here on any instance, positions valued at the marks this instance heard; writes
 * go to `futures`, which reaches the engine wherever it runs (order-relay.ts).
 */
export async function futuresTradingRoutes(
  app: FastifyInstance,
  {
    config,
    database,
    feed,
    futures,
  }: { config: Config; database: Database; feed: FeedRuntime; futures: FuturesCommands },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  const tokenKey = futuresTokenKey(feed.tokenSecret);
  const sameOrigin = sameOriginGuard(config.PUBLIC_URL);
  const marks = feed.futures.markOf;
  const kyc = new KycGate(db);

  let contracts: Promise<FuturesContract[]> | undefined;
  const listed = () => {
    contracts ??= loadFuturesContracts(db).catch((error: unknown) => {
      contracts = undefined;
      throw error;
    });
    return contracts;
  };
  /** The `symbol` filter of a read, refused when it names no listed contract. */
  const listedSymbol = async (symbol: string | undefined): Promise<string | undefined> => {
    if (symbol !== undefined && !(await listed()).some((contract) => contract.symbol === symbol)) {
      throw new RequestRefusedError(400, 'unknown-contract', `unknown contract: ${symbol}`, 'symbol');
    }
    return symbol;
  };

  const callers = new WeakMap<FastifyRequest, FuturesCaller>();
  const callerOf = (request: FastifyRequest): FuturesCaller => {
    const caller = callers.get(request);
    if (!caller) throw new Error('a futures trading route ran without its caller');
    return caller;
  };
  const userOf = (request: FastifyRequest) => callerOf(request).userId;

  answerPrivately(app);
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'POST') {
      const refused = await sameOrigin(request, reply);
      if (refused) return refused;
    }
    const caller = await futuresCaller(db, request, reply, { secure, tokenKey });
    if (!caller) return unauthorized(reply);
    callers.set(request, caller);
  });

  const symbolFilter = async (input: unknown) => listedSymbol(parseInput(futuresSymbolFilterSchema, input).symbol);
  const historyQuery = async (request: FastifyRequest) => {
    const query = parseInput(futuresHistoryQuerySchema, request.query);
    await listedSymbol(query.symbol);
    return query;
  };

  app.post(
    futuresTradingPaths.orders,
    {
      schema: futuresTradingApi.operation({
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
      }),
    },
    async (request, reply): Promise<PlaceFuturesOrderResponse | FastifyReply> => {
      const order = parseInput(placeFuturesOrderRequestSchema, request.body);
      const userId = userOf(request);
      // Any order but a reduce-only one may open a position: that needs identity verification.
      if (!order.reduceOnly && !(await kyc.hasLevel(userId, FUTURES_OPENING_KYC_LEVEL))) return kycRequired(reply);
      return futures.placeFutures(userId, order);
    },
  );

  app.get(
    futuresTradingPaths.orders,
    {
      schema: futuresTradingApi.operation({
        summary: 'Open and untriggered orders',
        auth: 'futures',
        apiKey: 'read',
        query: futuresSymbolFilterSchema,
        response: futuresOrderListSchema,
      }),
    },
    async (request): Promise<FuturesOrderList> => {
      const symbol = await symbolFilter(request.query);
      return { orders: await openFuturesOrders(db, userOf(request), symbol), nextBefore: null };
    },
  );

  app.post<{ Params: { orderId: string } }>(
    futuresTradingPaths.cancelPattern,
    {
      schema: futuresTradingApi.operation({
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
      }),
    },
    async (request): Promise<FuturesOrderResponse> => ({
      order: await futures.cancelFutures(userOf(request), request.params.orderId),
    }),
  );

  app.post(
    futuresTradingPaths.cancelAll,
    {
      schema: futuresTradingApi.operation({
        summary: 'Cancel every open futures order',
        description: 'Of one contract when `symbol` is given. The body may be left out.',
        auth: 'futures',
        apiKey: 'futures-trade',
        body: futuresSymbolFilterSchema,
        response: futuresOrderListSchema,
        errors: [unavailable],
      }),
    },
    async (request): Promise<FuturesOrderList> => {
      const { symbol } = parseInput(futuresSymbolFilterSchema, request.body ?? {});
      return { orders: await futures.cancelAllFutures(userOf(request), symbol), nextBefore: null };
    },
  );

  app.get(
    futuresTradingPaths.orderHistory,
    {
      schema: futuresTradingApi.operation({
        summary: 'Filled and cancelled futures orders, newest first',
        auth: 'futures',
        apiKey: 'read',
        query: futuresHistoryQuerySchema,
        response: futuresOrderListSchema,
      }),
    },
    async (request): Promise<FuturesOrderList> => {
      return futuresOrderHistory(db, userOf(request), await historyQuery(request));
    },
  );

  app.get(
    futuresTradingPaths.fills,
    {
      schema: futuresTradingApi.operation({
        summary: 'Futures fills, newest first',
        auth: 'futures',
        apiKey: 'read',
        query: futuresHistoryQuerySchema,
        response: futuresFillListSchema,
      }),
    },
    async (request): Promise<FuturesFillList> => {
      return futuresFillHistory(db, userOf(request), await historyQuery(request));
    },
  );

  app.get(
    futuresTradingPaths.funding,
    {
      schema: futuresTradingApi.operation({
        summary: 'Funding payments, newest first',
        auth: 'futures',
        apiKey: 'read',
        query: futuresHistoryQuerySchema,
        response: fundingPaymentListSchema,
      }),
    },
    async (request): Promise<FundingPaymentList> => {
      return fundingPayments(db, userOf(request), await historyQuery(request));
    },
  );

  app.get(
    futuresTradingPaths.positionHistory,
    {
      schema: futuresTradingApi.operation({
        summary: 'Closed positions, newest first',
        description:
          'Each position from its first opening fill to the fill that closed it, replayed from the fills: entry and close price, largest size, closing PnL, fees and their difference.',
        auth: 'futures',
        apiKey: 'read',
        query: futuresHistoryQuerySchema,
        response: closedPositionListSchema,
      }),
    },
    async (request): Promise<ClosedPositionList> => {
      return closedPositions(db, userOf(request), await historyQuery(request));
    },
  );

  app.get(
    futuresTradingPaths.positions,
    {
      schema: futuresTradingApi.operation({
        summary: 'Open positions with mark, liquidation price and PnL',
        auth: 'futures',
        apiKey: 'read',
        query: futuresSymbolFilterSchema,
        response: futuresPositionListSchema,
      }),
    },
    async (request): Promise<FuturesPositionList> => {
      const symbol = await symbolFilter(request.query);
      const positions = await futuresPositionsOf(db, userOf(request), marks, await listed());
      return { positions: positions.filter((position) => symbol === undefined || position.symbol === symbol) };
    },
  );

  app.post(
    futuresTradingPaths.closePosition,
    {
      schema: futuresTradingApi.operation({
        summary: 'Close a position (market or limit, reduce-only)',
        auth: 'futures',
        apiKey: 'futures-trade',
        body: closePositionRequestSchema,
        response: placeFuturesOrderResponseSchema,
        errors: [unavailable],
      }),
    },
    async (request): Promise<PlaceFuturesOrderResponse> => {
      return futures.closePosition(userOf(request), parseInput(closePositionRequestSchema, request.body));
    },
  );

  app.post(
    futuresTradingPaths.positionMargin,
    {
      schema: futuresTradingApi.operation({
        summary: 'Add or remove an isolated position’s margin',
        auth: 'futures',
        apiKey: 'futures-trade',
        body: adjustMarginRequestSchema,
        response: futuresPositionResponseSchema,
        errors: [[409, 'The position closed meanwhile (reason "no-position").'], unavailable],
      }),
    },
    async (request): Promise<FuturesPositionResponse> => {
      const userId = userOf(request);
      const adjustment = parseInput(adjustMarginRequestSchema, request.body);
      await futures.adjustMargin(userId, adjustment);
      const positions = await futuresPositionsOf(db, userId, marks, await listed());
      const position = positions.find((candidate) => candidate.symbol === adjustment.symbol);
      // Moved, then closed (liquidated, or a close that filled) before this read.
      if (!position) throw new RequestRefusedError(409, 'no-position', `no open position on ${adjustment.symbol}`);
      return { position };
    },
  );

  app.post(
    futuresTradingPaths.positionTpsl,
    {
      schema: futuresTradingApi.operation({
        summary: 'Set or clear a position’s take-profit and stop-loss',
        auth: 'futures',
        apiKey: 'futures-trade',
        body: positionTpslRequestSchema,
        response: futuresOrderListSchema,
        errors: [unavailable],
      }),
    },
    async (request): Promise<FuturesOrderList> => {
      const orders = await futures.setPositionTpsl(
        userOf(request),
        parseInput(positionTpslRequestSchema, request.body),
      );
      return { orders, nextBefore: null };
    },
  );

  app.get(
    futuresTradingPaths.settings,
    {
      schema: futuresTradingApi.operation({
        summary: 'Leverage and margin mode per contract',
        auth: 'futures',
        apiKey: 'read',
        query: futuresSymbolFilterSchema,
        response: futuresSettingsListSchema,
      }),
    },
    async (request): Promise<FuturesSettingsList> => {
      const symbol = await symbolFilter(request.query);
      return { settings: await futuresSettingsOf(db, userOf(request), await listed(), symbol) };
    },
  );

  app.post(
    futuresTradingPaths.leverage,
    {
      schema: futuresTradingApi.operation({
        summary: 'Set a contract’s leverage',
        auth: 'futures',
        apiKey: 'futures-trade',
        body: leverageRequestSchema,
        response: futuresSettingsSchema,
        errors: [unavailable],
      }),
    },
    async (request): Promise<FuturesSettings> => {
      return futures.setLeverage(userOf(request), parseInput(leverageRequestSchema, request.body));
    },
  );

  app.post(
    futuresTradingPaths.marginMode,
    {
      schema: futuresTradingApi.operation({
        summary: 'Set a contract’s margin mode',
        auth: 'futures',
        apiKey: 'futures-trade',
        body: marginModeRequestSchema,
        response: futuresSettingsSchema,
        errors: [positionOpen, unavailable],
      }),
    },
    async (request): Promise<FuturesSettings> => {
      return futures.setMarginMode(userOf(request), parseInput(marginModeRequestSchema, request.body));
    },
  );

  app.get(
    futuresTradingPaths.summary,
    {
      schema: futuresTradingApi.operation({
        summary: 'Futures account summary',
        description: 'Wallet balance, margins in use, unrealized PnL and the cross margin ratio.',
        auth: 'futures',
        apiKey: 'read',
        response: futuresAccountSummarySchema,
      }),
    },
    async (request): Promise<FuturesAccountSummary> => {
      return futuresAccountSummary(db, userOf(request), marks, await listed());
    },
  );

  // Only a session mints a futures token: a token renewing itself would outlive every bound.
  app.post(
    futuresTradingPaths.token,
    {
      schema: futuresTradingApi.operation({
        summary: 'A short-lived futures token',
        description:
          'For the `thirdAppToken` header; also set as the `futuresToken` cookie. Only a session mints one (a futures token cannot renew itself).',
        auth: 'session',
        response: futuresTokenSchema,
      }),
    },
    async (request, reply): Promise<FuturesToken | FastifyReply> => {
      const caller = callerOf(request);
      if (caller.via !== 'session') return unauthorized(reply);
      const expiresAt = Date.now() + FUTURES_TOKEN_TTL_MS;
      const token = signFuturesToken(tokenKey, { uid: caller.userId, sid: caller.sessionId, exp: expiresAt });
      reply.setCookie(FUTURES_TOKEN_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure,
        maxAge: FUTURES_TOKEN_TTL_MS / 1000,
      });
      return { token, expiresAt: new Date(expiresAt).toISOString() };
    },
  );
}

/** 403 with reason `kyc-required`: the terminal links to the verification page. */
const kycRequired = (reply: FastifyReply) =>
  reply.status(403).send({
    ...apiError(403, 'verify your identity (level 1) to open futures positions'),
    reason: 'kyc-required',
  });
