import { eq } from 'drizzle-orm';
import { seedHelpArticles } from './content/help-seed.ts';
import { seedContent } from './content/seed-content.ts';
import type { Database } from './db/client.ts';
import { appMeta, spotMarkets } from './db/schema.ts';
import { laterListingSymbols, seedSpotMarkets } from './db/seed-data.ts';
import { seedEarnProducts } from './earn/seed.ts';
import { seedFuturesContracts } from './futures/seed-contracts.ts';
import { seedDemoTasks } from './rewards/demo-tasks.ts';

const SEED_KEY = 'demo-seed';
const SEED_VERSION = '1';
/** Its own marker, so databases seeded with the first ten pairs get the later ones once. */
const LATER_LISTINGS_KEY = 'spot-listings-2';

/**
 * The demo data of every product, composed here beside main.ts (each product owns its seed; db/
 * knows none of them). Fills the demo data once. The marker row is written in the same transaction as the data, so a
 * crash half-way leaves nothing behind and the next start tries again; a seeded database is never
 * touched again, even if an operator later edits or deletes the demo rows.
 */
export async function seedDemoData(database: Database): Promise<'seeded' | 'already-seeded'> {
  const demo = await database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return 'already-seeded';
    await tx
      .insert(spotMarkets)
      .values(seedSpotMarkets.filter((market) => !laterListingSymbols.has(market.symbol)))
      .onConflictDoNothing();
    return 'seeded' as const;
  });
  await seedLaterListings(database);
  // Announcements and courses have their own marker: a database seeded before they existed gets them too.
  await seedContent(database);
  await seedHelpArticles(database);
  await seedFuturesContracts(database);
  await seedEarnProducts(database);
  await seedDemoTasks(database);
  return demo;
}

/** The pairs listed after the first ten, once per database; a pair an operator listed already is kept as it is. */
async function seedLaterListings(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: LATER_LISTINGS_KEY, value: '1' })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    const later = seedSpotMarkets.filter((market) => laterListingSymbols.has(market.symbol));
    if (claimed.length === 0 || later.length === 0) return;
    await tx.insert(spotMarkets).values(later).onConflictDoNothing();
  });
}

export async function seedVersion(database: Database): Promise<string | undefined> {
  const rows = await database.db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  return rows[0]?.value;
}
