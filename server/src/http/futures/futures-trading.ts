import type { FuturesContract } from '@vela/contracts/futures';
import {
  adjustMarginRequestSchema,
  type ClosedPositionList,
  closePositionRequestSchema,
  FUTURES_OPENING_KYC_LEVEL,
  type FuturesAccountSummary,
  type FuturesOrderList,
  type FuturesOrderResponse,
  type FuturesPositionList,
  type FuturesPositionResponse,
  type FuturesSettings,
  type FuturesSettingsList,
  type FuturesToken,
  futuresHistoryQuerySchema,
  futuresSymbolFilterSchema,
  leverageRequestSchema,
  marginModeRequestSchema,
  type PlaceFuturesOrderResponse,
  placeFuturesOrderRequestSchema,
  positionTpslRequestSchema,
} from '@vela/contracts/futures-trading';
import {
  futuresTradingOperations,
  POSITION_HISTORY_READS_PER_MINUTE,
} from '@vela/contracts/operations/futures-trading';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FUTURES_TOKEN_COOKIE,
  FUTURES_TOKEN_TTL_MS,
  futuresTokenKey,
  signFuturesToken,
} from '../../accounts/futures-tokens.ts';
import { KycGate } from '../../accounts/kyc-gate.ts';
import { RateLimiter } from '../../accounts/rate-limit.ts';
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
import { parseInput } from '../parse-input.ts';
import { answerPrivately, tooManyRequests, unauthorized } from '../replies.ts';
import { route } from '../route.ts';
import { type FuturesCaller, futuresCaller } from './futures-caller.ts';

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
  // A closed-positions read replays all the user's fills (position-history.ts): a few a minute.
  const positionHistoryReads = new RateLimiter(app.accountServices.rateLimits, {
    name: 'futures-position-history',
    max: POSITION_HISTORY_READS_PER_MINUTE,
    windowMs: 60_000,
  });

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

  route(
    app,
    futuresTradingOperations.placeOrder,
    async (request, reply): Promise<PlaceFuturesOrderResponse | FastifyReply> => {
      const order = parseInput(placeFuturesOrderRequestSchema, request.body);
      const userId = userOf(request);
      // Any order but a reduce-only one may open a position: that needs identity verification.
      if (!order.reduceOnly && !(await kyc.hasLevel(userId, FUTURES_OPENING_KYC_LEVEL))) return kycRequired(reply);
      return futures.placeFutures(userId, order);
    },
  );

  route(app, futuresTradingOperations.openOrders, async (request): Promise<FuturesOrderList> => {
    const symbol = await symbolFilter(request.query);
    return { orders: await openFuturesOrders(db, userOf(request), symbol), nextBefore: null };
  });

  route<{ Params: { orderId: string } }>(
    app,
    futuresTradingOperations.cancel,
    async (request): Promise<FuturesOrderResponse> => ({
      order: await futures.cancelFutures(userOf(request), request.params.orderId),
    }),
  );

  route(app, futuresTradingOperations.cancelAll, async (request): Promise<FuturesOrderList> => {
    const { symbol } = parseInput(futuresSymbolFilterSchema, request.body ?? {});
    return { orders: await futures.cancelAllFutures(userOf(request), symbol), nextBefore: null };
  });

  // The history lists: the caller's rows, read alike with the history query.
  for (const [operation, history] of [
    [futuresTradingOperations.orderHistory, futuresOrderHistory],
    [futuresTradingOperations.fills, futuresFillHistory],
    [futuresTradingOperations.funding, fundingPayments],
  ] as const) {
    route(app, operation, async (request) => history(db, userOf(request), await historyQuery(request)));
  }

  route(
    app,
    futuresTradingOperations.positionHistory,
    async (request, reply): Promise<ClosedPositionList | FastifyReply> => {
      const query = await historyQuery(request);
      const userId = userOf(request);
      const decision = await positionHistoryReads.hit(userId);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      return closedPositions(db, userId, query);
    },
  );

  route(app, futuresTradingOperations.positions, async (request): Promise<FuturesPositionList> => {
    const symbol = await symbolFilter(request.query);
    const positions = await futuresPositionsOf(db, userOf(request), marks, await listed());
    return { positions: positions.filter((position) => symbol === undefined || position.symbol === symbol) };
  });

  route(app, futuresTradingOperations.closePosition, async (request): Promise<PlaceFuturesOrderResponse> => {
    return futures.closePosition(userOf(request), parseInput(closePositionRequestSchema, request.body));
  });

  route(app, futuresTradingOperations.positionMargin, async (request): Promise<FuturesPositionResponse> => {
    const userId = userOf(request);
    const adjustment = parseInput(adjustMarginRequestSchema, request.body);
    await futures.adjustMargin(userId, adjustment);
    const positions = await futuresPositionsOf(db, userId, marks, await listed());
    const position = positions.find((candidate) => candidate.symbol === adjustment.symbol);
    // Moved, then closed (liquidated, or a close that filled) before this read.
    if (!position) throw new RequestRefusedError(409, 'no-position', `no open position on ${adjustment.symbol}`);
    return { position };
  });

  route(app, futuresTradingOperations.positionTpsl, async (request): Promise<FuturesOrderList> => {
    const orders = await futures.setPositionTpsl(userOf(request), parseInput(positionTpslRequestSchema, request.body));
    return { orders, nextBefore: null };
  });

  route(app, futuresTradingOperations.settings, async (request): Promise<FuturesSettingsList> => {
    const symbol = await symbolFilter(request.query);
    return { settings: await futuresSettingsOf(db, userOf(request), await listed(), symbol) };
  });

  route(app, futuresTradingOperations.leverage, async (request): Promise<FuturesSettings> => {
    return futures.setLeverage(userOf(request), parseInput(leverageRequestSchema, request.body));
  });

  route(app, futuresTradingOperations.marginMode, async (request): Promise<FuturesSettings> => {
    return futures.setMarginMode(userOf(request), parseInput(marginModeRequestSchema, request.body));
  });

  route(app, futuresTradingOperations.summary, async (request): Promise<FuturesAccountSummary> => {
    return futuresAccountSummary(db, userOf(request), marks, await listed());
  });

  // Only a session mints a futures token: a token renewing itself would outlive every bound.
  route(app, futuresTradingOperations.token, async (request, reply): Promise<FuturesToken | FastifyReply> => {
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
  });
}

/** 403 with reason `kyc-required`: the terminal links to the verification page. */
const kycRequired = (reply: FastifyReply) =>
  reply.status(403).send({
    ...apiError(403, 'verify your identity (level 1) to open futures positions'),
    reason: 'kyc-required',
  });
