import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { activityStatistics, analyticsEvents } from '../db/schema.ts';

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

export const statisticsQuerySchema = z.object({ event: text(64), from: instant, to: instant, limit });
export type StatisticsRowQuery = z.infer<typeof statisticsQuerySchema>;

function timeRange(column: AnyPgColumn, from: Date | undefined, to: Date | undefined): SQL[] {
  return [...(from ? [gte(column, from)] : []), ...(to ? [lte(column, to)] : [])];
}

/** Stored events, newest first. */
export async function findEvents(db: Db, query: EventQuery) {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(
      and(
        ...(query.name ? [eq(analyticsEvents.eventName, query.name)] : []),
        ...timeRange(analyticsEvents.receivedAt, query.from, query.to),
      ),
    )
    .orderBy(desc(analyticsEvents.id))
    .limit(query.limit);
  return rows.map(({ id: _id, clientTime, receivedAt, ...row }) => ({
    ...row,
    time: clientTime,
    receivedAt: receivedAt.toISOString(),
  }));
}

/** Activity statistics rows (GET /open/activity/statistics), newest first. */
export async function findStatistics(db: Db, query: StatisticsRowQuery) {
  const rows = await db
    .select()
    .from(activityStatistics)
    .where(
      and(
        ...(query.event ? [eq(activityStatistics.event, query.event)] : []),
        ...timeRange(activityStatistics.createdAt, query.from, query.to),
      ),
    )
    .orderBy(desc(activityStatistics.id))
    .limit(query.limit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}
