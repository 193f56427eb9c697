import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, serialId } from './columns.ts';

/**
 * Tracking events from the web client's analytics receiver (/sync_js). Raw as received: a
 * `track_update` or `track_overwrite` row is kept next to the event it changes (same event name and
 * extra_id), and analysis applies it (update merges its properties into the latest earlier row,
 * overwrite replaces them); the receiver never rewrites a stored row.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serialId(),
    /** The client's event id: a retry or the pagehide beacon may deliver an event twice, it is kept once. */
    uuid: text('uuid').notNull().unique(),
    eventName: text('event_name').notNull(),
    /** 'track', 'track_update' or 'track_overwrite'. */
    type: text('type').notNull(),
    distinctId: text('distinct_id').notNull(),
    accountId: text('account_id'),
    /** track_update / track_overwrite: which earlier event of this name they change. */
    extraId: text('extra_id'),
    /** First-time events: only the first per (event name, first_check_id) is kept. */
    firstCheckId: text('first_check_id'),
    properties: jsonb('properties').notNull(),
    /** When it happened on the client clock, ms since the epoch (untrusted: kept as sent). */
    clientTime: bigint('client_time', { mode: 'number' }).notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    /** The `siteid` tracking property: 'web' or 'H5'. */
    siteId: text('site_id'),
    userAgent: text('user_agent'),
  },
  (table) => [
    check('analytics_events_type', sql`${table.type} in ('track', 'track_update', 'track_overwrite')`),
    uniqueIndex('analytics_events_first_time')
      .on(table.eventName, table.firstCheckId)
      .where(sql`${table.firstCheckId} is not null`),
    index('analytics_events_name_received').on(table.eventName, table.receivedAt),
    index('analytics_events_received').on(table.receivedAt),
  ],
);

/**
 * What operators did through the operator API (docs/operator-audit-log.md): one row per change,
 * written in the change's own transaction. The operator API has one shared bearer token, so `who`
 * is the token's fingerprint plus the caller's address and user agent. `before`/`after` are the
 * changed rows as JSON, with secrets and document-store keys redacted.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: serialId(),
    at: instant('at').notNull().defaultNow(),
    /** `<target type>.<verb>`, e.g. 'announcement.publish', 'kyc-application.approve'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The first 16 hex digits of a SHA-256 of the operator token: names the token, never reveals it. */
    operatorTokenId: text('operator_token_id').notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('operator_audit_log_action').on(table.action, table.id),
    index('operator_audit_log_target').on(table.targetType, table.targetId, table.id),
    index('operator_audit_log_at').on(table.at),
  ],
);
