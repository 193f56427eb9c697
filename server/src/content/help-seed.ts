import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, type LocaleCode, localeCodes } from '@vela/contracts/locales';
import type { Database } from '../db/client.ts';
import { appMeta, contentItems, contentTranslations } from '../db/schema.ts';
import { helpSeedDir } from '../paths.ts';

/**
 * The help centre's articles, written once like the other demo content: data under
 * `content/help/` (`articles.json` lists the slugs and tags; `<locale>/<slug>.md` holds each
 * translation, a front matter with its title and summary, then the Markdown body). Operators edit
 * them afterwards through the content API; a seeded database is never rewritten.
 */

const HELP_SEED_KEY = 'help-seed';
const HELP_SEED_VERSION = '1';
const HOUR_MS = 3_600_000;

interface SeedArticleEntry {
  slug: string;
  tags: string[];
}

export interface HelpTranslation {
  title: string;
  summary: string;
  body: string;
}

export function seedArticleList(folder = helpSeedDir): SeedArticleEntry[] {
  return JSON.parse(readFileSync(join(folder, 'articles.json'), 'utf8')) as SeedArticleEntry[];
}

/** `---\ntitle: ...\nsummary: ...\n---\n<body>`; anything else is a broken seed file, stopping the start. */
export function parseArticleFile(source: string, name: string): HelpTranslation {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`help seed ${name}: expected a front matter between --- lines`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title');
  const summary = fields.get('summary');
  const body = (match[2] ?? '').trim();
  if (!title || !summary || !body) throw new Error(`help seed ${name}: title, summary and body are required`);
  return { title, summary, body };
}

export function readSeedTranslation(locale: LocaleCode, slug: string, folder = helpSeedDir): HelpTranslation {
  const name = `${locale}/${slug}.md`;
  return parseArticleFile(readFileSync(join(folder, locale, `${slug}.md`), 'utf8'), name);
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
