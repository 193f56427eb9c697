import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from './connection-errors.ts';
import { type PreparedStatement, pglitePrepared, postgresPrepared } from './prepared-statements.ts';
import * as schema from './schema.ts';

export type DatabaseDriver = 'pglite' | 'postgres';
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One interface over both drivers: the rest of the server only sees `db`. */
export interface Database {
  readonly driver: DatabaseDriver;
  readonly db: Db;
  ping(): Promise<void>;
  /** Applies the SQL migrations in `folder` that this database has not recorded yet. */
  migrate(folder: string): Promise<void>;
  /**
   * PGlite only: a gzip-free tarball of the whole data directory, taken between two transactions
   * (no other transaction runs meanwhile), so it is a consistent copy (server/src/db/backup.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * A statement parsed and planned once under `name` (on PostgreSQL once per pooled connection),
   * then run with new values: for one text run again and again (the batch writer's). A name keeps
   * the text it was first given; another text under it throws.
   */
  prepared(name: string, text: string): PreparedStatement;
  close(): Promise<void>;
}

/** The Database each `db` was opened by: code that holds only `db` reaches its prepared statements. */
const openedBy = new WeakMap<Db, Database>();

/**
 * The Database that opened `db`; undefined for any other object (a wrapper around it too, whose own
 * `execute` then runs what it is given).
 */
export function databaseOf(db: Db): Database | undefined {
  return openedBy.get(db);
}

/** `prepared` over a driver's own: one statement per name, made on first use. */
function preparedByName(make: (name: string, text: string) => PreparedStatement): Database['prepared'] {
  const statements = new Map<string, { text: string; run: PreparedStatement }>();
  return (name, text) => {
    const known = statements.get(name);
    if (known) {
      if (known.text !== text) throw new Error(`the prepared statement ${name} has another text`);
      return known.run;
    }
    const run = make(name, text);
    statements.set(name, { text, run });
    return run;
  };
}

function registered(database: Database): Database {
  openedBy.set(database.db, database);
  return database;
}

/** Any constant works; it names "Vela's migrations" among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_361_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /**
   * PostgreSQL: how long opening keeps trying to reach the server (then it throws
   * DatabaseUnreachableError), and how long a query waits for a new connection (then it fails, and
   * the request answers 503). Default 10 s.
   */
  connectTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** Start-up could not reach PostgreSQL: the message names the host, port and database, never the password. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnreachableError';
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir);
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Db;
  return registered({
    driver: 'pglite',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: (folder) => migratePglite(pgliteDb, { migrationsFolder: folder }),
    // Holding the transaction lock keeps every other transaction out: the dump falls between two.
    dumpDataDir: () => client.transaction(() => client.dumpDataDir('none')),
    prepared: preparedByName((name, text) => pglitePrepared(client, name, text)),
    close: () => client.close(),
  });
}

async function openPostgres(connectionString: string, max: number, connectTimeoutMs: number): Promise<Database> {
  await waitForPostgres(connectionString, connectTimeoutMs);
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    // A peer that vanished without closing (a cut network) is noticed by the OS, not after hours.
    keepAlive: true,
  });
  // A connection the server drops (pg_terminate_backend, a restart, a cut network) fails the queries
  // on it, which answer 503; the client is then discarded and the next query connects anew. Without
  // these listeners the 'error' event of an idle or checked-out client would end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return registered({
    driver: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // Instances starting together serialize on an advisory lock, so each migration runs once.
    migrate: async (folder) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    prepared: preparedByName((name, text) => postgresPrepared(pool, name, text)),
    close: () => pool.end(),
  });
}

/**
 * Start-up: tries to connect until `timeoutMs` has passed while the server does not answer (refused,
 * unreachable, shutting down); fails at once on any other error (a wrong password, no such database).
 */
async function waitForPostgres(connectionString: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    const left = deadline - Date.now();
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: Math.max(left, 1) });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error);
      if (!unavailable || Date.now() + 500 >= deadline) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DatabaseUnreachableError(
          unavailable
            ? `Cannot reach PostgreSQL at ${describePostgresUrl(connectionString)}: no answer within ${timeoutMs} ms ` +
                `(${attempt} attempts; last: ${reason}). Check DATABASE_URL and that the server is running ` +
                '(DATABASE_CONNECT_TIMEOUT_MS sets how long start-up waits).'
            : `PostgreSQL at ${describePostgresUrl(connectionString)} refused the connection: ${reason}. Check DATABASE_URL.`,
          { cause: error },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(500, deadline - Date.now())));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** `host:port/database` of a connection string: what an operator needs to find it, without the credentials. */
export function describePostgresUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const host = url.hostname || 'localhost';
    return `${host}:${url.port || '5432'}${url.pathname.length > 1 ? url.pathname : ''}`;
  } catch {
    return 'an unparsable DATABASE_URL';
  }
}
