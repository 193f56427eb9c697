import { z } from 'zod';

/** The operators' read-only views of what the analytics receivers stored (bearer OPERATOR_TOKEN). */
export const operatorAnalyticsPaths = {
  /** ?name=&from=&to=&limit=: stored tracking events, newest first. */
  events: '/api/v1/operator/analytics/events',
  /** ?event=&from=&to=&limit=: activity statistics rows, newest first. */
  statistics: '/api/v1/operator/analytics/statistics',
} as const;

/** `?name=` as the operator pages write it: an empty parameter means "not given". */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** An ISO 8601 date-time with offset, or milliseconds since the epoch. */
const instant = z.preprocess(
  emptyAsAbsent,
  z
    .union([z.iso.datetime({ offset: true }), z.string().regex(/^\d{1,15}$/)], {
      error: 'expected an ISO 8601 date-time (e.g. 2025-01-02T03:04:05Z) or milliseconds since the epoch',
    })
    .transform((value) => new Date(/^\d+$/.test(value) ? Number(value) : value))
    // PostgreSQL has no year 0, and four digits are all an ISO 8601 date-time has.
    .refine((date) => date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999, 'expected a year from 1 to 9999')
    .optional(),
);

const limit = z.preprocess(
  emptyAsAbsent,
  z.coerce
    .number({ error: 'expected a whole number from 1 to 1000' })
    .int('expected a whole number from 1 to 1000')
    .min(1, 'expected a whole number from 1 to 1000')
    .max(1000, 'expected a whole number from 1 to 1000')
    .default(100),
);

const text = (max: number) => z.preprocess(emptyAsAbsent, z.string().max(max, `at most ${max} characters`).optional());

/** `from` and `to` bound the receive time (the server's clock; the client's may be anywhere). */
export const eventQuerySchema = z.object({ name: text(255), from: instant, to: instant, limit });
export type EventQuery = z.infer<typeof eventQuerySchema>;

export const statisticsRowQuerySchema = z.object({ event: text(64), from: instant, to: instant, limit });
export type StatisticsRowQuery = z.infer<typeof statisticsRowQuerySchema>;

/** The operator views answer stored rows as the tables hold them. */
export const storedRowsSchema = (name: string) =>
  z.object({ [name]: z.array(z.record(z.string(), z.unknown()).describe('One stored row.')) });
