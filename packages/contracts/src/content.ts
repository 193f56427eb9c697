import { z } from 'zod';
import { contentStatuses, courseLevels, courseTracks, eventClasses } from './content-paths.ts';
import { defaultLocale, localeCodeSchema } from './locales.ts';

export * from './content-paths.ts';

export const eventClassSchema = z.enum(eventClasses);
export const courseTrackSchema = z.enum(courseTracks);
export const courseLevelSchema = z.enum(courseLevels);

/** Content ids are positive whole numbers in the URL. */
export const contentIdSchema = z.string().regex(/^[1-9]\d{0,15}$/);

/** A list page number in the URL (`?page=`): 1 when absent. */
export const pageParamSchema = z.string().regex(/^[1-9]\d{0,4}$/);

export const ANNOUNCEMENT_PAGE_SIZE_MAX = 50;

export const contentPaths = {
  /** GET ?locale=&class=&page=&pageSize=: published announcements, newest first. */
  announcements: '/api/v1/announcements',
  /** GET ?locale=: one published announcement with previous/next in its class and related items. */
  announcement: (id: number | string) => `/api/v1/announcements/${id}`,
  /** GET ?locale=&track=: published courses. */
  courses: '/api/v1/courses',
  /** GET ?locale=: one published course with more of its track. */
  course: (id: number | string) => `/api/v1/courses/${id}`,
  /** Operator API (bearer OPERATOR_TOKEN): POST create; /:id GET, PATCH; /:id/publish, /:id/unpublish POST. */
  operatorAnnouncements: '/api/v1/operator/announcements',
  operatorCourses: '/api/v1/operator/courses',
  operatorHelpArticles: '/api/v1/operator/help-articles',
} as const;

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `expected a whole number from ${min} to ${max}` })
    .int(`expected a whole number from ${min} to ${max}`)
    .min(min, `expected a whole number from ${min} to ${max}`)
    .max(max, `expected a whole number from ${min} to ${max}`);

/* ---------------------------------------------------------------- public API ---------------- */

