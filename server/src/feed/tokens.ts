import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

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
 * `<claims as base64url JSON>.<HMAC-SHA256 of that part, base64url>`. Every instance that shares
 * FEED_TOKEN_SECRET accepts the tokens of the others, so a browser may fetch its token from one
 * instance and open the socket on another.
 */
export function signFeedToken(secret: Buffer, claims: FeedTokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${signature(secret, body)}`;
}

export type FeedTokenCheck = { ok: true; claims: FeedTokenClaims } | { ok: false; reason: string };

export function verifyFeedToken(secret: Buffer, token: string, now = Date.now()): FeedTokenCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'malformed token' };
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid token signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed token' };
  }
  const claims = claimsSchema.safeParse(json);
  if (!claims.success) return { ok: false, reason: 'malformed token' };
  if (claims.data.exp <= now) return { ok: false, reason: 'token expired' };
  return { ok: true, claims: claims.data };
}

function signature(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
