import { CLIENT_ERROR_BODY_LIMIT, CLIENT_ERRORS_PATH } from '@vela/contracts/client-errors';
import { apiErrorSchema } from '@vela/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { CLIENT_ERRORS_PER_MINUTE } from '../src/http/analytics/client-errors.ts';
import { buildTestApp, uniqueAddress } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';

// The endpoint only writes a log line, so one database driver is enough to host the app.
const pglite = drivers.find((entry) => entry.driver === 'pglite');

describe('POST /api/v1/client-errors', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!pglite) throw new Error('the PGlite driver is missing');
    factory = await pglite.create();
    database = await openMigrated(factory);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await factory?.dispose();
  });

  const report = {
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'price')",
    stack: "TypeError: Cannot read properties of undefined (reading 'price')\n    at OrderBook (order-book.js:1:1)",
    url: 'https://vela.example/ja_JP/events-announcements/news/42',
    route: '/ja_JP/events-announcements/:eventClass/:id',
    release: 'vela@0.1.0',
    time: '2025-01-02T03:04:05.678Z',
  };

  const post = (payload: unknown, { address = uniqueAddress(), contentType = 'application/json' } = {}) =>
    app.inject({
      method: 'POST',
      url: CLIENT_ERRORS_PATH,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: address,
    });

  it('accepts a report with 204 and no body', async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('accepts a report with only the required fields', async () => {
    const { stack: _s, route: _r, release: _v, ...required } = report;
    expect((await post(required)).statusCode).toBe(204);
  });

  it.each([
    ['no name', { ...report, name: undefined }, 'name'],
    ['an empty name', { ...report, name: '' }, 'name'],
    ['a message that is not text', { ...report, message: { text: 'x' } }, 'message'],
    ['a page that is not an http URL', { ...report, url: 'javascript:alert(1)' }, 'url'],
    ['a time that is not ISO 8601', { ...report, time: 'yesterday' }, 'time'],
    ['a time as a number', { ...report, time: 1_735_787_045_678 }, 'time'],
    ['a stack over its limit', { ...report, stack: 's'.repeat(8001) }, 'stack'],
    ['a route that is not text', { ...report, route: 7 }, 'route'],
    ['an array', [report], '_'],
  ])('answers a report with %s with 400 naming the field', async (_case, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty(field);
  });

  it.each([
    ['broken JSON', '{"name": "Error",', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['plain text', 'TypeError: x is undefined', 'text/plain'],
  ])('answers %s with 400, never 500', async (_case, payload, contentType) => {
    const response = await post(payload, { contentType });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
  });

  it('answers a content type it does not read with 415, never 500', async () => {
    const response = await post('name=Error', { contentType: 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a body over the size cap with 413', async () => {
    const payload = JSON.stringify({ ...report, stack: 's'.repeat(CLIENT_ERROR_BODY_LIMIT) });
    expect(payload.length).toBeGreaterThan(CLIENT_ERROR_BODY_LIMIT);
    const response = await post(payload);
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json()).code).toBe(413);
  });

  it(`limits one address to ${CLIENT_ERRORS_PER_MINUTE} reports a minute, counting bad ones too`, async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE - 1; i++)
      expect((await post(report, { address })).statusCode).toBe(204);
    expect((await post({ bad: true }, { address })).statusCode).toBe(400);
    const refused = await post(report, { address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(report, { address: '203.0.113.10' })).statusCode).toBe(204);
  });
});
