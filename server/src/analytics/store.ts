import type { AnalyticsEvent } from '@vela/contracts/analytics';
import type { Db } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';

export interface ReceivedContext {
  userAgent?: string;
}

function siteIdOf(event: AnalyticsEvent): string | null {
  const siteid = event.properties.siteid;
  return typeof siteid === 'string' ? siteid.slice(0, 16) : null;
}

/**
 * Stores a validated batch in one statement and returns how many events were new. Duplicates are
 * left to the database: ON CONFLICT DO NOTHING without a target skips a row that collides with any
 * unique index, so a uuid seen before (a retry, the pagehide beacon) and a first-time event whose
 * (event name, firstCheckId) was seen before are both dropped, also between concurrent requests
 * and within one batch.
 */
export async function storeEvents(
  db: Db,
  events: readonly AnalyticsEvent[],
  { userAgent }: ReceivedContext,
): Promise<number> {
  const rows = events.map((event) => ({
    uuid: event.uuid,
    eventName: event.eventName,
    type: event.type,
    distinctId: event.distinctId,
    accountId: event.accountId ?? null,
    extraId: event.type === 'track' ? null : event.extraId,
    firstCheckId: event.type === 'track' ? (event.firstCheckId ?? null) : null,
    properties: event.properties,
    clientTime: event.time,
    siteId: siteIdOf(event),
    userAgent: userAgent?.slice(0, 512) ?? null,
  }));
  const inserted = await db
    .insert(analyticsEvents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return inserted.length;
}
