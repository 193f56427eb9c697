import { authResponseSchema, loginResponseSchema, passkeyLoginOptionsResponseSchema } from '@vela/contracts/auth';
import {
  passkeyOptionsResponseSchema,
  passkeyRegisterResponseSchema,
  TOTP_CODE_REUSED,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
  twoFactorStatusSchema,
} from '@vela/contracts/two-factor';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityTexts } from '../src/accounts/security-texts.ts';
import { loginEvents, sessions, totpRecoveryCodes, users } from '../src/db/schema.ts';
import { buildTestApp, cookieHeaderFrom, SAME_ORIGIN, type SignedUp, signUp, uniqueAddress } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { SoftAuthenticator } from './support/soft-authenticator.ts';
import { totpClock } from './support/totp-clock.ts';

const PUBLIC_URL = 'http://localhost';

for (const onDatabase of testDatabases) {
  onDatabase.describe('second factor', ({ database }) => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(database, { PUBLIC_URL, DEV_OUTBOX: 'on' });
    });
    afterAll(async () => {
      await app?.close();
    });

    const { nextStep, codeAt } = totpClock();

    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { origin: SAME_ORIGIN, ...headers },
        remoteAddress: uniqueAddress(),
      });
    const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const login = (who: SignedUp, extra: Record<string, unknown> = {}) =>
      post('/api/v1/auth/login', { account: who.account, password: who.password, ...extra });
    const sessionCount = async (userId: string) =>
      (await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0;

    async function withTotp(): Promise<SignedUp & { secret: string; recoveryCodes: string[] }> {
      const who = await signUp(app);
      const setup = await post(
        '/api/v1/security/two-factor/totp/setup',
        { password: who.password },
        { cookie: who.cookie },
      );
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUri, qrCode } = totpSetupResponseSchema.parse(setup.json());
      expect(otpauthUri).toContain(`secret=${secret}`);
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const enable = await post(
        '/api/v1/security/two-factor/totp/enable',
        { code: codeAt(secret, nextStep()) },
        { cookie: who.cookie },
      );
      expect(enable.statusCode).toBe(200);
      const { recoveryCodes } = totpEnableResponseSchema.parse(enable.json());
      return { ...who, secret, recoveryCodes: recoveryCodes ?? [] };
    }

    async function secondStep(who: SignedUp, extra: Record<string, unknown> = {}) {
      const response = await login(who, extra);
      expect(response.statusCode).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      if (!('secondFactor' in body)) throw new Error('expected the second-factor step');
      return { response, ...body.secondFactor };
    }

    describe('TOTP', () => {
      it('refuses a session for the password alone once TOTP is on, and opens one after the code', async () => {
        const who = await withTotp();
        const before = await sessionCount(who.user.id);
        const { response, ticket, methods } = await secondStep(who);
        expect(methods).toEqual(['totp', 'recovery']);
        expect(response.cookies).toEqual([]);
        expect(response.json()).not.toHaveProperty('user');
        expect(await sessionCount(who.user.id)).toBe(before);
        // The ticket is not a session token: it opens nothing.
        expect((await app.inject({ url: '/api/v1/auth/me', headers: { 'x-authorization': ticket } })).statusCode).toBe(
          401,
        );

        const wrong = await post('/api/v1/auth/login/second-factor', { ticket, method: 'totp', code: '000000' });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({ reason: 'wrong-code', fields: { code: expect.any(String) } });
        expect(wrong.cookies).toEqual([]);

        const code = codeAt(who.secret, nextStep());
        const done = await post('/api/v1/auth/login/second-factor', { ticket, method: 'totp', code });
        expect(done.statusCode).toBe(200);
        expect(authResponseSchema.parse(done.json()).user.id).toBe(who.user.id);
        const me = await get('/api/v1/auth/me', cookieHeaderFrom(done));
        expect(me.statusCode).toBe(200);

        // A used ticket and a used code both stay used.
        expect((await post('/api/v1/auth/login/second-factor', { ticket, method: 'totp', code })).json()).toMatchObject(
          {
            reason: 'step-expired',
          },
        );
        const again = await secondStep(who);
        const replay = await post('/api/v1/auth/login/second-factor', { ticket: again.ticket, method: 'totp', code });
        // Told apart from a wrong code: the user waits for the next one instead of doubting the app.
        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toMatchObject({ reason: TOTP_CODE_REUSED, fields: { code: expect.any(String) } });

        const events = await database.db
          .select({ method: loginEvents.method, result: loginEvents.result })
          .from(loginEvents)
          .where(eq(loginEvents.userId, who.user.id));
        expect(events).toContainEqual({ method: 'password', result: 'second-factor-required' });
        expect(events).toContainEqual({ method: 'password+totp', result: 'wrong-second-factor' });
        expect(events).toContainEqual({ method: 'password+totp', result: 'success' });
      });

      it('records wrong passwords and refused attempts in the login history', async () => {
        const who = await signUp(app);
        // From one address: the sixth attempt of that (account, address) pair is refused.
        const from = uniqueAddress();
        for (let i = 0; i < 6; i++) {
          await app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { account: who.account, password: 'wrong-pass-9' },
            headers: { origin: SAME_ORIGIN },
            remoteAddress: from,
          });
        }
        await vi.waitFor(async () => {
          const results = (
            await database.db
              .select({ result: loginEvents.result })
              .from(loginEvents)
              .where(and(eq(loginEvents.userId, who.user.id), eq(loginEvents.method, 'password')))
          ).map((event) => event.result);
          expect(results.filter((result) => result === 'wrong-password')).toHaveLength(5);
          expect(results).toContain('rate-limited');
        });
      });

      it('keeps the token delivery of native shells through the second step', async () => {
        const who = await withTotp();
        const { ticket, response } = await secondStep(who, { delivery: 'token' });
        expect(response.json()).not.toHaveProperty('token');
        const done = await post('/api/v1/auth/login/second-factor', {
          ticket,
          method: 'totp',
          code: codeAt(who.secret, nextStep()),
        });
        expect(done.statusCode).toBe(200);
        expect(done.cookies).toEqual([]);
        const { token } = authResponseSchema.parse(done.json());
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(
          (await app.inject({ url: '/api/v1/auth/me', headers: { 'x-authorization': `${token}` } })).statusCode,
        ).toBe(200);
      });

      it('accepts each recovery code once, stored only as hashes', async () => {
        const who = await withTotp();
        expect(who.recoveryCodes).toHaveLength(10);
        expect(new Set(who.recoveryCodes).size).toBe(10);
        const stored = await database.db
          .select({ hash: totpRecoveryCodes.codeHash })
          .from(totpRecoveryCodes)
          .where(eq(totpRecoveryCodes.userId, who.user.id));
        expect(stored).toHaveLength(10);
        for (const { hash } of stored) for (const code of who.recoveryCodes) expect(hash).not.toContain(code);

        const code = who.recoveryCodes[0] as string;
        const first = await secondStep(who);
        const used = await post('/api/v1/auth/login/second-factor', {
          ticket: first.ticket,
          method: 'recovery',
          code: code.toUpperCase().replaceAll('-', ' '),
        });
        expect(used.statusCode).toBe(200);
        const second = await secondStep(who);
        const reused = await post('/api/v1/auth/login/second-factor', {
          ticket: second.ticket,
          method: 'recovery',
          code,
        });
        expect(reused.json()).toMatchObject({ reason: 'wrong-code' });
        const status = twoFactorStatusSchema.parse((await get('/api/v1/security/two-factor', who.cookie)).json());
        expect(status).toMatchObject({ secondFactorRequired: true, totp: { enabled: true }, recoveryCodesLeft: 9 });
      });

      it('limits wrong codes per step and per account', async () => {
        const who = await withTotp();
        const { ticket } = await secondStep(who);
        for (let i = 0; i < 5; i++) {
          const wrong = await post('/api/v1/auth/login/second-factor', { ticket, method: 'totp', code: '000000' });
          expect(wrong.statusCode).toBe(400);
        }
        const right = codeAt(who.secret, nextStep());
        const spent = await post('/api/v1/auth/login/second-factor', { ticket, method: 'totp', code: right });
        expect(spent.json()).toMatchObject({ reason: 'step-expired' });
        // A fresh step does not start the account's count over.
        const fresh = await secondStep(who);
        const limited = await post('/api/v1/auth/login/second-factor', {
          ticket: fresh.ticket,
          method: 'totp',
          code: right,
        });
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      });

      it('keeps the secret sealed and never shows it again', async () => {
        const who = await withTotp();
        const [row] = await database.db
          .select({ sealed: users.totpSecret })
          .from(users)
          .where(eq(users.id, who.user.id));
        expect(row?.sealed).toMatch(/^v1\./);
        expect(row?.sealed).not.toContain(who.secret);
        const status = await get('/api/v1/security/two-factor', who.cookie);
        expect(status.body).not.toContain(who.secret);
        const setupAgain = await post(
          '/api/v1/security/two-factor/totp/setup',
          { password: who.password },
          { cookie: who.cookie },
        );
        expect(setupAgain.statusCode).toBe(409);
        expect(setupAgain.body).not.toContain(who.secret);
      });

      it('turns off only with a current code, and then the password alone signs in again', async () => {
        const who = await withTotp();
        const wrong = await post(
          '/api/v1/security/two-factor/totp/disable',
          { code: '123456' },
          { cookie: who.cookie },
        );
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({ reason: 'wrong-code' });
        // The code that turned TOTP on was spent: a second use is refused as such.
        const spent = await post(
          '/api/v1/security/two-factor/totp/disable',
          { code: codeAt(who.secret, Date.now()) },
          { cookie: who.cookie },
        );
        expect(spent.statusCode).toBe(400);
        expect(spent.json()).toMatchObject({ reason: TOTP_CODE_REUSED });
        const off = await post(
          '/api/v1/security/two-factor/totp/disable',
          { code: codeAt(who.secret, nextStep()) },
          { cookie: who.cookie },
        );
        expect(off.statusCode).toBe(200);
        const [left] = await database.db
          .select({ n: count() })
          .from(totpRecoveryCodes)
          .where(eq(totpRecoveryCodes.userId, who.user.id));
        expect(left?.n).toBe(0);
        const plain = await login(who);
        expect(authResponseSchema.parse(plain.json()).user.id).toBe(who.user.id);
      });

      it('asks for the password before setting up, and refuses strangers and other sites', async () => {
        const who = await signUp(app);
        const url = '/api/v1/security/two-factor/totp/setup';
        expect((await post(url, { password: 'wrong-pass-9' }, { cookie: who.cookie })).json()).toMatchObject({
          reason: 'wrong-password',
          fields: { password: expect.any(String) },
        });
        expect((await post(url, {}, { cookie: who.cookie })).statusCode).toBe(400);
        expect((await post(url, { password: who.password })).statusCode).toBe(401);
        expect(
          (await post(url, { password: who.password }, { cookie: who.cookie, origin: 'https://evil.example' }))
            .statusCode,
        ).toBe(403);
        const notStarted = await post(
          '/api/v1/security/two-factor/totp/enable',
          { code: '123456' },
          { cookie: who.cookie },
        );
        expect(notStarted.json()).toMatchObject({ reason: 'not-started' });
        expect(
          (await post('/api/v1/security/two-factor/totp/enable', { code: '12ab' }, { cookie: who.cookie })).statusCode,
        ).toBe(400);
      });

      it('tells the user by e-mail when the second factor changes', async () => {
        const who = await withTotp();
        const title = securityTexts.en_US.kinds['two-factor-enabled'].title;
        await vi.waitFor(async () => {
          const outbox = await app.inject({ url: `/api/v1/auth/outbox?to=${encodeURIComponent(who.account)}` });
          const subjects = (outbox.json() as { messages: { subject: string }[] }).messages.map((m) => m.subject);
          expect(subjects.some((subject) => subject.includes(title))).toBe(true);
        });
      });
    });

    describe('passkeys', () => {
      async function withPasskey(authenticator = new SoftAuthenticator(PUBLIC_URL)) {
        const who = await signUp(app);
        const optionsResponse = await post(
          '/api/v1/security/passkeys/options',
          { password: who.password },
          { cookie: who.cookie },
        );
        expect(optionsResponse.statusCode).toBe(200);
        const { ticket, options } = passkeyOptionsResponseSchema.parse(optionsResponse.json());
        expect(options).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required' } });
        const registered = await post(
          '/api/v1/security/passkeys/register',
          { ticket, name: 'Laptop', response: authenticator.register(options) },
          { cookie: who.cookie },
        );
        expect(registered.statusCode).toBe(201);
        const body = passkeyRegisterResponseSchema.parse(registered.json());
        return { ...who, authenticator, passkey: body.passkey, recoveryCodes: body.recoveryCodes };
      }

      it('registers a passkey, which turns the second factor on with recovery codes', async () => {
        const who = await withPasskey();
        expect(who.passkey.name).toBe('Laptop');
        expect(who.recoveryCodes).toHaveLength(10);
        const status = twoFactorStatusSchema.parse((await get('/api/v1/security/two-factor', who.cookie)).json());
        expect(status).toMatchObject({ secondFactorRequired: true, totp: { enabled: false }, recoveryCodesLeft: 10 });
        expect(status.passkeys.map((p) => p.id)).toEqual([who.passkey.id]);
      });

      it('answers the second step of a password login with the passkey', async () => {
        const who = await withPasskey();
        const { ticket, methods } = await secondStep(who);
        expect(methods).toEqual(['passkey', 'recovery']);
        const early = await post('/api/v1/auth/login/second-factor', {
          ticket,
          method: 'passkey',
          response: who.authenticator.authenticate({ challenge: 'AAAA' }),
        });
        expect(early.json()).toMatchObject({ reason: 'passkey-not-started' });
        const optionsResponse = await post('/api/v1/auth/login/second-factor/passkey-options', { ticket });
        const { options } = passkeyLoginOptionsResponseSchema.parse(optionsResponse.json());
        expect(options.allowCredentials).toEqual([expect.objectContaining({ id: who.passkey.id })]);
        const done = await post('/api/v1/auth/login/second-factor', {
          ticket,
          method: 'passkey',
          response: who.authenticator.authenticate(options),
        });
        expect(done.statusCode).toBe(200);
        expect(authResponseSchema.parse(done.json()).user.id).toBe(who.user.id);
      });

      it('signs in with the passkey alone, and refuses a forged or unverified one', async () => {
        const who = await withPasskey();
        const start = async () =>
          passkeyLoginOptionsResponseSchema.parse((await post('/api/v1/auth/passkey/options', {})).json());
        const { ticket, options } = await start();
        expect(options).not.toHaveProperty('allowCredentials');
        const done = await post('/api/v1/auth/passkey', { ticket, response: who.authenticator.authenticate(options) });
        expect(done.statusCode).toBe(200);
        expect(authResponseSchema.parse(done.json()).user.id).toBe(who.user.id);
        expect((await get('/api/v1/auth/me', cookieHeaderFrom(done))).statusCode).toBe(200);
        const [event] = await database.db
          .select({ method: loginEvents.method })
          .from(loginEvents)
          .where(and(eq(loginEvents.userId, who.user.id), eq(loginEvents.method, 'passkey')));
        expect(event).toBeDefined();

        // Signed for another challenge (a replayed answer).
        const second = await start();
        const replayed = await post('/api/v1/auth/passkey', {
          ticket: second.ticket,
          response: who.authenticator.authenticate(options),
        });
        expect(replayed.json()).toMatchObject({ reason: 'passkey-failed' });
        // Unknown to the server.
        const stranger = new SoftAuthenticator(PUBLIC_URL);
        stranger.register({ rp: { id: 'localhost' }, user: { id: 'AAAA' }, challenge: 'AAAA' });
        const third = await start();
        const unknown = await post('/api/v1/auth/passkey', {
          ticket: third.ticket,
          response: stranger.authenticate(third.options),
        });
        expect(unknown.json()).toMatchObject({ reason: 'passkey-unknown' });
      });

      it('does not let a passkey without user verification stand for both factors', async () => {
        const who = await withPasskey(new SoftAuthenticator(PUBLIC_URL, { userVerified: false }));
        const { ticket, options } = passkeyLoginOptionsResponseSchema.parse(
          (await post('/api/v1/auth/passkey/options', {})).json(),
        );
        const refused = await post('/api/v1/auth/passkey', {
          ticket,
          response: who.authenticator.authenticate(options),
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.cookies).toEqual([]);
      });

      it('renames, and removes with the password; the last one off turns the second factor off', async () => {
        const who = await withPasskey();
        const renamed = await post(
          `/api/v1/security/passkeys/${who.passkey.id}/rename`,
          { name: '  Work phone ' },
          { cookie: who.cookie },
        );
        expect(renamed.json()).toMatchObject({ passkey: { name: 'Work phone' } });
        const stranger = await signUp(app);
        expect(
          (
            await post(
              `/api/v1/security/passkeys/${who.passkey.id}/remove`,
              { password: stranger.password },
              { cookie: stranger.cookie },
            )
          ).statusCode,
        ).toBe(404);
        const url = `/api/v1/security/passkeys/${who.passkey.id}/remove`;
        expect((await post(url, { password: 'nope-nope-1' }, { cookie: who.cookie })).statusCode).toBe(400);
        expect((await post(url, { password: who.password }, { cookie: who.cookie })).statusCode).toBe(200);
        const status = twoFactorStatusSchema.parse((await get('/api/v1/security/two-factor', who.cookie)).json());
        expect(status).toMatchObject({ secondFactorRequired: false, recoveryCodesLeft: 0, passkeys: [] });
        expect(authResponseSchema.parse((await login(who)).json()).user.id).toBe(who.user.id);
      });

      it('refuses a registration answer for another challenge or another site', async () => {
        const who = await signUp(app);
        const options = async () =>
          passkeyOptionsResponseSchema.parse(
            (
              await post('/api/v1/security/passkeys/options', { password: who.password }, { cookie: who.cookie })
            ).json(),
          );
        const first = await options();
        const elsewhere = new SoftAuthenticator('https://evil.example');
        const wrongOrigin = await post(
          '/api/v1/security/passkeys/register',
          { ticket: first.ticket, name: 'x', response: elsewhere.register(first.options) },
          { cookie: who.cookie },
        );
        expect(wrongOrigin.json()).toMatchObject({ reason: 'passkey-failed' });
        const second = await options();
        const authenticator = new SoftAuthenticator(PUBLIC_URL);
        const mismatched = await post(
          '/api/v1/security/passkeys/register',
          { ticket: second.ticket, name: 'x', response: authenticator.register(first.options) },
          { cookie: who.cookie },
        );
        expect(mismatched.json()).toMatchObject({ reason: 'passkey-failed' });
        const malformed = await post(
          '/api/v1/security/passkeys/register',
          { ticket: second.ticket, name: 'x', response: { id: 'x' } },
          { cookie: who.cookie },
        );
        expect(malformed.statusCode).toBe(400);
      });
    });
  });
}
