import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { liveSessionOf } from './sessions.ts';
import { signToken, type TokenCheck, verifyToken } from './signed-token.ts';

/**
 * The futures token: what the client's futures mode sends as `thirdAppToken` (spec 7, "from the
 * futures cookie or the login token"), so the futures API can be called without the session
 * cookie. It is not the session secret: it lasts FUTURES_TOKEN_TTL_MS, opens the futures API only,
 * and dies with the session that asked for it (logout), so the `futuresToken` cookie holding it may
 * be script-readable, as the spec's client reads it.
 *
 * A signed token (signed-token.ts) like the feed's, under a key derived from the same secret for this purpose alone: a feed token is
 * never a futures token, nor the other way round. Every instance sharing FEED_TOKEN_SECRET accepts
 * the tokens of the others.
 */

export const FUTURES_TOKEN_TTL_MS = 15 * 60_000;
/** The spec's names: the futures cookie, and the header the client copies it into. */
export const FUTURES_TOKEN_COOKIE = 'futuresToken';
export const FUTURES_TOKEN_HEADER = 'thirdapptoken';

const claimsSchema = z.object({
  aud: z.literal('futures'),
  /** The user (users.id). */
  uid: z.string(),
  /** The session that asked for it: the token is refused once that session has ended. */
  sid: z.string(),
  /** Expiry, ms since the epoch. */
  exp: z.number().int(),
});
export type FuturesTokenClaims = z.infer<typeof claimsSchema>;

/** The key of futures tokens, from the feed token secret. */
export function futuresTokenKey(feedTokenSecret: Buffer): Buffer {
  return createHmac('sha256', feedTokenSecret).update('vela futures token v1').digest();
}

export function signFuturesToken(key: Buffer, claims: Omit<FuturesTokenClaims, 'aud'>): string {
  return signToken(key, { aud: 'futures', ...claims });
}

export type FuturesTokenCheck = TokenCheck<FuturesTokenClaims>;

/** The token's claims when its signature holds and it has not expired; says nothing of the session. */
export function verifyFuturesToken(key: Buffer, token: string, now = Date.now()): FuturesTokenCheck {
  return verifyToken(key, token, claimsSchema, now);
}

/** Whether the session `sessionId` of `userId` is still live (not revoked, not expired). */
export async function sessionIsLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  if (!z.uuid().safeParse(sessionId).success) return false;
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(liveSessionOf(userId, sessionId));
  return row !== undefined;
}
