import { randomInt } from 'node:crypto';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrations.ts';
import { seedDemoData } from './db/seed.ts';
import { indexPriceOf } from './earn/index-prices.ts';
import { EarnJob } from './earn/job.ts';
import {
  flushErrorReporting,
  serverReportingSettings,
  startServerErrorReporting,
} from './errors-reporting/sentry-node.ts';
import { openFeedRuntime } from './feed/runtime.ts';
import { futuresClearingHooks } from './futures/clearing-hooks.ts';
import { loadFuturesContracts } from './futures/contract-list.ts';
import { type PerpetualMarkets, startPerpetualMarkets } from './futures/perpetual-markets.ts';
import { type FuturesPriceService, startFuturesPriceService } from './futures/price-service.ts';
import { buildApp } from './http/app.ts';
import { type MarketService, startMarketService } from './market/market-service.ts';
import { TradingService } from './trading/trading-service.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Sentry (only with SENTRY_DSN) before the rest, so its instrumentation sees the app start.
  const reporting = serverReportingSettings(config);
  if (reporting) await startServerErrorReporting(reporting);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await applyMigrations(database);
  const seed = config.SEED === 'on' ? await seedDemoData(database) : 'skipped';

  const feed = await openFeedRuntime(config);
  const trading = new TradingService({ db: database.db, bus: feed.bus });
  const app = await buildApp({
    config,
    database,
    web: config.NODE_ENV === 'development' ? 'development' : 'production',
    feed,
    trading,
  });
  app.log.info(
    { driver: database.driver, seed, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR },
    'database ready',
  );
  if (config.REDIS_URL && !config.FEED_TOKEN_SECRET) {
    app.log.warn('FEED_TOKEN_SECRET is unset: feed tokens from other instances will be refused (see the README)');
  }
  if (config.ENGINE === 'off' && !config.REDIS_URL) {
    app.log.warn(
      'ENGINE=off without REDIS_URL: no engine reaches this instance, so its market feed stays empty and orders answer 503',
    );
  }
  // Exactly one instance runs the engine; the others relay what it publishes on the bus.
  let market: MarketService | undefined;
  let futures: FuturesPriceService | undefined;
  let perpetuals: PerpetualMarkets | undefined;
  let earn: EarnJob | undefined;
  if (config.ENGINE === 'on') {
    const marketSettings = {
      simulator: config.SIMULATOR === 'on',
      seed: config.SIMULATOR_SEED ?? randomInt(2 ** 32),
      tradesPerSecond: config.SIMULATOR_TRADES_PER_SECOND,
      requoteMs: config.SIMULATOR_REQUOTE_MS,
    };
    market = await startMarketService({
      database,
      bus: feed.bus,
      log: app.log,
      settings: marketSettings,
      beforeStart: (markets) => trading.attach(markets, app.log),
    });
    perpetuals = await startPerpetualMarkets({
      database,
      bus: feed.bus,
      log: app.log,
      spotMarkets: market.markets,
      settings: marketSettings,
    });
    await trading.attachFutures(perpetuals.markets, await loadFuturesContracts(database.db));
    futures = await startFuturesPriceService({
      database,
      bus: feed.bus,
      log: app.log,
      markets: market.markets,
      perpetuals,
      settings: { fundingIntervalMinutes: config.FUNDING_INTERVAL_MINUTES },
      ...futuresClearingHooks(trading, app.log),
    });
    // Before listening: subscriptions a previous process left half-done are settled with none in flight.
    earn = new EarnJob({ db: database.db, bus: feed.bus, log: app.log, priceOf: indexPriceOf(feed) });
    await earn.start();
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      await app.close();
      await earn?.stop();
      await trading.close();
      futures?.stop();
      perpetuals?.stop();
      await market?.stop();
      await feed.close();
      await database.close();
      await flushErrorReporting(2_000);
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Vela is serving ${config.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Vela failed to start:', error);
  }
  process.exit(1);
});
