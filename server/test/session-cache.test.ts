import { randomBytes } from 'node:crypto';
import { authResponseSchema } from '@vela/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/accounts/session-cache.ts';
import { loadConfig } from '../src/config.ts';
import { sessions } from '../src/db/schema.ts';
import { openFeedRuntime } from '../src/feed/runtime.ts';
import { buildApp } from '../src/http/app.ts';
import { buildTestApp, SAME_ORIGIN, signUp, uniqueAddress } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

const redisUrl = process.env.REDIS_URL;

const me = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

const logout = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin: SAME_ORIGIN, ...headers } });

/** Signs up on `app`, then logs in for a token (API-client style): the headers that carry it. */
async function tokenSession(app: FastifyInstance): Promise<{ userId: string; headers: Record<string, string> }> {
  const { account, password, user } = await signUp(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { origin: SAME_ORIGIN },
    payload: { account, password, delivery: 'token' },
    remoteAddress: uniqueAddress(),
  });
  const { token } = authResponseSchema.parse(login.json());
  return { userId: user.id, headers: { 'x-authorization': `Bearer ${token}` } };
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('cached sessions', ({ database }) => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(database);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('serves a session it has seen from memory, without reading the database again', async () => {
      const { userId, headers } = await tokenSession(app);
      expect((await me(app, headers)).statusCode).toBe(200);
      // Revoked behind the server's back (no logout, no bus message): only the TTL bounds this.
      await database.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, userId));
      expect((await me(app, headers)).statusCode).toBe(200);
    });

    it('refuses a logged-out token at once, by header and by cookie', async () => {
      const { headers } = await tokenSession(app);
      expect((await me(app, headers)).statusCode).toBe(200);
      expect((await logout(app, headers)).statusCode).toBe(200);
      expect((await me(app, headers)).statusCode).toBe(401);

      const { cookie } = await signUp(app);
      expect((await me(app, { cookie })).statusCode).toBe(200);
      expect((await logout(app, { cookie })).statusCode).toBe(200);
      expect((await me(app, { cookie })).statusCode).toBe(401);
    });

    it('refuses a logged-out token at once on the instance that logged out, even when the bus drops it', async () => {
      const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', PORT: '0' });
      const feed = await openFeedRuntime(config);
      // What a Redis outage does to a publish: it is dropped, no instance hears it.
      const muted = { ...feed, bus: { ...feed.bus, publish: () => {} } };
      const isolated = await buildApp({ config, database, feed: muted });
      try {
        const { headers } = await tokenSession(isolated);
        expect((await me(isolated, headers)).statusCode).toBe(200);
        expect((await logout(isolated, headers)).statusCode).toBe(200);
        expect((await me(isolated, headers)).statusCode).toBe(401);
      } finally {
        await isolated.close();
        await feed.close();
      }
    });
  });

  onDatabase.describe('cached sessions on two instances over Redis', { redis: true }, ({ database }) => {
    let first: MarketApp;
    let second: MarketApp;
    // This run's own channels: nothing else on the Redis is touched.
    const tag = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      const shared = { env: { REDIS_URL: redisUrl as string }, busPrefix: `${tag}:`, engine: false };
      first = await startMarketApp(database, { ...shared, connectionName: `${tag}-a` });
      second = await startMarketApp(database, { ...shared, connectionName: `${tag}-b` });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('refuses on instance B, well within the TTL, a token logged out on instance A that B had cached', async () => {
      const { headers } = await tokenSession(first.app);
      const cachedBefore = second.app.sessionCache?.size ?? 0;
      expect((await me(second.app, headers)).statusCode).toBe(200);
      expect(second.app.sessionCache?.size).toBe(cachedBefore + 1);

      const loggedOutAt = Date.now();
      expect((await logout(first.app, headers)).statusCode).toBe(200);
      let status = 200;
      while (status === 200 && Date.now() - loggedOutAt < SESSION_CACHE_TTL_MS / 2) {
        status = (await me(second.app, headers)).statusCode;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(401);
      // Sooner than the TTL could have done it: B heard the logout on its own bus.
      expect(Date.now() - loggedOutAt).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
      expect(second.app.sessionCache?.size).toBe(cachedBefore);
    });
  });
}
