import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { decorateAccountServices } from '../accounts/account-services.ts';
import { SessionCache } from '../accounts/session-cache.ts';
import { findSession, touchSession } from '../accounts/sessions.ts';
import { startPriceAlerts } from '../alerts/alert-watch.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type OrderForwarderSettings, openOrderRelay } from '../desks/order-relay.ts';
import { TradingService } from '../desks/trading-service.ts';
import { faultRouteGate } from '../errors-reporting/fault-routes.ts';
import { type FeedRuntime, openFeedRuntime } from '../feed/runtime.ts';
import { feedSocketErrorHandler, feedSocketOptions } from '../feed/socket.ts';
import { startRewards } from '../rewards/rewards-runtime.ts';
import { registerApiKeys } from './account/api-keys.ts';
import { authRoutes } from './account/auth.ts';
import { favouriteRoutes } from './account/favourites.ts';
import { securityRoutes } from './account/security.ts';
import { twoFactorRoutes } from './account/two-factor.ts';
import { userRoutes } from './account/users.ts';
import { affiliateRoutes } from './affiliate/affiliate.ts';
import { alertRoutes } from './alerts/alerts.ts';
import { analyticsReceiverRoutes } from './analytics/analytics-receiver.ts';
import { clientErrorRoutes } from './analytics/client-errors.ts';
import { statisticsRoutes } from './analytics/statistics.ts';
import { contentRoutes } from './content/content.ts';
import { helpRoutes } from './content/help.ts';
import { sitemapRoutes } from './content/sitemap.ts';
import { registerApiCors } from './cors.ts';
import { earnRoutes } from './earn/earn.ts';
import { apiError, registerErrorHandling } from './errors.ts';
import { futuresRoutes } from './futures/futures.ts';
import { futuresAccountRoutes } from './futures/futures-account.ts';
import { futuresTradingRoutes } from './futures/futures-trading.ts';
import { gridRoutes } from './grid/grid.ts';
import { gridResearchRoutes } from './grid-research/grid-research.ts';
import { healthRoutes } from './health.ts';
import { kycRoutes } from './kyc/kyc.ts';
import { fxRateRoutes } from './market/fx-rates.ts';
import { marketDataRoutes } from './market/market-data.ts';
import { marketRoutes } from './market/markets.ts';
import { openApiRoutes, registerOpenApiCollector } from './openapi.ts';
import { operatorAnalyticsRoutes } from './operator/operator-analytics.ts';
import { operatorAuditRoutes } from './operator/operator-audit.ts';
import { realtimeRoutes } from './realtime/realtime.ts';
import { taskRoutes } from './rewards/tasks.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStartingGate, type StartupProgress } from './start-up.ts';
import { tradingRoutes } from './trading/trading.ts';
import { walletRoutes } from './wallet/wallet.ts';
import { crossOriginApiOrigins, publicConfigOf } from './web/public-config.ts';
import { registerWeb, type WebMode } from './web/web.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Mount the React Router app; integration tests of the API leave it out. */
  web?: WebMode;
  /** The feed's bus and market view (main.ts shares it with the market engine); absent: the app opens its own. */
  feed?: FeedRuntime;
  /** The order service main.ts attaches to the engines; absent: one that only reads (ENGINE=off forwards writes). */
  trading?: TradingService;
  /** Tests: the forwarding side's timeout and bound (ENGINE=off); main.ts keeps the defaults. */
  orderRelay?: OrderForwarderSettings;
  /** main.ts: the port opens before the engine is ready; until then requests answer 503 (start-up.ts). */
  startup?: StartupProgress;
}

