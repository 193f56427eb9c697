import { generateKeyPairSync, sign } from 'node:crypto';
import {
  apiKeyHeaders,
  apiKeyListSchema,
  apiKeyPaths,
  apiKeyResponseSchema,
  canonicalRequest,
  createdApiKeySchema,
} from '@vela/contracts/api-keys';
import { authPaths, outboxResponseSchema } from '@vela/contracts/auth';
import { apiErrorSchema } from '@vela/contracts/errors';
import { futuresTradingPaths } from '@vela/contracts/futures-trading';
import { orderListSchema, placeOrderResponseSchema, tradingPaths } from '@vela/contracts/trading';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSignature } from '../src/accounts/api-key-signature.ts';
import type { Database } from '../src/db/client.ts';
import { apiKeys, notifications } from '../src/db/schema.ts';
import { buildTestApp, SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

const BTC = 'BTC_USDT';

type Signer = (message: string) => string;
const hmacSigner =
  (secret: string): Signer =>
  (message) =>
    hmacSignature(secret, message).toString('hex');

/** A key-signed call, as docs/api-keys.md tells a client to make it. */
function signed(
  keyId: string,
  signer: Signer,
  {
    method,
    url,
    body,
    remoteAddress,
    timestamp = Date.now(),
    extraHeaders = {},
  }: {
    method: 'GET' | 'POST';
    url: string;
    body?: object;
    remoteAddress?: string;
    timestamp?: number;
    extraHeaders?: Record<string, string>;
  },
) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const message = canonicalRequest({ timestamp: String(timestamp), method, pathAndQuery: url, body: payload });
  const headers: Record<string, string> = {
    [apiKeyHeaders.key]: keyId,
    [apiKeyHeaders.timestamp]: String(timestamp),
    [apiKeyHeaders.signature]: signer(message),
    ...extraHeaders,
  };
  if (payload) headers['content-type'] = 'application/json';
  return { method, url, headers, ...(payload ? { payload } : {}), ...(remoteAddress ? { remoteAddress } : {}) };
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('API keys', ({ database }) => {
    let market: MarketApp;
    let app: FastifyInstance;
    let owner: SignedUp;

    const createKey = async (body: object, cookie = owner.cookie) => {
      const response = await app.inject({
        method: 'POST',
        url: apiKeyPaths.keys,
        headers: { cookie, origin: SAME_ORIGIN },
        // The owner confirms with the password (no 2FA): trade permissions need it (step-up.test.ts).
        payload: { password: owner.password, ...body },
      });
      expect(response.statusCode, response.body).toBe(201);
      return createdApiKeySchema.parse(response.json());
    };
    const reasonOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).reason;

    beforeAll(async () => {
      market = await startMarketApp(database, { settings: { simulator: false }, symbols: [BTC] });
      app = market.app;
      owner = await signUp(app);
    });
    afterAll(async () => {
      await market?.close();
    });

    it('creates an HMAC key whose secret is shown once and stored sealed', async () => {
      const created = await createKey({ kind: 'hmac', label: 'Grid bot', permissions: ['read', 'spot-trade'] });
      expect(created.secret).toMatch(/^vs_[0-9a-f]{64}$/);
      expect(created.key).toMatchObject({ label: 'Grid bot', kind: 'hmac', permissions: ['read', 'spot-trade'] });
      const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
      expect(row?.secretSealed).toBeTruthy();
      expect(row?.secretSealed).not.toContain((created.secret as string).slice(3));
      const listed = await app.inject({ method: 'GET', url: apiKeyPaths.keys, headers: { cookie: owner.cookie } });
      expect(listed.body).not.toContain(created.secret as string);
      expect(apiKeyListSchema.parse(listed.json()).keys.map((key) => key.id)).toContain(created.key.id);

      // The security notice: an e-mail and an in-app notice, neither with the secret.
      const outbox = await app.inject({
        method: 'GET',
        url: `${authPaths.outbox}?to=${encodeURIComponent(owner.account)}`,
      });
      const mail = outboxResponseSchema
        .parse(outbox.json())
        .messages.find((message) => message.text.includes('Grid bot'));
      expect(mail?.subject).toContain('API key created');
      expect(mail?.text).not.toContain(created.secret as string);
      const notices = await database.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
      expect(notices.map((notice) => notice.title)).toContain('API key created');
    });

    it('places a spot order with an HMAC key, reads it back, and refuses the replay', async () => {
      const { key, secret } = await createKey({ kind: 'hmac', label: 'spot', permissions: ['read', 'spot-trade'] });
      const sign = hmacSigner(secret as string);
      const order = { symbol: BTC, side: 'sell', type: 'limit', price: '99000', quantity: '0.01' };
      const request = signed(key.keyId, sign, { method: 'POST', url: tradingPaths.orders, body: order });
      const placed = await app.inject(request);
      expect(placed.statusCode, placed.body).toBe(200);
      const { order: resting } = placeOrderResponseSchema.parse(placed.json());
      expect(resting).toMatchObject({ status: 'open', price: '99000', quantity: '0.01' });

      const replay = await app.inject(request);
      expect(replay.statusCode).toBe(401);
      expect(reasonOf(replay)).toBe('replayed');

      const url = `${tradingPaths.orders}?symbol=${BTC}`;
      const open = await app.inject(signed(key.keyId, sign, { method: 'GET', url }));
      expect(open.statusCode).toBe(200);
      expect(orderListSchema.parse(open.json()).orders.map((one) => one.id)).toContain(resting.id);

      const amended = await app.inject(
        signed(key.keyId, sign, { method: 'POST', url: tradingPaths.amend(resting.id), body: { price: '99500' } }),
      );
      expect(amended.statusCode, amended.body).toBe(200);
      expect(placeOrderResponseSchema.parse(amended.json()).order).toMatchObject({ price: '99500', version: 2 });

      const cancelled = await app.inject(
        signed(key.keyId, sign, { method: 'POST', url: tradingPaths.cancel(resting.id) }),
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // Used: shown in the list from now on.
      const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(row?.lastUsedAt).toBeInstanceOf(Date);
    });

    it('refuses a key without the trade permission with 403, but lets it read', async () => {
      const { key, secret } = await createKey({ kind: 'hmac', label: 'read only', permissions: ['read'] });
      const sign = hmacSigner(secret as string);
      const order = { symbol: BTC, side: 'sell', type: 'limit', price: '99000', quantity: '0.01' };
      const placed = await app.inject(
        signed(key.keyId, sign, { method: 'POST', url: tradingPaths.orders, body: order }),
      );
      expect(placed.statusCode).toBe(403);
      expect(reasonOf(placed)).toBe('permission-missing');
      const balances = await app.inject(signed(key.keyId, sign, { method: 'GET', url: tradingPaths.balances }));
      expect(balances.statusCode).toBe(200);
      const futuresOrder = await app.inject(
        signed(key.keyId, sign, {
          method: 'POST',
          url: futuresTradingPaths.leverage,
          body: { symbol: BTC, leverage: 5 },
        }),
      );
      expect(futuresOrder.statusCode).toBe(403);
      expect(reasonOf(futuresOrder)).toBe('permission-missing');
    });

    it('refuses a key used from an address outside its allowlist with 403', async () => {
      const { key, secret } = await createKey({
        kind: 'hmac',
        label: 'office',
        permissions: ['read'],
        ipAllowlist: ['10.77.0.0/16', '10.99.1.1'],
      });
      expect(key.ipAllowlist).toEqual(['10.77.0.0/16', '10.99.1.1']);
      const sign = hmacSigner(secret as string);
      const call = (remoteAddress: string) =>
        app.inject(signed(key.keyId, sign, { method: 'GET', url: tradingPaths.balances, remoteAddress }));
      const outside = await call('10.1.2.3');
      expect(outside.statusCode).toBe(403);
      expect(reasonOf(outside)).toBe('address-not-allowed');
      expect((await call('10.77.200.9')).statusCode).toBe(200);
      expect((await call('10.99.1.1')).statusCode).toBe(200);
    });

    it('reaches the futures API with an Ed25519 key holding futures-trade', async () => {
      const pair = generateKeyPairSync('ed25519');
      const publicKey = pair.publicKey.export({ format: 'pem', type: 'spki' }).toString();
      const { key, secret } = await createKey({
        kind: 'ed25519',
        label: 'futures bot',
        permissions: ['read', 'futures-trade'],
        publicKey,
      });
      expect(secret).toBeNull();
      expect(key.publicKey).toBe(
        Buffer.from(pair.publicKey.export({ format: 'jwk' }).x as string, 'base64url').toString('base64'),
      );
      const ed: Signer = (message) => sign(null, Buffer.from(message), pair.privateKey).toString('base64');
      const leverage = await app.inject(
        signed(key.keyId, ed, {
          method: 'POST',
          url: futuresTradingPaths.leverage,
          body: { symbol: BTC, leverage: 7 },
        }),
      );
      expect(leverage.statusCode, leverage.body).toBe(200);
      expect(leverage.json()).toMatchObject({ symbol: BTC, leverage: 7 });
      const settings = await app.inject(
        signed(key.keyId, ed, { method: 'GET', url: `${futuresTradingPaths.settings}?symbol=${BTC}` }),
      );
      expect(settings.statusCode).toBe(200);
      // Futures tokens are minted for sessions only: a key cannot turn itself into one.
      const token = await app.inject(signed(key.keyId, ed, { method: 'POST', url: futuresTradingPaths.token }));
      expect(token.statusCode).toBe(403);
      // The spot API needs spot-trade.
      const spot = await app.inject(
        signed(key.keyId, ed, {
          method: 'POST',
          url: tradingPaths.orders,
          body: { symbol: BTC, side: 'sell', type: 'limit', price: '99000', quantity: '0.01' },
        }),
      );
      expect(spot.statusCode).toBe(403);
    });

    it('never lets a key manage keys, nor a cookie rescue a bad signature', async () => {
      const { key, secret } = await createKey({ kind: 'hmac', label: 'all', permissions: ['read', 'spot-trade'] });
      const sign = hmacSigner(secret as string);
      const list = await app.inject(signed(key.keyId, sign, { method: 'GET', url: apiKeyPaths.keys }));
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ reason: 'not-open-to-api-keys' });
      const create = await app.inject(
        signed(key.keyId, sign, {
          method: 'POST',
          url: apiKeyPaths.keys,
          body: { kind: 'hmac', label: 'more', permissions: ['read'] },
        }),
      );
      expect(create.statusCode).toBe(403);
      const forged = await app.inject(
        signed(key.keyId, hmacSigner('vs_wrong'), {
          method: 'GET',
          url: tradingPaths.balances,
          extraHeaders: { cookie: owner.cookie },
        }),
      );
      expect(forged.statusCode).toBe(401);
      expect(reasonOf(forged)).toBe('bad-signature');
      const stale = await app.inject(
        signed(key.keyId, sign, { method: 'GET', url: tradingPaths.balances, timestamp: Date.now() - 6_000 }),
      );
      expect(reasonOf(stale)).toBe('timestamp-outside-window');
      const wider = await app.inject(
        signed(key.keyId, sign, {
          method: 'GET',
          url: tradingPaths.balances,
          timestamp: Date.now() - 6_000,
          extraHeaders: { [apiKeyHeaders.recvWindow]: '10000' },
        }),
      );
      expect(wider.statusCode).toBe(200);
    });

    it('edits and deletes a key, which takes effect on the next signed request', async () => {
      const { key, secret } = await createKey({ kind: 'hmac', label: 'temp', permissions: ['read'], rateLimit: 50 });
      const sign = hmacSigner(secret as string);
      const order = { symbol: BTC, side: 'sell', type: 'limit', price: '99500', quantity: '0.01' };
      const edited = await app.inject({
        method: 'POST',
        url: apiKeyPaths.update(key.id),
        headers: { cookie: owner.cookie, origin: SAME_ORIGIN },
        payload: { label: 'temp 2', permissions: ['spot-trade', 'read'], password: owner.password },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(apiKeyResponseSchema.parse(edited.json()).key).toMatchObject({
        label: 'temp 2',
        permissions: ['read', 'spot-trade'],
        rateLimit: 50,
      });
      const placed = await app.inject(
        signed(key.keyId, sign, { method: 'POST', url: tradingPaths.orders, body: order }),
      );
      expect(placed.statusCode).toBe(200);

      const someoneElse = await signUp(app);
      const stolen = await app.inject({
        method: 'POST',
        url: apiKeyPaths.delete(key.id),
        headers: { cookie: someoneElse.cookie, origin: SAME_ORIGIN },
      });
      expect(stolen.statusCode).toBe(404);
      const deleted = await app.inject({
        method: 'POST',
        url: apiKeyPaths.delete(key.id),
        headers: { cookie: owner.cookie, origin: SAME_ORIGIN },
      });
      expect(deleted.statusCode).toBe(204);
      const after = await app.inject(signed(key.keyId, sign, { method: 'GET', url: tradingPaths.balances }));
      expect(after.statusCode).toBe(401);
      expect(reasonOf(after)).toBe('unknown-key');
    });

    it('refuses bad key input with 400 and a clear message, and cross-site creation with 403', async () => {
      const cases: [object, string][] = [
        [{ kind: 'hmac', label: '', permissions: ['read'] }, 'label'],
        [{ kind: 'hmac', label: 'x', permissions: [] }, 'permissions'],
        [{ kind: 'hmac', label: 'x', permissions: ['withdraw'] }, 'permissions'],
        [{ kind: 'hmac', label: 'x', permissions: ['read'], ipAllowlist: ['300.1.1.1'] }, 'ipAllowlist'],
        [{ kind: 'ed25519', label: 'x', permissions: ['read'], publicKey: 'A'.repeat(44) }, 'publicKey'],
        [{ kind: 'hmac', label: 'x', permissions: ['read'], expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
        [{ kind: 'rsa', label: 'x', permissions: ['read'] }, 'kind'],
      ];
      for (const [payload, field] of cases) {
        const response = await app.inject({
          method: 'POST',
          url: apiKeyPaths.keys,
          headers: { cookie: owner.cookie, origin: SAME_ORIGIN },
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.body).toContain(field);
      }
      const crossSite = await app.inject({
        method: 'POST',
        url: apiKeyPaths.keys,
        headers: { cookie: owner.cookie, origin: 'https://evil.example' },
        payload: { kind: 'hmac', label: 'x', permissions: ['read'] },
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: apiKeyPaths.keys })).statusCode).toBe(401);
    });
  });
}

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl || !drivers[1]?.available)(
  `API-key replays across instances${redisUrl && drivers[1]?.available ? '' : ' (skipped: set REDIS_URL and DATABASE_URL to run it)'}`,
  () => {
    let factory: TestDatabaseFactory;
    let database: Database;
    let first: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      factory = await (drivers[1] as (typeof drivers)[number]).create();
      database = await openMigrated(factory);
      first = await buildTestApp(database, { REDIS_URL: redisUrl as string });
      second = await buildTestApp(database, { REDIS_URL: redisUrl as string });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.close();
      await factory?.dispose();
    });

    it('refuses on one instance a signed request another instance accepted', async () => {
      const owner = await signUp(first);
      const created = await first.inject({
        method: 'POST',
        url: apiKeyPaths.keys,
        headers: { cookie: owner.cookie, origin: SAME_ORIGIN },
        payload: { kind: 'hmac', label: 'two instances', permissions: ['read'] },
      });
      const { key, secret } = createdApiKeySchema.parse(created.json());
      const request = signed(key.keyId, hmacSigner(secret as string), {
        method: 'GET',
        url: tradingPaths.balances,
      });
      expect((await first.inject(request)).statusCode).toBe(200);
      const replay = await second.inject(request);
      expect(replay.statusCode).toBe(401);
      expect(apiErrorSchema.parse(replay.json()).reason).toBe('replayed');
    });
  },
);
