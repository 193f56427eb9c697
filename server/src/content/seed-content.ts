import { defaultLocale, type LocaleCode, localeCodes } from '@vela/contracts/locales';
import type { Database } from '../db/client.ts';
import { appMeta, contentItems, contentTranslations } from '../db/schema.ts';
import { coverPath } from './covers.ts';
import { seedAnnouncements } from './seed/announcements.ts';
import { bodiesEn } from './seed/bodies-en.ts';
import { bodiesEs } from './seed/bodies-es.ts';
import { bodiesFr } from './seed/bodies-fr.ts';
import { bodiesJa } from './seed/bodies-ja.ts';
import { bodiesKo } from './seed/bodies-ko.ts';
import { bodiesPt } from './seed/bodies-pt.ts';
import { bodiesRu } from './seed/bodies-ru.ts';
import { bodiesTr } from './seed/bodies-tr.ts';
import { bodiesUk } from './seed/bodies-uk.ts';
import { bodiesVi } from './seed/bodies-vi.ts';
import { bodiesZhCn } from './seed/bodies-zh-cn.ts';
import { bodiesZhTw } from './seed/bodies-zh-tw.ts';
import { seedCourses } from './seed/courses.ts';
import type { SeedAnnouncement, SeedBodies, SeedCourse } from './seed/types.ts';

/** Its own marker, so databases seeded before content existed still get the demo content once. */
const CONTENT_SEED_KEY = 'content-seed';
const CONTENT_SEED_VERSION = '1';

/** Bodies per locale, like the titles and summaries: every seeded item exists in every locale. */
export const seedBodies: Record<LocaleCode, SeedBodies> = {
  en_US: bodiesEn,
  ja_JP: bodiesJa,
  zh_CN: bodiesZhCn,
  zh_TW: bodiesZhTw,
  ko_KR: bodiesKo,
  es_ES: bodiesEs,
  pt_PT: bodiesPt,
  fr_FR: bodiesFr,
  ru_RU: bodiesRu,
  uk_UA: bodiesUk,
  tr_TR: bodiesTr,
  vi_VN: bodiesVi,
};

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
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: CONTENT_SEED_KEY, value: CONTENT_SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return 'already-seeded';

    const items: (SeedAnnouncement | SeedCourse)[] = [...seedAnnouncements, ...seedCourses];
    for (const item of items) {
      const english = bodiesEn[item.key] ?? '';
      const kindColumns =
        'eventClass' in item
          ? { kind: 'announcement', eventClass: item.eventClass }
          : { kind: 'course', track: item.track, level: item.level, readingMinutes: readingMinutes(english) };
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
          title: item.headlines[locale].title,
          summary: item.headlines[locale].summary,
          bodyMarkdown: locale === defaultLocale ? english : (seedBodies[locale][item.key] ?? null),
        })),
      );
    }
    return 'seeded';
  });
}
