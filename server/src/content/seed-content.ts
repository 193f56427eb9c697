import { localeCodes } from '@vela/contracts/locales';
import type { Database } from '../db/client.ts';
import { appMeta, contentItems, contentTranslations } from '../db/schema.ts';
import { coverPath } from './covers.ts';
import { loadSeedItems } from './seed-items.ts';

/** Its own marker, so databases seeded before content existed still get the demo content once. */
const CONTENT_SEED_KEY = 'content-seed';
const CONTENT_SEED_VERSION = '1';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const WORDS_PER_MINUTE = 200;

/** Minutes an adult reader needs for the English text (at least one). */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * Writes the demo announcements and courses once, in one transaction with its marker row (like
 * `seedDemoData`): a crash half-way leaves nothing, and content an operator later edits or deletes
 * is never brought back.
 */
export async function seedContent(database: Database, now = Date.now()): Promise<'seeded' | 'already-seeded'> {
  const publishedAt = (daysAgo: number) => new Date(Math.floor(now / HOUR_MS) * HOUR_MS - daysAgo * DAY_MS);
  // Read (and so checked) before the transaction: a broken file leaves the database untouched.
  const items = loadSeedItems();
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: CONTENT_SEED_KEY, value: CONTENT_SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return 'already-seeded';

    for (const item of items) {
      const kindColumns =
        item.kind === 'announcement'
          ? { kind: 'announcement', eventClass: item.eventClass }
          : {
              kind: 'course',
              track: item.track,
              level: item.level,
              readingMinutes: readingMinutes(item.texts.en_US.body),
            };
      const [row] = await tx
        .insert(contentItems)
        .values({
          ...kindColumns,
          status: 'published',
          publishedAt: publishedAt(item.daysAgo),
          updatedAt: publishedAt(item.daysAgo),
          coverImageUrl: coverPath(item.cover),
          tags: item.tags,
        })
        .returning({ id: contentItems.id });
      if (!row) throw new Error(`seeding ${item.key} returned no id`);
      await tx.insert(contentTranslations).values(
        localeCodes.map((locale) => ({
          itemId: row.id,
          locale,
          title: item.texts[locale].title,
          summary: item.texts[locale].summary,
          bodyMarkdown: item.texts[locale].body,
        })),
      );
    }
    return 'seeded';
  });
}
