import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authPaths } from '@vela/contracts/auth';
import { notificationListSchema, notificationPaths } from '@vela/contracts/feed';
import { futuresTradingPaths } from '@vela/contracts/futures-trading';
import {
  kycPaths,
  kycStatusResponseSchema,
  operatorKycApplicationListSchema,
  operatorKycApplicationResponseSchema,
} from '@vela/contracts/kyc';
import { currentUserResponseSchema } from '@vela/contracts/session';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { completeKycLevelOne, levelOneDetails, multipartBody } from './support/kyc.ts';

const TOKEN = 'operator-token-for-kyc-review-0123456';
const operator = { authorization: `Bearer ${TOKEN}` };
const MARKER = 'GPS-48.8566N-2.3522E-home';

async function photo(width = 640, height = 400): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: MARKER, ImageDescription: MARKER } })
    .toBuffer();
}

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'identity verification',
    ({ database }) => {
      let app: FastifyInstance;
      let dataDir: string;

      beforeAll(async () => {
        dataDir = await mkdtemp(join(tmpdir(), 'vela-kyc-'));
        app = await buildTestApp(database, {
          OPERATOR_TOKEN: TOKEN,
          DATA_DIR: dataDir,
          KYC_RESTRICTED_COUNTRIES: 'KP,US',
        });
      });

      afterAll(async () => {
        await app?.close();
        await rm(dataDir, { recursive: true, force: true });
      });

      const status = async (cookie: string) => {
        const response = await app.inject({ method: 'GET', url: kycPaths.status, headers: { cookie } });
        expect(response.statusCode, response.body).toBe(200);
        return kycStatusResponseSchema.parse(response.json());
      };
      const levelOne = (cookie: string, payload: unknown, origin = SAME_ORIGIN) =>
        app.inject({ method: 'POST', url: kycPaths.levelOne, headers: { origin, cookie }, payload: payload as object });
      const levelTwo = async (
        cookie: string,
        fields: Parameters<typeof multipartBody>[0],
        headers: Record<string, string> = { origin: SAME_ORIGIN },
      ) => {
        const { payload, contentType } = await multipartBody(fields);
        return app.inject({
          method: 'POST',
          url: kycPaths.levelTwo,
          headers: { ...headers, cookie, 'content-type': contentType },
          payload,
        });
      };
      const image = async (name: string) => ({ bytes: await photo(), name: `${name}.jpg`, type: 'image/jpeg' });
      const me = async (cookie: string) =>
        currentUserResponseSchema.parse(
          (await app.inject({ method: 'GET', url: authPaths.me, headers: { cookie } })).json(),
        ).user;
      const pendingOf = async (userId: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `${kycPaths.operatorApplications}?status=pending&pageSize=100`,
          headers: operator,
        });
        expect(response.statusCode, response.body).toBe(200);
        return operatorKycApplicationListSchema.parse(response.json()).applications.filter((a) => a.userId === userId);
      };
      const review = (id: string, payload: unknown, headers: Record<string, string> = operator) =>
        app.inject({
          method: 'POST',
          url: kycPaths.operatorApplicationReview(id),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
      const notices = async (cookie: string) =>
        notificationListSchema.parse(
          (await app.inject({ method: 'GET', url: notificationPaths.list, headers: { cookie } })).json(),
        ).notifications;

      describe('level 1', () => {
        it('needs a session', async () => {
          expect((await app.inject({ method: 'GET', url: kycPaths.status })).statusCode).toBe(401);
          expect((await levelOne('', levelOneDetails)).statusCode).toBe(401);
        });

        it('starts at level 0 with nothing submitted', async () => {
          const { cookie } = await signUp(app);
          expect(await status(cookie)).toEqual({ level: 0, personal: null, levelTwo: null });
          expect(await me(cookie)).toMatchObject({ kycVerified: false, kycLevel: 0 });
        });

        it('refuses malformed details with a 400 naming each field', async () => {
          const { cookie } = await signUp(app);
          const response = await levelOne(cookie, { legalName: '1', dateOfBirth: '1990-02-30', country: 'XX' });
          expect(response.statusCode).toBe(400);
          expect(Object.keys(response.json().fields).sort()).toEqual(['country', 'dateOfBirth', 'legalName']);
          expect((await status(cookie)).level).toBe(0);
        });

        it('refuses someone under 18', async () => {
          const { cookie } = await signUp(app);
          const today = new Date();
          const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
          const response = await levelOne(cookie, { ...levelOneDetails, dateOfBirth: seventeen });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ reason: 'underage', fields: { dateOfBirth: 'underage' } });
          expect((await status(cookie)).level).toBe(0);
        });

        it('refuses a country of KYC_RESTRICTED_COUNTRIES, and records the attempt', async () => {
          const { cookie, user } = await signUp(app);
          for (const country of ['US', 'KP']) {
            const response = await levelOne(cookie, { ...levelOneDetails, country });
            expect(response.statusCode).toBe(403);
            expect(response.json()).toMatchObject({
              reason: 'restricted-country',
              fields: { country: 'restricted-country' },
            });
          }
          expect(await me(cookie)).toMatchObject({ kycVerified: false, kycLevel: 0 });
          const listed = await app.inject({
            method: 'GET',
            url: `${kycPaths.operatorApplications}?status=rejected&level=1`,
            headers: operator,
          });
          const mine = operatorKycApplicationListSchema
            .parse(listed.json())
            .applications.filter((a) => a.userId === user.id);
          expect(mine.map((a) => a.country).sort()).toEqual(['KP', 'US']);
          expect(mine.every((a) => a.rejectReason === 'restricted-country')).toBe(true);
        });

        it('follows the CSRF rule', async () => {
          const { cookie } = await signUp(app);
          expect((await levelOne(cookie, levelOneDetails, 'https://evil.example')).statusCode).toBe(403);
          expect((await status(cookie)).level).toBe(0);
        });

        it('verifies an adult living elsewhere at once: level 1, kycVerified for the prompt, once only', async () => {
          const { cookie } = await signUp(app);
          const response = await levelOne(cookie, { ...levelOneDetails, legalName: '  Zoë O’Brien-Ñúñez ' });
          expect(response.statusCode, response.body).toBe(200);
          expect(kycStatusResponseSchema.parse(response.json())).toEqual({
            level: 1,
            personal: { legalName: 'Zoë O’Brien-Ñúñez', dateOfBirth: levelOneDetails.dateOfBirth, country: 'FR' },
            levelTwo: null,
          });
          expect(await me(cookie)).toMatchObject({ kycVerified: true, kycLevel: 1 });
          const again = await levelOne(cookie, levelOneDetails);
          expect(again.statusCode).toBe(409);
          expect(again.json()).toMatchObject({ reason: 'already-verified' });
        });
      });

      describe('level 2 and its review', () => {
        let trader: SignedUp;

        beforeAll(async () => {
          trader = await signUp(app, { language: 'fr_FR' });
        });

        it('needs level 1 first', async () => {
          const response = await levelTwo(trader.cookie, {
            documentType: 'passport',
            front: await image('front'),
            selfie: await image('selfie'),
          });
          expect(response.statusCode).toBe(409);
          expect(response.json()).toMatchObject({ reason: 'level-one-required' });
          await completeKycLevelOne(app, trader.cookie);
        });

        it('refuses a file that is not an image, whatever it is called, with a clear message', async () => {
          const response = await levelTwo(trader.cookie, {
            documentType: 'id-card',
            front: { bytes: new TextEncoder().encode('not a picture at all'), name: 'front.jpg', type: 'image/jpeg' },
            back: await image('back'),
            selfie: await image('selfie'),
          });
          expect(response.statusCode).toBe(415);
          expect(response.json()).toMatchObject({
            reason: 'not-an-image',
            fields: { front: 'not-an-image' },
            message: 'front: this file is not a JPEG, PNG or WebP image',
          });
          expect(await pendingOf(trader.user.id)).toEqual([]);
        });

        it('needs the back of an ID card, an accepted document type, and the CSRF rule', async () => {
          const missing = await levelTwo(trader.cookie, {
            documentType: 'id-card',
            front: await image('front'),
            selfie: await image('selfie'),
          });
          expect(missing.statusCode).toBe(400);
          expect(missing.json()).toMatchObject({ reason: 'file-missing', fields: { back: 'file-missing' } });
          const wrongType = await levelTwo(trader.cookie, {
            documentType: 'library-card',
            front: await image('front'),
          });
          expect(wrongType.statusCode).toBe(400);
          expect(wrongType.json().fields).toHaveProperty('documentType');
          const crossSite = await levelTwo(
            trader.cookie,
            { documentType: 'passport', front: await image('front'), selfie: await image('selfie') },
            { origin: 'https://evil.example' },
          );
          expect(crossSite.statusCode).toBe(403);
          const notMultipart = await app.inject({
            method: 'POST',
            url: kycPaths.levelTwo,
            headers: { origin: SAME_ORIGIN, cookie: trader.cookie },
            payload: { documentType: 'passport' },
          });
          expect(notMultipart.statusCode).toBe(400);
          expect(await pendingOf(trader.user.id)).toEqual([]);
        });

        let applicationId: string;

        it('stores re-encoded images outside the web root and waits for review', async () => {
          const response = await levelTwo(trader.cookie, {
            documentType: 'id-card',
            front: await image('front'),
            back: {
              bytes: await sharp(await photo())
                .png()
                .toBuffer(),
              name: 'back.png',
              type: 'image/png',
            },
            selfie: await image('selfie'),
          });
          expect(response.statusCode, response.body).toBe(201);
          const answer = kycStatusResponseSchema.parse(response.json());
          expect(answer).toMatchObject({ level: 1, levelTwo: { status: 'pending', documentType: 'id-card' } });
          applicationId = answer.levelTwo?.id ?? '';

          const again = await levelTwo(trader.cookie, {
            documentType: 'passport',
            front: await image('front'),
            selfie: await image('selfie'),
          });
          expect(again.statusCode).toBe(409);
          expect(again.json()).toMatchObject({ reason: 'review-pending' });

          for (const name of ['front', 'back', 'selfie']) {
            const path = join(dataDir, 'kyc', trader.user.id, applicationId, `${name}.jpg`);
            const stored = await readFile(path);
            expect((await sharp(stored).metadata()).format).toBe('jpeg');
            expect(stored.includes(MARKER)).toBe(false);
            expect((await stat(path)).mode & 0o777).toBe(0o600);
          }
        });

        it('keeps the operator API closed without the token', async () => {
          expect((await app.inject({ method: 'GET', url: kycPaths.operatorApplications })).statusCode).toBe(401);
          const file = await app.inject({
            method: 'GET',
            url: kycPaths.operatorApplicationFile(applicationId, 'front'),
          });
          expect(file.statusCode).toBe(401);
          const asUser = await app.inject({
            method: 'GET',
            url: kycPaths.operatorApplicationFile(applicationId, 'front'),
            headers: { cookie: trader.cookie },
          });
          expect(asUser.statusCode).toBe(401);
          expect((await review(applicationId, { decision: 'approve' }, {})).statusCode).toBe(401);
        });

        it('lets the operator read the application and its images', async () => {
          const [pending] = await pendingOf(trader.user.id);
          expect(pending).toMatchObject({
            id: applicationId,
            level: 2,
            fid: trader.user.fid,
            account: trader.account,
            legalName: levelOneDetails.legalName,
            files: ['front', 'back', 'selfie'],
          });
          const one = await app.inject({
            method: 'GET',
            url: kycPaths.operatorApplication(applicationId),
            headers: operator,
          });
          expect(operatorKycApplicationResponseSchema.parse(one.json()).application.id).toBe(applicationId);
          const file = await app.inject({
            method: 'GET',
            url: kycPaths.operatorApplicationFile(applicationId, 'back'),
            headers: operator,
          });
          expect(file.statusCode).toBe(200);
          expect(file.headers['content-type']).toBe('image/jpeg');
          expect(file.headers['cache-control']).toBe('no-store');
          expect(
            file.rawPayload.equals(await readFile(join(dataDir, 'kyc', trader.user.id, applicationId, 'back.jpg'))),
          ).toBe(true);
          const unknown = '00000000-0000-4000-8000-000000000000';
          for (const url of [
            kycPaths.operatorApplication(unknown),
            kycPaths.operatorApplication('not-a-uuid'),
            kycPaths.operatorApplicationFile(applicationId, 'passport-scan'),
            kycPaths.operatorApplicationFile(unknown, 'front'),
          ]) {
            expect((await app.inject({ method: 'GET', url, headers: operator })).statusCode, url).toBe(404);
          }
        });

        it('rejects with a reason, tells the user in their language, and lets them send new photos', async () => {
          const noReason = await review(applicationId, { decision: 'reject', reason: ' ' });
          expect(noReason.statusCode).toBe(400);
          const rejected = await review(applicationId, {
            decision: 'reject',
            reason: 'the photo of the back is blurred',
          });
          expect(rejected.statusCode, rejected.body).toBe(200);
          expect(rejected.json().application).toMatchObject({
            status: 'rejected',
            rejectReason: 'the photo of the back is blurred',
          });
          expect((await review(applicationId, { decision: 'approve' })).statusCode).toBe(409);

          expect(await status(trader.cookie)).toMatchObject({
            level: 1,
            levelTwo: { id: applicationId, status: 'rejected', rejectReason: 'the photo of the back is blurred' },
          });
          const [latest] = await notices(trader.cookie);
          expect(latest?.title).toBe('Vérification d’identité refusée');
          expect(latest?.body).toContain('the photo of the back is blurred');
          const mail = await app.inject({
            method: 'GET',
            url: `/api/v1/auth/outbox?to=${encodeURIComponent(trader.account)}`,
          });
          expect(mail.body).toContain('Vérification d’identité refusée');
        });

        it('approves a new submission: level 2, and the user is told', async () => {
          const response = await levelTwo(trader.cookie, {
            documentType: 'passport',
            front: await image('front'),
            selfie: {
              bytes: await sharp(await photo())
                .webp()
                .toBuffer(),
              name: 'me.webp',
              type: 'image/webp',
            },
          });
          expect(response.statusCode, response.body).toBe(201);
          const id = kycStatusResponseSchema.parse(response.json()).levelTwo?.id ?? '';
          expect((await pendingOf(trader.user.id)).map((a) => a.files)).toEqual([['front', 'selfie']]);

          const approved = await review(id, { decision: 'approve' });
          expect(approved.statusCode, approved.body).toBe(200);
          expect(await status(trader.cookie)).toMatchObject({ level: 2, levelTwo: { id, status: 'approved' } });
          expect(await me(trader.cookie)).toMatchObject({ kycVerified: true, kycLevel: 2 });
          const [latest] = await notices(trader.cookie);
          expect(latest?.title).toBe('Identité vérifiée : niveau 2');

          const more = await levelTwo(trader.cookie, {
            documentType: 'passport',
            front: await image('front'),
            selfie: await image('selfie'),
          });
          expect(more.statusCode).toBe(409);
          expect(more.json()).toMatchObject({ reason: 'already-verified' });
        });
      });

      describe('futures need level 1', () => {
        const order = { symbol: 'BTC_USDT', side: 'buy', type: 'market', quantity: '0.01' };
        const place = (cookie: string, payload: object) =>
          app.inject({
            method: 'POST',
            url: futuresTradingPaths.orders,
            headers: { origin: SAME_ORIGIN, cookie },
            payload,
          });

        it('refuses an order that may open a position below level 1, and lets it through after', async () => {
          const { cookie } = await signUp(app);
          const refused = await place(cookie, order);
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toMatchObject({ reason: 'kyc-required' });
          // A reduce-only order never opens a position: it passes the gate (and meets the next refusal).
          expect((await place(cookie, { ...order, reduceOnly: true })).json().reason).not.toBe('kyc-required');

          await completeKycLevelOne(app, cookie);
          const after = await place(cookie, order);
          expect(after.statusCode).not.toBe(403);
          expect(after.json().reason).not.toBe('kyc-required');
        });
      });
    },
    { migrate: true },
  );
}
