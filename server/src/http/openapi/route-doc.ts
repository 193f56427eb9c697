import type { ApiOperation, RouteDoc } from '@vela/contracts/operations/operation';
import type { FastifySchema } from 'fastify';

/**
 * The key of a route's `schema` that holds its operation. Not one Fastify compiles (body,
 * querystring, params, headers, response): the OpenAPI transform (document.ts) turns it into the
 * document's operation.
 */
const ROUTE_DOC = 'x-vela-route-doc';

/** The `schema` a route registered from `operation` gives Fastify (route.ts). */
export function routeSchemaOf(operation: ApiOperation): FastifySchema {
  return { summary: operation.summary, tags: [operation.tag], [ROUTE_DOC]: operation } as FastifySchema;
}

/** The operation a route was registered from, if any. */
export function routeDocOf(schema: unknown): (RouteDoc & { tag: string }) | undefined {
  if (typeof schema !== 'object' || schema === null || !(ROUTE_DOC in schema)) return undefined;
  return (schema as Record<typeof ROUTE_DOC, ApiOperation>)[ROUTE_DOC];
}
