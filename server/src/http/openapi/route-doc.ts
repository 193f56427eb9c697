import type { FastifySchema } from 'fastify';
import type { z } from 'zod';

/**
 * Who may call: `public` anyone; `session` a signed-in user (session cookie, or the session token
 * in a header); `futures` a session or a futures token (`thirdAppToken` header); `operator` the
 * operator API's bearer OPERATOR_TOKEN.
 */
export type RouteAuth = 'public' | 'session' | 'futures' | 'operator';

/** The permission a signed API-key request needs to reach the route (API keys, see /api/docs). */
export type ApiKeyPermission = 'read' | 'spot-trade' | 'futures-trade';

/** An error answer: a status with the standard description, or a status and when it happens. */
export type RouteError = number | readonly [status: number, description: string];

/**
 * What a route says of itself in the OpenAPI document: the zod schemas its handler parses and
 * answers with. Documentation only: Fastify neither validates nor serialises with them (the
 * handler parses its own input, see parse-input.ts), so every answer is the handler's.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  auth: RouteAuth;
  /** Also reachable with a signed API-key request holding this permission. */
  apiKey?: ApiKeyPermission;
  /** Required when the path has `:params`. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body (or the body of `consumes` type). */
  body?: z.ZodType;
  /** Request body media type when it is not application/json. */
  consumes?: string;
  /** The success body; `null` means the answer has no body. */
  response: z.ZodType | null;
  /** The success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
  /** Answer media type when it is not application/json (then `response` may be a z.string()). */
  produces?: string;
  /** Error answers beyond the automatic ones (those every route of its kind has: error-answers.ts). */
  errors?: readonly RouteError[];
  /** The route exists only under this condition (e.g. "DEV_OUTBOX=on"). */
  onlyWhen?: string;
}

/** A route's doc with the tag it is listed under. */
interface TaggedRouteDoc extends RouteDoc {
  tag: string;
}

/**
 * The key of a route's `schema` that holds its doc. Not one Fastify compiles (body, querystring,
 * params, headers, response): the OpenAPI transform (document.ts) turns it into the operation.
 */
const ROUTE_DOC = 'x-vela-route-doc';

/** One heading of the reference page: the routes of a domain declare themselves under it. */
export interface ApiTag {
  name: string;
  description: string;
  /** The route's `schema`: `app.get(path, { schema: marketDataApi.operation({...}) }, handler)`. */
  operation(doc: RouteDoc): FastifySchema;
}

export function apiTag(name: string, description: string): ApiTag {
  return {
    name,
    description,
    operation: (doc) => ({ summary: doc.summary, tags: [name], [ROUTE_DOC]: { ...doc, tag: name } }) as FastifySchema,
  };
}

/** The doc a route declared with `ApiTag.operation`, if any. */
export function routeDocOf(schema: unknown): TaggedRouteDoc | undefined {
  if (typeof schema !== 'object' || schema === null || !(ROUTE_DOC in schema)) return undefined;
  return (schema as Record<typeof ROUTE_DOC, TaggedRouteDoc>)[ROUTE_DOC];
}
