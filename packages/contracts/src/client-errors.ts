import { z } from 'zod';
import { CLIENT_ERROR_FIELD_LIMITS } from './client-error-limits.ts';

export * from './client-error-limits.ts';

const limits = CLIENT_ERROR_FIELD_LIMITS;
const atMost = (max: number) => `expected at most ${max} characters`;

export const clientErrorReportSchema = z.object({
  name: z.string().min(1, 'expected an error name').max(limits.name, atMost(limits.name)),
  message: z.string().max(limits.message, atMost(limits.message)),
  stack: z.string().max(limits.stack, atMost(limits.stack)).optional(),
  url: z
    .url({ protocol: /^https?$/, error: 'expected the http(s) URL of the page' })
    .max(limits.url, atMost(limits.url)),
  /** The route pattern the page was on (e.g. /events-announcements/:eventClass/:id). */
  route: z.string().max(limits.route, atMost(limits.route)).optional(),
  release: z.string().max(limits.release, atMost(limits.release)).optional(),
  /** When the error happened in the browser, ISO 8601. */
  time: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time' }),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/**
 * Spec section 9, "Tracing defaults", shared by the browser and the server error reporting. They
 * are Sentry's own defaults; the set-up passes them explicitly so an SDK upgrade cannot move them.
 */
export const TRACING_DEFAULTS = {
  idleTimeoutMs: 1000,
  finalTimeoutMs: 30_000,
  childSpanTimeoutMs: 15_000,
  maxBreadcrumbs: 100,
  maxSpansPerTransaction: 1000,
} as const;
