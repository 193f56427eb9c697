import { currencyCodes, currencySymbols } from '@vela/contracts/currencies';
import { apiErrorSchema } from '@vela/contracts/errors';
import { localeCodes, locales } from '@vela/contracts/locales';
import { preferencesResponseSchema } from '@vela/contracts/preferences';
import { topsInfoResponseSchema } from '@vela/contracts/session';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferences } from '../src/db/schema.ts';
import { buildTestApp, SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const GET_PATH = '/v2/users/membership/user-perfenerce/get';
const UPDATE_PATH = '/v2/users/membership/user-perfenerce/update';

/** Every header the web client sends on every call, with the values it might hold. */
const clientHeaders = {
  language: 'en_US',
  'x-language': 'zh_CN',
  selecttype: 'spot',
  deviceid: 'device-123',
  'vela-device-id': 'f00dfeed',
  systemversion: 'iOS 17.4',
  devicename: 'iPhone',
  clienttag: 'web',
  token: '',
  logintoken: 'undefined',
};

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'user info and preferences',
    ({ database }) => {
      let app: FastifyInstance;
      let trader: SignedUp;

      beforeAll(async () => {
        app = await buildTestApp(database);
        trader = await signUp(app);
      });
      afterAll(async () => {
        await app?.close();
      });

      const update = (payload: unknown, headers: Record<string, string> = { cookie: trader.cookie }) =>
        app.inject({
          method: 'POST',
          url: UPDATE_PATH,
          payload: payload as object,
          headers: { origin: SAME_ORIGIN, ...headers },
        });
      const read = (cookie: string) => app.inject({ method: 'GET', url: GET_PATH, headers: { cookie } });
      const storedRows = () =>
        database.db.select().from(userPreferences).where(eq(userPreferences.userId, trader.user.id));

      describe('tops-info', () => {
        it('answers a visitor with a well-formed anonymous answer', async () => {
          const response = await app.inject({
            method: 'POST',
            url: '/open/seckill/user/tops-info',
            headers: clientHeaders,
          });
          expect(response.statusCode).toBe(200);
          expect(topsInfoResponseSchema.parse(response.json())).toEqual({ id: null, userInfo: null });
        });

        it('answers the signed-in user with id and userInfo, kycVerified false for a new user', async () => {
          const response = await app.inject({
            method: 'POST',
            url: '/open/seckill/user/tops-info',
            headers: { ...clientHeaders, cookie: trader.cookie },
            payload: {},
          });
          expect(response.statusCode).toBe(200);
          const body = topsInfoResponseSchema.parse(response.json());
          expect(body.id).toBe(trader.user.id);
          expect(body.userInfo).toEqual(trader.user);
          expect(body.userInfo?.kycVerified).toBe(false);
        });

        it('treats a stale session cookie as a visitor and clears the marker cookie', async () => {
          const response = await app.inject({
            method: 'POST',
            url: '/open/seckill/user/tops-info',
            headers: { cookie: `vela_session=${'A'.repeat(43)}; correctionToken=1` },
          });
          expect(topsInfoResponseSchema.parse(response.json()).id).toBeNull();
          expect(response.cookies.find((c) => c.name === 'correctionToken')).toMatchObject({ value: '', maxAge: 0 });
        });
      });

      describe('preferences', () => {
        it('needs a session: 401 with code 401', async () => {
          for (const response of [
            await app.inject({ method: 'GET', url: GET_PATH }),
            await update({ userLanguage: 'ja_JP', deviceType: 'web' }, {}),
          ]) {
            expect(response.statusCode).toBe(401);
            expect(apiErrorSchema.parse(response.json()).code).toBe(401);
          }
        });

        it('reads null for what was never chosen, with code 0', async () => {
          const fresh = await signUp(app);
          const response = await read(fresh.cookie);
          expect(response.statusCode).toBe(200);
          expect(preferencesResponseSchema.parse(response.json())).toEqual({
            code: 0,
            data: {
              userLanguage: null,
              msgLanguage: null,
              pricingCurrency: null,
              timeZoneChoice: null,
              timeZone: null,
            },
          });
        });

        it('saves only the fields given and answers the preferences as saved', async () => {
          const first = await update({ userLanguage: 'vi_VN', pricingCurrency: 'VND', deviceType: 'h5' });
          expect(first.statusCode).toBe(200);
          expect(preferencesResponseSchema.parse(first.json()).data).toEqual({
            userLanguage: 'vi_VN',
            msgLanguage: null,
            pricingCurrency: 'VND',
            timeZoneChoice: null,
            timeZone: null,
          });
          const second = await update({ msgLanguage: 'pt_PT', deviceType: 'web' });
          expect(preferencesResponseSchema.parse(second.json()).data).toEqual({
            userLanguage: 'vi_VN',
            msgLanguage: 'pt_PT',
            pricingCurrency: 'VND',
            timeZoneChoice: null,
            timeZone: null,
          });
          expect(preferencesResponseSchema.parse((await read(trader.cookie)).json()).data).toEqual({
            userLanguage: 'vi_VN',
            msgLanguage: 'pt_PT',
            pricingCurrency: 'VND',
            timeZoneChoice: null,
            timeZone: null,
          });
          expect((await storedRows())[0]?.deviceType).toBe('web');
        });

        it('saves a time-zone choice with the IANA zone it showed, and keeps it beside the other fields', async () => {
          const saved = await update({ timeZoneChoice: 'locale', timeZone: 'Asia/Tokyo', deviceType: 'web' });
          expect(saved.statusCode, saved.body).toBe(200);
          expect(preferencesResponseSchema.parse(saved.json()).data).toMatchObject({
            timeZoneChoice: 'locale',
            timeZone: 'Asia/Tokyo',
          });
          await update({ pricingCurrency: 'JPY', deviceType: 'web' });
          expect(preferencesResponseSchema.parse((await read(trader.cookie)).json()).data).toMatchObject({
            pricingCurrency: 'JPY',
            timeZoneChoice: 'locale',
            timeZone: 'Asia/Tokyo',
          });
          const utc = await update({ timeZoneChoice: 'utc', timeZone: 'UTC', deviceType: 'h5' });
          expect(preferencesResponseSchema.parse(utc.json()).data).toMatchObject({
            timeZoneChoice: 'utc',
            timeZone: 'UTC',
          });
        });

        it('saves the zone as Intl names it, not as typed', async () => {
          const saved = await update({ timeZoneChoice: 'local', timeZone: 'asia/TOKYO', deviceType: 'web' });
          expect(saved.statusCode, saved.body).toBe(200);
          expect(preferencesResponseSchema.parse(saved.json()).data.timeZone).toBe('Asia/Tokyo');
          expect((await storedRows())[0]?.timeZone).toBe('Asia/Tokyo');
        });

        it('accepts every locale and every currency of the contract', async () => {
          for (const code of localeCodes) {
            const response = await update({ userLanguage: code, msgLanguage: code, deviceType: 'web' });
            expect(preferencesResponseSchema.parse(response.json()).data).toMatchObject({
              userLanguage: code,
              msgLanguage: code,
            });
          }
          for (const currency of currencyCodes) {
            const response = await update({ pricingCurrency: currency, deviceType: 'h5' });
            expect(preferencesResponseSchema.parse(response.json()).data.pricingCurrency).toBe(currency);
          }
        });

        it.each([
          // A valid field beside a bad one is not stored either.
          [
            { userLanguage: 'xx_XX', pricingCurrency: 'CHF', deviceType: 'web' },
            'userLanguage',
            'unknown language "xx_XX"',
          ],
          [{ msgLanguage: 'en-US', deviceType: 'web' }, 'msgLanguage', 'unknown language "en-US"'],
          [{ pricingCurrency: 'ABC', deviceType: 'web' }, 'pricingCurrency', 'unknown currency "ABC"'],
          [{ pricingCurrency: 'usd', deviceType: 'web' }, 'pricingCurrency', 'unknown currency "usd"'],
          [{ userLanguage: 'ja_JP', deviceType: 'tv' }, 'deviceType', 'expected "h5" or "web"'],
          [{ userLanguage: 'ja_JP' }, 'deviceType', 'expected "h5" or "web"'],
          [{ deviceType: 'web' }, '_', 'give at least one of'],
          [{ timeZoneChoice: 'local', timeZone: 'Mars/Olympus', deviceType: 'web' }, 'timeZone', 'expected an IANA'],
          [{ timeZoneChoice: 'mars', timeZone: 'UTC', deviceType: 'web' }, 'timeZoneChoice', 'expected "local"'],
          [{ timeZoneChoice: 'utc', deviceType: 'web' }, 'timeZone', 'give timeZoneChoice and timeZone together'],
          [{ timeZone: 'Asia/Tokyo', deviceType: 'web' }, 'timeZone', 'give timeZoneChoice and timeZone together'],
        ])('refuses %j with a clear message and stores nothing', async (payload, field, message) => {
          const before = await storedRows();
          const response = await update(payload);
          expect(response.statusCode).toBe(400);
          const body = apiErrorSchema.parse(response.json());
          expect(body.fields?.[field]).toContain(message);
          expect(body.message).toContain(message);
          expect(await storedRows()).toEqual(before);
        });

        it('refuses a cookie-authenticated update from another site', async () => {
          const before = await storedRows();
          const response = await update(
            { userLanguage: 'fr_FR', deviceType: 'web' },
            { cookie: trader.cookie, origin: 'https://evil.example' },
          );
          expect(response.statusCode).toBe(403);
          expect(await storedRows()).toEqual(before);
        });
      });
    },
    { migrate: true },
  );
}

