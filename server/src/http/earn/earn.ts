import {
  createEarnProductRequestSchema,
  type EarnHistoryPage,
  type EarnPositionList,
  type EarnProductList,
  type EarnProductResponse,
  type EarnRedeemResponse,
  type EarnSubscribeResponse,
  type EarnSummary,
  earnHistoryPageSchema,
  earnHistoryQuerySchema,
  earnOperatorPaths,
  earnPaths,
  earnPositionListSchema,
  earnPositionQuerySchema,
  earnProductIdParamsSchema,
  earnProductListSchema,
  earnProductQuerySchema,
  earnProductResponseSchema,
  earnRedeemRequestSchema,
  earnRedeemResponseSchema,
  earnSubscribeRequestSchema,
  earnSubscribeResponseSchema,
  earnSummarySchema,
} from '@vela/contracts/earn';
import type { FastifyInstance } from 'fastify';
import { livePriceSource, referencePriceSource } from '../../accounts/prices.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EarnCommands } from '../../desks/earn/earn-commands.ts';
import { earnNow } from '../../earn/clock.ts';
import { historyPage } from '../../earn/history.ts';
import { indexPriceOf } from '../../earn/index-prices.ts';
import { listPositions } from '../../earn/positions.ts';
import {
  allProducts,
  changeStatus,
  createProduct,
  listProducts,
  productForUser,
  productView,
} from '../../earn/products.ts';
import { redeem } from '../../earn/redeem.ts';
import { subscribe } from '../../earn/subscribe.ts';
import { earnSummary } from '../../earn/summary.ts';
import type { FeedRuntime } from '../../feed/runtime.ts';
import { sameOriginGuard } from '../csrf.ts';
import { earnApi, operatorEarnApi } from '../openapi/tags.ts';
import { operatorAudit } from '../operator/operator-audit.ts';
import { operatorGuard } from '../operator/operator-auth.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

const notFound = [404, 'No such product (`reason` product-not-found).'] as const;

/** The operator's status changes of a product, as the reference page names them. */
const statusChanges = {
  pause: { summary: 'Pause a product', description: 'No new subscriptions until resumed; positions run on.' },
  resume: { summary: 'Resume a paused product' },
  close: {
    summary: 'Close a product for good',
    description:
      'No new subscriptions ever; live positions run on to maturity or redemption, fixed ones no longer renew.',
  },
} as const;

/**
 * Earn: products (public; a session adds its quota left), the user's positions, history and
 * summary, subscribe and redeem (session, CSRF rule), and the operator's product calls (bearer
 * OPERATOR_TOKEN). Subscriptions debit spot through the trading sequencer: on the engine instance,
 * or forwarded to it by the order relay like the orders (503 when no engine can be reached).
 */
