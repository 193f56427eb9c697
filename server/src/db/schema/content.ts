import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { createdAt, instant, serialId, updatedAt } from './columns.ts';

/**
 * Announcements and courses, one id sequence for both (the id is in the public URL). The text of
 * each locale lives in content_translations; kind-specific columns are checked against the kind.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serialId(),
    /** 'announcement', 'course' or 'help' (a help-centre article). */
    kind: text('kind').notNull(),
    /** 'draft' or 'published'; only published items reach the public API. */
    status: text('status').notNull().default('draft'),
    /** Announcements: one of the contracts' event classes. */
    eventClass: text('event_class'),
    /** Courses: 'research' or 'web3', a level and a reading time in minutes. */
    track: text('track'),
    level: text('level'),
    readingMinutes: integer('reading_minutes'),
    /** Help articles: the topic's address (`/help/<slug>`), one article per slug. */
    slug: text('slug'),
    /** Set on first publication (or by the operator); kept when an item is unpublished and published again. */
    publishedAt: instant('published_at'),
    coverImageUrl: text('cover_image_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('content_items_kind', sql`${table.kind} in ('announcement', 'course', 'help')`),
    check('content_items_status', sql`${table.status} in ('draft', 'published')`),
    check(
      'content_items_kind_fields',
      sql`(${table.kind} = 'announcement' and ${table.eventClass} is not null and ${table.track} is null
          and ${table.slug} is null)
        or (${table.kind} = 'course' and ${table.eventClass} is null and ${table.track} is not null
          and ${table.level} is not null and ${table.readingMinutes} is not null and ${table.slug} is null)
        or (${table.kind} = 'help' and ${table.eventClass} is null and ${table.track} is null
          and ${table.slug} is not null)`,
    ),
    check('content_items_published_time', sql`${table.status} = 'draft' or ${table.publishedAt} is not null`),
    index('content_items_public_list').on(table.kind, table.status, table.publishedAt),
    uniqueIndex('content_items_help_slug').on(table.slug).where(sql`${table.kind} = 'help'`),
  ],
);

/** One locale's text of a content item; the body is Markdown, rendered and sanitized when read. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Null: this locale shows the en_US body (which always exists). */
    bodyMarkdown: text('body_markdown'),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.locale] }),
    check('content_translations_english_body', sql`${table.locale} <> 'en_US' or ${table.bodyMarkdown} is not null`),
  ],
);

/** "Submit a request" from the help centre's contact page: kept for support to answer by e-mail. */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: serialId(),
    email: text('email').notNull(),
    /** One of the contracts' help topics, or 'other'. */
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The page's locale: support answers in that language. */
    locale: text('locale').notNull(),
    /** The signed-in account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('help_requests_newest').on(table.createdAt)],
);

/** Courses a user read (the course page records it): the read-course task counts them. */
export const courseReads = pgTable(
  'course_reads',
  {
    userId: userRef(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);
