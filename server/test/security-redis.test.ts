import { randomBytes } from 'node:crypto';
import { authResponseSchema, outboxResponseSchema } from '@vela/contracts/auth';
import { revokeSessionPath, securityPaths, sessionListResponseSchema } from '@vela/contracts/security';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/accounts/session-cache.ts';
import type { Database } from '../src/db/client.ts';
import { SAME_ORIGIN, signUp, uniqueAddress } from './support/app.ts';
import { drivers, openMigrated, skipPostgresReason, type TestDatabaseFactory } from './support/databases.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

const redisUrl = process.env.REDIS_URL;
const skipRedisReason = 'Redis tests skipped: set REDIS_URL to run them';

const me = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

const post = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: SAME_ORIGIN, ...headers },
    remoteAddress: uniqueAddress(),
  });

async function tokenLogin(app: FastifyInstance, account: string, password: string, deviceId: string) {
  const response = await post(app, '/api/v1/auth/login', { account, password, delivery: 'token' }, { deviceId });
  const { token } = authResponseSchema.parse(response.json());
  return { 'x-authorization': `Bearer ${token}` };
}

/** Asks `app` until the session is refused; how long that took after `since`, or Infinity. */
async function msUntilRefused(app: FastifyInstance, headers: Record<string, string>, since: number): Promise<number> {
  while (Date.now() - since < SESSION_CACHE_TTL_MS / 2) {
    if ((await me(app, headers)).statusCode === 401) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

// PostgreSQL, not PGlite: two app instances must share one database the way two processes would.
const postgres = drivers.find((entry) => entry.driver === 'postgres');
const runs = Boolean(postgres?.available && redisUrl);
const why = !postgres?.available ? ` (${skipPostgresReason})` : redisUrl ? '' : ` (${skipRedisReason})`;

describe.skipIf(!runs)(`revoked sessions on two instances over Redis and PostgreSQL${why}`, () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let first: MarketApp;
  let second: MarketApp;
  const tag = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    if (!postgres) return;
    factory = await postgres.create();
    database = await openMigrated(factory);
    const shared = { env: { REDIS_URL: redisUrl as string }, busPrefix: `${tag}:`, engine: false };
    first = await startMarketApp(database, { ...shared, connectionName: `${tag}-a` });
    second = await startMarketApp(database, { ...shared, connectionName: `${tag}-b` });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.close();
    await factory?.dispose();
  });

  it('refuses on instance B, well within the cache TTL, a session revoked from the devices list on instance A', async () => {
    const { account, password } = await signUp(first.app);
    const phone = await tokenLogin(first.app, account, password, 'phone-redis');
    const desktop = await tokenLogin(first.app, account, password, 'desktop-redis');
    // B has the phone's session in its cache now.
    expect((await me(second.app, phone)).statusCode).toBe(200);
    expect((await me(second.app, phone)).statusCode).toBe(200);

    const list = sessionListResponseSchema.parse(
      (await first.app.inject({ method: 'GET', url: securityPaths.sessions, headers: desktop })).json(),
    );
    const target = list.sessions.find((session) => session.device?.deviceId === 'phone-redis');
    if (!target) throw new Error('the phone session is not listed');
    const revokedAt = Date.now();
    expect((await post(first.app, revokeSessionPath(target.id), {}, desktop)).statusCode).toBe(200);
    expect(await msUntilRefused(second.app, phone, revokedAt)).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
    expect((await me(first.app, phone)).statusCode).toBe(401);
    expect((await me(second.app, desktop)).statusCode).toBe(200);
  });

  it('refuses on instance B every session a password reset on instance A ended', async () => {
    const { account, password, cookie } = await signUp(first.app);
    const token = await tokenLogin(first.app, account, password, 'reset-redis');
    expect((await me(second.app, token)).statusCode).toBe(200);
    expect((await me(second.app, { cookie })).statusCode).toBe(200);

    expect((await post(second.app, securityPaths.resetCode, { account })).statusCode).toBe(200);
    let code: string | undefined;
    while (!code) {
      const outbox = outboxResponseSchema.parse(
        (
          await second.app.inject({ method: 'GET', url: `/api/v1/auth/outbox?to=${encodeURIComponent(account)}` })
        ).json(),
      );
      code = outbox.messages.find((message) => /reset/i.test(message.subject))?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const resetAt = Date.now();
    const reset = await post(first.app, securityPaths.reset, { account, code, newPassword: 'after-reset-7' });
    expect(reset.statusCode).toBe(200);
    expect(await msUntilRefused(second.app, token, resetAt)).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
    expect((await me(second.app, { cookie })).statusCode).toBe(401);
  });
});