describe('locale and currency tables', () => {
  it('give each of the 12 locales a label, a language tag and a fiat currency from the currency map', () => {
    expect(locales.map((locale) => locale.code)).toEqual([...localeCodes]);
    expect(localeCodes).toHaveLength(12);
    for (const locale of locales) {
      expect(locale.tag).toBe(locale.code.replace('_', '-'));
      expect(currencySymbols[locale.fiatCurrency]).toBeTruthy();
    }
    expect(Object.fromEntries(locales.map((l) => [l.code, l.fiatCurrency]))).toEqual({
      en_US: 'USD',
      ja_JP: 'JPY',
      ko_KR: 'KRW',
      zh_CN: 'CNY',
      zh_TW: 'TWD',
      tr_TR: 'TRY',
      ru_RU: 'RUB',
      uk_UA: 'UAH',
      fr_FR: 'EUR',
      es_ES: 'EUR',
      vi_VN: 'VND',
      pt_PT: 'EUR',
    });
  });

  it('map 60 ISO 4217 codes to symbols, including those the spec names', () => {
    expect(currencyCodes).toHaveLength(60);
    for (const code of currencyCodes) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(currencySymbols).toMatchObject({
      USD: '$',
      EUR: '€',
      JPY: '¥',
      CNY: '¥',
      KRW: '₩',
      GBP: '£',
      RUB: '₽',
      TRY: '₺',
      INR: '₹',
      TWD: 'NT$',
      UAH: '₴',
      VND: '₫',
    });
  });
});
