import { apiErrorSchema } from '@vela/contracts/errors';
import { SESSION_COOKIE } from '@vela/contracts/session-names';
import { z } from 'zod';
import { entryErrors, type OpenApiDomain, type OpenApiEntry } from './entry.ts';

type JsonSchema = Record<string, unknown>;

/** The OpenAPI 3.1 document, as plain JSON (its shape is checked by server/test/openapi.test.ts). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** The signed-request headers of an API key, all three sent together (see the reference page). */
export const apiKeyHeaders = {
  key: 'X-VELA-APIKEY',
  timestamp: 'X-VELA-TIMESTAMP',
  signature: 'X-VELA-SIGNATURE',
  recvWindow: 'X-VELA-RECV-WINDOW',
} as const;

const securitySchemes: Record<string, JsonSchema> = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The httpOnly session cookie a browser gets from login or register (`delivery: "cookie"`). Writes also need a same-origin `Origin` header (CSRF rule).',
  },
  sessionToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Authorization',
    description:
      'The session token from login or register with `delivery: "token"` (native shells, scripts); `token` and `logintoken` headers are read too. No CSRF rule applies.',
  },
  futuresToken: {
    type: 'apiKey',
    in: 'header',
    name: 'thirdAppToken',
    description: 'A futures token from POST /futuresapi/v1/token (futures calls only); valid while its session lives.',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The operator API: `Authorization: Bearer <OPERATOR_TOKEN>`. Absent (404) when OPERATOR_TOKEN is not set.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: apiKeyHeaders.key,
    description: `An API key's id; the request also carries ${apiKeyHeaders.timestamp} and ${apiKeyHeaders.signature} (see "Signed requests").`,
  },
  apiKeyTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: apiKeyHeaders.timestamp,
    description: 'Milliseconds since the Unix epoch when the request was signed.',
  },
  apiKeySignature: {
    type: 'apiKey',
    in: 'header',
    name: apiKeyHeaders.signature,
    description: 'HMAC-SHA256 (hex) or Ed25519 (base64) signature of the request (see "Signed requests").',
  },
};

/** A zod schema as the JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what goes in or comes out. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    // A schema with local definitions ($defs) would resolve its `#/...` refs against the whole document.
    reused: 'inline',
    cycles: 'ref',
  }) as JsonSchema;
  if ('$defs' in rest) throw new Error('a recursive schema cannot be inlined into the OpenAPI document');
  return rest;
}

/** `/a/:id/b` → `/a/{id}/b` */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export function operationId(entry: Pick<OpenApiEntry, 'method' | 'path'>): string {
  const words = entry.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return `${entry.method.toLowerCase()}${words.join('')}`;
}

function parametersOf(entry: OpenApiEntry): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', entry.params],
    ['query', entry.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchemaOf(schema, 'input');
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propertySchema,
      });
    }
  }
  return parameters;
}

function securityOf(entry: OpenApiEntry): JsonSchema[] | undefined {
  const key = entry.apiKey ? [{ apiKey: [], apiKeyTimestamp: [], apiKeySignature: [] }] : [];
  if (entry.auth === 'session') return [{ sessionCookie: [] }, { sessionToken: [] }, ...key];
  if (entry.auth === 'futures') return [{ sessionCookie: [] }, { sessionToken: [] }, { futuresToken: [] }, ...key];
  if (entry.auth === 'operator') return [{ operatorToken: [] }];
  return key.length > 0 ? key : [];
}

function operationOf(entry: OpenApiEntry, tag: string): JsonSchema {
  const status = entry.status ?? (entry.response === null ? 204 : 200);
  const mediaType = entry.produces ?? 'application/json';
  const success: JsonSchema = { description: entry.summary };
  if (entry.response !== null && status !== 204) {
    success.content = { [mediaType]: { schema: jsonSchemaOf(entry.response, 'output') } };
  }
  const responses: Record<string, JsonSchema> = { [String(status)]: success };
  for (const [code, description] of [...entryErrors(entry)].sort(([a], [b]) => a - b)) {
    responses[String(code)] = { description, content: { 'application/json': { schema: API_ERROR_REF } } };
  }
  const description = [entry.description, entry.onlyWhen ? `Only when ${entry.onlyWhen}.` : undefined]
    .filter(Boolean)
    .join('\n\n');
  const parameters = parametersOf(entry);
  return {
    tags: [tag],
    summary: entry.summary,
    ...(description ? { description } : {}),
    operationId: operationId(entry),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(entry.body
      ? {
          requestBody: {
            required: true,
            content: { [entry.consumes ?? 'application/json']: { schema: jsonSchemaOf(entry.body, 'input') } },
          },
        }
      : {}),
    responses,
    security: securityOf(entry),
    ...(entry.apiKey ? { 'x-api-key-permission': entry.apiKey } : {}),
  };
}

/** Builds the document from the route table; throws on two entries for one method and path. */
export function openApiDocument(domains: readonly OpenApiDomain[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const domain of domains) {
    for (const entry of domain.routes) {
      const path = openApiPath(entry.path);
      const item = paths[path] ?? {};
      paths[path] = item;
      const method = entry.method.toLowerCase();
      if (item[method]) throw new Error(`two OpenAPI entries for ${entry.method} ${entry.path}`);
      item[method] = operationOf(entry, domain.tag);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vela API',
      version,
      description:
        'The REST API of the Vela exchange: public market data, the account, the spot and futures order APIs and the operator API. Every error answer is an `ApiError`. Amounts and prices are decimal strings.',
    },
    servers: [{ url: '/' }],
    tags: domains.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: { schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') }, securitySchemes },
  };
}

/** Where the document and its reference page are served. */
export const openApiPaths = { document: '/api/openapi.json', docs: '/api/docs' } as const;
