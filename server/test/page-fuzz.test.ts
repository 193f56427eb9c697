import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { localeCodes } from '@vela/contracts/locale-table';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../web/app/route-list.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { buildApp } from '../src/http/app.ts';
import type { WebMode } from '../src/http/web/web.ts';
import { webBuildDir } from '../src/paths.ts';
import { seedDemoData } from '../src/seeding.ts';
import { SAME_ORIGIN, signUp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import {
  acceptLanguages,
  cookieHeaders,
  encodeAll,
  fuzzParameters,
  fuzzTimeout,
  headerValue,
  oddTexts,
} from './support/fuzz.ts';

/**
 * The server-rendered pages under fuzzed paths, queries and headers: never a 5xx, and a redirect
 * only ever to an in-site path. The production build when there is one (fast), else the app
 * through Vite as `npm run dev` serves it (also with FUZZ_WEB_MODE=development).
 */
const webMode: WebMode =
  process.env.FUZZ_WEB_MODE === 'development' || !existsSync(join(webBuildDir, 'server', 'index.js'))
    ? 'development'
    : 'production';

/** The paths of issue 20 (a 500 each before document-path.ts) and where they now redirect. */
const malformedPaths: [path: string, location: string][] = [
  ['//markets', '/markets'],
  ['/ja_JP//markets', '/ja_JP/markets'],
  ['///', '/'],
  ['/\\evil.com', '/evil.com'],
  ['/%5Cevil.com', '/evil.com'],
  ['/ja_JP/\\x', '/ja_JP/x'],
  ['//evil.com', '/evil.com'],
  ['//evil.com/?x=//y', '/evil.com/?x=//y'],
];

const paramValues = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('BTC_USDT', 'ETH_USDT', 'BTCUSDT', 'notice', 'faq', '1', 'sharkfin-btc') },
  { weight: 2, arbitrary: fc.constantFrom(...oddTexts).map(encodeAll) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }).map(encodeAll) },
);

/** A locale prefix: none, a real one, the default spelled out, or something locale-like. */
const localePrefix = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.constantFrom(...localeCodes).map((code) => `/${code}`) },
  { weight: 1, arbitrary: fc.constantFrom('/en_US', '/xx_YY', '/ja-JP', '/JA_jp', '/zh_CN', '/%6A%61_JP') },
);

/** Path decorations: doubled and back slashes, dots, encodings, long segments, React Router's `.data`. */
const decorated = (path: string) =>
  fc
    .tuple(
      fc.constantFrom(
        '',
        '',
        '',
        '/',
        '//',
        '/\\',
        '/%5C',
        '/%2F',
        '/.',
        '/..',
        '/%2e%2e',
        '/../..',
        '.data',
        '/_root.data',
        ';x=1',
        '%00',
        `/${'a'.repeat(4000)}`,
        '/😀',
        '/%F0%9F%98%80',
        '/%',
        '/%ZZ',
      ),
      fc.nat(),
      fc.boolean(),
    )
    .map(([decoration, at, insideOut]) => {
      if (!insideOut) return `${path}${decoration}`;
      // The decoration inside the path instead of after it: /ja_JP//markets, /trade/..%2F/x.
      const cut = path.indexOf('/', at % Math.max(path.length, 1));
      return cut === -1 ? `${path}${decoration}` : `${path.slice(0, cut)}${decoration}${path.slice(cut)}`;
    });

const pagePath = fc
  .tuple(localePrefix, fc.constantFrom(...screens), fc.array(paramValues, { minLength: 3, maxLength: 3 }))
  .map(([prefix, screen, values]) => {
    let index = 0;
    const path = screen.path.replace(/:[A-Za-z]+/g, () => values[index++] ?? 'x');
    return `${prefix}/${path}`.replace(/\/$/, '') || '/';
  })
  .chain(decorated);

const pageQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    'redirectUrl=//evil.com',
    'redirectUrl=%2F%2Fevil.com',
    'forwardUrl=javascript:alert(1)',
    'redirectUrl=/\\evil.com',
    '_routes=root,nope',
    '_routes=',
    'index',
    'page=-1&limit=1e309',
    'symbol=%00',
    'lang=xx_YY',
    `q=${'x'.repeat(10_000)}`,
    '%E0%A4%A=1',
    '__proto__[x]=1',
  ),
  fc.string({ maxLength: 30 }).map((text) => `q=${encodeAll(text)}`),
);

