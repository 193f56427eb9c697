import { z } from 'zod';
import { HELP_SLUG_PATTERN, helpRequestLimits, helpRequestTopics } from './help-paths.ts';
import { defaultLocale, localeCodeSchema } from './locales.ts';

export * from './help-paths.ts';

export const helpSlugSchema = z.string().regex(HELP_SLUG_PATTERN, 'expected lowercase letters, digits and dashes');

export const helpSlugParamsSchema = z.object({ slug: helpSlugSchema });

export const helpLocaleQuerySchema = z.object({ locale: localeCodeSchema.default(defaultLocale) });

const isoTime = z.iso.datetime({ offset: true });

/** `fallback`: the title or summary is en_US because the locale has no translation. */
export const helpArticleSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: helpSlugSchema,
  title: z.string(),
  summary: z.string(),
  updatedAt: isoTime,
  tags: z.array(z.string()),
  fallback: z.boolean(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleDetailSchema = helpArticleSummarySchema.extend({
  publishedAt: isoTime,
  /** Sanitized HTML rendered from the Markdown body on the server. */
  bodyHtml: z.string(),
  bodyLocale: localeCodeSchema,
});
export type HelpArticleDetail = z.infer<typeof helpArticleDetailSchema>;

export const helpArticleListSchema = z.object({ items: z.array(helpArticleSummarySchema), locale: localeCodeSchema });
export type HelpArticleList = z.infer<typeof helpArticleListSchema>;

export const helpArticleResponseSchema = z.object({
  article: helpArticleDetailSchema,
  /** Up to 3 articles sharing the most tags with this one. */
  related: z.array(helpArticleSummarySchema).max(3),
  locale: localeCodeSchema,
});
export type HelpArticleResponse = z.infer<typeof helpArticleResponseSchema>;

const text = (limits: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .min(limits.min, `must be at least ${limits.min} characters`)
    .max(limits.max, `must be at most ${limits.max} characters`);

export const helpRequestSchema = z.strictObject({
  email: z.string().trim().max(helpRequestLimits.email.max).pipe(z.email('expected an e-mail address')),
  topic: z.enum(helpRequestTopics),
  subject: text(helpRequestLimits.subject),
  message: text(helpRequestLimits.message),
  locale: localeCodeSchema,
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

export const helpRequestResponseSchema = z.object({
  request: z.object({ id: z.number().int().positive(), createdAt: isoTime }),
});
export type HelpRequestResponse = z.infer<typeof helpRequestResponseSchema>;

/** A request as support sees it. */
export const operatorHelpRequestSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  topic: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.string(),
  userId: z.string().nullable(),
  createdAt: isoTime,
});
export type OperatorHelpRequest = z.infer<typeof operatorHelpRequestSchema>;

export const operatorHelpRequestListSchema = z.object({ requests: z.array(operatorHelpRequestSchema) });
