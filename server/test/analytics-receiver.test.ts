import { randomUUID } from 'node:crypto';
import type { AnalyticsEvent } from '@vela/contracts/analytics';
import { apiErrorSchema } from '@vela/contracts/errors';
import { operatorAnalyticsPaths } from '@vela/contracts/operator-analytics';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { receiverLimits } from '../src/analytics/limits.ts';
import { activityStatistics, analyticsEvents } from '../src/db/schema.ts';
import { buildTestApp, uniqueAddress } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';

let serial = 0;
/** A valid event with a fresh uuid; `change` overrides fields. */
function event(change: Partial<AnalyticsEvent> & Record<string, unknown> = {}): AnalyticsEvent {
  serial += 1;
  return {
    uuid: randomUUID(),
    type: 'track',
    eventName: 'element_click',
    time: 1_700_000_000_000 + serial,
    distinctId: 'device-1',
    properties: { module_name: 'main_nav', element_name: 'nav.markets', siteid: 'web', page_name: 'Vela' },
    ...change,
  } as AnalyticsEvent;
}

const batch = (...events: unknown[]) => JSON.stringify({ events });
const nested = (depth: number): z.core.util.JSONType => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
/** Any UTF-16 code unit: NUL characters and unpaired surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

const debugReportSchema = z.object({
  valid: z.boolean(),
  stored: z.literal(false),
  results: z.array(
    z.object({
      index: z.number(),
      uuid: z.string().nullable(),
      valid: z.boolean(),
      errors: z.array(z.object({ path: z.string(), message: z.string() })),
      warnings: z.array(z.object({ path: z.string(), message: z.string() })),
    }),
  ),
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('analytics receiver', ({ database }) => {
    let app: FastifyInstance;
    /** The same platform without OPERATOR_TOKEN. */
    let appWithoutOperator: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(database, { OPERATOR_TOKEN });
      appWithoutOperator = await buildTestApp(database);
    });
    afterAll(async () => {
      await app?.close();
      await appWithoutOperator?.close();
    });

    const imageGet = (path: string, data: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: `${path}?data=${data}&t=${Date.now()}`,
        headers,
        remoteAddress: uniqueAddress(),
      });
    const post = (path: string, body: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': contentType, ...headers },
        payload: body,
        remoteAddress: uniqueAddress(),
      });
    const stored = (uuid: string) => database.db.select().from(analyticsEvents).where(eq(analyticsEvents.uuid, uuid));
    const total = async () => (await database.db.select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0;

    describe('the three send methods', () => {
      it('image GET: stores the batch in `data` and answers a transparent GIF that is never cached', async () => {
        const sent = [event(), event({ accountId: '42', properties: { page_name: 'Markets', siteid: 'H5' } })];
        const response = await imageGet('/sync_js', base64Url(batch(...sent)), { 'user-agent': 'TestBrowser/1.0' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/gif');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
        const [first] = await stored(sent[0]?.uuid ?? '');
        expect(first).toMatchObject({
          eventName: 'element_click',
          type: 'track',
          distinctId: 'device-1',
          accountId: null,
          extraId: null,
          firstCheckId: null,
          properties: sent[0]?.properties,
          clientTime: sent[0]?.time,
          siteId: 'web',
          userAgent: 'TestBrowser/1.0',
        });
        expect(first?.receivedAt).toBeInstanceOf(Date);
        expect((await stored(sent[1]?.uuid ?? ''))[0]).toMatchObject({ accountId: '42', siteId: 'H5' });
      });

      it('ajax POST (application/json): stores the batch and answers 204', async () => {
        const sent = event({ properties: { text: 'ünïcødé ✓ 𝄞', nested: { list: [1, 'two', null, true] } } });
        const response = await post('/sync_js', batch(sent));
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
        expect((await stored(sent.uuid))[0]?.properties).toEqual(sent.properties);
      });

      it('beacon POST (JSON as text/plain): stores the batch and answers 204', async () => {
        const sent = event();
        expect((await post('/sync_js', batch(sent), 'text/plain;charset=UTF-8')).statusCode).toBe(204);
        expect(await stored(sent.uuid)).toHaveLength(1);
      });

      it('stores nothing for a HEAD request', async () => {
        const sent = event();
        const response = await app.inject({ method: 'HEAD', url: `/sync_js?data=${base64Url(batch(sent))}` });
        expect(response.statusCode).toBe(404);
        expect(await stored(sent.uuid)).toHaveLength(0);
      });

      it('stores track_update and track_overwrite as rows with their type and extraId', async () => {
        const update = event({ type: 'track_update', extraId: 'order-7', eventName: 'order_state' });
        const overwrite = event({ type: 'track_overwrite', extraId: 'order-7', eventName: 'order_state' });
        expect((await post('/sync_js', batch(update, overwrite))).statusCode).toBe(204);
        expect((await stored(update.uuid))[0]).toMatchObject({ type: 'track_update', extraId: 'order-7' });
        expect((await stored(overwrite.uuid))[0]).toMatchObject({ type: 'track_overwrite', extraId: 'order-7' });
      });
    });

    describe('duplicates', () => {
      it('keeps an event once however often its uuid arrives, by any method and within one batch', async () => {
        const sent = event();
        expect((await post('/sync_js', batch(sent, sent))).statusCode).toBe(204);
        expect((await post('/sync_js', batch(sent), 'text/plain')).statusCode).toBe(204);
        expect((await imageGet('/sync_js', base64Url(batch(sent)))).statusCode).toBe(200);
        expect(await stored(sent.uuid)).toHaveLength(1);
      });

      it('keeps only the first first-time event per (event name, firstCheckId)', async () => {
        const firstCheckId = `device-${randomUUID()}`;
        const first = event({ eventName: 'first_visit', firstCheckId });
        const again = event({ eventName: 'first_visit', firstCheckId });
        const otherDevice = event({ eventName: 'first_visit', firstCheckId: `${firstCheckId}-other` });
        const otherEvent = event({ eventName: 'first_deposit', firstCheckId });
        expect((await post('/sync_js', batch(first, again))).statusCode).toBe(204);
        expect((await post('/sync_js', batch(again, otherDevice, otherEvent))).statusCode).toBe(204);
        const rows = await database.db
          .select({ uuid: analyticsEvents.uuid, eventName: analyticsEvents.eventName })
          .from(analyticsEvents)
          .where(eq(analyticsEvents.firstCheckId, firstCheckId));
        expect(rows.map((row) => row.uuid).sort()).toEqual([first.uuid, otherEvent.uuid].sort());
        expect(await stored(otherDevice.uuid)).toHaveLength(1);
      });

      it('keeps ordinary events with equal names and content apart', async () => {
        const a = event({ eventName: 'page_view' });
        const b = { ...a, uuid: randomUUID() };
        expect((await post('/sync_js', batch(a, b))).statusCode).toBe(204);
        expect(await stored(a.uuid)).toHaveLength(1);
        expect(await stored(b.uuid)).toHaveLength(1);
      });
    });

    describe('bad input', () => {
      it.each([
        ['broken JSON', '{"events": [', '_'],
        ['an empty body', '', '_'],
        ['no events', batch(), 'events'],
        ['events that are not a list', JSON.stringify({ events: {} }), 'events'],
        ['an event without uuid', batch({ ...event(), uuid: undefined }), 'events.0.uuid'],
        ['an unknown type', batch({ ...event(), type: 'track_delete' }), 'events.0.type'],
        ['an update without extraId', batch({ ...event(), type: 'track_update' }), 'events.0.extraId'],
        ['a time that is not whole', batch(event({ time: 1.5 })), 'events.0.time'],
        ['a negative time', batch(event({ time: -1 })), 'events.0.time'],
        ['properties that are a list', batch({ ...event(), properties: [] }), 'events.0.properties'],
        ['a uuid over 64 characters', batch(event({ uuid: 'u'.repeat(65) })), 'events.0.uuid'],
        ['an event name over 255 characters', batch(event({ eventName: 'e'.repeat(256) })), 'events.0.eventName'],
        ['a NUL character', batch(event({ properties: { note: 'a\u0000b' } })), 'events.0.properties.note'],
        ['an unpaired surrogate', batch(event({ distinctId: 'd\ud800' })), 'events.0.distinctId'],
        [
          'nesting deeper than the limit',
          batch(event({ properties: { deep: nested(40) } })),
          'events.0.properties.deep',
        ],
        ['nesting that would exhaust the stack', `{"events":${'['.repeat(30_000)}${']'.repeat(30_000)}}`, 'events.0.0'],
      ])('refuses %s with 400 naming the problem, and stores nothing', async (_case, body, field) => {
        const before = await total();
        for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
          const response = await post('/sync_js', body, contentType);
          expect(response.statusCode).toBe(400);
          const error = apiErrorSchema.parse(response.json());
          expect(Object.keys(error.fields ?? {}).some((path) => path.startsWith(field))).toBe(true);
          expect(error.message).toMatch(/^invalid input: /);
        }
        expect(await total()).toBe(before);
      });

      it('refuses a whole batch when one event is bad', async () => {
        const good = event();
        const response = await post('/sync_js', batch(good, { ...event(), eventName: '' }));
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty(['events.1.eventName']);
        expect(await stored(good.uuid)).toHaveLength(0);
      });

      it.each([
        ['no data parameter', '/sync_js?t=1', 'data'],
        ['an empty data parameter', '/sync_js?data=', 'data'],
        ['data that is not base64url', '/sync_js?data=ab%2Bcd%3D', 'data'],
        ['data twice', `/sync_js?data=${base64Url(batch(event()))}&data=x`, 'data'],
        ['data that is not UTF-8', `/sync_js?data=${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}`, 'data'],
        ['data that is not JSON', `/sync_js?data=${base64Url('hello')}`, '_'],
      ])('refuses an image GET with %s with 400', async (_case, url, field) => {
        const response = await app.inject({ method: 'GET', url, remoteAddress: uniqueAddress() });
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty([field]);
      });

      it('answers fuzzed bodies and image data with 2xx or 400, never a server error', async () => {
        const eventish = fc.record(
          {
            uuid: fc.oneof(fc.uuid(), fc.string({ maxLength: 80 })),
            type: fc.constantFrom('track', 'track_update', 'track_overwrite', 'other'),
            eventName: fc.oneof(fc.constantFrom('page_view', ''), fc.string({ maxLength: 300, unit: codeUnit })),
            time: fc.oneof(fc.nat(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER)),
            distinctId: fc.string({ unit: codeUnit }),
            accountId: fc.string(),
            extraId: fc.string({ unit: codeUnit }),
            firstCheckId: fc.string({ unit: codeUnit }),
            properties: fc.oneof(
              fc.dictionary(fc.string({ unit: codeUnit }), fc.jsonValue({ maxDepth: 4 })),
              fc.jsonValue(),
            ),
          },
          { requiredKeys: [] },
        );
        const body = fc.oneof(
          fc.string({ maxLength: 300, unit: codeUnit }),
          fc.json({ maxDepth: 4 }),
          fc.array(eventish, { minLength: 0, maxLength: 4 }).map((events) => JSON.stringify({ events })),
        );
        await fc.assert(
          fc.asyncProperty(body, fc.constantFrom('ajax', 'beacon', 'image', 'debug'), async (text, method) => {
            const response =
              method === 'image'
                ? await imageGet('/sync_js', base64Url(text))
                : await post(
                    method === 'debug' ? '/data_debug' : '/sync_js',
                    text,
                    method === 'ajax' ? 'application/json' : 'text/plain',
                  );
            expect([200, 204, 400]).toContain(response.statusCode);
            if (response.statusCode === 400) expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
          }),
          { numRuns: 150 },
        );
      });
    });

    describe('size caps', () => {
      it(`answers 413 to a body over ${receiverLimits.bodyBytes} bytes`, async () => {
        const body = batch(event({ properties: { blob: 'x'.repeat(receiverLimits.bodyBytes) } }));
        const before = await total();
        const response = await post('/sync_js', body, 'text/plain');
        expect(response.statusCode).toBe(413);
        expect(apiErrorSchema.parse(response.json()).code).toBe(413);
        expect(await total()).toBe(before);
      });

      it(`answers 429 past ${receiverLimits.requestsPerMinute} requests a minute from one address, and stores nothing more`, async () => {
        const address = uniqueAddress();
        const send = () =>
          app.inject({
            method: 'POST',
            url: '/sync_js',
            headers: { 'content-type': 'application/json' },
            payload: batch(event()),
            remoteAddress: address,
          });
        for (let index = 0; index < receiverLimits.requestsPerMinute; index += 1) {
          expect((await send()).statusCode).toBe(204);
        }
        const before = await total();
        const refused = await send();
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(await total()).toBe(before);
        const other = await post('/sync_js', batch(event()));
        expect(other.statusCode).toBe(204);
      }, 60_000);

      it('accepts 50 events in one batch and refuses 51', async () => {
        const fifty = Array.from({ length: 50 }, () => event());
        expect((await post('/sync_js', batch(...fifty))).statusCode).toBe(204);
        const response = await post('/sync_js', batch(...fifty.map(() => event()), event()));
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty(['events']);
      });

      it(`answers 414 to an image URL over ${receiverLimits.urlLength} characters`, async () => {
        const data = base64Url(batch(event({ properties: { blob: 'y'.repeat(receiverLimits.urlLength) } })));
        const response = await imageGet('/sync_js', data);
        expect(response.statusCode).toBe(414);
      });
    });

    describe('cross-origin calls', () => {
      it('answers a preflight from any origin, without credentials', async () => {
        const response = await app.inject({
          method: 'OPTIONS',
          url: '/sync_js',
          headers: {
            origin: 'https://partner.example',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        expect(response.statusCode).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['access-control-allow-methods']).toContain('POST');
        expect(response.headers['access-control-allow-headers']).toContain('content-type');
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      });

      it('lets any origin read the answers, errors included', async () => {
        const origin = { origin: 'https://partner.example' };
        const accepted = await post('/sync_js', batch(event()), 'application/json', origin);
        const refused = await post('/sync_js', 'nope', 'application/json', origin);
        const debug = await post('/data_debug', batch(event()), 'application/json', origin);
        for (const response of [accepted, refused, debug]) {
          expect(response.headers['access-control-allow-origin']).toBe('*');
          expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        }
      });
    });

    describe('/data_debug', () => {
      it('answers a verdict per event and stores nothing', async () => {
        const good = event();
        const loose = event({ eventName: '1st-visit', properties: { 'bad key': 1 } });
        const bad = { ...event(), type: 'track_update' };
        const before = await total();
        for (const response of [
          await post('/data_debug', batch(good, loose, bad)),
          await post('/data_debug', batch(good, loose, bad), 'text/plain'),
          await imageGet('/data_debug', base64Url(batch(good, loose, bad))),
        ]) {
          expect(response.statusCode).toBe(200);
          const report = debugReportSchema.parse(response.json());
          expect(report.valid).toBe(false);
          expect(report.results.map((result) => [result.index, result.uuid, result.valid])).toEqual([
            [0, good.uuid, true],
            [1, loose.uuid, true],
            [2, bad.uuid, false],
          ]);
          expect(report.results[0]?.warnings).toEqual([]);
          expect(report.results[1]?.warnings.map((warning) => warning.path)).toEqual([
            'eventName',
            'properties.bad key',
          ]);
          expect(report.results[2]?.errors.map((error) => error.path)).toEqual(['extraId']);
        }
        expect(await total()).toBe(before);
        expect(await stored(good.uuid)).toHaveLength(0);
      });

      it('refuses an unreadable envelope with 400', async () => {
        expect((await post('/data_debug', '{')).statusCode).toBe(400);
        expect((await post('/data_debug', JSON.stringify({ events: [] }))).statusCode).toBe(400);
        const tooMany = batch(...Array.from({ length: 51 }, () => event()));
        expect((await post('/data_debug', tooMany)).statusCode).toBe(400);
      });
    });

    describe('operator query', () => {
      const query = (url: string, headers: Record<string, string> = {}, target = app) =>
        target.inject({ method: 'GET', url, headers });
      const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
      const eventsOf = (response: { json: () => unknown }) =>
        z.object({ events: z.array(z.looseObject({ uuid: z.string(), eventName: z.string() })) }).parse(response.json())
          .events;

      it('does not exist without OPERATOR_TOKEN (404)', async () => {
        const response = await query(operatorAnalyticsPaths.events, auth, appWithoutOperator);
        expect(response.statusCode).toBe(404);
        expect((await query(operatorAnalyticsPaths.statistics, auth, appWithoutOperator)).statusCode).toBe(404);
      });

      it.each([
        ['no Authorization header', {}],
        ['a wrong token', { authorization: 'Bearer not-the-operator-token-at-all' }],
        ['the token without Bearer', { authorization: OPERATOR_TOKEN }],
        ['a token prefix', { authorization: `Bearer ${OPERATOR_TOKEN.slice(0, -1)}` }],
      ])('answers 401 to %s, before reading the query', async (_case, headers) => {
        const response = await query(`${operatorAnalyticsPaths.events}?limit=nope`, headers);
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      });

      it('lists stored events by name, newest first, with every stored field', async () => {
        const name = `op_${randomUUID().slice(0, 8)}`;
        const older = event({ eventName: name, accountId: '77' });
        const newer = event({ eventName: name });
        expect((await post('/sync_js', batch(older), 'application/json', { 'user-agent': 'Op/1' })).statusCode).toBe(
          204,
        );
        expect((await post('/sync_js', batch(newer, event()))).statusCode).toBe(204);
        const response = await query(`${operatorAnalyticsPaths.events}?name=${name}`, auth);
        expect(response.statusCode).toBe(200);
        const events = eventsOf(response);
        expect(events.map((row) => row.uuid)).toEqual([newer.uuid, older.uuid]);
        expect(events[1]).toEqual({
          uuid: older.uuid,
          eventName: name,
          type: 'track',
          distinctId: 'device-1',
          accountId: '77',
          extraId: null,
          firstCheckId: null,
          properties: older.properties,
          time: older.time,
          receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          siteId: 'web',
          userAgent: 'Op/1',
        });
        const limited = await query(`${operatorAnalyticsPaths.events}?name=${name}&limit=1&from=&to=`, auth);
        expect(eventsOf(limited).map((row) => row.uuid)).toEqual([newer.uuid]);
      });

      it('filters by receive time', async () => {
        const name = `op_${randomUUID().slice(0, 8)}`;
        expect((await post('/sync_js', batch(event({ eventName: name })))).statusCode).toBe(204);
        const past = '2000-01-01T00:00:00Z';
        const future = String(Date.now() + 3_600_000);
        const all = await query(`${operatorAnalyticsPaths.events}?name=${name}&from=${past}&to=${future}`, auth);
        expect(eventsOf(all)).toHaveLength(1);
        const none = await query(`${operatorAnalyticsPaths.events}?name=${name}&from=${future}`, auth);
        expect(eventsOf(none)).toHaveLength(0);
      });

      it.each([
        ['limit=0', 'limit'],
        ['limit=1001', 'limit'],
        ['limit=abc', 'limit'],
        ['from=yesterday', 'from'],
        ['to=0000-01-01T00:00:00Z', 'to'],
        [`name=${'n'.repeat(256)}`, 'name'],
      ])('answers ?%s with 400 naming %s', async (search, field) => {
        const response = await query(`${operatorAnalyticsPaths.events}?${search}`, auth);
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty([field]);
      });

      it('lists activity statistics rows', async () => {
        const campaign = `spring-${randomUUID().slice(0, 8)}`;
        const sent = await app.inject({
          method: 'GET',
          url: `/open/activity/statistics?event=landing&request_source=PC&type=landing&utm_campaign=${campaign}`,
          remoteAddress: uniqueAddress(),
        });
        expect(sent.statusCode).toBe(200);
        const response = await query(`${operatorAnalyticsPaths.statistics}?event=landing&limit=5`, auth);
        expect(response.statusCode).toBe(200);
        const { statistics } = z
          .object({ statistics: z.array(z.looseObject({ utmCampaign: z.string().nullable() })) })
          .parse(response.json());
        expect(statistics[0]).toMatchObject({ event: 'landing', requestSource: 'PC', utmCampaign: campaign });
        const rows = await database.db.select({ n: count() }).from(activityStatistics);
        expect(rows[0]?.n).toBeGreaterThan(0);
      });
    });
  });
}
