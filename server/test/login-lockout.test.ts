import { authResponseSchema, passkeyLoginOptionsResponseSchema } from '@vela/contracts/auth';
import { passkeyOptionsResponseSchema } from '@vela/contracts/two-factor';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../src/accounts/login-throttle.ts';
import type { Database } from '../src/db/client.ts';
import { notifications } from '../src/db/schema.ts';
import { buildTestApp, SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { SoftAuthenticator } from './support/soft-authenticator.ts';

const PUBLIC_URL = 'http://localhost';
const pglite = drivers.find((d) => d.driver === 'pglite');

describe('a known e-mail is not enough to keep its owner out', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let app: FastifyInstance;
  let serial = 0;
  /** A fresh attacker address per call (TEST-NET-3). */
  const anotherAddress = () => {
    serial += 1;
    return `203.0.${(serial >> 8) & 255}.${serial & 255}`;
  };

  beforeAll(async () => {
    factory = await (pglite as NonNullable<typeof pglite>).create();
    database = await openMigrated(factory);
    app = await buildTestApp(database, { PUBLIC_URL });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await factory?.dispose();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload, headers: { origin: SAME_ORIGIN }, remoteAddress });
  const login = (who: SignedUp, password: string, remoteAddress: string) =>
    post('/api/v1/auth/login', { account: who.account, password }, remoteAddress);
  const noticeTitles = async (userId: string) =>
    (
      await database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, userId)))
    ).map((row) => row.title);

  it('refuses an address after 5 wrong passwords on the account, and only that address', async () => {
    const owner = await signUp(app);
    const attacker = anotherAddress();
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) {
      expect((await login(owner, 'wrong-pass-9', attacker)).statusCode).toBe(400);
    }
    const blocked = await login(owner, owner.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.cookies).toEqual([]);
    // The owner, elsewhere, signs in at once with the right password.
    expect((await login(owner, owner.password, anotherAddress())).statusCode).toBe(200);
  });

  it('past 20 attempts from many addresses slows the account down instead of locking it, and tells the owner once', {
    timeout: 180_000,
  }, async () => {
    const owner = await signUp(app);
    // The owner signs in from home once (a known address), and adds a passkey.
    const home = '198.51.100.50';
    const first = await login(owner, owner.password, home);
    expect(first.statusCode).toBe(200);
    const authenticator = new SoftAuthenticator(PUBLIC_URL);
    const cookie = { cookie: owner.cookie };
    const started = await app.inject({
      method: 'POST',
      url: '/api/v1/security/passkeys/options',
      payload: { password: owner.password },
      headers: { origin: SAME_ORIGIN, ...cookie },
    });
    const { ticket, options } = passkeyOptionsResponseSchema.parse(started.json());
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/security/passkeys/register',
      payload: { ticket, name: 'Laptop', response: authenticator.register(options) },
      headers: { origin: SAME_ORIGIN, ...cookie },
    });
    expect(registered.statusCode).toBe(201);

    // A botnet guesses from a new address each time: no pair limit is reached.
    for (let i = 0; i < LOGIN_THROTTLE.slowAfter; i++) {
      expect((await login(owner, 'wrong-pass-9', anotherAddress())).statusCode).toBe(400);
    }
    const burst: number[] = [];
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await login(owner, 'wrong-pass-9', anotherAddress());
      burst.push(answer.statusCode);
      if (answer.statusCode === 429) waits.push(Number(answer.headers['retry-after']));
    }
    // Spaced out: most of a quick burst waits, never longer than 30 s.
    expect(burst.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...waits)).toBeLessThanOrEqual(LOGIN_THROTTLE.maxDelayMs / 1000);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1);

    // Meanwhile the owner is not locked out: from the known address, and with the passkey.
    const fromHome = await login(owner, owner.password, home);
    expect(fromHome.statusCode).toBe(200);
    // The password was taken: the passkey account goes on to its second step.
    expect(fromHome.json()).toHaveProperty('secondFactor');
    // (The right password started the account's count over; the attack goes on.)
    for (let i = 0; i < LOGIN_THROTTLE.slowAfter + 3; i++) await login(owner, 'wrong-pass-9', anotherAddress());
    const passkeyStart = passkeyLoginOptionsResponseSchema.parse(
      (await post('/api/v1/auth/passkey/options', {}, anotherAddress())).json(),
    );
    const withPasskey = await post(
      '/api/v1/auth/passkey',
      { ticket: passkeyStart.ticket, response: authenticator.authenticate(passkeyStart.options) },
      anotherAddress(),
    );
    expect(withPasskey.statusCode).toBe(200);
    expect(authResponseSchema.parse(withPasskey.json()).user.id).toBe(owner.user.id);

    // One notice per crossing of the threshold (two windows' worth here: before and after the reset).
    await expect
      .poll(async () => (await noticeTitles(owner.user.id)).filter((title) => title === 'Repeated failed sign-ins'))
      .toHaveLength(2);
  });
});
