import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyticsReceiverPath } from '@vela/contracts/analytics';
import { feedSocketPaths } from '@vela/contracts/feed';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { coverNames } from '../src/content/covers.ts';
import type { Database } from '../src/db/client.ts';
import { buildApp } from '../src/http/app.ts';
import { CHART_ATTRIBUTION_STYLE_HASH, cspDirectives, PERMISSIONS_POLICY } from '../src/http/security-headers.ts';
import type { WebMode } from '../src/http/web/web.ts';
import { repoRoot, webBuildDir } from '../src/paths.ts';
import { buildTestApp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';

/**
 * Issue 20: every kind of answer (document, API JSON, error JSON, static asset, the analytics
 * receiver, a cover, the feed's upgrade) carries the security headers, and a document's inline
 * scripts all carry the response's CSP nonce, a new one per response.
 */

type Headers = LightMyRequestResponse['headers'];

/** The directives of a Content-Security-Policy header, by name. */
function csp(headers: Headers): Map<string, string[]> {
  const value = String(headers['content-security-policy'] ?? '');
  return new Map(
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function nonceOf(headers: Headers): string {
  const nonce = csp(headers)
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"));
  if (!nonce) throw new Error(`no nonce in ${headers['content-security-policy']}`);
  return nonce.slice("'nonce-".length, -1);
}

/** What every answer carries, whatever its kind. */
function expectCommonHeaders(headers: Headers, { development = false } = {}) {
  const directives = csp(headers);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  const scriptSrc = directives.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(true);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  // Production: the document's inline stylesheets carry the scripts' nonce (ui/route-stylesheets.tsx).
  const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"));
  expect(directives.get('style-src')).toEqual(
    development ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce, CHART_ATTRIBUTION_STYLE_HASH],
  );
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('connect-src')).toContain("'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // PUBLIC_URL is http here: no HSTS, no upgrade of requests.
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(directives.has('upgrade-insecure-requests')).toBe(false);
}

/** Every <script> of a document: inline ones must carry the nonce, data blocks (JSON-LD) need none. */
function scriptTags(html: string): { tag: string; inline: boolean; dataBlock: boolean }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', body = '']) => ({
    tag: `<script${attributes}>`,
    inline: body.trim() !== '',
    dataBlock: /type="application\/(ld\+)?json"/.test(attributes),
  }));
}

function expectScriptsCarry(html: string, nonce: string) {
  const scripts = scriptTags(html).filter((script) => !script.dataBlock);
  expect(scripts.filter((script) => script.inline).length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.tag).toContain(`nonce="${nonce}"`);
}

