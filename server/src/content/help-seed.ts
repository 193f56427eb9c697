import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, type LocaleCode, localeCodes } from '@vela/contracts/locales';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { appMeta, contentItems, contentTranslations } from '../db/schema.ts';
import { helpSeedDir } from '../paths.ts';
import { readSeedFile, readSeedList, type SeedTranslation } from './seed-files.ts';

/**
 * The help centre's articles, written once like the other demo content: data under
 * `content/help/` (`articles.json` lists the slugs and tags; `<locale>/<slug>.md` holds each
 * translation, read by `seed-files.ts`). Operators edit
 * them afterwards through the content API; a seeded database is never rewritten.
 */

const HELP_SEED_KEY = 'help-seed';
const HELP_SEED_VERSION = '1';
const HOUR_MS = 3_600_000;

const seedArticleSchema = z.strictObject({ slug: z.string().regex(/^[a-z0-9-]+$/), tags: z.array(z.string()) });

export function seedArticleList(folder = helpSeedDir): z.output<typeof seedArticleSchema>[] {
  return readSeedList(folder, 'articles.json', seedArticleSchema);
}

export function readSeedTranslation(locale: LocaleCode, slug: string, folder = helpSeedDir): SeedTranslation {
  return readSeedFile(folder, locale, slug);
}

export async function seedHelpArticles(database: Database, now = Date.now()): Promise<'seeded' | 'already-seeded'> {
  // Read (and so checked) before the transaction: a broken file leaves the database untouched.
  const articles = seedArticleList().map((entry) => ({
    ...entry,
    // A locale without its file shows the en_US text, as any untranslated content does.
    texts: localeCodes
      .filter((locale) => locale === defaultLocale || existsSync(join(helpSeedDir, locale, `${entry.slug}.md`)))
      .map((locale) => ({ locale, ...readSeedTranslation(locale, entry.slug) })),
  }));
  const seededAt = new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: HELP_SEED_KEY, value: HELP_SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return 'already-seeded';
    for (const article of articles) {
      const [row] = await tx
        .insert(contentItems)
        .values({
          kind: 'help',
          slug: article.slug,
          status: 'published',
          publishedAt: seededAt,
          updatedAt: seededAt,
          tags: article.tags,
        })
        .returning({ id: contentItems.id });
      if (!row) throw new Error(`seeding help article ${article.slug} returned no id`);
      await tx.insert(contentTranslations).values(
        article.texts.map((text) => ({
          itemId: row.id,
          locale: text.locale,
          title: text.title,
          summary: text.summary,
          bodyMarkdown: text.body,
        })),
      );
    }
    return 'seeded';
  });
}
