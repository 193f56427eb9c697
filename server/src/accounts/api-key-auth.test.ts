import { generateKeyPairSync, sign } from 'node:crypto';
import { apiKeyHeaders, canonicalRequest } from '@vela/contracts/api-keys';
import { describe, expect, it } from 'vitest';
import { type ApiKeyAuthDeps, addressAllowed, authenticateSignedRequest, type SignedRequest } from './api-key-auth.ts';
import { hmacSignature } from './api-key-signature.ts';
import type { ApiKeyRow } from './api-keys.ts';
import { MemoryRateLimitStore } from './rate-limit.ts';
import { MemoryReplayGuard } from './replay-guard.ts';
import { sealSecret, secretsKeyFrom } from './secret-box.ts';

const secretsKey = secretsKeyFrom('unit-test-secrets-key-0123456789abcdef');
const secret = 'vs_unit-test-secret';
const NOW = 1_800_000_000_000;

function row(overrides: Partial<ApiKeyRow> = {}): ApiKeyRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-0000000000aa',
    keyId: 'vk_unit',
    label: 'bot',
    kind: 'hmac',
    secretSealed: sealSecret(secretsKey, secret),
    publicKey: null,
    permissions: ['read', 'spot-trade'],
    ipAllowlist: [],
    rateLimit: 600,
    expiresAt: null,
    lastUsedAt: null,
    createdAt: new Date(NOW - 86_400_000),
    ...overrides,
  };
}

function setup(key: ApiKeyRow, now = () => NOW): ApiKeyAuthDeps {
  return {
    findKey: async (keyId) => (keyId === key.keyId ? key : undefined),
    secretsKey,
    replayGuard: new MemoryReplayGuard(now),
    rateLimits: new MemoryRateLimitStore(now),
    now,
  };
}

const body = '{"symbol":"BTC_USDT","side":"buy","type":"market","quantity":"0.01"}';

function signedHmac(
  overrides: Partial<SignedRequest> & { timestamp?: number; recvWindow?: string; signWith?: string } = {},
): SignedRequest {
  const timestamp = String(overrides.timestamp ?? NOW);
  const method = overrides.method ?? 'POST';
  const url = overrides.url ?? '/api/v1/spot/orders';
  const raw = overrides.body ?? Buffer.from(body);
  const signature = hmacSignature(
    overrides.signWith ?? secret,
    canonicalRequest({ timestamp, method, pathAndQuery: url, body: raw.toString() }),
  ).toString('hex');
  return {
    headers: {
      [apiKeyHeaders.key]: 'vk_unit',
      [apiKeyHeaders.timestamp]: timestamp,
      [apiKeyHeaders.signature]: signature,
      ...(overrides.recvWindow ? { [apiKeyHeaders.recvWindow]: overrides.recvWindow } : {}),
      ...overrides.headers,
    },
    method,
    url,
    body: raw,
    ip: overrides.ip ?? '203.0.113.7',
    routePermission: 'routePermission' in overrides ? overrides.routePermission : 'spot-trade',
  };
}

