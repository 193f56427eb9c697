// The client-error endpoint's path and limits, without the zod schema of client-errors.ts.
/**
 * Errors the browser could not hand to Sentry (no SENTRY_DSN) are posted here, so no error is
 * silently lost: the platform logs each one.
 */
export const CLIENT_ERRORS_PATH = '/api/v1/client-errors';

/** Largest request body the endpoint reads (413 above it); the browser trims a report to fit. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

/** Longest value of each field, in characters; the browser truncates to these before sending. */
export const CLIENT_ERROR_FIELD_LIMITS = {
  name: 200,
  message: 2000,
  stack: 8000,
  url: 2000,
  route: 500,
  release: 200,
} as const;
