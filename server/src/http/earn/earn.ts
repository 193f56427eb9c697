import {
  type EarnHistoryPage,
  type EarnPositionList,
  type EarnProductList,
  type EarnProductResponse,
  type EarnRedeemResponse,
  type EarnSubscribeResponse,
  type EarnSummary,
  earnHistoryQuerySchema,
  earnPositionQuerySchema,
  earnProductIdParamsSchema,
  earnProductQuerySchema,
  earnRedeemRequestSchema,
  earnSubscribeRequestSchema,
} from '@vela/contracts/earn';
import { earnOperations } from '@vela/contracts/operations/earn';
import { operatorEarnOperations } from '@vela/contracts/operations/operator-earn';
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
import { operatorAudit } from '../operator/operator-audit.ts';
import { operatorGuard } from '../operator/operator-auth.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

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

  route(app, earnOperations.products, async (request, reply): Promise<EarnProductList> => {
    const query = parseInput(earnProductQuerySchema, request.query);
    const session = await currentSession(db, request, reply, secure);
    return { products: await listProducts(db, query, session?.user.id, priceOf) };
  });

  route(app, earnOperations.product, async (request, reply): Promise<EarnProductResponse> => {
    const { id } = parseInput(earnProductIdParamsSchema, request.params);
    const session = await currentSession(db, request, reply, secure);
    return { product: await productForUser(db, id, session?.user.id, priceOf) };
  });

  // The guard runs before the body is read: without the token nothing about the API is revealed.
  route(
    app,
    operatorEarnOperations.products,
    async (): Promise<EarnProductList> => {
      return { products: await allProducts(db, priceOf) };
    },
    { onRequest: operator },
  );

  route(
    app,
    operatorEarnOperations.createProduct,
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
    { onRequest: operator },
  );

  for (const action of ['pause', 'resume', 'close'] as const) {
    route(
      app,
      operatorEarnOperations[action],
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
      { onRequest: operator },
    );
  }

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  route(app, earnOperations.positions, async (request): Promise<EarnPositionList> => {
    const session = signedInSession(request);
    const query = parseInput(earnPositionQuerySchema, request.query);
    return { positions: await listPositions(db, session.user.id, query, earnNow()) };
  });

  route(app, earnOperations.history, async (request): Promise<EarnHistoryPage> => {
    const session = signedInSession(request);
    return historyPage(db, session.user.id, parseInput(earnHistoryQuerySchema, request.query));
  });

  route(app, earnOperations.summary, async (request): Promise<EarnSummary> => {
    const session = signedInSession(request);
    return earnSummary(db, session.user.id, prices, earnNow());
  });

  route(
    app,
    earnOperations.subscribe,
    async (request): Promise<EarnSubscribeResponse> => {
      const session = signedInSession(request);
      const input = parseInput(earnSubscribeRequestSchema, request.body);
      return subscribe(db, (debit) => earn.debitForEarn(debit), session.user.id, input);
    },
    { preHandler: sameOrigin },
  );

  route(
    app,
    earnOperations.redeem,
    async (request): Promise<EarnRedeemResponse> => {
      const session = signedInSession(request);
      return redeem(db, feed.bus, session.user.id, parseInput(earnRedeemRequestSchema, request.body));
    },
    { preHandler: sameOrigin },
  );
}
