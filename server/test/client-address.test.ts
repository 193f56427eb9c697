import { apiKeyHeaders, apiKeyPaths, canonicalRequest, createdApiKeySchema } from '@vela/contracts/api-keys';
import { authPaths } from '@vela/contracts/auth';
import { apiErrorSchema } from '@vela/contracts/errors';
import { loginHistoryResponseSchema, securityPaths } from '@vela/contracts/security';
import { tradingPaths } from '@vela/contracts/trading';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSignature } from '../src/accounts/api-key-signature.ts';
import type { Database } from '../src/db/client.ts';
import { buildTestApp, SAME_ORIGIN, type SignedUp, signUp, uniqueEmail } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';

/** The one proxy in front of the server (TRUST_PROXY), which appends the address it sees to X-Forwarded-For. */
const PROXY = '10.0.0.2';
const ALLOWED = '203.0.113.5';
const ATTACKER = '198.51.100.7';

const pglite = drivers.find((entry) => entry.driver === 'pglite');

/** A request as the proxy passes it on: what the client wrote in X-Forwarded-For, then the client's address. */
function throughProxy(clientAddress: string, clientWrote?: string) {
  return {
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': clientWrote ? `${clientWrote}, ${clientAddress}` : clientAddress },
  };
}

describe('client addresses behind one trusted proxy (TRUST_PROXY=10.0.0.2)', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let app: FastifyInstance;
  let owner: SignedUp;

  beforeAll(async () => {
    factory = await (pglite as NonNullable<typeof pglite>).create();
    database = await openMigrated(factory);
    app = await buildTestApp(database, { TRUST_PROXY: PROXY });
    owner = await signUp(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await factory?.dispose();
  });

  it('holds an API key to its allowlist whatever the client writes in X-Forwarded-For', async () => {
    const created = await app.inject({
      method: 'POST',
      url: apiKeyPaths.keys,
      headers: { cookie: owner.cookie, origin: SAME_ORIGIN },
      payload: { kind: 'hmac', label: 'office', permissions: ['read'], ipAllowlist: [ALLOWED] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, secret } = createdApiKeySchema.parse(created.json());
    const call = (via: { remoteAddress: string; headers: Record<string, string> }) => {
      const timestamp = String(Date.now());
      const message = canonicalRequest({ timestamp, method: 'GET', pathAndQuery: tradingPaths.balances, body: '' });
      return app.inject({
        method: 'GET',
        url: tradingPaths.balances,
        remoteAddress: via.remoteAddress,
        headers: {
          ...via.headers,
          [apiKeyHeaders.key]: key.keyId,
          [apiKeyHeaders.timestamp]: timestamp,
          [apiKeyHeaders.signature]: hmacSignature(secret as string, message).toString('hex'),
        },
      });
    };

    // The attacker names the allowed address; the proxy appends the attacker's own.
    const spoofed = await call(throughProxy(ATTACKER, ALLOWED));
    expect(spoofed.statusCode).toBe(403);
    expect(apiErrorSchema.parse(spoofed.json()).reason).toBe('address-not-allowed');
    // Reaching the port directly, the header is not believed at all.
    const direct = await call({ remoteAddress: ATTACKER, headers: { 'x-forwarded-for': ALLOWED } });
    expect(direct.statusCode).toBe(403);
    // The allowed client, whatever it wrote itself: the proxy appended its address.
    expect((await call(throughProxy(ALLOWED))).statusCode).toBe(200);
    expect((await call(throughProxy(ALLOWED, '192.0.2.99'))).statusCode).toBe(200);
  });

  it('counts per-address limits against the real address, not the header the client rotates', async () => {
    // Registrations: 30 per address and hour; a wrong code is still a counted attempt.
    const attempt = (via: { remoteAddress: string; headers: Record<string, string> }) =>
      app.inject({
        method: 'POST',
        url: authPaths.register,
        remoteAddress: via.remoteAddress,
        headers: { origin: SAME_ORIGIN, ...via.headers },
        payload: { account: uniqueEmail(), password: 'demo-pass-1', verificationCode: '000000' },
      });
    for (let i = 0; i < 30; i += 1) {
      const answer = await attempt(throughProxy(ATTACKER, `192.0.2.${i}`));
      expect(answer.statusCode, answer.body).toBe(400);
    }
    const rotated = await attempt(throughProxy(ATTACKER, '192.0.2.200'));
    expect(rotated.statusCode).toBe(429);
    expect(rotated.headers['retry-after']).toBeDefined();
    // Another client behind the same proxy has its own count.
    expect((await attempt(throughProxy('198.51.100.8'))).statusCode).toBe(400);
  });

  it('records the real address in the login history', async () => {
    const via = throughProxy('198.51.100.20', ALLOWED);
    const login = await app.inject({
      method: 'POST',
      url: authPaths.login,
      remoteAddress: via.remoteAddress,
      headers: { origin: SAME_ORIGIN, ...via.headers },
      payload: { account: owner.account, password: owner.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const history = await app.inject({
      method: 'GET',
      url: securityPaths.loginHistory,
      headers: { cookie: owner.cookie },
    });
    const { events } = loginHistoryResponseSchema.parse(history.json());
    expect(events[0]).toMatchObject({ ip: '198.51.100.20', method: 'password', result: 'success' });
    expect(events.map((event) => event.ip)).not.toContain(ALLOWED);
  });
});
