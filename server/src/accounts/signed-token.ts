import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * A stateless token: `<claims as base64url JSON>.<HMAC-SHA256 of that part, base64url>`. Claims
 * carry `exp` (ms since the epoch); every instance holding the key accepts the others' tokens.
 */
export function signToken<Claims extends { exp: number }>(key: Buffer, claims: Claims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${signature(key, body)}`;
}

export type TokenCheck<Claims> = { ok: true; claims: Claims } | { ok: false; reason: string };

/** The claims when the signature holds, they parse and they have not expired. */
export function verifyToken<Claims extends { exp: number }>(
  key: Buffer,
  token: string,
  schema: z.ZodType<Claims>,
  now = Date.now(),
): TokenCheck<Claims> {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'malformed token' };
  const expected = Buffer.from(signature(key, body));
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
  const claims = schema.safeParse(json);
  if (!claims.success) return { ok: false, reason: 'malformed token' };
  if (claims.data.exp <= now) return { ok: false, reason: 'token expired' };
  return { ok: true, claims: claims.data };
}

function signature(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}
