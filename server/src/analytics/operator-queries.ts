import type { EventQuery, StatisticsRowQuery } from '@vela/contracts/operator-analytics';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { activityStatistics, analyticsEvents } from '../db/schema.ts';

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
