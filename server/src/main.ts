import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrations.ts';
import { seedDemoData } from './db/seed.ts';
import { buildApp } from './http/app.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await applyMigrations(database);
  const seed = config.SEED === 'on' ? await seedDemoData(database) : 'skipped';

  const app = await buildApp({
    config,
    database,
    web: config.NODE_ENV === 'development' ? 'development' : 'production',
  });
  app.log.info(
    { driver: database.driver, seed, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR },
    'database ready',
  );

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
      await database.close();
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