export async function earnRoutes(
  app: FastifyInstance,
  { config, database, feed, earn }: { config: Config; database: Database; feed: FeedRuntime; earn: EarnCommands },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  const priceOf = indexPriceOf(feed);
  const prices = livePriceSource(() => feed.view.tickers(), referencePriceSource(db));
  const sameOrigin = sameOriginGuard(config.PUBLIC_URL);
  const operator = operatorGuard(config.OPERATOR_TOKEN);
  const audited = operatorAudit(config, database);

  answerPrivately(app);

  app.get(
    earnPaths.products,
    {
      schema: earnApi.operation({
        summary: 'Earn products',
        description:
          'Open and paused products, and closed ones the caller still holds; a session adds `userQuotaLeft`.',
        auth: 'public',
        query: earnProductQuerySchema,
        response: earnProductListSchema,
      }),
    },
    async (request, reply): Promise<EarnProductList> => {
      const query = parseInput(earnProductQuerySchema, request.query);
      const session = await currentSession(db, request, reply, secure);
      return { products: await listProducts(db, query, session?.user.id, priceOf) };
    },
  );

  app.get(
    earnPaths.productPattern,
    {
      schema: earnApi.operation({
        summary: 'One earn product',
        auth: 'public',
        params: earnProductIdParamsSchema,
        response: earnProductResponseSchema,
        errors: [notFound],
      }),
    },
    async (request, reply): Promise<EarnProductResponse> => {
      const { id } = parseInput(earnProductIdParamsSchema, request.params);
      const session = await currentSession(db, request, reply, secure);
      return { product: await productForUser(db, id, session?.user.id, priceOf) };
    },
  );

  // The guard runs before the body is read: without the token nothing about the API is revealed.
  app.get(
    earnOperatorPaths.products,
    {
      schema: operatorEarnApi.operation({
        summary: 'Every earn product, closed ones too',
        auth: 'operator',
        response: earnProductListSchema,
      }),
      onRequest: operator,
    },
    async (): Promise<EarnProductList> => {
      return { products: await allProducts(db, priceOf) };
    },
  );

  app.post(
    earnOperatorPaths.products,
    {
      schema: operatorEarnApi.operation({
        summary: 'Create an earn product',
        description:
          'Flexible: tiers, no termDays. Fixed: tiers and termDays. Sharkfin: sharkfin terms and termDays, no tiers; the term runs from sharkfin.startsAt.',
        auth: 'operator',
        body: createEarnProductRequestSchema,
        response: earnProductResponseSchema,
        status: 201,
        errors: [[409, 'A product with this id exists (`reason` product-exists).']],
      }),
      onRequest: operator,
    },
    async (request, reply): Promise<EarnProductResponse> => {
      const row = await audited(request, {
        action: 'earn-product.create',
        targetType: 'earn-product',
        change: (tx) => createProduct(tx, request.body),
        changed: (created) => created.id,
      });
      reply.status(201);
      return { product: productView(row, undefined, priceOf, earnNow()) };
    },
  );

  for (const action of ['pause', 'resume', 'close'] as const) {
    app.post(
      earnOperatorPaths[`${action}Pattern`],
      {
        schema: operatorEarnApi.operation({
          ...statusChanges[action],
          auth: 'operator',
          params: earnProductIdParamsSchema,
          response: earnProductResponseSchema,
          errors: [notFound, [409, 'The product’s status does not allow the change (`reason` product-status).']],
        }),
        onRequest: operator,
      },
      async (request): Promise<EarnProductResponse> => {
        const { id } = parseInput(earnProductIdParamsSchema, request.params);
        const row = await audited(request, {
          action: `earn-product.${action}`,
          targetType: 'earn-product',
          targetId: id,
          change: (tx) => changeStatus(tx, id, action),
          changed: (changed) => changed.id,
        });
        return { product: productView(row, undefined, priceOf, earnNow()) };
      },
    );
  }

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  app.get(
    earnPaths.positions,
    {
      schema: earnApi.operation({
        summary: 'The user’s earn positions',
        auth: 'session',
        query: earnPositionQuerySchema,
        response: earnPositionListSchema,
      }),
    },
    async (request): Promise<EarnPositionList> => {
      const session = signedInSession(request);
      const query = parseInput(earnPositionQuerySchema, request.query);
      return { positions: await listPositions(db, session.user.id, query, earnNow()) };
    },
  );

  app.get(
    earnPaths.history,
    {
      schema: earnApi.operation({
        summary: 'The user’s earn history, newest first',
        auth: 'session',
        query: earnHistoryQuerySchema,
        response: earnHistoryPageSchema,
      }),
    },
    async (request): Promise<EarnHistoryPage> => {
      const session = signedInSession(request);
      return historyPage(db, session.user.id, parseInput(earnHistoryQuerySchema, request.query));
    },
  );

  app.get(
    earnPaths.summary,
    {
      schema: earnApi.operation({
        summary: 'Earn holdings per asset, valued in USDT',
        auth: 'session',
        response: earnSummarySchema,
      }),
    },
    async (request): Promise<EarnSummary> => {
      const session = signedInSession(request);
      return earnSummary(db, session.user.id, prices, earnNow());
    },
  );

  app.post(
    earnPaths.subscribe,
    {
      schema: earnApi.operation({
        summary: 'Subscribe to a product',
        description:
          'Moves the amount from the available spot balance into a position (a flexible product keeps one position per user). Refusals carry a `reason`: below-minimum, above-maximum, auto-renew-not-allowed, insufficient-balance (400); product-not-open, subscriptions-ended, quota-exceeded, user-quota-exceeded (409).',
        auth: 'session',
        body: earnSubscribeRequestSchema,
        response: earnSubscribeResponseSchema,
        errors: [
          notFound,
          [409, 'The product takes no subscriptions now, or the amount is over a quota (`reason`).'],
          [503, 'The trading engine is not running on this server (`reason` engine-unavailable); nothing changed.'],
        ],
      }),
      preHandler: sameOrigin,
    },
    async (request): Promise<EarnSubscribeResponse> => {
      const session = signedInSession(request);
      const input = parseInput(earnSubscribeRequestSchema, request.body);
      return subscribe(db, (debit) => earn.debitForEarn(debit), session.user.id, input);
    },
  );

  app.post(
    earnPaths.redeem,
    {
      schema: earnApi.operation({
        summary: 'Redeem a position to spot',
        description:
          'Flexible: any part, at once; redeeming the rest also pays the unpaid interest. Fixed (when the product allows it): the whole principal, the unpaid interest forfeited (`reason` whole-amount-only otherwise). Sharkfin: not before maturity.',
        auth: 'session',
        body: earnRedeemRequestSchema,
        response: earnRedeemResponseSchema,
        errors: [
          [404, 'No such position of the user (`reason` position-not-found).'],
          [409, 'The position is closed, or its product is locked until maturity (`reason`).'],
        ],
      }),
      preHandler: sameOrigin,
    },
    async (request): Promise<EarnRedeemResponse> => {
      const session = signedInSession(request);
      return redeem(db, feed.bus, session.user.id, parseInput(earnRedeemRequestSchema, request.body));
    },
  );
}