describe('authenticating a key-signed request', () => {
  it('accepts a good HMAC request once and refuses its replay', async () => {
    const deps = setup(row());
    const request = signedHmac();
    const first = await authenticateSignedRequest(deps, request);
    expect(first).toMatchObject({ ok: true, principal: { userId: row().userId, routeOpen: true } });
    expect(await authenticateSignedRequest(deps, request)).toMatchObject({
      ok: false,
      status: 401,
      reason: 'replayed',
    });
  });

  it('refuses a replay re-encoded in base64', async () => {
    const deps = setup(row());
    const request = signedHmac();
    expect((await authenticateSignedRequest(deps, request)).ok).toBe(true);
    const hex = request.headers[apiKeyHeaders.signature] as string;
    const again = {
      ...request,
      headers: { ...request.headers, [apiKeyHeaders.signature]: Buffer.from(hex, 'hex').toString('base64') },
    };
    expect(await authenticateSignedRequest(deps, again)).toMatchObject({ reason: 'replayed' });
  });

  it('refuses outside recvWindow, and a stale request is not remembered as seen', async () => {
    const deps = setup(row());
    expect(await authenticateSignedRequest(deps, signedHmac({ timestamp: NOW - 5_001 }))).toMatchObject({
      status: 401,
      reason: 'timestamp-outside-window',
    });
    expect(await authenticateSignedRequest(deps, signedHmac({ timestamp: NOW + 1_500 }))).toMatchObject({
      reason: 'timestamp-outside-window',
    });
    expect(
      (await authenticateSignedRequest(deps, signedHmac({ timestamp: NOW - 5_001, recvWindow: '10000' }))).ok,
    ).toBe(true);
  });

  it('refuses a wrong signature, an unknown key, an expired key', async () => {
    expect(await authenticateSignedRequest(setup(row()), signedHmac({ signWith: 'vs_other' }))).toMatchObject({
      status: 401,
      reason: 'bad-signature',
    });
    const tampered = { ...signedHmac(), body: Buffer.from(body.replace('0.01', '1')) };
    expect(await authenticateSignedRequest(setup(row()), tampered)).toMatchObject({ reason: 'bad-signature' });
    const otherPath = { ...signedHmac(), url: '/api/v1/spot/orders?symbol=ETH_USDT' };
    expect(await authenticateSignedRequest(setup(row()), otherPath)).toMatchObject({ reason: 'bad-signature' });
    expect(await authenticateSignedRequest(setup(row({ keyId: 'vk_other' })), signedHmac())).toMatchObject({
      status: 401,
      reason: 'unknown-key',
    });
    expect(await authenticateSignedRequest(setup(row({ expiresAt: new Date(NOW - 1) })), signedHmac())).toMatchObject({
      status: 401,
      reason: 'key-expired',
    });
    expect(
      await authenticateSignedRequest(setup(row()), { ...signedHmac(), headers: { [apiKeyHeaders.key]: 'vk_unit' } }),
    ).toMatchObject({ status: 400, reason: 'signature-headers-missing' });
  });

  it('refuses a missing permission and a foreign address with 403', async () => {
    expect(await authenticateSignedRequest(setup(row({ permissions: ['read'] })), signedHmac())).toMatchObject({
      status: 403,
      reason: 'permission-missing',
    });
    const listed = row({ ipAllowlist: ['198.51.100.0/24', '2001:db8::1'] });
    expect(await authenticateSignedRequest(setup(listed), signedHmac())).toMatchObject({
      status: 403,
      reason: 'address-not-allowed',
    });
    expect((await authenticateSignedRequest(setup(listed), signedHmac({ ip: '198.51.100.42' }))).ok).toBe(true);
    expect((await authenticateSignedRequest(setup(listed), signedHmac({ ip: '::ffff:198.51.100.9' }))).ok).toBe(true);
  });

  it('lets a key reach a route not open to keys only to be refused by the route', async () => {
    const outcome = await authenticateSignedRequest(setup(row()), signedHmac({ routePermission: undefined }));
    expect(outcome).toMatchObject({ ok: true, principal: { routeOpen: false } });
  });

  it("counts the key's requests a minute and refuses the one over its limit", async () => {
    let now = NOW;
    const deps = setup(row({ rateLimit: 2 }), () => now);
    for (let i = 0; i < 2; i += 1) {
      now += 1;
      expect((await authenticateSignedRequest(deps, signedHmac({ timestamp: now }))).ok).toBe(true);
    }
    now += 1;
    expect(await authenticateSignedRequest(deps, signedHmac({ timestamp: now }))).toMatchObject({
      status: 429,
      reason: 'rate-limited',
    });
    now += 60_000;
    expect((await authenticateSignedRequest(deps, signedHmac({ timestamp: now }))).ok).toBe(true);
  });

  it('checks an Ed25519 key with the public key alone', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url').toString('base64');
    const key = row({ kind: 'ed25519', secretSealed: null, publicKey: raw });
    const deps = setup(key);
    const url = '/api/v1/spot/orders?symbol=BTC_USDT';
    const message = canonicalRequest({ timestamp: String(NOW), method: 'GET', pathAndQuery: url, body: '' });
    const request: SignedRequest = {
      headers: {
        [apiKeyHeaders.key]: 'vk_unit',
        [apiKeyHeaders.timestamp]: String(NOW),
        [apiKeyHeaders.signature]: sign(null, Buffer.from(message), privateKey).toString('base64'),
      },
      method: 'GET',
      url,
      body: Buffer.alloc(0),
      ip: '203.0.113.7',
      routePermission: 'read',
    };
    expect((await authenticateSignedRequest(deps, request)).ok).toBe(true);
    const forged = { ...request, headers: { ...request.headers, [apiKeyHeaders.timestamp]: String(NOW + 1) } };
    expect(await authenticateSignedRequest(deps, forged)).toMatchObject({ reason: 'bad-signature' });
  });
});

describe('the address allowlist', () => {
  it('admits everyone when empty, else listed addresses and ranges only', () => {
    expect(addressAllowed([], '192.0.2.1')).toBe(true);
    expect(addressAllowed(['192.0.2.1'], '192.0.2.1')).toBe(true);
    expect(addressAllowed(['192.0.2.1'], '192.0.2.2')).toBe(false);
    expect(addressAllowed(['10.0.0.0/8'], '10.200.3.4')).toBe(true);
    expect(addressAllowed(['2001:db8::/32'], '2001:db8:1::5')).toBe(true);
    expect(addressAllowed(['2001:db8::/32'], '2001:db9::5')).toBe(false);
    expect(addressAllowed(['127.0.0.1'], 'not-an-address')).toBe(false);
  });
});
