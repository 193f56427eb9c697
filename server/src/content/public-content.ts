import type {
  AnnouncementDetail,
  AnnouncementLink,
  AnnouncementList,
  AnnouncementListQuery,
  AnnouncementSummary,
  CourseDetail,
  CourseLevel,
  CourseSummary,
  CourseTrack,
  EventClass,
} from '@vela/contracts/content';
import { defaultLocale, type LocaleCode } from '@vela/contracts/locales';
import { and, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { eqIfGiven } from '../db/optional-filters.ts';
import { contentItems, contentTranslations } from '../db/schema.ts';
import { renderMarkdown } from './markdown.ts';

/**
 * What the public API reads: published items only, each with its text in the asked locale where
 * that locale has it and in en_US where it does not (and then `fallback: true`). Nothing is cached:
 * an operator's change shows on the next request.
 */

const localText = alias(contentTranslations, 'local_text');
const englishText = alias(contentTranslations, 'english_text');
/** The item a detail page shows, for previous/next/related queries. */
const current = alias(contentItems, 'current_item');

type Kind = 'announcement' | 'course' | 'help';

const columns = {
  id: contentItems.id,
  eventClass: contentItems.eventClass,
  track: contentItems.track,
  level: contentItems.level,
  readingMinutes: contentItems.readingMinutes,
  slug: contentItems.slug,
  publishedAt: contentItems.publishedAt,
  updatedAt: contentItems.updatedAt,
  coverImageUrl: contentItems.coverImageUrl,
  tags: contentItems.tags,
  localTitle: localText.title,
  localSummary: localText.summary,
  localBody: localText.bodyMarkdown,
  englishTitle: englishText.title,
  englishSummary: englishText.summary,
  englishBody: englishText.bodyMarkdown,
};

export type Row = {
  id: number;
  eventClass: string | null;
  track: string | null;
  level: string | null;
  readingMinutes: number | null;
  slug: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  coverImageUrl: string | null;
  tags: string[];
  localTitle: string | null;
  localSummary: string | null;
  localBody: string | null;
  englishTitle: string;
  englishSummary: string;
  englishBody: string | null;
};

export const isPublished = (kind: Kind): SQL =>
  and(eq(contentItems.kind, kind), eq(contentItems.status, 'published')) as SQL;

/** Items with their en_US text (always there) and the locale's text (maybe missing). */
export function selectWithText(db: Db, locale: LocaleCode) {
  return db
    .select(columns)
    .from(contentItems)
    .innerJoin(englishText, and(eq(englishText.itemId, contentItems.id), eq(englishText.locale, defaultLocale)))
    .leftJoin(localText, and(eq(localText.itemId, contentItems.id), eq(localText.locale, locale)))
    .$dynamic();
}

const newestFirst = [desc(contentItems.publishedAt), desc(contentItems.id)];

export function summaryText(row: Row) {
  return {
    id: Number(row.id),
    title: row.localTitle ?? row.englishTitle,
    summary: row.localSummary ?? row.englishSummary,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    coverImageUrl: row.coverImageUrl,
    tags: row.tags,
    fallback: row.localTitle === null,
  };
}

export function bodyOf(row: Row, locale: LocaleCode) {
  const own = row.localBody !== null && row.localTitle !== null;
  return {
    bodyHtml: renderMarkdown((own ? row.localBody : row.englishBody) ?? ''),
    bodyLocale: own ? locale : defaultLocale,
    updatedAt: row.updatedAt.toISOString(),
    bodyFallback: !own,
  };
}

const toAnnouncement = (row: Row): AnnouncementSummary => ({
  ...summaryText(row),
  eventClass: row.eventClass as EventClass,
});

const toCourse = (row: Row): CourseSummary => ({
  ...summaryText(row),
  track: row.track as CourseTrack,
  level: row.level as CourseLevel,
  readingMinutes: row.readingMinutes ?? 1,
});

export async function listAnnouncements(db: Db, query: AnnouncementListQuery): Promise<AnnouncementList> {
  const where = and(isPublished('announcement'), eqIfGiven(contentItems.eventClass, query.class));
  const [rows, [total]] = await Promise.all([
    selectWithText(db, query.locale)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(contentItems)
      .innerJoin(englishText, and(eq(englishText.itemId, contentItems.id), eq(englishText.locale, defaultLocale)))
      .where(where),
  ]);
  return {
    items: rows.map(toAnnouncement),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    locale: query.locale,
  };
}

export interface AnnouncementPage {
  announcement: AnnouncementDetail;
  previous: AnnouncementLink | null;
  next: AnnouncementLink | null;
  related: AnnouncementSummary[];
}

export async function findAnnouncement(db: Db, id: number, locale: LocaleCode): Promise<AnnouncementPage | undefined> {
  const [row] = await selectWithText(db, locale).where(and(isPublished('announcement'), eq(contentItems.id, id)));
  if (!row) return undefined;
  const { bodyFallback, ...body } = bodyOf(row, locale);
  const summary = toAnnouncement(row);
  const announcement = { ...summary, ...body, fallback: summary.fallback || bodyFallback };

  const neighbour = (direction: 'older' | 'newer') =>
    selectWithText(db, locale)
      .innerJoin(current, eq(current.id, id))
      .where(
        and(
          isPublished('announcement'),
          eq(contentItems.eventClass, current.eventClass),
          direction === 'older'
            ? sql`(${contentItems.publishedAt}, ${contentItems.id}) < (${current.publishedAt}, ${current.id})`
            : sql`(${contentItems.publishedAt}, ${contentItems.id}) > (${current.publishedAt}, ${current.id})`,
        ),
      )
      .orderBy(...(direction === 'older' ? newestFirst : [asc(contentItems.publishedAt), asc(contentItems.id)]))
      .limit(1);
  const sharedTags = sql`cardinality(array(select unnest(${contentItems.tags}) intersect select unnest(${current.tags})))`;
  const [[older], [newer], related] = await Promise.all([
    neighbour('older'),
    neighbour('newer'),
    selectWithText(db, locale)
      .innerJoin(current, eq(current.id, id))
      .where(
        and(
          isPublished('announcement'),
          ne(contentItems.id, id),
          or(eq(contentItems.eventClass, current.eventClass), sql`${contentItems.tags} && ${current.tags}`),
        ),
      )
      .orderBy(desc(sharedTags), desc(sql`${contentItems.eventClass} = ${current.eventClass}`), ...newestFirst)
      .limit(3),
  ]);
  const link = (item: Row | undefined): AnnouncementLink | null =>
    item ? { id: Number(item.id), eventClass: item.eventClass as EventClass, title: toAnnouncement(item).title } : null;
  return { announcement, previous: link(older), next: link(newer), related: related.map(toAnnouncement) };
}

/** Courses in reading order: research before web3, beginner before advanced, oldest lesson first. */
export async function listCourses(db: Db, locale: LocaleCode, track?: CourseTrack): Promise<CourseSummary[]> {
  const rows = await selectWithText(db, locale)
    .where(and(isPublished('course'), eqIfGiven(contentItems.track, track)))
    .orderBy(
      asc(contentItems.track),
      sql`case ${contentItems.level} when 'beginner' then 0 when 'intermediate' then 1 else 2 end`,
      asc(contentItems.publishedAt),
      asc(contentItems.id),
    );
  return rows.map(toCourse);
}

export async function findCourse(
  db: Db,
  id: number,
  locale: LocaleCode,
): Promise<{ course: CourseDetail; related: CourseSummary[] } | undefined> {
  const [row] = await selectWithText(db, locale).where(and(isPublished('course'), eq(contentItems.id, id)));
  if (!row) return undefined;
  const { bodyFallback, ...body } = bodyOf(row, locale);
  const summary = toCourse(row);
  // What to read next: the lessons after this one in reading order, then the ones before it.
  const track = await listCourses(db, locale, summary.track);
  const position = track.findIndex((course) => course.id === summary.id);
  const ordered = [...track.slice(position + 1), ...track.slice(0, Math.max(position, 0))];
  return { course: { ...summary, ...body, fallback: summary.fallback || bodyFallback }, related: ordered.slice(0, 3) };
}

/** Every published page for the sitemap: id, where it lives and when it last changed. */
export async function publishedPages(db: Db): Promise<
  {
    kind: Kind;
    id: number;
    eventClass: EventClass | null;
    track: CourseTrack | null;
    slug: string | null;
    updatedAt: Date;
  }[]
> {
  const rows = await db
    .select({
      kind: contentItems.kind,
      id: contentItems.id,
      eventClass: contentItems.eventClass,
      track: contentItems.track,
      slug: contentItems.slug,
      updatedAt: contentItems.updatedAt,
    })
    .from(contentItems)
    .innerJoin(englishText, and(eq(englishText.itemId, contentItems.id), eq(englishText.locale, defaultLocale)))
    .where(eq(contentItems.status, 'published'))
    .orderBy(asc(contentItems.id));
  return rows.map((row) => ({
    kind: row.kind === 'course' || row.kind === 'help' ? row.kind : 'announcement',
    id: Number(row.id),
    eventClass: row.eventClass as EventClass | null,
    track: row.track as CourseTrack | null,
    slug: row.slug,
    updatedAt: row.updatedAt,
  }));
}
