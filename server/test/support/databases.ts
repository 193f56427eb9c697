import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type DatabaseDriver, openDatabase } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrations.ts';

/**
 * A throw-away database for one test file: a PGlite directory under the OS temp dir, or a freshly
 * created PostgreSQL database next to the one DATABASE_URL names. `reopen` connects again to the
 * same storage (to prove data survives a restart); `dispose` deletes everything.
 */
export interface TestDatabaseFactory {
  driver: DatabaseDriver;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export const postgresUrl = process.env.DATABASE_URL;
export const skipPostgresReason = 'PostgreSQL tests skipped: set DATABASE_URL to run them';

/** The drivers every integration suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const drivers: { driver: DatabaseDriver; available: boolean; create: () => Promise<TestDatabaseFactory> }[] = [
  { driver: 'pglite', available: true, create: pgliteFactory },
  { driver: 'postgres', available: Boolean(postgresUrl), create: postgresFactory },
];

if (!postgresUrl) console.info(skipPostgresReason);

async function pgliteFactory(): Promise<TestDatabaseFactory> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vela-test-'));
  return {
    driver: 'pglite',
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresFactory(): Promise<TestDatabaseFactory> {
  if (!postgresUrl) throw new Error(skipPostgresReason);
  const name = `vela_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 }),
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Opens a migrated database: what the server has after start-up, before seeding. */
export async function openMigrated(factory: TestDatabaseFactory): Promise<Database> {
  const database = await factory.open();
  await applyMigrations(database);
  return database;
}