/** The production document's stylesheets are inline <style> elements, each with the nonce. */
function expectInlineStylesheetsCarry(html: string, nonce: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = head.match(/<style\b[^>]*>/g) ?? [];
  expect(styles.length).toBeGreaterThan(0);
  for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`);
  expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
}

let factory: TestDatabaseFactory;
const pglite = drivers[0];
if (!pglite) throw new Error('no PGlite driver');

beforeAll(async () => {
  factory = await pglite.create();
});
afterAll(async () => {
  await factory?.dispose();
});

describe('API answers', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openMigrated(factory);
    app = await buildTestApp(database, { SEED: 'off', SIMULATOR: 'off' });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('error JSON (404)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
    expectCommonHeaders(response.headers);
  });

  it('error JSON (400 from a body that is not JSON)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/code',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      payload: '{not json',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectCommonHeaders(response.headers);
  });

  it('the analytics receiver: embeddable by any origin', async () => {
    const event = {
      uuid: randomUUID(),
      type: 'track',
      eventName: 'element_click',
      time: Date.now(),
      distinctId: 'device-1',
      properties: { module_name: 'main_nav', element_name: 'nav.markets', siteid: 'web', page_name: 'Vela' },
    };
    const data = Buffer.from(JSON.stringify({ events: [event] }), 'utf8').toString('base64url');
    const response = await app.inject({ method: 'GET', url: `${analyticsReceiverPath}?data=${data}` });
    expect(response.headers['content-type']).toBe('image/gif');
    expectCommonHeaders(response.headers);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('a cover image: embeddable by any origin', async () => {
    const response = await app.inject({ method: 'GET', url: `/media/covers/${coverNames[0]}.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expectCommonHeaders(response.headers);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('the API docs page keeps its own stricter policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(csp(response.headers).get('default-src')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('a new nonce per answer', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) nonces.add(nonceOf((await app.inject({ method: 'GET', url: '/healthz' })).headers));
    expect(nonces.size).toBe(5);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('the feed upgrade still succeeds (a 101 carries no page, so no policy applies)', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}${feedSocketPaths.spot}`);
    const status = await new Promise<number>((resolve, reject) => {
      socket.once('upgrade', (response) => resolve(response.statusCode ?? 0));
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', reject);
    });
    socket.close();
    expect(status).toBe(101);
  });
});

describe('configuration', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  const sources = (env: Record<string, string>, name: string, development = false) =>
    (cspDirectives(config(env), { development })[name] ?? []).filter(
      (source): source is string => typeof source === 'string',
    );

  it('connect-src names the feed, the APIs, Sentry and gtag when they are elsewhere', () => {
    const connect = sources(
      {
        PUBLIC_URL: 'https://vela.example',
        SPOT_API_URL: 'https://api.vela.example/',
        FUTURES_API_URL: 'https://futures.vela.example/futuresapi',
        SPOT_WS_URL: 'wss://feed.vela.example/ws/spot',
        FUTURES_WS_URL: 'wss://feed2.vela.example/ws/futures',
        SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
        GA_MEASUREMENT_ID: 'G-ABC123XYZ9',
      },
      'connect-src',
    );
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://vela.example',
        'wss://vela.example',
        'https://api.vela.example',
        'https://futures.vela.example',
        'wss://feed.vela.example',
        'wss://feed2.vela.example',
        'https://o1.ingest.sentry.io',
        'https://*.google-analytics.com',
      ]),
    );
    expect(connect).not.toContain('ws:');
    expect(sources({ GA_MEASUREMENT_ID: 'G-ABC123XYZ9' }, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(sources({}, 'script-src')).toEqual(["'self'"]);
  });

  it('the default feed socket is PUBLIC_URL with a ws scheme', () => {
    expect(sources({ PUBLIC_URL: 'http://localhost:41300' }, 'connect-src')).toEqual(
      expect.arrayContaining(['http://localhost:41300', 'ws://localhost:41300']),
    );
  });

  it("the chart library's one <style> element is allowed by its hash", () => {
    const library = readFileSync(
      join(repoRoot, 'node_modules', 'lightweight-charts', 'dist', 'lightweight-charts.production.mjs'),
      'utf8',
    );
    const styles = [...library.matchAll(/createElement\("style"\),this\.\w+\.innerText="([^"]*)"/g)].map(
      ([, text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    );
    expect(styles).toEqual([CHART_ATTRIBUTION_STYLE_HASH]);
    expect(library.match(/createElement\("style"\)/g)).toHaveLength(1);
  });

  it('development lets Vite inject styles and reach its HMR socket', () => {
    expect(sources({}, 'style-src', true)).toContain("'unsafe-inline'");
    expect(sources({}, 'connect-src', true)).toEqual(expect.arrayContaining(['ws:', 'wss:']));
  });

  it('https PUBLIC_URL: HSTS and upgrade-insecure-requests; FRAME_ANCESTORS: an allowlist instead of DENY', async () => {
    const database = await openMigrated(factory);
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        SEED: 'off',
        SIMULATOR: 'off',
        SECRETS_KEY: 'test-secrets-key-0123456789abcdef0123',
        PUBLIC_URL: 'https://vela.example',
        FRAME_ANCESTORS: 'self,https://shell.vela.example',
      }),
      database,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      const directives = csp(response.headers);
      expect(directives.has('upgrade-insecure-requests')).toBe(true);
      expect(directives.get('frame-ancestors')).toEqual(["'self'", 'https://shell.vela.example']);
      expect(response.headers['x-frame-options']).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** The server-rendered app in one mode: documents and a static file. */
function documentSuite(mode: WebMode) {
  const development = mode === 'development';
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openMigrated(factory);
    app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: development ? 'development' : 'production',
        SIMULATOR: 'off',
        SECRETS_KEY: 'test-secrets-key-0123456789abcdef0123',
      }),
      database,
      web: mode,
    });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('a document: every inline script carries this response’s nonce', { timeout: 180_000 }, async () => {
    const first = await app.inject({ method: 'GET', url: '/markets', headers: { 'accept-encoding': 'identity' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(first.headers, { development });
    expectScriptsCarry(first.body, nonceOf(first.headers));
    if (!development) expectInlineStylesheetsCarry(first.body, nonceOf(first.headers));

    const second = await app.inject({ method: 'GET', url: '/markets', headers: { 'accept-encoding': 'identity' } });
    expect(nonceOf(second.headers)).not.toBe(nonceOf(first.headers));
    expectScriptsCarry(second.body, nonceOf(second.headers));
    expect(second.body).not.toContain(nonceOf(first.headers));
  });

  it('a not-found document', { timeout: 60_000 }, async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expectCommonHeaders(response.headers, { development });
    expectScriptsCarry(response.body, nonceOf(response.headers));
  });

  it('a static file', { timeout: 60_000 }, async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers, { development });
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
}

describe('the web app in development (Vite)', () => documentSuite('development'));

describe.skipIf(!existsSync(join(webBuildDir, 'server', 'index.js')))('the built web app (after npm run build)', () =>
  documentSuite('production'),
);
