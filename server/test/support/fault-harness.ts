import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { signUp } from './app.ts';
import { drivers, openMigrated, postgresUrl, skipPostgresReason, type TestDatabaseFactory } from './databases.ts';
import { FAULT_SYMBOL } from './faults.ts';
import { type MarketApp, type MarketAppOptions, startMarketApp } from './market.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { Trader } from './trading.ts';

/** A scratch PostgreSQL database for one fault test file (DATABASE_URL must be set). */
export function scratchPostgres(): Promise<TestDatabaseFactory> {
  const postgres = drivers.find((entry) => entry.driver === 'postgres' && entry.available);
  return postgres ? postgres.create() : Promise.reject(new Error(skipPostgresReason));
}

/** The name of the database `database` is connected to. */
export async function databaseName(database: Database): Promise<string> {
  const result = await database.db.execute(sql`select current_database() as name`);
  return String((result as unknown as { rows: { name: string }[] }).rows[0]?.name);
}

/** Signed-up users with the demo grant. */
export async function faultTraders(app: FastifyInstance, count: number): Promise<Trader[]> {
  const traders: Trader[] = [];
  for (let index = 0; index < count; index += 1) traders.push(new Trader(app, (await signUp(app)).cookie));
  return traders;
}

/** The fault tests' market app: FAULT_SYMBOL only, no simulated liquidity. */
const faultMarketOptions: MarketAppOptions = { settings: { simulator: false }, symbols: [FAULT_SYMBOL] };

/**
 * What a fault test file starts in `beforeAll`, each piece closed by `tearDown()` in the reverse order
 * (whatever the set-up got to), after every proxy is restored, so that the apps close over working
 * connections.
 */
export class FaultSetUp {
  readonly #closes: (() => Promise<unknown>)[] = [];
  readonly #restores: (() => Promise<unknown>)[] = [];

  /** `resource`, closed at tear-down before everything added earlier. */
  closing<T>(resource: T, close: (resource: T) => Promise<unknown>): T {
    this.#closes.push(() => close(resource));
    return resource;
  }

  /** A migrated scratch database from `create` (by default PostgreSQL's), dropped at tear-down. */
  async scratchDatabase(create: () => Promise<TestDatabaseFactory> = scratchPostgres): Promise<Database> {
    const factory = this.closing(await create(), (created) => created.dispose());
    return this.closing(await openMigrated(factory), (database) => database.close());
  }

  /** A TCP proxy in front of the service at `url` (on `defaultPort` when the URL names none). */
  async proxy(url: URL, defaultPort: number): Promise<TcpProxy> {
    const proxy = this.closing(
      await startTcpProxy({ host: url.hostname, port: Number(url.port || defaultPort) }),
      (started) => started.close(),
    );
    this.#restores.push(() => proxy.restore());
    return proxy;
  }

  /**
   * A scratch PostgreSQL database twice: `direct` (the test's own view, never cut) and `database`,
   * the app's, through a TCP proxy the test can cut or reset; `url` is the scratch database's.
   */
  async proxiedPostgres(): Promise<{ direct: Database; database: Database; proxy: TcpProxy; url: URL }> {
    const direct = await this.scratchDatabase();
    const url = new URL(postgresUrl as string);
    url.pathname = `/${await databaseName(direct)}`;
    const proxy = await this.proxy(url, 5432);
    const database = this.closing(
      await openDatabase({ databaseUrl: proxy.via(url.toString()), dataDir: '', poolSize: 4, connectTimeoutMs: 2_000 }),
      (opened) => opened.close(),
    );
    return { direct, database, proxy, url };
  }

  /** A market app over `database`, by default the fault tests' one market without simulated liquidity. */
  async market(database: Database, options: MarketAppOptions = faultMarketOptions): Promise<MarketApp> {
    return this.closing(await startMarketApp(database, options), (market) => market.close());
  }

  async tearDown(): Promise<void> {
    for (const restore of this.#restores) await restore();
    for (const close of [...this.#closes].reverse()) await close();
  }
}
