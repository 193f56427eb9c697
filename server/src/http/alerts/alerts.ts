import { alreadyMet } from '@vela/contracts/alert-condition';
import {
  ALERT_ALREADY_MET,
  ALERT_LIMIT_ERROR,
  ALERT_NO_PRICE,
  ALERT_PRICE_SOURCE,
  MAX_ACTIVE_ALERTS,
  type PriceAlert,
  type PriceAlertJoined,
  type PriceAlertList,
  type PriceAlertRequest,
  priceAlertDeleteSchema,
  priceAlertJoinSchema,
  priceAlertRequestSchema,
} from '@vela/contracts/alerts';
import { alertsOperations } from '@vela/contracts/operations/alerts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { secureCookies } from '../../accounts/session-cookies.ts';
import { createAlert, listAlerts, removeAlerts, storeAlerts } from '../../alerts/alert-store.ts';
import { lastPrice } from '../../alerts/last-price.ts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { futuresContracts, spotMarkets } from '../../db/schema.ts';
import type { FeedRuntime } from '../../feed/runtime.ts';
import { sameOriginGuard } from '../csrf.ts';
import { RequestRefusedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInUserId } from '../signed-in.ts';

/** The signed-in user's price alerts: list, create, remove, and join a visitor's from the browser. */
export async function alertRoutes(
  app: FastifyInstance,
  { config, database, feed }: { config: Config; database: Database; feed: FeedRuntime },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  const changed = (symbols: Iterable<string>) => {
    for (const symbol of new Set(symbols)) feed.bus.publish('alerts.changed', { symbol });
  };
  const list = async (userId: string): Promise<PriceAlertList> => ({
    alerts: await listAlerts(db, userId),
    limit: MAX_ACTIVE_ALERTS,
  });

  requireSignIn(app, { db, secure });

  answerPrivately(app);

  route(app, alertsOperations.list, async (request): Promise<PriceAlertList> => {
    const userId = signedInUserId(request);
    return list(userId);
  });

  const guard = { preHandler: sameOriginGuard(config.PUBLIC_URL) };

  route(
    app,
    alertsOperations.create,
    async (request, reply): Promise<PriceAlert | FastifyReply> => {
      const userId = signedInUserId(request);
      const alert = parseInput(priceAlertRequestSchema, request.body);
      const futures = alert.market === 'futures';
      if (alert.priceSource === 'mark' && !futures) {
        throw new RequestRefusedError(
          400,
          ALERT_PRICE_SOURCE,
          'priceSource: the mark price is a futures price',
          'priceSource',
        );
      }
      await checkPricePrecision(db, alert);
      const last = futures
        ? futuresPrice(feed, alert.symbol, alert.priceSource ?? 'last')
        : await lastPrice(db, feed.view, alert.symbol);
      if (last === null) {
        throw new RequestRefusedError(400, ALERT_NO_PRICE, `${alert.symbol} has no price yet`, 'symbol');
      }
      if (alreadyMet(alert, last)) {
        throw new RequestRefusedError(
          400,
          ALERT_ALREADY_MET,
          `the last price ${last} already meets the alert`,
          'price',
        );
      }
      const outcome = await createAlert(db, userId, { ...alert, referencePrice: last });
      if (!outcome.ok && outcome.reason === 'limit') {
        throw new RequestRefusedError(409, ALERT_LIMIT_ERROR, `at most ${MAX_ACTIVE_ALERTS} active alerts at once`);
      }
      if (!outcome.ok) throw unknownMarket(alert.symbol);
      changed([alert.symbol]);
      return reply.status(201).send(outcome.alert);
    },
    { ...guard },
  );

  route(
    app,
    alertsOperations.remove,
    async (request): Promise<PriceAlertList> => {
      const userId = signedInUserId(request);
      const { ids } = parseInput(priceAlertDeleteSchema, request.body);
      changed(await removeAlerts(db, userId, ids));
      return list(userId);
    },
    { ...guard },
  );

  route(
    app,
    alertsOperations.join,
    async (request): Promise<PriceAlertJoined> => {
      const userId = signedInUserId(request);
      const { alerts } = parseInput(priceAlertJoinSchema, request.body);
      // Oldest first, so the limit keeps the ones the visitor set first; the times are the browser's.
      const now = Date.now();
      const ordered = alerts
        .map((alert) => ({ ...alert, createdAt: Math.min(alert.createdAt, now) }))
        .sort((a, b) => a.createdAt - b.createdAt);
      const { stored, overLimit, unknown } = await storeAlerts(db, userId, ordered);
      changed(stored.map((alert) => alert.symbol));
      return { ...(await list(userId)), joined: stored.length, skipped: overLimit + unknown };
    },
    { ...guard },
  );
}

const unknownMarket = (symbol: string) =>
  new RequestRefusedError(400, 'unknown-market', `no listed market is called ${symbol}`, 'symbol');

/** A perpetual's last trade or mark price as this instance heard it on the feed; null before it has one. */
function futuresPrice(feed: FeedRuntime, symbol: string, source: 'last' | 'mark'): string | null {
  const ticker = feed.futures.tickers().find((candidate) => candidate.symbol === symbol);
  if (!ticker) return null;
  return source === 'mark' ? ticker.markPrice : ticker.lastPrice;
}

/** A target price has at most the market's price decimals (its tick size), as an order's price. */
async function checkPricePrecision(db: Db, alert: PriceAlertRequest): Promise<void> {
  const listing = alert.market === 'futures' ? futuresContracts : spotMarkets;
  const [market] = await db
    .select({ pricePrecision: listing.pricePrecision })
    .from(listing)
    .where(eq(listing.symbol, alert.symbol));
  if (!market) throw unknownMarket(alert.symbol);
  if (alert.condition === 'move') return;
  const decimals = alert.price.split('.')[1]?.length ?? 0;
  if (decimals > market.pricePrecision) {
    throw new RequestRefusedError(
      400,
      'price-precision',
      `price: at most ${market.pricePrecision} decimals for ${alert.symbol}`,
      'price',
    );
  }
}
