import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
}

/** Any constant works; it names "Vela's migrations" among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_361_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir);
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Db;
  return {
    driver: 'pglite',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: (folder) => migratePglite(pgliteDb, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its server must not take the process down with it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  return {
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
    close: () => pool.end(),
  };
}
