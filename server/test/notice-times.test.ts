import { alertPaths, priceAlertListSchema, priceAlertSchema } from '@vela/contracts/alerts';
import { outboxResponseSchema } from '@vela/contracts/auth';
import { PREFERENCES_UPDATE_PATH } from '@vela/contracts/preferences';
import { tradingPaths } from '@vela/contracts/trading';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

const BTC = 'BTC_USDT';
const NINE_HOURS = 9 * 3_600_000;
/** "2026/12/07 13:13:00 UTC+9" in Tokyo: the spec's format, read back as an instant. */
const TOKYO_STAMP = /(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2}) UTC\+9\b/;

/** The instant a Tokyo stamp writes (Tokyo keeps no summer time: always UTC+9). */
function tokyoInstant(text: string | undefined): number {
  const match = TOKYO_STAMP.exec(text ?? '');
  if (!match) throw new Error(`no Tokyo time in ${JSON.stringify(text)}`);
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) - NINE_HOURS;
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('server-written times in the account’s zone', ({ database }) => {
    let running: MarketApp;

    beforeAll(async () => {
      running = await startMarketApp(database, { settings: { simulator: false }, symbols: [BTC] });
    }, 120_000);
    afterAll(async () => {
      await running?.close();
    });

    const post = (who: SignedUp, url: string, payload: object) =>
      running.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, origin: SAME_ORIGIN }, payload });
    const mailsTo = async (who: SignedUp, about: string) =>
      outboxResponseSchema
        .parse((await running.app.inject({ url: `/api/v1/auth/outbox?to=${encodeURIComponent(who.account)}` })).json())
        .messages.filter((message) => message.text.includes(about));
    const noticesOf = (who: SignedUp) =>
      database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, who.user.id))
        .orderBy(desc(notifications.id));
    async function saveTokyo(who: SignedUp) {
      const saved = await post(who, PREFERENCES_UPDATE_PATH, {
        timeZoneChoice: 'locale',
        timeZone: 'Asia/Tokyo',
        deviceType: 'web',
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    /** Signs in from a device the account has not used, which claims other zones in its cookies. */
    const signInFromNewDevice = (who: SignedUp) =>
      running.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: {
          origin: SAME_ORIGIN,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
          cookie: 'vela_time_zone=utc; vela_viewer_zone=America%2FNew_York',
        },
        payload: { account: who.account, password: who.password },
      });

    it('writes a new sign-in’s notice and e-mail in the saved zone (Tokyo), naming it', async () => {
      const owner = await signUp(running.app, { language: 'en_US' });
      await saveTokyo(owner);
      const before = Date.now();
      expect((await signInFromNewDevice(owner)).statusCode).toBe(200);
      const after = Date.now();
      await expect.poll(async () => (await noticesOf(owner)).length).toBe(1);
      const [notice] = await noticesOf(owner);
      expect(notice?.body).toMatch(/Time: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} UTC\+9/);
      expect(notice?.body).not.toContain(' UTC ');
      const at = tokyoInstant(notice?.body);
      expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(at).toBeLessThanOrEqual(after);
      await expect.poll(async () => (await mailsTo(owner, '/account/devices')).length).toBe(1);
      const [mail] = await mailsTo(owner, '/account/devices');
      expect(tokyoInstant(mail?.text)).toBe(at);
    });

    it('writes them in the language’s zone when none is saved (New York for English), not in UTC', async () => {
      const owner = await signUp(running.app, { language: 'en_US' });
      expect((await signInFromNewDevice(owner)).statusCode).toBe(200);
      await expect.poll(async () => (await noticesOf(owner)).length).toBe(1);
      const [notice] = await noticesOf(owner);
      expect(notice?.body).toMatch(/Time: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} UTC-[45]\b/);
    });

    it('writes a fired alert’s time in the saved zone (Tokyo), in the notice and the e-mail', async () => {
      const trader = await signUp(running.app, { language: 'en_US' });
      await saveTokyo(trader);
      const created = await post(trader, alertPaths.create, { symbol: BTC, condition: 'above', price: '95500' });
      expect(created.statusCode, created.body).toBe(201);
      const alert = priceAlertSchema.parse(created.json());
      const maker = await signUp(running.app);
      const taker = await signUp(running.app);
      const order = { symbol: BTC, type: 'limit', price: '96000', quantity: '0.001' };
      expect((await post(maker, tradingPaths.orders, { ...order, side: 'sell' })).statusCode).toBe(200);
      expect((await post(taker, tradingPaths.orders, { ...order, side: 'buy' })).statusCode).toBe(200);
      await running.trading.settled();

      await expect.poll(async () => (await mailsTo(trader, '/account/alerts')).length).toBe(1);
      const listed = await running.app.inject({ url: alertPaths.list, headers: { cookie: trader.cookie } });
      const fired = priceAlertListSchema.parse(listed.json()).alerts.find((one) => one.id === alert.id);
      expect(fired?.firedAt).toBeTypeOf('number');
      const firedAt = fired?.firedAt ?? 0;
      const [notice] = await noticesOf(trader);
      expect(notice?.body).toContain('traded at 96,000 on ');
      expect(notice?.body).not.toContain('(UTC)');
      // The stamp writes whole seconds: the instant it names is the alert's, to the second.
      expect(tokyoInstant(notice?.body)).toBe(Math.floor(firedAt / 1000) * 1000);
      const [mail] = await mailsTo(trader, '/account/alerts');
      expect(tokyoInstant(mail?.text)).toBe(Math.floor(firedAt / 1000) * 1000);
    });
  });
}
