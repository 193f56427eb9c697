import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { type ApiKeyPermission, type ApiKeyRefusal, apiKeyHeaders, canonicalRequest } from '@vela/contracts/api-keys';
import {
  checkTiming,
  decodeSignature,
  ed25519KeyFromRaw,
  replayMemoryMs,
  verifyEd25519,
  verifyHmac,
} from './api-key-signature.ts';
import type { ApiKeyRow } from './api-keys.ts';
import type { RateLimitStore } from './rate-limit.ts';
import type { ReplayGuard } from './replay-guard.ts';
import { openSecret, type SecretsKey } from './secret-box.ts';

/** Who a verified key-signed request acts for, and what its key may do. */
export interface ApiKeyPrincipal {
  apiKeyId: string;
  keyId: string;
  userId: string;
  permissions: ApiKeyPermission[];
  expiresAt: Date | null;
  /** Whether the route is one a key may call at all (api-key-routes.ts). */
  routeOpen: boolean;
}

/** What the authenticator reads from a request. */
export interface SignedRequest {
  headers: Record<string, string | string[] | undefined>;
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  /** The raw body as sent; empty when there was none. */
  body: Buffer;
  /** The client's address (after the trusted-proxy rule). */
  ip: string;
  /** The permission the route needs; undefined when the route is not open to keys. */
  routePermission: ApiKeyPermission | undefined;
}

export interface ApiKeyAuthDeps {
  findKey(keyId: string): Promise<ApiKeyRow | undefined>;
  secretsKey: SecretsKey;
  replayGuard: ReplayGuard;
  rateLimits: RateLimitStore;
  now(): number;
}

export type ApiKeyRefused = {
  ok: false;
  status: 400 | 401 | 403 | 429 | 503;
  reason: ApiKeyRefusal | 'rate-limited' | 'replay-guard-unavailable';
  message: string;
  retryAfterSeconds?: number;
};
export type ApiKeyAuthOutcome = { ok: true; principal: ApiKeyPrincipal; key: ApiKeyRow } | ApiKeyRefused;

const header = (headers: SignedRequest['headers'], name: string): string | undefined => {
  const raw = headers[name];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim();
};

const refuse = (status: ApiKeyRefused['status'], reason: ApiKeyRefused['reason'], message: string): ApiKeyRefused => ({
  ok: false,
  status,
  reason,
  message,
});

/** The address without the IPv4-mapped IPv6 prefix (`::ffff:10.0.0.1` is `10.0.0.1`). */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** True when the allowlist is empty or holds the address or a range around it. */
export function addressAllowed(allowlist: readonly string[], ip: string): boolean {
  if (allowlist.length === 0) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowlist) {
    const [host = '', prefix] = entry.split('/');
    const entryFamily = isIP(host);
    if (entryFamily === 0) continue;
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(host, type);
    else list.addSubnet(host, Number(prefix), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Checks a key-signed request in this order: headers, timing (recvWindow), key, expiry,
 * signature, replay, address, permission, the key's rate limit. Nothing about a key (its
 * existence, allowlist or permissions) is told before its signature is proven.
 */
export async function authenticateSignedRequest(
  deps: ApiKeyAuthDeps,
  request: SignedRequest,
): Promise<ApiKeyAuthOutcome> {
  const keyId = header(request.headers, apiKeyHeaders.key);
  const timestampHeader = header(request.headers, apiKeyHeaders.timestamp);
  const signatureHeader = header(request.headers, apiKeyHeaders.signature);
  if (!keyId || !timestampHeader || !signatureHeader) {
    return refuse(
      400,
      'signature-headers-missing',
      'a key-signed request needs X-VELA-APIKEY, X-VELA-TIMESTAMP and X-VELA-SIGNATURE',
    );
  }
  const now = deps.now();
  const timing = checkTiming(timestampHeader, header(request.headers, apiKeyHeaders.recvWindow), now);
  if (!timing.ok) {
    return timing.reason === 'bad-headers'
      ? refuse(400, 'signature-headers-missing', timing.message)
      : refuse(401, 'timestamp-outside-window', timing.message);
  }
  const signature = decodeSignature(signatureHeader);
  const key = keyId.length <= 64 ? await deps.findKey(keyId) : undefined;
  if (!key) return refuse(401, 'unknown-key', 'unknown API key');
  if (key.expiresAt && key.expiresAt.getTime() <= now) return refuse(401, 'key-expired', 'this API key has expired');

  const message = canonicalRequest({
    timestamp: timestampHeader,
    method: request.method,
    pathAndQuery: request.url,
    body: request.body.toString('utf8'),
  });
  const valid =
    signature !== undefined &&
    (key.kind === 'ed25519' && key.publicKey
      ? verifyEd25519(ed25519KeyFromRaw(Buffer.from(key.publicKey, 'base64')), message, signature)
      : key.secretSealed !== null && verifyHmac(openSecret(deps.secretsKey, key.secretSealed), message, signature));
  if (!valid) {
    return refuse(
      401,
      'bad-signature',
      'the signature does not match: sign timestamp + METHOD + path?query + body exactly as sent',
    );
  }

  const seen = createHash('sha256').update(key.id).update(signature).digest('base64url');
  let first: boolean;
  try {
    first = await deps.replayGuard.firstSeen(seen, replayMemoryMs(timing.timestamp, now));
  } catch {
    return refuse(503, 'replay-guard-unavailable', 'signed requests cannot be checked right now; try again shortly');
  }
  if (!first) return refuse(401, 'replayed', 'this signed request was already received: sign every request anew');

  if (!addressAllowed(key.ipAllowlist, request.ip)) {
    return refuse(403, 'address-not-allowed', `this API key does not accept requests from ${plainAddress(request.ip)}`);
  }
  const permissions = key.permissions as ApiKeyPermission[];
  if (request.routePermission && !permissions.includes(request.routePermission)) {
    return refuse(403, 'permission-missing', `this API key lacks the "${request.routePermission}" permission`);
  }
  const window = await deps.rateLimits.hit(`api-key:${key.id}`, 60_000);
  if (window.count > key.rateLimit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    return {
      ...refuse(429, 'rate-limited', `this API key's limit of ${key.rateLimit} requests a minute is reached`),
      retryAfterSeconds,
    };
  }
  return {
    ok: true,
    key,
    principal: {
      apiKeyId: key.id,
      keyId: key.keyId,
      userId: key.userId,
      permissions,
      expiresAt: key.expiresAt,
      routeOpen: request.routePermission !== undefined,
    },
  };
}
