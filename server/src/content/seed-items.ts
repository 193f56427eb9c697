import { courseLevelSchema, courseTrackSchema, eventClassSchema } from '@vela/contracts/content';
import { type LocaleCode, localeCodes } from '@vela/contracts/locales';
import { z } from 'zod';
import { contentSeedDir } from '../paths.ts';
import { coverNames } from './covers.ts';
import { readSeedFile, readSeedList, type SeedTranslation } from './seed-files.ts';

/**
 * The demo announcements and courses as data: `content/seed/items.json` lists them in seeding
 * order (key, kind, class or track and level, age, cover, tags), and `content/seed/<locale>/<key>.md`
 * holds each translation's title, summary and Markdown body. Every item exists in every locale.
 */

const common = {
  /** Names the item's files; never shown. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** Published this many days before the seed runs, so the demo always looks current. */
  daysAgo: z.number().int().nonnegative(),
  cover: z.enum(coverNames),
  tags: z.array(z.string()),
};

const seedItemSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...common, kind: z.literal('announcement'), eventClass: eventClassSchema }),
  z.strictObject({ ...common, kind: z.literal('course'), track: courseTrackSchema, level: courseLevelSchema }),
]);

type SeedItemEntry = z.output<typeof seedItemSchema>;
type WithTexts<Entry> = Entry & { texts: Record<LocaleCode, SeedTranslation> };
export type SeedAnnouncement = WithTexts<Extract<SeedItemEntry, { kind: 'announcement' }>>;
export type SeedCourse = WithTexts<Extract<SeedItemEntry, { kind: 'course' }>>;
export type SeedItem = SeedAnnouncement | SeedCourse;

/** Every item with its texts in every locale, in seeding order; a missing or broken file throws. */
export function loadSeedItems(folder = contentSeedDir): SeedItem[] {
  return readSeedList(folder, 'items.json', seedItemSchema).map(
    (entry) =>
      ({
        ...entry,
        texts: Object.fromEntries(localeCodes.map((locale) => [locale, readSeedFile(folder, locale, entry.key)])),
      }) as SeedItem,
  );
}

export function isAnnouncement(item: SeedItem): item is SeedAnnouncement {
  return item.kind === 'announcement';
}

export function isCourse(item: SeedItem): item is SeedCourse {
  return item.kind === 'course';
}
