import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/accounts/rate-limit.ts';
import { RedisRateLimitStore } from '../src/accounts/redis-rate-limit.ts';
import type { Database } from '../src/db/client.ts';
import { buildTestApp, SAME_ORIGIN, uniqueAddress, uniqueEmail } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';

const redisUrl = process.env.REDIS_URL;
const skipRedisReason = 'Redis tests skipped: set REDIS_URL to run them';

describe.skipIf(!redisUrl)(`the Redis rate-limit store${redisUrl ? '' : ` (${skipRedisReason})`}`, () => {
  // This run's own keys: nothing else on the Redis is touched, and they expire by themselves.
  const prefix = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}:rate:`;
  const stores: RedisRateLimitStore[] = [];
  const connect = async () => {
    const store = await RedisRateLimitStore.connect(redisUrl as string, { prefix, connectionName: 'vela-test-rate' });
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  it('counts the hits of two connections into one window', async () => {
    const [first, second] = [await connect(), await connect()];
    const before = Date.now();
    expect(await first.hit('shared', 60_000)).toMatchObject({ count: 1 });
    expect(await second.hit('shared', 60_000)).toMatchObject({ count: 2 });
    const third = await first.hit('shared', 60_000);
    expect(third.count).toBe(3);
    // The window started with the first hit; the later ones do not push it back.
    expect(third.resetAt).toBeGreaterThan(before + 59_000);
    expect(third.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('starts a new window once the old one has expired, and forgets a key that is reset', async () => {
    const store = await connect();
    await store.hit('short', 150);
    expect((await store.hit('short', 150)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.hit('short', 150)).count).toBe(1);

    await store.hit('reset-me', 60_000);
    await store.reset('reset-me');
    expect((await (await connect()).hit('reset-me', 60_000)).count).toBe(1);
  });

  it('refuses the hit beyond the limit on whichever instance it lands', async () => {
    const rule = { name: 'test-rule', max: 3, windowMs: 60_000 };
    const [a, b] = [new RateLimiter(await connect(), rule), new RateLimiter(await connect(), rule)];
    const decisions = [await a.hit('x'), await b.hit('x'), await a.hit('x'), await b.hit('x')];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });
});

const pglite = drivers.find((driver) => driver.driver === 'pglite');

describe.skipIf(!redisUrl)(
  `login limits across two app instances on one Redis${redisUrl ? '' : ` (${skipRedisReason})`}`,
  () => {
    let factory: TestDatabaseFactory;
    let database: Database;
    let apps: FastifyInstance[] = [];

    beforeAll(async () => {
      if (!pglite) throw new Error('no PGlite driver');
      factory = await pglite.create();
      database = await openMigrated(factory);
      // Two instances in one test process share its rate-limit namespace, like two servers share Redis.
      apps = [
        await buildTestApp(database, { REDIS_URL: redisUrl as string }),
        await buildTestApp(database, { REDIS_URL: redisUrl as string }),
      ];
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await database?.close();
      await factory?.dispose();
    });

    it('counts the failed logins of one account and address together, so the limit is not multiplied by the instances', async () => {
      const account = uniqueEmail('limited');
      const from = uniqueAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const app = apps[attempt % 2] as FastifyInstance;
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { origin: SAME_ORIGIN },
          payload: { account, password: 'wrong-password-1' },
          remoteAddress: from,
        });
        statuses.push(response.statusCode);
      }
      // 5 attempts per account and address per 15 minutes: each instance alone would have allowed 5 of its own.
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    });
  },
);

describe('the Redis rate-limit store while Redis is unreachable', () => {
  it('counts in memory instead, so limits still hold on this instance', async () => {
    const events: string[] = [];
    // Nothing listens on port 1: every command fails at once.
    const store = await RedisRateLimitStore.connect('redis://127.0.0.1:1', {
      connectTimeoutMs: 200,
      onConnectionEvent: (event) => events.push(event),
    });
    try {
      const limiter = new RateLimiter(store, { name: 'down', max: 2, windowMs: 60_000 });
      const decisions = [await limiter.hit('y'), await limiter.hit('y'), await limiter.hit('y')];
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
      expect(events).toEqual(['unavailable']);
    } finally {
      await store.close();
    }
  });
});
