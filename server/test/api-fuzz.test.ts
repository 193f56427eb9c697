import { PREFERENCES_GET_PATH } from '@vela/contracts/preference-paths';
import { SESSION_TOKEN_HEADERS } from '@vela/contracts/session-names';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { openApiPath } from '../src/http/openapi/document.ts';
import { SAME_ORIGIN, signUp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import {
  acceptLanguages,
  contentTypes,
  cookieHeaders,
  encodeAll,
  fuzzParameters,
  fuzzScale,
  fuzzTimeout,
  headerValue,
  jsonText,
  mutated,
  nastyBodies,
  oddTexts,
  oddValue,
  shapedValue,
} from './support/fuzz.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

/**
 * Every route of the app's own route table, read from `printRoutes` (a tree: each line adds its
 * segment to its parent's path and lists the methods).
 */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    const url = depth === 0 && !segment.startsWith('/') ? `/${segment}` : `${parents[depth - 1] ?? ''}${segment}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}

const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789abcdef';

type Schema = Record<string, unknown>;

/** What the OpenAPI document says a route takes, as JSON Schema. */
interface RouteInput {
  params?: Schema;
  query?: Schema;
  body?: Schema;
}

interface FuzzRoute {
  method: string;
  url: string;
  entry?: RouteInput;
}

interface DocumentOperation {
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** The parameters of one place (path, query) as one object schema, as the route's zod schema has them. */
function parametersSchema(operation: DocumentOperation, where: string): Schema | undefined {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function inputOf(operation: DocumentOperation): RouteInput {
  return {
    params: parametersSchema(operation, 'path'),
    query: parametersSchema(operation, 'query'),
    body: Object.values(operation.requestBody?.content ?? {})[0]?.schema,
  };
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A path parameter: valid-shaped mostly, else anything (percent-encoded so the URL stays a URL). */
function paramText(schema: Schema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: shapedValue(schema).map((value) => encodeURIComponent(String(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...oddTexts).map(encodeAll) },
    { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '%2F', '%00', '%', '%ZZ', 'a%2Fb') },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }).map(encodeAll) },
  );
}

/** The query: the schema's fields, mutated, repeated (arrays) or replaced by junk; sometimes raw junk. */
function queryText(schema: Schema | undefined): fc.Arbitrary<string> {
  const fields = fc.oneof(
    { weight: 3, arbitrary: shapedValue(schema) },
    { weight: 2, arbitrary: mutated(shapedValue(schema)) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('symbol', 'limit', 'page', 'cursor', 'q', 'x'), oddValue) },
  );
  const encoded = fields.chain((value) =>
    fc.boolean().map((repeat) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
      const pairs: string[] = [];
      for (const [key, item] of Object.entries(value)) {
        const text = typeof item === 'string' ? item : (JSON.stringify(item) ?? '');
        pairs.push(`${encodeAll(key)}=${encodeAll(text)}`);
        if (repeat) pairs.push(`${encodeAll(key)}=${encodeAll(`${text}2`)}`);
      }
      return pairs.join('&');
    }),
  );
  return fc.oneof(
    { weight: 5, arbitrary: encoded },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '=',
        '&&&',
        'a[b][c]=1',
        '__proto__[x]=1',
        'constructor[prototype][x]=1',
        'limit=1e309',
        'limit=-1',
        'limit=99999999999999999999',
        `q=${'x'.repeat(20_000)}`,
        Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&'),
        '%E0%A4%A=%ZZ',
      ),
    },
  );
}

/** The body: valid-shaped, mutated, other JSON, or one of the nasty texts. */
function bodyText(schema: Schema | undefined): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: shapedValue(schema).map(jsonText) },
    { weight: 4, arbitrary: mutated(shapedValue(schema)).map(jsonText) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(jsonText) },
    { weight: 1, arbitrary: fc.constantFrom(...nastyBodies) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Stand-ins for the live session in generated requests, swapped in when sent (a fuzzed logout ends one). */
const SESSION_COOKIE_SLOT = '{session-cookie}';
const SESSION_TOKEN_SLOT = '{session-token}';

function requestFor(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const { entry } = route;
  const paramsSchema = entry?.params;
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const properties = (paramsSchema?.properties ?? {}) as Record<string, Schema>;
  const params = fc.tuple(...paramNames.map((name) => paramText(properties[name])));
  const authorisation = fc.constantFrom<Record<string, string>>(
    {},
    { authorization: `Bearer ${OPERATOR_TOKEN}` },
    { authorization: 'Bearer wrong-token-of-enough-length' },
    { authorization: 'Basic Og==' },
    { [SESSION_TOKEN_HEADERS[0]]: `Bearer ${SESSION_TOKEN_SLOT}` },
    { [SESSION_TOKEN_HEADERS[1]]: 'x'.repeat(5000) },
    { thirdapptoken: '%00' },
    { 'x-vela-apikey': 'nope', 'x-vela-timestamp': '1e309', 'x-vela-signature': '!!' },
  );
  const otherHeaders = fc.record(
    {
      origin: fc.constantFrom(SAME_ORIGIN, SAME_ORIGIN, 'null', 'https://evil.example', ''),
      'content-type': contentTypes,
      'accept-language': acceptLanguages,
      cookie: cookieHeaders(SESSION_COOKIE_SLOT),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json;q=0', '\u00ff'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage, ::ffff:1.1.1.1', ''),
      'x-huge': fc.constantFrom('', 'h'.repeat(16_000)),
      'x-odd': fc.string({ maxLength: 50 }).map(headerValue),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      params,
      query: queryText(entry?.query),
      body: bodyText(entry?.body),
      authorisation,
      headers: otherHeaders,
      // Now and then another method on the same path (405/404 expected, never 5xx).
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      ),
    })
    .map(({ params, query, body, authorisation, headers, method }) => {
      let index = 0;
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, () => params[index++] ?? 'x').replace(/\*$/, 'fuzz');
      const sent: Record<string, string> = { ...authorisation };
      for (const [name, value] of Object.entries(headers)) if (value !== undefined && value !== '') sent[name] = value;
      const hasBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
      if (!hasBody) delete sent['content-type'];
      return { method, url: query ? `${path}?${query}` : path, headers: sent, ...(hasBody ? { payload: body } : {}) };
    });
}

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 300)}\nheaders: ${JSON.stringify(request.headers).slice(0, 500)}\nbody: ${(request.payload ?? '').slice(0, 500)}`;

describe('the API under fuzzed requests (PGlite)', () => {
  const pglite = drivers.find((driver) => driver.driver === 'pglite');
  let factory: TestDatabaseFactory;
  let database: Database;
  let running: MarketApp;
  let app: FastifyInstance;
  const routes: FuzzRoute[] = [];
  let sessionCookie = '';
  let sessionToken = '';

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite driver');
    factory = await pglite.create();
    database = await openMigrated(factory);
    // As main.ts wires it (engine, books, feed), so orders reach a running book; a calm market.
    running = await startMarketApp(database, {
      env: { OPERATOR_TOKEN, DEV_OUTBOX: 'on', LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' },
      symbols: ['BTC_USDT', 'ETH_USDT'],
      settings: { tradesPerSecond: 2, requoteMs: 1000, stepMs: 200, publishMs: 500, snapshotMs: 2000, saveMs: 500 },
    });
    app = running.app;
    await signIn();
    const { paths } = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, DocumentOperation>>;
    };
    const seen = new Set<string>();
    for (const { method, url } of registeredRoutes(app)) {
      const key = `${method} ${url}`;
      if (method === 'HEAD' || seen.has(key)) continue;
      seen.add(key);
      const operation = paths[openApiPath(url)]?.[method.toLowerCase()];
      routes.push({ method, url, entry: operation ? inputOf(operation) : undefined });
    }
  }, 180_000);
  afterAll(async () => {
    if (process.env.FUZZ_STATS) console.info('statuses', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    await running?.close();
    await database?.close();
    await factory?.dispose();
  });

  const statuses = new Map<number, number>();
  let serial = 0;
  const withSession = (text: string) =>
    text.replaceAll(SESSION_COOKIE_SLOT, sessionCookie).replaceAll(SESSION_TOKEN_SLOT, sessionToken);
  const signIn = async () => {
    const user = await signUp(app);
    sessionCookie = user.cookie;
    sessionToken = /vela_session=([^;]+)/.exec(user.cookie)?.[1] ?? '';
  };
  const expectNo5xx = async (generated: FuzzRequest) => {
    serial += 1;
    const request = {
      ...generated,
      headers: Object.fromEntries(Object.entries(generated.headers).map(([name, value]) => [name, withSession(value)])),
    };
    // A few client addresses: the per-address limits answer 429 now and then, not to everything.
    const response = await app.inject({ ...request, remoteAddress: `10.9.${serial % 7}.${serial % 251}` });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (request.method !== 'GET' && response.statusCode < 300) {
      // A logout, a password change or a closed account ends the session: take a new one.
      const check = await app.inject({ method: 'GET', url: PREFERENCES_GET_PATH, headers: { cookie: sessionCookie } });
      if (check.statusCode === 401) await signIn();
    }
    expect(
      response.statusCode,
      `${response.statusCode} ${response.body.slice(0, 300)}\n${describeRequest(request)}`,
    ).toBeLessThan(500);
  };

  it('knows the routes: the documented ones and the rest of the route table', () => {
    if (process.env.FUZZ_STATS)
      console.info(
        routes.map((route) => `${route.method} ${route.url}${route.entry ? '' : ' (undocumented)'}`).join('\n'),
      );
    expect(routes.filter((route) => route.entry).length).toBeGreaterThan(100);
    expect(routes.length).toBeGreaterThan(routes.filter((route) => route.entry).length);
  });

  it('answers the nasty bodies on every route taking a body with a 4xx or a success, never 5xx', {
    timeout: fuzzTimeout(40),
  }, async () => {
    const bodyRoutes = routes.filter(({ method }) => !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method));
    for (const [index, route] of bodyRoutes.entries()) {
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '1').replace(/\*$/, 'fuzz');
      // The small budget sends each route a third of the bodies (each body to a third of the routes).
      const bodies = fuzzScale >= 3 ? nastyBodies : nastyBodies.filter((_, body) => body % 3 === index % 3);
      for (const payload of bodies) {
        await expectNo5xx({
          method: route.method,
          url,
          headers: { origin: SAME_ORIGIN, cookie: SESSION_COOKIE_SLOT, 'content-type': 'application/json' },
          payload,
        });
      }
    }
  });

  it('answers any generated request to any route without a 5xx', { timeout: fuzzTimeout(60) }, async () => {
    const requests = fc.constantFrom(...routes).chain(requestFor);
    await fc.assert(fc.asyncProperty(requests, expectNo5xx), fuzzParameters(250));
    // The server keeps answering.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
