import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { digest, isSessionTokenShape, newSessionToken } from './secrets.ts';
import type { RequestOrigin } from './session-device.ts';

export type UserRow = typeof users.$inferSelect;

/** Sessions neither revoked nor expired. */
export const isLive = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The session `sessionId` of `userId`, while it is live. */
export const liveSessionOf = (userId: string, sessionId: string) =>
  and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isLive());

export interface LiveSession {
  sessionId: string;
  expiresAt: Date;
  user: UserRow;
}

/** Where and how a session is opened: shown in the devices list. `method` is a LoginMethod (contracts/security.ts). */
export interface SessionOrigin extends RequestOrigin {
  method: string;
}

/** Starts a session; expiry is computed by the database so every instance agrees on the clock. */
export async function createSession(
  db: Db,
  userId: string,
  ttlHours: number,
  origin: SessionOrigin,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  // A login is a good moment to forget this user's dead sessions: the table stays small without a sweeper.
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, sql`now()`), sql`${sessions.revokedAt} is not null`)),
    );
  const token = newSessionToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: digest(token),
      expiresAt: sql`now() + make_interval(hours => ${ttlHours})`,
      ip: origin.ip,
      userAgent: origin.userAgent,
      device: origin.device,
      method: origin.method,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('session insert returned no row');
  return { token, sessionId: row.id, expiresAt: row.expiresAt };
}

/** The session a token opens, with its user; undefined when unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<LiveSession | undefined> {
  if (!isSessionTokenShape(token)) return undefined;
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, digest(token)), isLive()));
  return row;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes the user's live sessions, all of them or all but `keep`, and returns the ids it ended
 * (for the 'session.ended' messages every instance needs).
 */
export async function revokeUserSessions(db: Db, userId: string, keep?: string): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isLive(), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/** Revokes one session of this user; false when it is not theirs or no longer live. */
export async function revokeUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(liveSessionOf(userId, sessionId))
    .returning({ id: sessions.id });
  return ended.length === 1;
}

/** Records that the session was used now (the devices list's "last seen"), at most once a minute across instances. */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), lte(sessions.lastSeenAt, sql`now() - interval '1 minute'`)));
}
