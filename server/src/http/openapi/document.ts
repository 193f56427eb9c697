import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { apiErrorSchema } from '@vela/contracts/errors';
import type { RouteDoc } from '@vela/contracts/operations/operation';
import { apiTags } from '@vela/contracts/operations/tags';
import { SESSION_COOKIE } from '@vela/contracts/session-names';
import { z } from 'zod';
import { apiDescription } from './api-description.ts';
import { routeErrors } from './error-answers.ts';
import { routeDocOf } from './route-doc.ts';

type JsonSchema = Record<string, unknown>;

const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/**
 * No licence is granted (package.json is private): said as an SPDX LicenseRef, which OpenAPI 3.1
 * allows. The owners grant one by naming it here, e.g. `{ name: 'MIT', identifier: 'MIT' }`.
 */
const apiLicence = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };

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
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
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

function operationId(method: string, path: string): string {
  const words = path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

function securityOf(doc: RouteDoc): JsonSchema[] {
  const key = doc.apiKey ? [{ apiKey: [], apiKeyTimestamp: [], apiKeySignature: [] }] : [];
  if (doc.auth === 'session') return [{ sessionCookie: [] }, { sessionToken: [] }, ...key];
  if (doc.auth === 'futures') return [{ sessionCookie: [] }, { sessionToken: [] }, { futuresToken: [] }, ...key];
  if (doc.auth === 'operator') return [{ operatorToken: [] }];
  return key;
}

function responsesOf(doc: RouteDoc, method: string): Record<string, JsonSchema> {
  const status = doc.status ?? (doc.response === null ? 204 : 200);
  const success: JsonSchema =
    doc.response === null || status === 204
      ? { type: 'null', description: doc.summary }
      : {
          description: doc.summary,
          content: { [doc.produces ?? 'application/json']: { schema: jsonSchemaOf(doc.response, 'output') } },
        };
  const responses: Record<string, JsonSchema> = { [String(status)]: success };
  for (const [code, description] of [...routeErrors({ ...doc, method })].sort(([a], [b]) => a - b)) {
    responses[String(code)] = { description, content: { 'application/json': { schema: API_ERROR_REF } } };
  }
  return responses;
}

/**
 * The Fastify-style schema @fastify/swagger turns into the operation of a route that documents
 * itself (`ApiTag.operation`), with its zod schemas as JSON Schema. Only the document reads it.
 */
function swaggerSchemaOf(doc: RouteDoc & { tag: string }, method: string, url: string): JsonSchema {
  const description = [doc.description, doc.onlyWhen ? `Only when ${doc.onlyWhen}.` : undefined]
    .filter(Boolean)
    .join('\n\n');
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(description ? { description } : {}),
    operationId: operationId(method, url),
    ...(doc.params ? { params: jsonSchemaOf(doc.params, 'input') } : {}),
    ...(doc.query ? { querystring: jsonSchemaOf(doc.query, 'input') } : {}),
    ...(doc.body ? { body: jsonSchemaOf(doc.body, 'input') } : {}),
    ...(doc.consumes ? { consumes: [doc.consumes] } : {}),
    response: responsesOf(doc, method),
    security: securityOf(doc),
    ...(doc.apiKey ? { 'x-api-key-permission': doc.apiKey } : {}),
  };
}

/**
 * @fastify/swagger's options: the document lists every route that declares its doc (and no other
 * route), under the tags in the order of `apiTags`.
 */
export function openApiOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Vela API', version, description: apiDescription(), license: apiLicence },
      servers: [{ url: '/' }],
      tags: apiTags.map(({ name, description }) => ({ name, description })),
      components: {
        schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
        securitySchemes: securitySchemes as never,
      },
    },
    convertConstToEnum: false,
    transform: ({ schema, url, route }) => {
      const doc = routeDocOf(schema);
      const method = [route.method].flat()[0] ?? 'GET';
      if (!doc) return { schema: { hide: true }, url };
      return { schema: swaggerSchemaOf(doc, method, url) as never, url };
    },
  };
}
