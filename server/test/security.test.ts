import { authResponseSchema, outboxResponseSchema } from '@vela/contracts/auth';
import { apiErrorSchema } from '@vela/contracts/errors';
import {
  changePasswordResponseSchema,
  loginHistoryResponseSchema,
  resetCodeResponseSchema,
  revokeOthersResponseSchema,
  revokeSessionPath,
  securityOverviewSchema,
  securityPaths,
  sessionListResponseSchema,
} from '@vela/contracts/security';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLogin } from '../src/accounts/login-history.ts';
import { loginEvents, notifications, sessions, userPreferences } from '../src/db/schema.ts';
import { buildTestApp, SAME_ORIGIN, signUp, uniqueAddress, uniqueEmail } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

for (const onDatabase of testDatabases) {
  onDatabase.describe('account security', ({ database }) => {
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
    const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
    const me = (headers: Record<string, string>) => get('/api/v1/auth/me', headers);
    const outbox = async (to: string) =>
      outboxResponseSchema.parse((await get(`/api/v1/auth/outbox?to=${encodeURIComponent(to)}`, {})).json()).messages;

    /** A token session (an API client or native shell), with the device headers the web client sends. */
    async function login(
      account: string,
      password: string,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; headers: Record<string, string> }> {
      const response = await post('/api/v1/auth/login', { account, password, delivery: 'token' }, headers);
      if (response.statusCode !== 200) return { status: response.statusCode, headers: {} };
      const { token } = authResponseSchema.parse(response.json());
      return { status: 200, headers: { 'x-authorization': `Bearer ${token}` } };
    }

    async function resetCode(account: string): Promise<string> {
      const code = (await outbox(account))[0]?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no reset code for ${account}`);
      return code;
    }

    describe('password reset', () => {
      it('mails a code, sets the new password and ends every session of the account, old and new ways alike', async () => {
        const { account, password, cookie, user } = await signUp(app);
        const other = await login(account, password);
        expect((await me({ cookie })).statusCode).toBe(200);
        expect((await me(other.headers)).statusCode).toBe(200);

        const sent = await post(securityPaths.resetCode, { account: account.toUpperCase() });
        expect(sent.statusCode).toBe(200);
        expect(resetCodeResponseSchema.parse(sent.json())).toMatchObject({ expiresInSeconds: 600 });
        await expect.poll(async () => (await outbox(account)).length).toBe(2);
        const mail = (await outbox(account))[0];
        expect(mail?.subject).toMatch(/password reset code/i);
        const code = await resetCode(account);

        const wrong = await post(securityPaths.reset, {
          account,
          code: code === '000000' ? '000001' : '000000',
          newPassword: 'brand-new-9',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().fields).toHaveProperty('code');
        const weak = await post(securityPaths.reset, { account, code, newPassword: 'short' });
        expect(weak.statusCode).toBe(400);
        expect(weak.json().fields).toHaveProperty('newPassword');

        const reset = await post(securityPaths.reset, { account, code, newPassword: 'brand-new-9' });
        expect(reset.statusCode).toBe(200);
        expect(reset.json()).toEqual({ ok: true });

        expect((await me({ cookie })).statusCode).toBe(401);
        expect((await me(other.headers)).statusCode).toBe(401);
        expect((await login(account, password)).status).toBe(400);
        expect((await login(account, 'brand-new-9')).status).toBe(200);
        // The code worked once.
        expect((await post(securityPaths.reset, { account, code, newPassword: 'again-new-9' })).statusCode).toBe(400);

        await expect.poll(async () => (await outbox(account))[0]?.subject).toMatch(/Password reset/);
        const [notice] = await database.db.select().from(notifications).where(eq(notifications.userId, user.id));
        expect(notice?.title).toBe('Password reset');
      });

      it('answers an unknown account exactly like a known one, and mails nothing', async () => {
        const known = await signUp(app);
        const unknown = uniqueEmail('nobody');
        const knownAnswer = await post(securityPaths.resetCode, { account: known.account });
        const unknownAnswer = await post(securityPaths.resetCode, { account: unknown });
        expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
        const strip = (body: { sentTo: string }) => ({ ...body, sentTo: body.sentTo.replace(/^[^*]*/, '') });
        expect(strip(unknownAnswer.json())).toEqual(strip(knownAnswer.json()));
        expect(await outbox(unknown)).toEqual([]);
        const guess = await post(securityPaths.reset, { account: unknown, code: '123456', newPassword: 'brand-new-9' });
        expect(guess.statusCode).toBe(400);
      });

      it('sends one code per account a minute, and refuses bad input with a 400', async () => {
        const account = uniqueEmail('reset-limit');
        expect((await post(securityPaths.resetCode, { account })).statusCode).toBe(200);
        const again = await post(securityPaths.resetCode, { account });
        expect(again.statusCode).toBe(429);
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
        expect((await post(securityPaths.resetCode, { account: 'not an account' })).statusCode).toBe(400);
        expect((await post(securityPaths.reset, { account, code: 'abc', newPassword: 'x' })).statusCode).toBe(400);
      });

      it('lifts the login refusal of the address it is made from', async () => {
        const { account } = await signUp(app);
        const from = uniqueAddress();
        const at = (url: string, payload: object) =>
          app.inject({ method: 'POST', url, payload, headers: { origin: SAME_ORIGIN }, remoteAddress: from });
        const tryLogin = (password: string) => at('/api/v1/auth/login', { account, password });
        for (let i = 0; i < 6; i++) await tryLogin('wrong-pass-1');
        expect((await tryLogin('wrong-pass-1')).statusCode).toBe(429);
        await at(securityPaths.resetCode, { account });
        await expect.poll(async () => (await outbox(account)).length).toBe(2);
        await at(securityPaths.reset, { account, code: await resetCode(account), newPassword: 'brand-new-9' });
        expect((await tryLogin('brand-new-9')).statusCode).toBe(200);
      });
    });

    describe('change password', () => {
      it('needs the current password, keeps this session and ends the others', async () => {
        const { account, password, cookie, user } = await signUp(app);
        const other = await login(account, password);

        const wrong = await post(
          securityPaths.changePassword,
          { currentPassword: 'not-it-1', newPassword: 'changed-pw-2' },
          { cookie },
        );
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().fields).toHaveProperty('currentPassword');
        const same = await post(
          securityPaths.changePassword,
          { currentPassword: password, newPassword: password },
          {
            cookie,
          },
        );
        expect(same.statusCode).toBe(400);
        expect(same.json().fields).toHaveProperty('newPassword');

        const changed = await post(
          securityPaths.changePassword,
          { currentPassword: password, newPassword: 'changed-pw-2' },
          { cookie },
        );
        expect(changed.statusCode).toBe(200);
        expect(changePasswordResponseSchema.parse(changed.json())).toEqual({ ok: true, endedSessions: 1 });
        expect((await me({ cookie })).statusCode).toBe(200);
        expect((await me(other.headers)).statusCode).toBe(401);
        expect((await login(account, password)).status).toBe(400);
        expect((await login(account, 'changed-pw-2')).status).toBe(200);
        await expect.poll(async () => (await outbox(account))[0]?.subject).toMatch(/Password changed/);
        const titles = await database.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(eq(notifications.userId, user.id));
        expect(titles.map((row) => row.title)).toContain('Password changed');
      });

      it('is refused without a session (401) and from another site (403)', async () => {
        const { cookie, password } = await signUp(app);
        const body = { currentPassword: password, newPassword: 'changed-pw-2' };
        expect((await post(securityPaths.changePassword, body)).statusCode).toBe(401);
        const crossSite = await post(securityPaths.changePassword, body, { cookie, origin: 'https://evil.example' });
        expect(crossSite.statusCode).toBe(403);
      });

      it('stops guessing the current password after 5 wrong tries', async () => {
        const { cookie, password } = await signUp(app);
        for (let i = 0; i < 5; i++) {
          const response = await post(
            securityPaths.changePassword,
            { currentPassword: `guess-${i}-x`, newPassword: 'changed-pw-2' },
            { cookie },
          );
          expect(response.statusCode).toBe(400);
        }
        const limited = await post(
          securityPaths.changePassword,
          { currentPassword: password, newPassword: 'changed-pw-2' },
          { cookie },
        );
        expect(limited.statusCode).toBe(429);
      });
    });

    describe('sessions and devices', () => {
      it('lists live sessions with device, address and times, the current one first and marked', async () => {
        const { account, password } = await signUp(app);
        const phone = await login(account, password, {
          'user-agent': SAFARI_ON_IPHONE,
          'accept-language': 'ja-JP,ja;q=0.9',
          deviceId: 'device-iphone-1',
        });
        const desktop = await login(account, password, {
          'user-agent': CHROME_ON_WINDOWS,
          deviceName: 'Chrome 126 on Windows',
          systemVersion: 'Windows 10',
          deviceId: 'device-desktop-1',
        });
        const response = await get(securityPaths.sessions, desktop.headers);
        expect(response.statusCode).toBe(200);
        const list = sessionListResponseSchema.parse(response.json()).sessions;
        expect(list).toHaveLength(3);
        expect(list[0]).toMatchObject({
          current: true,
          method: 'password',
          device: { browser: 'Chrome 126 on Windows', systemVersion: 'Windows 10', deviceId: 'device-desktop-1' },
        });
        expect(list[0]?.ip).toMatch(/^10\./);
        expect(list.filter((session) => session.current)).toHaveLength(1);
        expect(list.find((session) => session.device?.deviceId === 'device-iphone-1')?.device).toMatchObject({
          browser: 'Safari 17',
          systemVersion: 'iOS 17.4',
          systemLanguage: 'ja-JP',
        });
        // The token never appears in the list.
        expect(response.body).not.toContain(desktop.headers['x-authorization']?.slice(7));
        expect((await me(phone.headers)).statusCode).toBe(200);
      });

      it('revokes one session of the account at once, and no session of anyone else', async () => {
        const { account, password } = await signUp(app);
        const stranger = await signUp(app);
        const phone = await login(account, password, { deviceId: 'phone-2' });
        const desktop = await login(account, password, { deviceId: 'desktop-2' });
        expect((await me(phone.headers)).statusCode).toBe(200);
        const list = sessionListResponseSchema.parse((await get(securityPaths.sessions, desktop.headers)).json());
        const phoneSession = list.sessions.find((session) => session.device?.deviceId === 'phone-2');
        if (!phoneSession) throw new Error('phone session not listed');

        const strangers = sessionListResponseSchema.parse(
          (await get(securityPaths.sessions, { cookie: stranger.cookie })).json(),
        );
        const strangerSession = strangers.sessions[0];
        if (!strangerSession) throw new Error('stranger session not listed');
        const notMine = await post(revokeSessionPath(strangerSession.id), {}, desktop.headers);
        expect(notMine.statusCode).toBe(404);
        expect((await me({ cookie: stranger.cookie })).statusCode).toBe(200);

        const revoked = await post(revokeSessionPath(phoneSession.id), {}, desktop.headers);
        expect(revoked.statusCode).toBe(200);
        expect((await me(phone.headers)).statusCode).toBe(401);
        expect((await me(desktop.headers)).statusCode).toBe(200);
        expect((await post(revokeSessionPath(phoneSession.id), {}, desktop.headers)).statusCode).toBe(404);
        const bad = await post(revokeSessionPath('not-a-uuid'), {}, desktop.headers);
        expect(bad.statusCode).toBe(400);
        expect(apiErrorSchema.parse(bad.json()).message).toMatch(/session id/);
      });

      it('revokes every other session and keeps the current one', async () => {
        const { account, password, cookie } = await signUp(app);
        const a = await login(account, password);
        const b = await login(account, password);
        const response = await post(securityPaths.revokeOtherSessions, {}, { cookie });
        expect(revokeOthersResponseSchema.parse(response.json())).toEqual({ endedSessions: 2 });
        expect((await me(a.headers)).statusCode).toBe(401);
        expect((await me(b.headers)).statusCode).toBe(401);
        expect((await me({ cookie })).statusCode).toBe(200);
        const list = sessionListResponseSchema.parse((await get(securityPaths.sessions, { cookie })).json());
        expect(list.sessions).toHaveLength(1);
      });

      it('records when a session was last seen, at most once a minute', async () => {
        const { cookie, user } = await signUp(app);
        await database.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
          .where(eq(sessions.userId, user.id));
        const before = Date.now() - 9 * 60_000;
        await me({ cookie });
        await expect
          .poll(async () => {
            const [row] = await database.db
              .select({ at: sessions.lastSeenAt })
              .from(sessions)
              .where(eq(sessions.userId, user.id));
            return row?.at.getTime() ?? 0;
          })
          .toBeGreaterThan(before);
      });
    });

    describe('login history', () => {
      it('lists the attempts of the last 90 days, newest first, a page at a time, and prunes older ones', async () => {
        const { cookie, user } = await signUp(app);
        const origin = { ip: '203.0.113.7', userAgent: CHROME_ON_WINDOWS, device: { browser: 'Chrome 126' } };
        // Only the attempts this test makes (the sign-up recorded its own).
        await database.db.delete(loginEvents).where(eq(loginEvents.userId, user.id));
        await database.db.insert(loginEvents).values({
          userId: user.id,
          at: sql`now() - interval '91 days'`,
          method: 'password',
          result: 'success',
        });
        await recordLogin(database.db, { userId: user.id, ...origin, method: 'password', result: 'wrong-password' });
        await recordLogin(database.db, { userId: user.id, ...origin, method: 'password', result: 'success' });
        await recordLogin(database.db, { userId: user.id, ...origin, method: 'password+totp', result: 'success' });
        const stored = await database.db.select().from(loginEvents).where(eq(loginEvents.userId, user.id));
        expect(stored).toHaveLength(3);

        const first = loginHistoryResponseSchema.parse(
          (await get(`${securityPaths.loginHistory}?limit=2`, { cookie })).json(),
        );
        expect(first.events.map((event) => event.method)).toEqual(['password+totp', 'password']);
        expect(first.events[0]).toMatchObject({ ip: '203.0.113.7', device: { browser: 'Chrome 126' } });
        expect(first.nextBefore).not.toBeNull();
        const second = loginHistoryResponseSchema.parse(
          (await get(`${securityPaths.loginHistory}?limit=2&before=${first.nextBefore}`, { cookie })).json(),
        );
        expect(second.events.map((event) => event.result)).toEqual(['wrong-password']);
        expect(second.nextBefore).toBeNull();
        expect((await get(`${securityPaths.loginHistory}?limit=1000`, { cookie })).statusCode).toBe(400);
        expect((await get(securityPaths.loginHistory, {})).statusCode).toBe(401);
      });
    });

    describe('anti-phishing code', () => {
      it('is set with the password, shown masked, printed on top of every mail, and cleared', async () => {
        const { account, password, cookie, user } = await signUp(app);
        await database.db
          .insert(userPreferences)
          .values({ userId: user.id, msgLanguage: 'fr_FR' })
          .onConflictDoUpdate({
            target: userPreferences.userId,
            set: { msgLanguage: 'fr_FR' },
          });
        const wrong = await post(securityPaths.antiPhishing, { code: 'Blue Heron 42', password: 'nope-1' }, { cookie });
        expect(wrong.statusCode).toBe(400);
        const markup = await post(securityPaths.antiPhishing, { code: '<b>hi</b>', password }, { cookie });
        expect(markup.statusCode).toBe(400);
        expect(markup.json().fields).toHaveProperty('code');

        const set = await post(securityPaths.antiPhishing, { code: 'Blue Heron 42', password }, { cookie });
        expect(set.statusCode).toBe(200);
        expect(securityOverviewSchema.parse(set.json()).antiPhishingCode).toBe('Bl•••••••••42');
        const overview = securityOverviewSchema.parse((await get(securityPaths.overview, { cookie })).json());
        expect(overview.antiPhishingCode).toBe('Bl•••••••••42');
        expect(JSON.stringify(overview)).not.toContain('Blue Heron');

        await post(securityPaths.resetCode, { account });
        await expect.poll(async () => (await outbox(account)).length).toBe(2);
        const mail = (await outbox(account))[0];
        expect(mail?.text.split('\n')[0]).toBe('Votre code anti-hameçonnage : Blue Heron 42');
        expect(mail?.subject).toMatch(/^Code de réinitialisation du mot de passe Vela/);
        // A sign-up code asked for a known account's address carries the code too (the sign-up's
        // own code was asked for less than a minute ago).
        await app.accountServices.rateLimits.reset(`code-account:${account}`);
        expect((await post('/api/v1/auth/code', { account })).statusCode).toBe(200);
        await expect.poll(async () => (await outbox(account)).length).toBe(3);
        expect((await outbox(account))[0]?.text.split('\n')[0]).toBe('Votre code anti-hameçonnage : Blue Heron 42');

        const cleared = await post(securityPaths.antiPhishing, { code: null, password }, { cookie });
        expect(securityOverviewSchema.parse(cleared.json()).antiPhishingCode).toBeNull();
        await post(
          securityPaths.changePassword,
          { currentPassword: password, newPassword: 'changed-pw-3' },
          { cookie },
        );
        await expect.poll(async () => (await outbox(account))[0]?.subject).toMatch(/Mot de passe modifié/);
        expect((await outbox(account))[0]?.text).not.toContain('Blue Heron');
      });
    });

    it('keeps every security write behind a session: 401 without one', async () => {
      for (const path of [securityPaths.revokeOtherSessions, securityPaths.antiPhishing]) {
        expect((await post(path, { code: null, password: 'x' })).statusCode).toBe(401);
      }
      expect((await get(securityPaths.sessions, {})).statusCode).toBe(401);
      expect((await get(securityPaths.overview, {})).statusCode).toBe(401);
    });
  });
}
