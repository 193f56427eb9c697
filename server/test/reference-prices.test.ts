import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { referencePriceSource } from '../src/accounts/prices.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { laterListingSymbols, seedSpotMarkets } from '../src/db/seed-data.ts';
import { normalizeDecimal } from '../src/money.ts';
import { migrationsDir } from '../src/paths.ts';
import { testDatabases } from './support/database-suite.ts';

/** The pairs databases were seeded with before the later listings. */
const firstListings = seedSpotMarkets.filter((m) => !laterListingSymbols.has(m.symbol));

/** A migrations folder holding only the first committed migration: a database from before accounts. */
async function firstMigrationOnly(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vela-migrations-'));
  await cp(migrationsDir, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  return folder;
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('reference prices', { migrate: false }, ({ factory }) => {
    let oldMigrations: string;
    beforeAll(async () => {
      oldMigrations = await firstMigrationOnly();
    });
    afterAll(async () => {
      await rm(oldMigrations, { recursive: true, force: true });
    });

    it('are set by the accounts migration on markets seeded before it, the same as seed-data gives new ones; so are their listing dates', async () => {
      const database = await factory.open();
      try {
        await applyMigrations(database, oldMigrations);
        for (const m of firstListings) {
          await database.db.execute(sql`
            insert into spot_markets (symbol, base, quote, tick_size, lot_size, min_notional, price_precision, amount_precision, display_order)
            values (${m.symbol}, ${m.base}, ${m.quote}, ${m.tickSize}, ${m.lotSize}, ${m.minNotional}, ${m.pricePrecision}, ${m.amountPrecision}, ${m.displayOrder})`);
        }
        await applyMigrations(database);

        const assets = firstListings.map((m) => m.base);
        const prices = await referencePriceSource(database.db).pricesInUsdt([...assets, 'USDT', 'NOPE']);
        expect(Object.fromEntries([...prices].map(([asset, price]) => [asset, normalizeDecimal(price)]))).toEqual({
          ...Object.fromEntries(firstListings.map((m) => [m.base, m.referencePrice])),
          USDT: '1',
        });
        const listed = (await database.db.execute(sql`select symbol, listed_at from spot_markets`)) as {
          rows: { symbol: string; listed_at: Date | string }[];
        };
        expect(
          Object.fromEntries(listed.rows.map((row) => [row.symbol, new Date(row.listed_at).toISOString()])),
        ).toEqual(Object.fromEntries(firstListings.map((m) => [m.symbol, m.listedAt.toISOString()])));
      } finally {
        await database.close();
      }
    });
  });
}
