import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths.ts';
import type { Database } from './client.ts';

export function applyMigrations(database: Database, folder = migrationsDir): Promise<void> {
  return database.migrate(folder);
}

export interface MigrationState {
  applied: number;
  expected: number;
}

/** Compares the committed journal with what the database recorded, for the readiness probe. */
export async function migrationState(database: Database, folder = migrationsDir): Promise<MigrationState> {
  const expected = await committedMigrationCount(folder);
  // Both drivers answer with a result object carrying `rows`.
  const result = (await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as {
    rows: { count: number }[];
  };
  const rows = result.rows;
  return { applied: Number(rows[0]?.count ?? 0), expected };
}

const journalCounts = new Map<string, Promise<number>>();

function committedMigrationCount(folder: string): Promise<number> {
  let count = journalCounts.get(folder);
  if (!count) {
    count = readFile(join(folder, 'meta', '_journal.json'), 'utf8').then(
      (text) => (JSON.parse(text) as { entries: unknown[] }).entries.length,
    );
    journalCounts.set(folder, count);
  }
  return count;
}
