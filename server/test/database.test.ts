import { count, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applyMigrations, migrationState } from '../src/db/migrations.ts';
import { appMeta, futuresContracts, spotMarkets } from '../src/db/schema.ts';
import { laterListingSymbols, seedSpotMarkets } from '../src/db/seed-data.ts';
import { seedDemoData, seedVersion } from '../src/seeding.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';

for (const onDatabase of testDatabases) {
  onDatabase.describe('database', { migrate: false }, ({ driver, factory, create }) => {
    it('applies the committed migrations, and applying them again changes nothing', async () => {
      const database = await factory.open();
      try {
        await applyMigrations(database);
        const first = await migrationState(database);
        expect(first.expected).toBeGreaterThan(0);
        expect(first.applied).toBe(first.expected);
        await applyMigrations(database);
        expect(await migrationState(database)).toEqual(first);
      } finally {
        await database.close();
      }
    });

    it('seeds the demo data once: a second seed leaves the data as it is', async () => {
      const database = await openMigrated(factory);
      try {
        expect(await seedDemoData(database)).toBe('seeded');
        // A perpetual indexed to a spot market keeps it listed: delist the perpetual first.
        await database.db.delete(futuresContracts).where(sql`${futuresContracts.symbol} = 'LINK_USDT'`);
        await database.db.delete(spotMarkets).where(sql`${spotMarkets.symbol} = 'LINK_USDT'`);
        expect(await seedDemoData(database)).toBe('already-seeded');
        const [row] = await database.db.select({ n: count() }).from(spotMarkets);
        expect(row?.n).toBe(seedSpotMarkets.length - 1);
        const [contracts] = await database.db.select({ n: count() }).from(futuresContracts);
        // A perpetual for each of the first ten USDT pairs, LINK_USDT's delisted above.
        expect(contracts?.n).toBe(seedSpotMarkets.filter((m) => !laterListingSymbols.has(m.symbol)).length - 1);
        expect(await seedVersion(database)).toBe('1');
      } finally {
        await database.close();
      }
    });

    it('adds the later listings once to a database seeded with the first ten pairs', async () => {
      const database = await openMigrated(factory);
      const symbols = async () =>
        (await database.db.select({ symbol: spotMarkets.symbol }).from(spotMarkets)).map((row) => row.symbol).sort();
      try {
        await seedDemoData(database);
        // A database from before the later listings: the first ten and no later-listings marker.
        await database.db.delete(spotMarkets).where(inArray(spotMarkets.symbol, [...laterListingSymbols]));
        await database.db.delete(appMeta).where(sql`${appMeta.key} = 'spot-listings-2'`);
        expect(await seedDemoData(database)).toBe('already-seeded');
        expect(await symbols()).toEqual(expect.arrayContaining([...laterListingSymbols]));
        // Once only: a later listing the operator delists stays delisted.
        await database.db.delete(spotMarkets).where(sql`${spotMarkets.symbol} = 'SUI_USDT'`);
        await seedDemoData(database);
        expect(await symbols()).not.toContain('SUI_USDT');
      } finally {
        await database.close();
      }
    });

    it('keeps data across a close and reopen (a restart)', async () => {
      const first = await openMigrated(factory);
      await first.db.insert(appMeta).values({ key: 'restart-probe', value: 'still here' });
      await first.close();

      const second = await openMigrated(factory);
      try {
        const rows = await second.db.select().from(appMeta).where(sql`${appMeta.key} = 'restart-probe'`);
        expect(rows[0]?.value).toBe('still here');
        expect(await seedDemoData(second)).toBe('already-seeded');
      } finally {
        await second.close();
      }
    });

    it.skipIf(driver === 'pglite')(
      'lets instances that start together migrate once, one after the other (PostgreSQL only: PGlite has one connection)',
      async () => {
        const fresh = await create();
        const instances = await Promise.all([fresh.open(), fresh.open(), fresh.open()]);
        try {
          await Promise.all(instances.map((instance) => applyMigrations(instance)));
          const state = await migrationState(instances[0] as (typeof instances)[0]);
          expect(state.applied).toBe(state.expected);
        } finally {
          await Promise.all(instances.map((instance) => instance.close()));
          await fresh.dispose();
        }
      },
    );

    it('stores money columns exactly (no float rounding)', async () => {
      const database = await openMigrated(factory);
      try {
        const [market] = await database.db
          .select({ tick: spotMarkets.tickSize })
          .from(spotMarkets)
          .where(sql`${spotMarkets.symbol} = 'DOGE_USDT'`);
        expect(market?.tick).toMatch(/^0\.00001(0*)$/);
      } finally {
        await database.close();
      }
    });
  });
}
