import type { FastifyBaseLogger } from 'fastify';
import { DEMO_ACCOUNT, demoAccountAllowed, ensureDemoAccount } from './accounts/demo-account.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { serveBackups } from './db/backup.ts';
import { DataDirInUseError, lockDataDir } from './db/backup-lock.ts';
import { type Database, DatabaseUnreachableError, openDatabase } from './db/client.ts';
import { applyMigrations, migrationState } from './db/migrations.ts';
import { TradingService } from './desks/trading-service.ts';
import { EngineRuntime } from './engine-runtime.ts';
import {
  flushErrorReporting,
  serverReportingSettings,
  startServerErrorReporting,
} from './errors-reporting/sentry-node.ts';
import { openFeedRuntime } from './feed/runtime.ts';
import { buildApp } from './http/app.ts';
import { StartupProgress } from './http/start-up.ts';
import { seedDemoData } from './seeding.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Sentry (only with SENTRY_DSN) before the rest, so its instrumentation sees the app start.
  const reporting = serverReportingSettings(config);
  if (reporting) await startServerErrorReporting(reporting);
  // PGlite's files are one process's: the lock keeps a second server or a backup out (db/backup-lock.ts).
  const dataDirLock = config.DATABASE_URL ? undefined : await lockDataDir(config.DATA_DIR, 'server');
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  await applyMigrations(database);
  // The port opens soon; until the engine and the markets' history are ready, /healthz answers,
  // /readyz says 503 "starting" and every other request a 503 with Retry-After (http/start-up.ts).
  const progress = new StartupProgress();
  progress.migrations = await migrationState(database);

  const feed = await openFeedRuntime(config);
  const trading = new TradingService({ db: database.db, bus: feed.bus });
  const app = await buildApp({
    config,
    database,
    web: config.NODE_ENV === 'development' ? 'development' : 'production',
    feed,
    trading,
    startup: progress,
  });
  // `npm run backup` asks this process for a consistent copy of DATA_DIR (docs/backups.md).
  const backups = dataDirLock ? await serveBackups({ lock: dataDirLock, database, log: app.log }) : undefined;
  if (config.REDIS_URL && !config.FEED_TOKEN_SECRET) {
    app.log.warn(
      'FEED_TOKEN_SECRET is unset: feed tokens from other instances will be refused (see docs/operations.md)',
    );
  }
  if (config.ENGINE === 'off' && !config.REDIS_URL) {
    app.log.warn(
      'ENGINE=off without REDIS_URL: no engine reaches this instance, so its market feed stays empty and orders answer 503',
    );
  }
  // Exactly one instance runs the engine; the others relay what it publishes on the bus.
  const engine =
    config.ENGINE === 'on' ? new EngineRuntime({ config, database, feed, trading, log: app.log, progress }) : undefined;
  const startAbort = new AbortController();
  let starting: Promise<void> = Promise.resolve();

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
      // A signal during start-up: the start ends at its next step, then what started is stopped.
      startAbort.abort();
      await app.close();
      await starting.catch(() => {});
      await engine?.stopEarn();
      await trading.close();
      await engine?.stopMarkets();
      await feed.close();
      await backups?.close();
      await database.close();
      await dataDirLock?.release();
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
  app.log.info(
    `Vela is starting at ${config.PUBLIC_URL}: the port is open (${process.uptime().toFixed(1)} s after the process started), the markets are being prepared`,
  );

  starting = (async () => {
    const seed = config.SEED === 'on' ? await seedDemoData(database) : 'skipped';
    app.log.info(
      { driver: database.driver, seed, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR },
      'database ready',
    );
    if (config.SEED === 'on') await announceDemoAccount(database, config, app.log);
    startAbort.signal.throwIfAborted();
    await engine?.start(startAbort.signal);
  })();
  try {
    await starting;
  } catch (error) {
    // Stopped during start-up: stop() finishes the shutdown and exits.
    if (stopping) return;
    throw error;
  }
  await progress.finish();
  app.log.info(`Vela is serving ${config.PUBLIC_URL} (ready in ${progress.seconds} s after the port opened)`);
}

/** The demo account of a first start (accounts/demo-account.ts), said in the log where a newcomer looks. */
async function announceDemoAccount(database: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const outcome = await ensureDemoAccount(database.db, demoAccountAllowed(config));
  if (outcome === 'refused' || outcome === 'locked') {
    log.warn(
      { demoAccount: outcome },
      'demo account refused: NODE_ENV=production with an https PUBLIC_URL is a public site, where a published password would open the account to anyone',
    );
    return;
  }
  log.info(
    { demoAccount: outcome },
    `demo account: sign in at ${config.PUBLIC_URL}/login with ${DEMO_ACCOUNT.account} / ${DEMO_ACCOUNT.password} (SEED=off leaves it out)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Vela failed to start:', error);
  }
  process.exit(1);
});
