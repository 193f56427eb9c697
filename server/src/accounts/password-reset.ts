import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { consumeCode } from './codes.ts';
import { revokeUserSessions } from './sessions.ts';
import { findUserByAccount } from './users.ts';

/** The verification-code purpose of a password reset (accounts/codes.ts). */
export const RESET_CODE_PURPOSE = 'reset';

export type PasswordReset = { ok: true; userId: string; endedSessions: string[] } | { ok: false };

/**
 * Sets a new password with a checked reset code, in one transaction: uses the code up, stores the
 * hash, and revokes every session of the account (whoever knew the old password is out). A code
 * used meanwhile, or an account that does not exist, changes nothing.
 */
export async function resetPassword(
  db: Db,
  input: { account: string; codeId: string; passwordHash: string },
): Promise<PasswordReset> {
  return db.transaction(async (tx) => {
    const user = await findUserByAccount(tx, input.account);
    if (!user || !(await consumeCode(tx, input.codeId))) return { ok: false };
    await setPasswordHash(tx, user.id, input.passwordHash);
    return { ok: true, userId: user.id, endedSessions: await revokeUserSessions(tx, user.id) };
  });
}

/** A new password for a signed-in user: every other session is revoked, `currentSessionId` kept. */
export async function changePassword(
  db: Db,
  input: { userId: string; passwordHash: string; currentSessionId: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, input.userId, input.passwordHash);
    return revokeUserSessions(tx, input.userId, input.currentSessionId);
  });
}

async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(users.id, userId));
}
