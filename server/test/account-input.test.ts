import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, SAME_ORIGIN, type SignedUp, signUp, uniqueAddress } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const bodyEndpoints = [
  '/api/v1/auth/code',
  '/api/v1/auth/register',
  '/api/v1/auth/login',
  '/api/v1/auth/logout',
  '/open/seckill/user/tops-info',
  '/v2/users/membership/user-perfenerce/update',
  '/asset/v1/api/wallet/account',
];
const queryEndpoints = ['/open/activity/statistics', '/api/v1/auth/outbox', '/v2/users/membership/user-perfenerce/get'];

/** Field names the endpoints read, so generated input often reaches the validators' edge cases. */
const fieldName = fc.constantFrom(
  'account',
  'password',
  'verificationCode',
  'language',
  'delivery',
  'purpose',
  'userLanguage',
  'msgLanguage',
  'pricingCurrency',
  'timeZoneChoice',
  'timeZone',
  'deviceType',
  'walletTypeList',
  'event',
  'request_source',
  'type',
  'utm_source',
  'to',
  '__proto__',
  'constructor',
);
const body = fc.oneof(fc.jsonValue(), fc.dictionary(fieldName, fc.jsonValue()));
const headerValue = fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme-ascii', maxLength: 60 }));
const informationalHeaders = fc.record({
  language: headerValue,
  'x-language': headerValue,
  'x-authorization': headerValue,
  token: headerValue,
  logintoken: headerValue,
  selecttype: headerValue,
  deviceid: headerValue,
  'vela-device-id': headerValue,
  systemversion: headerValue,
  devicename: headerValue,
  clienttag: headerValue,
});

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'account endpoints never fail on bad input,',
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

      it('answers any JSON body and any client headers with a 4xx or a success, never a 5xx', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...bodyEndpoints),
            body,
            informationalHeaders,
            fc.boolean(),
            async (url, payload, headers, signedIn) => {
              const response = await app.inject({
                method: 'POST',
                url,
                headers: {
                  ...headers,
                  'content-type': 'application/json',
                  origin: SAME_ORIGIN,
                  ...(signedIn ? { cookie: trader.cookie } : {}),
                },
                payload: JSON.stringify(payload),
                remoteAddress: uniqueAddress(),
              });
              expect(response.statusCode).toBeLessThan(500);
              expect(response.headers['content-type']).toMatch(/^application\/json/);
            },
          ),
          { numRuns: 150 },
        );
      });

      it('answers any query string with a 4xx or a success, never a 5xx', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...queryEndpoints),
            fc.array(fc.tuple(fieldName, fc.string({ maxLength: 80 })), { maxLength: 6 }),
            async (path, pairs) => {
              const response = await app.inject({
                method: 'GET',
                url: `${path}?${new URLSearchParams(pairs).toString()}`,
                headers: { cookie: trader.cookie },
                remoteAddress: uniqueAddress(),
              });
              expect(response.statusCode).toBeLessThan(500);
            },
          ),
          { numRuns: 100 },
        );
      });

      it('answers a malformed cookie header or session token like no session at all', async () => {
        for (const cookie of [
          'vela_session=%E0%A4%A',
          'vela_session=',
          'vela_session',
          '=;;=',
          `vela_session=${'x'.repeat(5000)}`,
        ]) {
          const response = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
          expect(response.statusCode).toBe(401);
        }
      });
    },
    { migrate: true },
  );
}