/** Builds the whole HTTP surface: API, WebSocket feed and (optionally) the server-rendered web app. */
export async function buildApp({
  config,
  database,
  web,
  feed: givenFeed,
  trading,
  orderRelay,
  startup,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  // First of all plugins: every answer, even the earliest error, carries the security headers.
  await registerSecurityHeaders(app, { config, development: web === 'development' });
  registerErrorHandling(app);
  if (startup) registerStartingGate(app, startup);
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(apiError(404, `no route for ${request.method} ${request.url.split('?')[0]}`));
  });

  // SPOT_API_URL / FUTURES_API_URL on other origins: the app's pages call them with credentials.
  registerApiCors(app, { publicUrl: config.PUBLIC_URL, crossOriginApis: crossOriginApiOrigins(config) });
  await app.register(fastifyCookie);
  // Before every route: the OpenAPI document is made from the routes' own declarations.
  await registerOpenApiCollector(app);
  await app.register(fastifyWebsocket, { options: feedSocketOptions, errorHandler: feedSocketErrorHandler });

  const feed = givenFeed ?? (await openFeedRuntime(config));
  if (!givenFeed) app.addHook('onClose', () => feed.close());
  // One cache per app, fed by this app's own bus: a logout on any instance ends the session here too.
  const sessionCache = new SessionCache((token) => findSession(database.db, token), {
    touch: (sessionId) => touchSession(database.db, sessionId),
    onTouchError: (error) => app.log.warn({ err: error }, 'could not record a session as seen'),
  });
  const stopForgettingSessions = feed.bus.subscribe('session.ended', ({ sessionId }) =>
    sessionCache.forgetSession(sessionId),
  );
  app.addHook('onClose', async () => stopForgettingSessions());
  app.decorate('sessionCache', sessionCache);
  await decorateAccountServices(app, config);
  await registerApiKeys(app, { config, database, bus: feed.bus });

  await app.register(healthRoutes, { database, startup });
  await app.register(fxRateRoutes);
  await app.register(marketRoutes, { database });
  await app.register(marketDataRoutes, { config, database, feed });
  await app.register(futuresRoutes, { database, feed });
  await app.register(gridResearchRoutes, { database });
  await app.register(realtimeRoutes, { config, database, feed, startup });
  await app.register(authRoutes, { config, database, bus: feed.bus, sessions: sessionCache });
  await app.register(twoFactorRoutes, { config, database, bus: feed.bus });
  await app.register(securityRoutes, { config, database, bus: feed.bus, sessions: sessionCache });
  await app.register(userRoutes, { config, database });
  await app.register(walletRoutes, { config, database, feed });
  const spot = trading ?? new TradingService({ db: database.db, bus: feed.bus });
  // ENGINE=on: runs order commands here and serves the other instances'; off: forwards them.
  const orders = openOrderRelay({
    config,
    bus: feed.bus,
    trading: spot,
    futures: spot,
    earn: spot,
    log: app.log,
    settings: orderRelay,
  });
  app.addHook('onClose', async () => orders.close());
  await app.register(tradingRoutes, { config, database, trading: spot, orders: orders.commands });
  await app.register(futuresAccountRoutes, { config, database, orders: orders.commands });
  await app.register(earnRoutes, { config, database, feed, earn: orders.earn });
  await app.register(gridRoutes, { config, database, grid: orders.grid });
  await app.register(futuresTradingRoutes, { config, database, feed, futures: orders.futures });
  await app.register(favouriteRoutes, { config, database });
  await app.register(alertRoutes, { config, database, feed });
  await app.register(statisticsRoutes, { database });
  await app.register(analyticsReceiverRoutes, { database });
  await app.register(operatorAnalyticsRoutes, { config, database });
  await app.register(operatorAuditRoutes, { config, database });
  await app.register(clientErrorRoutes);
  await app.register(contentRoutes, { config, database, feed });
  await app.register(helpRoutes, { config, database });
  await app.register(affiliateRoutes, { config, database });
  await app.register(kycRoutes, { config, database, bus: feed.bus });
  // The rewards account and the fee-coupon rebates live with the engine, as the fills do.
  const rewards = config.ENGINE === 'on' ? startRewards({ db: database.db, bus: feed.bus, log: app.log }) : undefined;
  if (rewards) {
    // Seeded before the app serves: every total taken from then on already holds the fund.
    app.addHook('onReady', () => rewards.seeded);
    app.addHook('onClose', () => rewards.close());
  }
  await app.register(taskRoutes, { config, database, bus: feed.bus, rewards });
  // Price alerts are checked against the trades where the engine publishes them, as the fills are.
  if (config.ENGINE === 'on') {
    const alerts = startPriceAlerts({
      db: database.db,
      bus: feed.bus,
      mailer: app.accountServices.mailer,
      publicUrl: config.PUBLIC_URL,
      log: app.log,
    });
    app.addHook('onReady', () => alerts.ready);
    app.addHook('onClose', () => alerts.close());
  }
  await app.register(sitemapRoutes, { config, database });
  await app.register(openApiRoutes);
  await app.register(faultRouteGate, { enabled: config.FAULT_ROUTES === 'on' });

  if (web) {
    await registerWeb(app, { mode: web, publicConfig: publicConfigOf(config) });
  }
  return app;
}
