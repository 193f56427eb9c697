import { z } from 'zod';
import { signToken, type TokenCheck, verifyToken } from '../accounts/signed-token.ts';

/** How long a feed token may be used to open a feed: long enough to connect, short enough not to matter if it leaks. */
export const FEED_TOKEN_TTL_MS = 60_000;

const claimsSchema = z.object({
  kind: z.enum(['public', 'private']),
  /** The user (users.id) for a private token. */
  uid: z.string().optional(),
  /** The session that asked for a private token: its end logs the feed out. */
  sid: z.string().optional(),
  /** Expiry, ms since the epoch. */
  exp: z.number().int(),
});
export type FeedTokenClaims = z.infer<typeof claimsSchema>;

/**
 * A signed token (accounts/signed-token.ts). Every instance that shares FEED_TOKEN_SECRET accepts
 * the tokens of the others, so a browser may fetch its token from one instance and open the socket
 * on another.
 */
export function signFeedToken(secret: Buffer, claims: FeedTokenClaims): string {
  return signToken(secret, claims);
}

export type FeedTokenCheck = TokenCheck<FeedTokenClaims>;

export function verifyFeedToken(secret: Buffer, token: string, now = Date.now()): FeedTokenCheck {
  return verifyToken(secret, token, claimsSchema, now);
}
