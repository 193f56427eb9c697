import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { digest, isSessionTokenShape, newSessionToken } from './secrets.ts';

export type UserRow = typeof users.$inferSelect;

export interface LiveSession {
  sessionId: string;
  expiresAt: Date;
  user: UserRow;
}

/** Starts a session; expiry is computed by the database so every instance agrees on the clock. */
export async function createSession(
  db: Db,
  userId: string,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  // A login is a good moment to forget this user's dead sessions: the table stays small without a sweeper.
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, sql`now()`), sql`${sessions.revokedAt} is not null`)),
    );
  const token = newSessionToken();
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: digest(token), expiresAt: sql`now() + make_interval(hours => ${ttlHours})` })
    .returning({ expiresAt: sessions.expiresAt });
  if (!row) throw new Error('session insert returned no row');
  return { token, expiresAt: row.expiresAt };
}

/** The session a token opens, with its user; undefined when unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<LiveSession | undefined> {
  if (!isSessionTokenShape(token)) return undefined;
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, digest(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