export const announcementListQuerySchema = z.object({
  locale: localeCodeSchema.default(defaultLocale),
  class: eventClassSchema.optional(),
  page: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, ANNOUNCEMENT_PAGE_SIZE_MAX).default(10),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

export const contentDetailQuerySchema = z.object({ locale: localeCodeSchema.default(defaultLocale) });

export const courseListQuerySchema = z.object({
  locale: localeCodeSchema.default(defaultLocale),
  track: courseTrackSchema.optional(),
});

/** Path parameter of the detail calls; anything else is a 404 like an unknown id. */
export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const isoTime = z.iso.datetime({ offset: true });

/** What every list entry carries. `fallback`: some of its text is en_US because the locale has none. */
const contentSummaryFields = {
  id: z.number().int().positive(),
  title: z.string(),
  summary: z.string(),
  publishedAt: isoTime,
  /** An absolute http(s) URL or a path on this site; null when the item has no cover. */
  coverImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  fallback: z.boolean(),
};

/** The body as sanitized HTML (rendered from Markdown on the server) and the locale it is written in. */
const contentBodyFields = {
  bodyHtml: z.string(),
  bodyLocale: localeCodeSchema,
  updatedAt: isoTime,
};

export const announcementSummarySchema = z.object({ ...contentSummaryFields, eventClass: eventClassSchema });
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

export const announcementDetailSchema = announcementSummarySchema.extend(contentBodyFields);
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const announcementLinkSchema = z.object({
  id: z.number().int().positive(),
  eventClass: eventClassSchema,
  title: z.string(),
});
export type AnnouncementLink = z.infer<typeof announcementLinkSchema>;

export const announcementListSchema = z.object({
  items: z.array(announcementSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  locale: localeCodeSchema,
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

export const announcementResponseSchema = z.object({
  announcement: announcementDetailSchema,
  /** The next older item of the same class, and the next newer one. */
  previous: announcementLinkSchema.nullable(),
  next: announcementLinkSchema.nullable(),
  /** Up to 3 items sharing tags or the class, the most related first. */
  related: z.array(announcementSummarySchema).max(3),
  locale: localeCodeSchema,
});
export type AnnouncementResponse = z.infer<typeof announcementResponseSchema>;

const courseFields = {
  track: courseTrackSchema,
  level: courseLevelSchema,
  readingMinutes: z.number().int().positive(),
};

export const courseSummarySchema = z.object({ ...contentSummaryFields, ...courseFields });
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseDetailSchema = courseSummarySchema.extend(contentBodyFields);
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseListSchema = z.object({ items: z.array(courseSummarySchema), locale: localeCodeSchema });
export type CourseList = z.infer<typeof courseListSchema>;

export const courseResponseSchema = z.object({
  course: courseDetailSchema,
  /** Up to 3 more courses of the same track. */
  related: z.array(courseSummarySchema).max(3),
  locale: localeCodeSchema,
});
export type CourseResponse = z.infer<typeof courseResponseSchema>;

/* ---------------------------------------------------------------- operator API -------------- */

const trimmed = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** One locale's text. A body left out falls back to the en_US body (which is required). */
export const translationInputSchema = z.strictObject({
  title: trimmed(200),
  summary: trimmed(500),
  body: trimmed(50_000).optional(),
});
export type TranslationInput = z.infer<typeof translationInputSchema>;

/** An absolute http(s) URL, or a path on this site (never `//host`, `javascript:` or the like). */
export const coverImageUrlSchema = z
  .string()
  .max(2000)
  .refine(
    (value) => /^https?:\/\/[^\s\\]+$/i.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value),
    'expected an http(s) URL or a path starting with /',
  )
  .refine((value) => !/^https?:/i.test(value) || URL.canParse(value), 'expected an http(s) URL or a path');

export const tagsSchema = z
  .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'expected lowercase letters, digits and dashes'))
  .max(10, 'at most 10 tags')
  .transform((tags) => [...new Set(tags)]);

/** A publish time may be set back (imports) but never ahead: publishing means visible now. */
const publishedAtSchema = isoTime.refine(
  (value) => Date.parse(value) <= Date.now() + 60_000,
  'must not be in the future',
);

const translationsSchema = z
  .partialRecord(localeCodeSchema, translationInputSchema)
  .refine((value) => value.en_US?.body !== undefined, {
    message: 'en_US with title, summary and body is required',
    path: ['en_US'],
  });

/** In an update each given locale replaces that locale's text; null removes it (never en_US). */
const translationsUpdateSchema = z
  .partialRecord(localeCodeSchema, translationInputSchema.nullable())
  .refine((value) => !('en_US' in value) || value.en_US?.body !== undefined, {
    message: 'en_US cannot be removed and needs title, summary and body',
    path: ['en_US'],
  });

const commonCreateFields = {
  publishedAt: publishedAtSchema.optional(),
  coverImageUrl: coverImageUrlSchema.nullable().optional(),
  tags: tagsSchema.optional(),
  translations: translationsSchema,
};

const commonUpdateFields = {
  publishedAt: publishedAtSchema.optional(),
  coverImageUrl: coverImageUrlSchema.nullable().optional(),
  tags: tagsSchema.optional(),
  translations: translationsUpdateSchema.optional(),
};

const notEmpty = (value: object) => Object.values(value).some((field) => field !== undefined);

export const announcementCreateSchema = z.strictObject({ eventClass: eventClassSchema, ...commonCreateFields });
export type AnnouncementCreate = z.infer<typeof announcementCreateSchema>;

export const announcementUpdateSchema = z
  .strictObject({ eventClass: eventClassSchema.optional(), ...commonUpdateFields })
  .refine(notEmpty, 'nothing to change');
export type AnnouncementUpdate = z.infer<typeof announcementUpdateSchema>;

const readingMinutesSchema = z.number().int().min(1).max(240);

export const courseCreateSchema = z.strictObject({
  track: courseTrackSchema,
  level: courseLevelSchema,
  readingMinutes: readingMinutesSchema,
  ...commonCreateFields,
});
export type CourseCreate = z.infer<typeof courseCreateSchema>;

export const courseUpdateSchema = z
  .strictObject({
    track: courseTrackSchema.optional(),
    level: courseLevelSchema.optional(),
    readingMinutes: readingMinutesSchema.optional(),
    ...commonUpdateFields,
  })
  .refine(notEmpty, 'nothing to change');
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;

/** A help-centre article: its address (`/help/<slug>`) instead of a class or track. */
const helpSlugField = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'expected lowercase letters, digits and dashes')
  .refine((slug) => slug !== 'contact', 'contact is the address of the request form');

export const helpArticleCreateSchema = z.strictObject({ slug: helpSlugField, ...commonCreateFields });
export type HelpArticleCreate = z.infer<typeof helpArticleCreateSchema>;

export const helpArticleUpdateSchema = z
  .strictObject({ slug: helpSlugField.optional(), ...commonUpdateFields })
  .refine(notEmpty, 'nothing to change');
export type HelpArticleUpdate = z.infer<typeof helpArticleUpdateSchema>;

/** An item as the operator sees it: every stored locale, drafts included, bodies as Markdown. */
export const operatorItemSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['announcement', 'course', 'help']),
  status: z.enum(contentStatuses),
  eventClass: eventClassSchema.nullable(),
  slug: z.string().nullable(),
  track: courseTrackSchema.nullable(),
  level: courseLevelSchema.nullable(),
  readingMinutes: z.number().int().nullable(),
  publishedAt: isoTime.nullable(),
  coverImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  translations: z.partialRecord(
    localeCodeSchema,
    z.object({ title: z.string(), summary: z.string(), body: z.string().nullable() }),
  ),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type OperatorItem = z.infer<typeof operatorItemSchema>;

export const operatorItemResponseSchema = z.object({ item: operatorItemSchema });
