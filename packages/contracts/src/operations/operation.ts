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
 * answers with. Documentation only: the server neither validates nor serialises with them (the
 * handler parses its own input), so every answer is the handler's.
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
  /** Error answers beyond the automatic ones (those every route of its kind has). */
  errors?: readonly RouteError[];
  /** The route exists only under this condition (e.g. "DEV_OUTBOX=on"). */
  onlyWhen?: string;
}

/** One heading of the API reference: the operations of a domain are listed under it. */
export interface ApiTag {
  name: string;
  description: string;
}

/** An operation as declared: where it is served and its doc. */
export interface OperationRecord extends RouteDoc {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the server routes it (`:params`). */
  path: string;
}

/** An operation with the tag it is listed under: all the server needs to route and document it. */
export interface ApiOperation extends OperationRecord {
  tag: string;
}

/** The operations of one tag, each declared once: the server registers its routes from them. */
export function apiOperations<Name extends string>(
  tag: ApiTag,
  records: Record<Name, OperationRecord>,
): Record<Name, ApiOperation> {
  return Object.fromEntries(
    Object.entries<OperationRecord>(records).map(([name, record]) => [name, { ...record, tag: tag.name }]),
  ) as Record<Name, ApiOperation>;
}
