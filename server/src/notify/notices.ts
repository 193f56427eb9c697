import type { Notice, StoredNotice } from '@vela/contracts/feed';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

/** Stores a notice for one user; it stays unread until the user reads it. */
export async function storeNotice(db: Db, userId: string, notice: Notice): Promise<void> {
  await db.insert(notifications).values({ userId, ...fields(notice) });
}

/**
 * Stores a notice for every account at once (one statement, whatever the number of users); not
 * for sub-accounts (a grid bot's: nobody signs in as them to read it).
 */
export async function storeNoticeForEveryone(db: Db, notice: Notice): Promise<void> {
  const { kind, title, body, createdAt } = fields(notice);
  await db.execute(sql`
    insert into notifications (user_id, kind, title, body, created_at)
    select id, ${kind}, ${title}, ${body}, ${createdAt.toISOString()}::timestamptz from users
    where owner_id is null`);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

/** Unread counts of several users in one query; users without unread notices are absent. */
export async function unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, count: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.count)]));
}

/** Marks the user's notices read (those ids, or all); returns the unread count after. */
export async function markRead(db: Db, userId: string, ids?: readonly number[]): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(ids ? and(mine, inArray(notifications.id, [...ids])) : mine);
  return unreadCount(db, userId);
}

/**
 * A page of the user's notices, newest first: `limit` of them older than the notice `before` (the
 * newest when absent), and the `before` of the next page (null when this is the last).
 */
export async function noticesPage(
  db: Db,
  userId: string,
  { limit, before }: { limit: number; before?: number | undefined },
): Promise<{ notifications: StoredNotice[]; nextBefore: number | null }> {
  const mine = eq(notifications.userId, userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(before === undefined ? mine : and(mine, lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(
    (row): StoredNotice => ({
      id: Number(row.id),
      kind: row.kind === 'order-filled' ? 'order-filled' : 'announcement',
      title: row.title,
      body: row.body,
      time: row.createdAt.getTime(),
      read: row.readAt !== null,
    }),
  );
  return { notifications: page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

function fields(notice: Notice) {
  return { kind: notice.kind, title: notice.title, body: notice.body, createdAt: new Date(notice.time) };
}
