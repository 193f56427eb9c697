import type {
  AnnouncementCreate,
  AnnouncementUpdate,
  CourseCreate,
  CourseUpdate,
  HelpArticleCreate,
  HelpArticleUpdate,
  OperatorItem,
  TranslationInput,
} from '@vela/contracts/content';
import type { LocaleCode } from '@vela/contracts/locales';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentItems, contentTranslations } from '../db/schema.ts';

/**
 * The operator's writes. Every change runs in one transaction, so a failure half-way leaves the item
 * as it was; the input is parsed before any of this runs, so bad input changes nothing either.
 */

export type ContentKind = 'announcement' | 'course' | 'help';
type Create = AnnouncementCreate | CourseCreate | HelpArticleCreate;
type Update = AnnouncementUpdate | CourseUpdate | HelpArticleUpdate;

/** A help article's slug is its address: two articles cannot share one. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`a help article with the slug ${slug} exists already`);
  }
}
type Translations = Partial<Record<LocaleCode, TranslationInput | null>>;

/** Drizzle's transaction has the query methods of the database; only the transaction-control ones differ. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function createItem(db: Db, kind: ContentKind, input: Create): Promise<OperatorItem> {
  return db.transaction(async (tx) => {
    await assertSlugFree(tx, kind, input);
    const [created] = await tx
      .insert(contentItems)
      .values({
        kind,
        status: 'draft',
        ...kindColumns(input),
        publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
        coverImageUrl: input.coverImageUrl ?? null,
        tags: input.tags ?? [],
      })
      .returning({ id: contentItems.id });
    if (!created) throw new Error('content item insert returned nothing');
    await writeTranslations(tx, created.id, input.translations);
    return (await readItem(tx, kind, created.id)) as OperatorItem;
  });
}

export async function updateItem(
  db: Db,
  kind: ContentKind,
  id: number,
  input: Update,
): Promise<OperatorItem | undefined> {
  return db.transaction(async (tx) => {
    await assertSlugFree(tx, kind, input, id);
    const [updated] = await tx
      .update(contentItems)
      .set({
        ...kindColumns(input),
        ...(input.publishedAt !== undefined ? { publishedAt: new Date(input.publishedAt) } : {}),
        ...(input.coverImageUrl !== undefined ? { coverImageUrl: input.coverImageUrl } : {}),
        ...(input.tags !== undefined ? { tags: input.tags } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)))
      .returning({ id: contentItems.id });
    if (!updated) return undefined;
    if (input.translations) await writeTranslations(tx, id, input.translations);
    return readItem(tx, kind, id);
  });
}

/**
 * Draft to published (the publish time is kept when it was set, else now) or back. `changed` is
 * false when the item already had that status, so a repeated publish notifies nobody twice.
 */
export async function setStatus(
  db: Db,
  kind: ContentKind,
  id: number,
  status: 'draft' | 'published',
): Promise<{ item: OperatorItem; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(contentItems)
      .set({
        status,
        ...(status === 'published' ? { publishedAt: sql`coalesce(${contentItems.publishedAt}, now())` } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind), sql`${contentItems.status} <> ${status}`))
      .returning({ id: contentItems.id });
    const item = await readItem(tx, kind, id);
    return item ? { item, changed: changed.length > 0 } : undefined;
  });
}

export async function readItem(db: Db | Tx, kind: ContentKind, id: number): Promise<OperatorItem | undefined> {
  const [item] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
  if (!item) return undefined;
  const texts = await db
    .select()
    .from(contentTranslations)
    .where(eq(contentTranslations.itemId, id))
    .orderBy(asc(contentTranslations.locale));
  return {
    id: Number(item.id),
    kind,
    status: item.status === 'published' ? 'published' : 'draft',
    eventClass: item.eventClass as OperatorItem['eventClass'],
    slug: item.slug,
    track: item.track as OperatorItem['track'],
    level: item.level as OperatorItem['level'],
    readingMinutes: item.readingMinutes,
    publishedAt: item.publishedAt?.toISOString() ?? null,
    coverImageUrl: item.coverImageUrl,
    tags: item.tags,
    translations: Object.fromEntries(
      texts.map((text) => [text.locale, { title: text.title, summary: text.summary, body: text.bodyMarkdown }]),
    ),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** The columns only one kind has, from whichever of them the input carries. */
function kindColumns(input: Create | Update) {
  return {
    ...('eventClass' in input && input.eventClass !== undefined ? { eventClass: input.eventClass } : {}),
    ...('track' in input && input.track !== undefined ? { track: input.track } : {}),
    ...('level' in input && input.level !== undefined ? { level: input.level } : {}),
    ...('readingMinutes' in input && input.readingMinutes !== undefined
      ? { readingMinutes: input.readingMinutes }
      : {}),
    ...('slug' in input && input.slug !== undefined ? { slug: input.slug } : {}),
  };
}

async function assertSlugFree(tx: Tx, kind: ContentKind, input: Create | Update, ownId?: number): Promise<void> {
  if (kind !== 'help' || !('slug' in input) || input.slug === undefined) return;
  const [taken] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, 'help'),
        eq(contentItems.slug, input.slug),
        ownId === undefined ? undefined : ne(contentItems.id, ownId),
      ),
    );
  if (taken) throw new SlugTakenError(input.slug);
}

/** Each given locale replaces that locale's text; null removes it (the schema never lets en_US go). */
async function writeTranslations(tx: Tx, itemId: number, translations: Translations): Promise<void> {
  for (const [locale, text] of Object.entries(translations) as [LocaleCode, TranslationInput | null][]) {
    if (text === null) {
      await tx
        .delete(contentTranslations)
        .where(and(eq(contentTranslations.itemId, itemId), eq(contentTranslations.locale, locale)));
      continue;
    }
    const row = { title: text.title, summary: text.summary, bodyMarkdown: text.body ?? null };
    await tx
      .insert(contentTranslations)
      .values({ itemId, locale, ...row })
      .onConflictDoUpdate({ target: [contentTranslations.itemId, contentTranslations.locale], set: row });
  }
}
