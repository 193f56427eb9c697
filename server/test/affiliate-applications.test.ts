import {
  affiliatePaths,
  applicationResponseSchema,
  myApplicationResponseSchema,
  operatorApplicationListSchema,
  operatorApplicationResponseSchema,
} from '@vela/contracts/affiliate';
import { apiErrorSchema } from '@vela/contracts/errors';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, SAME_ORIGIN, signUp, uniqueAddress, uniqueEmail } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const TOKEN = 'operator-token-for-affiliate-tests-0123';
const operator = { authorization: `Bearer ${TOKEN}` };

function goodApplication(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mai Nguyễn',
    email: uniqueEmail('kol'),
    country: 'VN',
    languages: ['vi', 'en'],
    channels: [
      { platform: 'youtube', handle: 'mai_trades', followers: 125_000 },
      { platform: 'telegram', handle: 'mai-signals', followers: 8_400 },
    ],
    plan: 'Weekly market reviews on YouTube with a Vela walkthrough, and daily notes in my Telegram group.',
    consent: true,
    locale: 'vi_VN',
    ...overrides,
  };
}

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'affiliate applications',
    ({ database }) => {
      let app: FastifyInstance;

      const apply = (payload: unknown, extra: Partial<InjectOptions> = {}) =>
        app.inject({
          method: 'POST',
          url: affiliatePaths.applications,
          headers: { origin: SAME_ORIGIN, 'content-type': 'application/json', ...(extra.headers ?? {}) },
          payload: JSON.stringify(payload),
          remoteAddress: extra.remoteAddress ?? uniqueAddress(),
        });
      const listAll = async () =>
        operatorApplicationListSchema.parse(
          (
            await app.inject({
              method: 'GET',
              url: `${affiliatePaths.operatorApplications}?pageSize=100`,
              headers: operator,
            })
          ).json(),
        );

      beforeAll(async () => {
        app = await buildTestApp(database, { OPERATOR_TOKEN: TOKEN });
      });
      afterAll(async () => {
        await app?.close();
      });

      it('stores a good application with status received, the address in lower case, not linked for a visitor', async () => {
        const payload = goodApplication({ email: `  Mai.${Date.now()}@Example.COM `, name: '  Mai   Nguyễn ' });
        const response = await apply(payload);
        expect(response.statusCode, response.body).toBe(201);
        const { application: receipt } = applicationResponseSchema.parse(response.json());
        expect(receipt).toMatchObject({ status: 'received', linkedToAccount: false });

        const stored = operatorApplicationResponseSchema.parse(
          (
            await app.inject({
              method: 'GET',
              url: affiliatePaths.operatorApplication(receipt.id),
              headers: operator,
            })
          ).json(),
        ).application;
        expect(stored).toMatchObject({
          name: 'Mai Nguyễn',
          email: (payload.email as string).trim().toLowerCase(),
          country: 'VN',
          languages: ['vi', 'en'],
          channels: payload.channels,
          locale: 'vi_VN',
          status: 'received',
          userId: null,
          reviewNote: null,
        });
      });

      it('refuses bad input with 400 and a stable code per field, and stores nothing', async () => {
        const before = (await listAll()).total;
        const cases: [Record<string, unknown>, Record<string, string>][] = [
          [{ name: 'M' }, { name: 'name-length' }],
          [{ name: 'Mai 2024' }, { name: 'name-letters' }],
          [{ name: '' }, { name: 'required' }],
          [{ email: 'not-an-address' }, { email: 'email-invalid' }],
          [{ country: 'XX' }, { country: 'country-unknown' }],
          [{ country: '' }, { country: 'required' }],
          [{ languages: [] }, { languages: 'languages-count' }],
          [{ languages: ['en', 'ja', 'ko', 'zh', 'fr', 'de'] }, { languages: 'languages-count' }],
          [{ languages: ['klingon'] }, { 'languages.0': 'language-unknown' }],
          [{ channels: [] }, { channels: 'channels-count' }],
          [
            { channels: [{ platform: 'myspace', handle: 'mai', followers: 1 }] },
            { 'channels.0.platform': 'platform-unknown' },
          ],
          [
            { channels: [{ platform: 'x', handle: '@mai', followers: 1 }] },
            { 'channels.0.handle': 'handle-characters' },
          ],
          [
            { channels: [{ platform: 'x', handle: 'a'.repeat(51), followers: 1 }] },
            { 'channels.0.handle': 'handle-length' },
          ],
          [
            { channels: [{ platform: 'x', handle: 'mai', followers: -1 }] },
            { 'channels.0.followers': 'followers-range' },
          ],
          [
            { channels: [{ platform: 'x', handle: 'mai', followers: 1.5 }] },
            { 'channels.0.followers': 'followers-range' },
          ],
          [
            { channels: [{ platform: 'x', handle: 'mai', followers: 1_000_000_001 }] },
            { 'channels.0.followers': 'followers-range' },
          ],
          [
            {
              channels: [
                { platform: 'x', handle: 'Mai', followers: 1 },
                { platform: 'x', handle: 'mai', followers: 2 },
              ],
            },
            { 'channels.1.handle': 'channel-duplicate' },
          ],
          [{ plan: 'Too short.' }, { plan: 'plan-length' }],
          [{ plan: 'x'.repeat(2001) }, { plan: 'plan-length' }],
          [{ consent: false }, { consent: 'consent-required' }],
          [{ consent: undefined }, { consent: 'consent-required' }],
        ];
        for (const [overrides, fields] of cases) {
          const response = await apply(goodApplication(overrides));
          expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
          const body = apiErrorSchema.parse(response.json());
          expect(body.fields, JSON.stringify(overrides)).toEqual(fields);
        }
        for (const payload of ['nonsense', [], null]) {
          const response = await apply(payload);
          expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        }
        expect((await listAll()).total).toBe(before);
      });

      it('answers a second application from the same address with 409 already-applied and keeps the first', async () => {
        const email = uniqueEmail('twice');
        const first = await apply(goodApplication({ email }));
        expect(first.statusCode).toBe(201);
        const firstId = applicationResponseSchema.parse(first.json()).application.id;
        const before = (await listAll()).total;

        const again = await apply(goodApplication({ email: email.toUpperCase(), name: 'Someone Else' }));
        expect(again.statusCode).toBe(409);
        expect(apiErrorSchema.parse(again.json()).fields).toEqual({ email: 'already-applied' });

        // Racing requests with one address: exactly one is stored.
        const racing = uniqueEmail('race');
        const answers = await Promise.all([1, 2, 3].map(() => apply(goodApplication({ email: racing }))));
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);

        const after = await listAll();
        expect(after.total).toBe(before + 1);
        const kept = after.items.find((item) => item.id === firstId);
        expect(kept?.name).toBe('Mai Nguyễn');
      });

      it("links a signed-in user's application to the account and shows it to them", async () => {
        const member = await signUp(app);
        const none = await app.inject({
          method: 'GET',
          url: affiliatePaths.myApplication,
          headers: { cookie: member.cookie },
        });
        expect(myApplicationResponseSchema.parse(none.json()).application).toBeNull();

        const response = await apply(goodApplication({ email: member.account }), {
          headers: { cookie: member.cookie },
        });
        expect(response.statusCode, response.body).toBe(201);
        const receipt = applicationResponseSchema.parse(response.json()).application;
        expect(receipt.linkedToAccount).toBe(true);

        const stored = (await listAll()).items.find((item) => item.id === receipt.id);
        expect(stored?.userId).toBe(member.user.id);

        const mine = await app.inject({
          method: 'GET',
          url: affiliatePaths.myApplication,
          headers: { cookie: member.cookie },
        });
        expect(myApplicationResponseSchema.parse(mine.json()).application).toMatchObject({
          id: receipt.id,
          email: member.account,
          status: 'received',
        });
        const visitor = await app.inject({ method: 'GET', url: affiliatePaths.myApplication });
        expect(visitor.statusCode).toBe(401);
      });

      it('refuses a cross-site submission (403) and stores nothing', async () => {
        const before = (await listAll()).total;
        const response = await apply(goodApplication(), { headers: { origin: 'https://evil.example' } });
        expect(response.statusCode).toBe(403);
        expect((await listAll()).total).toBe(before);
      });

      it('limits applications per address: the eleventh in an hour is 429', async () => {
        const address = uniqueAddress();
        for (let attempt = 1; attempt <= 10; attempt++) {
          const response = await apply(goodApplication(), { remoteAddress: address });
          expect(response.statusCode).toBe(201);
        }
        const before = (await listAll()).total;
        const refused = await apply(goodApplication(), { remoteAddress: address });
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await listAll()).total).toBe(before);
        expect((await apply(goodApplication())).statusCode).toBe(201);
      });
    },
    { migrate: true },
  );
}
