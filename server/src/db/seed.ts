import { eq } from 'drizzle-orm';
import { seedContent } from '../content/seed-content.ts';
import { seedEarnProducts } from '../earn/seed.ts';
import { seedFuturesContracts } from '../futures/seed-contracts.ts';
import { seedDemoTasks } from '../rewards/demo-tasks.ts';
import type { Database } from './client.ts';
import { appMeta, spotMarkets } from './schema.ts';
import { seedSpotMarkets } from './seed-data.ts';

const SEED_KEY = 'demo-seed';
const SEED_VERSION = '1';

/**
 * Fills the demo data once. The marker row is written in the same transaction as the data, so a
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
    await tx.insert(spotMarkets).values(seedSpotMarkets).onConflictDoNothing();
    return 'seeded' as const;
  });
  // Announcements and courses have their own marker: a database seeded before they existed gets them too.
  await seedContent(database);
  await seedFuturesContracts(database);
  await seedEarnProducts(database);
  await seedDemoTasks(database);
  return demo;
}

export async function seedVersion(database: Database): Promise<string | undefined> {
  const rows = await database.db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  return rows[0]?.value;
}