/** True when a Location stays on this site: a single-slash path, or an absolute URL of this origin. */
function isInSite(location: string): boolean {
  if (/^[/\\]{2}/.test(location) || /^\/\\/.test(location)) return false;
  const target = new URL(location, 'http://localhost');
  return target.host === 'localhost';
}

describe(`the server-rendered pages under fuzzed requests (${webMode} build, PGlite)`, () => {
  const pglite = drivers.find((driver) => driver.driver === 'pglite');
  let factory: TestDatabaseFactory;
  let database: Database;
  let app: FastifyInstance;
  let sessionCookie = '';
  let port = 0;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite driver');
    factory = await pglite.create();
    database = await openMigrated(factory);
    await seedDemoData(database);
    const config = loadConfig({
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'test',
      PORT: '0',
      SECRETS_KEY: 'test-secrets-key-0123456789abcdef0123',
      DEV_OUTBOX: 'on',
    });
    app = await buildApp({ config, database, web: webMode });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
    sessionCookie = (await signUp(app)).cookie;
    // The first render compiles the app (development) or warms it up (production): out of the budget.
    expect((await app.inject({ method: 'GET', url: '/markets' })).statusCode).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await factory?.dispose();
  });

  const expectSafeAnswer = async (request: {
    method: 'GET' | 'HEAD' | 'POST';
    url: string;
    headers: Record<string, string>;
  }) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, value.replaceAll('{session}', sessionCookie)]),
    );
    const response = carriedByInject(request.url)
      ? await app.inject({ ...request, headers })
      : await onSocket({ ...request, headers });
    const context = `${response.statusCode} ${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)}\n${response.body.slice(0, 300)}`;
    expect(response.statusCode, context).toBeLessThan(500);
    const location = response.headers.location;
    if (typeof location === 'string') expect(isInSite(location), `Location ${location}: ${context}`).toBe(true);
    return response;
  };

  /**
   * `app.inject` parses the target as a WHATWG URL: one that reads as having a host (`/\/`, a
   * generated home path with a decoration in front) throws in the test before any request is made.
   * Such a target goes on a real socket, as a browser or a proxy would send it.
   */
  const carriedByInject = (url: string) => {
    try {
      return new URL(url, 'http://localhost').host === 'localhost';
    } catch {
      return false;
    }
  };

  const onSocket = async (request: { method: string; url: string; headers: Record<string, string> }) => {
    const lines = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}\r\n`);
    const body = request.method === 'POST' ? 'Content-Length: 0\r\n' : '';
    const answer = await raw(
      Buffer.from(
        `${request.method} ${request.url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('')}${body}Connection: close\r\n\r\n`,
      ),
    );
    const [head = '', rest = ''] = answer.split('\r\n\r\n');
    const location = /\r\nlocation: *([^\r]*)/i.exec(head)?.[1];
    return {
      statusCode: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 599),
      headers: location === undefined ? {} : { location },
      body: rest,
    };
  };

  /** Sends raw bytes on a real socket; resolves with what came back before the server closed or `wait` ms passed. */
  const raw = (bytes: string | Buffer, wait = 10_000) =>
    new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let answer = '';
      const done = () => {
        socket.destroy();
        resolve(answer);
      };
      const timer = setTimeout(done, wait);
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        if (
          /\r\n\r\n/.test(answer) &&
          !/content-length: *[1-9]|transfer-encoding/i.test(answer.split('\r\n\r\n')[0] ?? '')
        ) {
          clearTimeout(timer);
          done();
        }
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(answer);
      });
      // Not end(): a half-closed socket may be dropped before a slow answer (a cold Vite render).
      socket.write(bytes);
    });

  it('answers the malformed paths of issue 20 with a redirect to the in-site path, never 500', async () => {
    // On a real socket: `fastify.inject` would read `/\x` as a URL with a host and fix it itself.
    for (const [path, location] of malformedPaths) {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer, `${path} → ${answer.slice(0, 300)}`).toMatch(/^HTTP\/1\.1 301 /);
      expect(/\r\nlocation: *([^\r]*)/i.exec(answer)?.[1], path).toBe(location);
    }
    // A write to such a path is not redirected (it would be replayed elsewhere): 404.
    expect((await app.inject({ method: 'POST', url: '//markets', headers: { origin: SAME_ORIGIN } })).statusCode).toBe(
      404,
    );
    // A Host the page URL cannot be built on: 400, not 500 (in development Vite's host check answers 403 first).
    const badHost = await app.inject({ method: 'GET', url: '/markets', headers: { host: 'evil.com:99999' } });
    expect(webMode === 'production' ? [400] : [400, 403]).toContain(badHost.statusCode);
  });

  it('answers the requests fuzzing once found a 500 for as the page or a 404', async () => {
    const found: [path: string, status: number][] = [
      // A locale spelled in percent-escapes: React Router matches the course list, whose loader read
      // the track from the wrong segment of the raw path.
      ['/%6A%61_JP/events-courses/research', 200],
      ['/%6A%61_JP/events-courses/web3', 200],
      // Matched ignoring case, but no such track.
      ['/events-courses/RESEARCH', 404],
    ];
    for (const [url, status] of found) {
      const response = await expectSafeAnswer({ method: 'GET', url, headers: { origin: SAME_ORIGIN } });
      expect(response.statusCode, url).toBe(status);
    }
  });

  it('answers any generated page request without a 5xx or a redirect off the site', {
    timeout: fuzzTimeout(40),
  }, async () => {
    const requests = fc.record({
      method: fc.constantFrom<'GET' | 'HEAD' | 'POST'>('GET', 'GET', 'GET', 'HEAD', 'POST'),
      path: pagePath,
      query: pageQuery,
      cookie: cookieHeaders('{session}'),
      language: acceptLanguages,
      odd: fc.string({ maxLength: 40 }).map(headerValue),
    });
    await fc.assert(
      fc.asyncProperty(requests, async ({ method, path, query, cookie, language, odd }) => {
        const headers: Record<string, string> = { origin: SAME_ORIGIN, 'x-odd': odd };
        if (cookie) headers.cookie = cookie;
        if (language) headers['accept-language'] = language;
        if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
        await expectSafeAnswer({ method, url: query ? `${path}?${query}` : path, headers });
      }),
      fuzzParameters(webMode === 'production' ? 80 : 25),
    );
  });

  it('answers malformed requests on a real socket without a 5xx, and keeps serving', {
    timeout: fuzzTimeout(20),
  }, async () => {
    const host = 'Host: 127.0.0.1\r\n';
    const cases = [
      `GET //evil.com HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /\\evil.com HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /ja_JP//markets HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET http://evil.com/markets HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET http://evil.com//x HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `OPTIONS * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /%%%/%ZZ HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /markets HTTP/1.1\r\n${host}X-Big: ${'b'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      `GET /markets HTTP/1.1\r\nHost: evil.com:99999\r\nConnection: close\r\n\r\n`,
      `GET /markets HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`,
      `GET /markets HTTP/1.1\r\n${host}X-Forwarded-Host: evil.com\r\nX-Forwarded-Proto: gopher\r\nConnection: close\r\n\r\n`,
      `POST /api/v1/auth/code HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
      `POST /api/v1/auth/code HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"account":`,
      `POST /markets HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      `GET /markets HTTP/1.1\r\n${host}Bad Header: x\r\nConnection: close\r\n\r\n`,
      `BREW /markets HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /markets HTTP/9.9\r\n${host}Connection: close\r\n\r\n`,
      'garbage\r\n\r\n',
    ];
    for (const bytes of cases) {
      // The truncated body keeps the server waiting for the rest: what matters is that it never answers 5xx.
      const answer = await raw(bytes, bytes.includes('Content-Length: 100') ? 1500 : 10_000);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      expect(status, `${bytes.slice(0, 120)} → ${answer.slice(0, 200)}`).toBeLessThan(500);
      const location = /\r\nlocation: *([^\r]*)/i.exec(answer)?.[1];
      if (location) expect(isInSite(location), `${bytes.slice(0, 80)} → Location ${location}`).toBe(true);
    }
    const alive = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(alive.status).toBe(200);
  });
});
