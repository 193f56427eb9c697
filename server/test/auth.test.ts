import { authResponseSchema, codeResponseSchema } from '@vela/contracts/auth';
import { apiErrorSchema } from '@vela/contracts/errors';
import { currentUserResponseSchema } from '@vela/contracts/session';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { sessions, userPreferences, users, verificationCodes } from '../src/db/schema.ts';
import {
  buildTestApp,
  cookieHeaderFrom,
  latestCode,
  requestCode,
  SAME_ORIGIN,
  signUp,
  uniqueAddress,
  uniqueEmail,
} from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'accounts and sessions',
    ({ database }) => {
      let app: FastifyInstance;

      beforeAll(async () => {
        app = await buildTestApp(database);
      });
      afterAll(async () => {
        await app?.close();
      });

      const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
        app.inject({
          method: 'POST',
          url,
          payload: payload as object,
          headers: { origin: SAME_ORIGIN, ...headers },
          remoteAddress: uniqueAddress(),
        });
      const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      const userCount = async () => (await database.db.select({ n: count() }).from(users))[0]?.n;

      describe('verification codes', () => {
        it('sends a single 6-digit code to the outbox and says where, partly hidden', async () => {
          const account = uniqueEmail('code');
          const response = await requestCode(app, account);
          expect(response.statusCode).toBe(200);
          const body = codeResponseSchema.parse(response.json());
          expect(body).toMatchObject({ expiresInSeconds: 600, resendAfterSeconds: 60 });
          expect(body.sentTo).toMatch(/^co\*\*\*@example\.com$/);
          expect(await latestCode(app, account)).toMatch(/^\d{6}$/);
        });

        it('never sends the same code twice in a row (no fixed code)', async () => {
          const codes = new Set<string>();
          for (let i = 0; i < 4; i++) {
            const account = uniqueEmail('random');
            await requestCode(app, account);
            codes.add(await latestCode(app, account));
          }
          expect(codes.size).toBeGreaterThan(1);
        });

        it('refuses a second code for the same account within a minute, with Retry-After', async () => {
          const account = uniqueEmail('resend');
          expect((await requestCode(app, account)).statusCode).toBe(200);
          const again = await requestCode(app, ` ${account.toUpperCase()} `);
          expect(again.statusCode).toBe(429);
          expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
          expect(apiErrorSchema.parse(again.json()).code).toBe(429);
        });

        it('normalizes phone numbers and keeps their codes in the outbox', async () => {
          const typed = '+44 20 7946-0958';
          const response = await requestCode(app, typed);
          expect(response.statusCode).toBe(200);
          expect(codeResponseSchema.parse(response.json()).sentTo).toBe('+44****0958');
          expect(await latestCode(app, '+442079460958')).toMatch(/^\d{6}$/);
        });

        it.each([
          [{}, 'account'],
          [{ account: 'not an address' }, 'account'],
          [{ account: '12345' }, 'account'],
          [{ account: 'a@b.co', purpose: 'world-domination' }, 'purpose'],
          [['not', 'an', 'object'], '_'],
        ])('answers %j with a 400 naming %s', async (payload, field) => {
          const response = await post('/api/v1/auth/code', payload);
          expect(response.statusCode).toBe(400);
          expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty(field);
        });
      });

      describe('register', () => {
        it('creates the account from a valid code: 201, profile, session cookies, demo grant', async () => {
          const account = uniqueEmail('new');
          await requestCode(app, account);
          const response = await post('/api/v1/auth/register', {
            account,
            password: 'demo-pass-1',
            verificationCode: await latestCode(app, account),
          });
          expect(response.statusCode).toBe(201);
          const { user, token } = authResponseSchema.parse(response.json());
          expect(token).toBeUndefined();
          expect(user).toMatchObject({ email: account, phone: null, kycVerified: false });
          expect(user.fid).toMatch(/^\d{8,}$/);
          expect(user.displayName).toMatch(/^ne\*\*\*@example\.com$/);

          const byName = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
          const ttl = 720 * 3600;
          for (const cookie of Object.values(byName)) {
            expect(cookie.maxAge).toBeGreaterThan(ttl - 60);
            expect(cookie.maxAge).toBeLessThanOrEqual(ttl);
          }
          expect(byName.vela_session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
          expect(byName.vela_session?.secure).toBeFalsy();
          expect(byName.vela_session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
          expect(byName.userId).toMatchObject({ value: user.id, sameSite: 'Lax', path: '/' });
          expect(byName.userId?.httpOnly).toBeFalsy();
          expect(byName.correctionToken).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
          expect(byName.correctionToken?.httpOnly).toBeFalsy();

          const current = await me({ cookie: cookieHeaderFrom(response) });
          expect(currentUserResponseSchema.parse(current.json()).user.id).toBe(user.id);
        });

        it('stores a scrypt hash, never the password, and only a digest of the session token', async () => {
          const { account, password, cookie } = await signUp(app);
          const [row] = await database.db.select().from(users).where(eq(users.email, account));
          expect(row?.passwordHash).toMatch(/^scrypt\$/);
          expect(row?.passwordHash).not.toContain(password);
          const token = cookie.match(/vela_session=([^;]+)/)?.[1] ?? '';
          const stored = await database.db
            .select()
            .from(sessions)
            .where(eq(sessions.userId, row?.id ?? ''));
          expect(stored).toHaveLength(1);
          expect(stored[0]?.tokenHash).not.toBe(token);
          expect(JSON.stringify(stored)).not.toContain(token);
        });

        it('refuses a wrong code with a field message and creates nothing', async () => {
          const account = uniqueEmail('wrong');
          await requestCode(app, account);
          const code = await latestCode(app, account);
          const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
          const before = await userCount();
          const response = await post('/api/v1/auth/register', {
            account,
            password: 'demo-pass-1',
            verificationCode: wrong,
          });
          expect(response.statusCode).toBe(400);
          expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty('verificationCode');
          expect(response.cookies).toEqual([]);
          expect(await userCount()).toBe(before);
        });

        it('uses a code once: the same code cannot register again', async () => {
          const account = uniqueEmail('once');
          await requestCode(app, account);
          const verificationCode = await latestCode(app, account);
          const payload = { account, password: 'demo-pass-1', verificationCode };
          expect((await post('/api/v1/auth/register', payload)).statusCode).toBe(201);
          const replay = await post('/api/v1/auth/register', payload);
          expect(replay.statusCode).toBe(400);
          expect(apiErrorSchema.parse(replay.json()).fields).toHaveProperty('verificationCode');
        });

        it('kills a code after 5 wrong guesses, even for the right one after', async () => {
          const account = uniqueEmail('guess');
          await requestCode(app, account);
          const code = await latestCode(app, account);
          for (let i = 1; i <= 5; i++) {
            const wrong = String((Number(code) + i) % 1_000_000).padStart(6, '0');
            expect(
              (await post('/api/v1/auth/register', { account, password: 'demo-pass-1', verificationCode: wrong }))
                .statusCode,
            ).toBe(400);
          }
          const right = await post('/api/v1/auth/register', {
            account,
            password: 'demo-pass-1',
            verificationCode: code,
          });
          expect(right.statusCode).toBe(400);
        });

        it('refuses an expired code', async () => {
          const account = uniqueEmail('expired');
          await requestCode(app, account);
          await database.db
            .update(verificationCodes)
            .set({ expiresAt: sql`now() - interval '1 second'` })
            .where(eq(verificationCodes.account, account));
          const response = await post('/api/v1/auth/register', {
            account,
            password: 'demo-pass-1',
            verificationCode: await latestCode(app, account),
          });
          expect(response.statusCode).toBe(400);
        });

        it('answers 409 for an account that exists, once the code proves the address', async () => {
          const { account } = await signUp(app);
          // The resend limit is per minute; the second code comes from a fresh app (its own limits).
          const other = await buildTestApp(database);
          try {
            await requestCode(other, account);
            const response = await other.inject({
              method: 'POST',
              url: '/api/v1/auth/register',
              headers: { origin: SAME_ORIGIN },
              payload: { account, password: 'other-pass-2', verificationCode: await latestCode(other, account) },
            });
            expect(response.statusCode).toBe(409);
            expect(apiErrorSchema.parse(response.json()).code).toBe(409);
          } finally {
            await other.close();
          }
        });

        it.each([
          ['short1', 'password'],
          ['onlyletters', 'password'],
          ['12345678', 'password'],
          ['x'.repeat(129), 'password'],
        ])('refuses the password %j and stores nothing', async (password, field) => {
          const account = uniqueEmail('rules');
          await requestCode(app, account);
          const before = await userCount();
          const response = await post('/api/v1/auth/register', {
            account,
            password,
            verificationCode: await latestCode(app, account),
          });
          expect(response.statusCode).toBe(400);
          expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty(field);
          expect(await userCount()).toBe(before);
        });

        it.each([['1234567'], ['12a456'], ['']])(
          'refuses the code %j by its shape (at most 6 digits)',
          async (code) => {
            const response = await post('/api/v1/auth/register', {
              account: uniqueEmail(),
              password: 'demo-pass-1',
              verificationCode: code,
            });
            expect(response.statusCode).toBe(400);
            expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty('verificationCode');
          },
        );

        it('saves the language given, else the language header, else nothing', async () => {
          const language = async (userId: string) =>
            (await database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0]
              ?.userLanguage;
          const given = await signUp(app, { language: 'ja_JP' });
          expect(await language(given.user.id)).toBe('ja_JP');

          const account = uniqueEmail('header');
          await requestCode(app, account);
          const byHeader = await post(
            '/api/v1/auth/register',
            { account, password: 'demo-pass-1', verificationCode: await latestCode(app, account) },
            { language: 'ko_KR' },
          );
          expect(await language(authResponseSchema.parse(byHeader.json()).user.id)).toBe('ko_KR');

          const none = await signUp(app);
          expect(await language(none.user.id)).toBeUndefined();
        });

        it('refuses an unknown language with a clear message', async () => {
          const response = await post('/api/v1/auth/register', {
            account: uniqueEmail(),
            password: 'demo-pass-1',
            verificationCode: '123456',
            language: 'xx_XX',
          });
          expect(response.statusCode).toBe(400);
          expect(apiErrorSchema.parse(response.json()).message).toContain('unknown language "xx_XX"');
        });
      });

      describe('login, current user, logout', () => {
        it('logs in with the right password and sets the session cookies', async () => {
          const { account, password, user } = await signUp(app);
          const response = await post('/api/v1/auth/login', { account: account.toUpperCase(), password });
          expect(response.statusCode).toBe(200);
          expect(authResponseSchema.parse(response.json()).user.id).toBe(user.id);
          expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
            'correctionToken',
            'userId',
            'vela_session',
          ]);
          expect((await me({ cookie: cookieHeaderFrom(response) })).statusCode).toBe(200);
        });

        it('answers a wrong password and an unknown account identically', async () => {
          const { account } = await signUp(app);
          const wrongPassword = await post('/api/v1/auth/login', { account, password: 'wrong-pass-9' });
          const unknownAccount = await post('/api/v1/auth/login', {
            account: uniqueEmail('ghost'),
            password: 'wrong-pass-9',
          });
          expect(wrongPassword.statusCode).toBe(400);
          expect(unknownAccount.statusCode).toBe(wrongPassword.statusCode);
          expect(unknownAccount.body).toBe(wrongPassword.body);
          expect(wrongPassword.cookies).toEqual([]);
        });

        it('delivers the token in the body for API clients, without cookies, and accepts it in every session header', async () => {
          const { account, password, user } = await signUp(app);
          const response = await app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { account, password, delivery: 'token' },
          });
          expect(response.statusCode).toBe(200);
          expect(response.cookies).toEqual([]);
          const { token } = authResponseSchema.parse(response.json());
          expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
          const headerSets: Record<string, string>[] = [
            { 'x-authorization': `Bearer ${token}` },
            { 'x-authorization': `${token}` },
            { token: `${token}` },
            { logintoken: `${token}` },
            // The web client sends every header on every call, most of them empty or meaningless.
            { 'x-authorization': '', token: 'undefined', logintoken: `${token}` },
          ];
          for (const headers of headerSets) {
            const current = await me(headers);
            expect(current.statusCode).toBe(200);
            expect(currentUserResponseSchema.parse(current.json()).user.id).toBe(user.id);
          }
        });

        it('answers 401 with code 401 without a session, or with a made-up one', async () => {
          const headerSets: Record<string, string>[] = [
            {},
            { cookie: 'vela_session=forged' },
            { 'x-authorization': 'Bearer '.padEnd(50, 'A') },
          ];
          for (const headers of headerSets) {
            const response = await me(headers);
            expect(response.statusCode).toBe(401);
            expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 401, error: 'Unauthorized' });
          }
        });

        it('logs out: the session is revoked and the cookies are cleared', async () => {
          const { cookie } = await signUp(app);
          const response = await post('/api/v1/auth/logout', undefined, { cookie });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ ok: true });
          const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
          for (const name of ['vela_session', 'userId', 'correctionToken']) {
            expect(cleared[name]).toMatchObject({ value: '', maxAge: 0 });
          }
          expect((await me({ cookie })).statusCode).toBe(401);
        });

        it('logs out a header session without touching other sessions of the user', async () => {
          const { account, password, cookie } = await signUp(app);
          const login = await post('/api/v1/auth/login', { account, password, delivery: 'token' });
          const { token } = authResponseSchema.parse(login.json());
          expect(
            (await post('/api/v1/auth/logout', undefined, { 'x-authorization': `Bearer ${token}` })).statusCode,
          ).toBe(200);
          expect((await me({ 'x-authorization': `Bearer ${token}` })).statusCode).toBe(401);
          expect((await me({ cookie })).statusCode).toBe(200);
        });

        it('ends an expired session with 401 and clears the client-readable marker', async () => {
          const { user, cookie } = await signUp(app);
          await database.db
            .update(sessions)
            .set({ expiresAt: sql`now() - interval '1 second'` })
            .where(eq(sessions.userId, user.id));
          const response = await me({ cookie });
          expect(response.statusCode).toBe(401);
          expect(apiErrorSchema.parse(response.json()).code).toBe(401);
          expect(response.cookies.find((c) => c.name === 'correctionToken')).toMatchObject({ value: '', maxAge: 0 });
        });

        it('limits failed logins per account and address: the sixth try from there is 429 even with the right password, for known and unknown accounts alike', async () => {
          const { account, password } = await signUp(app);
          const ghost = uniqueEmail('ghost');
          const from = uniqueAddress();
          const tryLogin = (target: string, secret: string) =>
            app.inject({
              method: 'POST',
              url: '/api/v1/auth/login',
              headers: { origin: SAME_ORIGIN },
              payload: { account: target, password: secret },
              remoteAddress: from,
            });
          for (const target of [account, ghost]) {
            for (let i = 0; i < 5; i++) expect((await tryLogin(target, 'wrong-pass-9')).statusCode).toBe(400);
          }
          const blocked = await tryLogin(account, password);
          const blockedGhost = await tryLogin(ghost, password);
          expect(blocked.statusCode).toBe(429);
          expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
          expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
          expect(blockedGhost.statusCode).toBe(429);
          expect(blocked.cookies).toEqual([]);
          // Another address is not refused (server/test/login-lockout.test.ts: the rest of the rule).
          expect((await post('/api/v1/auth/login', { account, password })).statusCode).toBe(200);
        });

        it('starts the per-account count over after a successful login', async () => {
          const { account, password } = await signUp(app);
          for (let round = 0; round < 2; round++) {
            for (let i = 0; i < 4; i++) await post('/api/v1/auth/login', { account, password: 'wrong-pass-9' });
            expect((await post('/api/v1/auth/login', { account, password })).statusCode).toBe(200);
          }
        });

        it('answers bad login input with 400 and field messages', async () => {
          const response = await post('/api/v1/auth/login', { account: 'nobody', password: '' });
          expect(response.statusCode).toBe(400);
          expect(Object.keys(apiErrorSchema.parse(response.json()).fields ?? {}).sort()).toEqual([
            'account',
            'password',
          ]);
        });
      });

      describe('CSRF rule', () => {
        it('refuses a state change from another origin, signed in or not', async () => {
          const { account, password, cookie } = await signUp(app);
          const evil = { origin: 'https://evil.example' };
          const login = await post('/api/v1/auth/login', { account, password }, evil);
          expect(login.statusCode).toBe(403);
          expect(login.cookies).toEqual([]);
          const logout = await post('/api/v1/auth/logout', undefined, { ...evil, cookie });
          expect(logout.statusCode).toBe(403);
          expect((await me({ cookie })).statusCode).toBe(200);
          const viaReferer = await app.inject({
            method: 'POST',
            url: '/api/v1/auth/logout',
            headers: { cookie, referer: 'https://evil.example/page' },
          });
          expect(viaReferer.statusCode).toBe(403);
        });

        it('refuses a cookie-authenticated state change without Origin or Referer, unless a session header is sent', async () => {
          const { account, password, cookie } = await signUp(app);
          const bare = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
          expect(bare.statusCode).toBe(403);
          expect((await me({ cookie })).statusCode).toBe(200);

          const tokenLogin = await app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { account, password, delivery: 'token' },
          });
          const { token } = authResponseSchema.parse(tokenLogin.json());
          const withHeader = await app.inject({
            method: 'POST',
            url: '/api/v1/auth/logout',
            headers: { cookie, 'x-authorization': `Bearer ${token}` },
          });
          expect(withHeader.statusCode).toBe(200);
        });

        it('accepts the PUBLIC_URL origin and the Referer of a same-origin page', async () => {
          const publicApp = await buildTestApp(database, { PUBLIC_URL: 'https://vela.example' });
          try {
            const { cookie } = await signUp(app);
            const fromPublic = await publicApp.inject({
              method: 'POST',
              url: '/api/v1/auth/logout',
              headers: { cookie, origin: 'https://vela.example', host: 'internal:3000' },
            });
            expect(fromPublic.statusCode).toBe(200);
            const second = await signUp(app);
            const fromReferer = await app.inject({
              method: 'POST',
              url: '/api/v1/auth/logout',
              headers: { cookie: second.cookie, referer: `${SAME_ORIGIN}/en_US/account` },
            });
            expect(fromReferer.statusCode).toBe(200);
          } finally {
            await publicApp.close();
          }
        });
      });

      describe('configuration', () => {
        it('marks cookies Secure under an https PUBLIC_URL and follows SESSION_TTL_HOURS', async () => {
          const httpsApp = await buildTestApp(database, { PUBLIC_URL: 'https://vela.example', SESSION_TTL_HOURS: '2' });
          try {
            const { account, password } = await signUp(app);
            const response = await httpsApp.inject({
              method: 'POST',
              url: '/api/v1/auth/login',
              headers: { origin: 'https://vela.example' },
              payload: { account, password },
            });
            expect(response.statusCode).toBe(200);
            for (const cookie of response.cookies) {
              expect(cookie.secure).toBe(true);
              expect(cookie.maxAge).toBeGreaterThan(2 * 3600 - 60);
              expect(cookie.maxAge).toBeLessThanOrEqual(2 * 3600);
            }
            const { expiresAt } = authResponseSchema.parse(response.json());
            expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(2 * 3600 * 1000 - 60_000);
            expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(2 * 3600 * 1000 + 5_000);
          } finally {
            await httpsApp.close();
          }
        });

        it('has no outbox route in production', async () => {
          const production = await buildTestApp(database, { NODE_ENV: 'production' });
          try {
            const response = await production.inject({ method: 'GET', url: '/api/v1/auth/outbox?to=a@b.co' });
            expect(response.statusCode).toBe(404);
          } finally {
            await production.close();
          }
        });

        it('answers a bad outbox query with 400', async () => {
          const response = await app.inject({ method: 'GET', url: '/api/v1/auth/outbox' });
          expect(response.statusCode).toBe(400);
        });

        it('sends responses that carry account data as private and uncacheable', async () => {
          const { cookie } = await signUp(app);
          expect((await me({ cookie })).headers['cache-control']).toBe('private, no-store');
        });
      });
    },
    { migrate: true },
  );
}

describe('login rate limit per address', () => {
  // The limiter is in-process, the same on both drivers: one run is enough.
  const pglite = drivers.find((d) => d.driver === 'pglite');
  let factory: TestDatabaseFactory;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!pglite) throw new Error('pglite driver missing');
    factory = await pglite.create();
    database = await openMigrated(factory);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await factory?.dispose();
  });

  it('refuses the 101st attempt in 15 minutes from one address, whatever the account, and serves other addresses', async () => {
    const login = (account: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { origin: SAME_ORIGIN },
        payload: { account, password: 'wrong-pass-9' },
        remoteAddress,
      });
    const target = uniqueEmail('target');
    // After 5 failures the account limit answers without hashing, so the address limit is reached quickly.
    for (let i = 0; i < 100; i++) {
      expect([400, 429]).toContain((await login(target, '203.0.113.7')).statusCode);
    }
    const fresh = await login(uniqueEmail('fresh'), '203.0.113.7');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(uniqueEmail('fresh'), '198.51.100.1')).statusCode).toBe(400);
  });
});
