import type { z } from 'zod';

/** The HTTP methods an entry documents (automatic HEAD twins of GET routes are not listed). */
export type EntryMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may call: `public` anyone; `session` a signed-in user (session cookie, or the session token
 * in a header); `futures` a session or a futures token (`thirdAppToken` header); `operator` the
 * operator API's bearer OPERATOR_TOKEN.
 */
export type EntryAuth = 'public' | 'session' | 'futures' | 'operator';

/** The permission a signed API-key request needs to reach the route (API keys, see /api/docs). */
export type ApiKeyPermission = 'read' | 'spot-trade' | 'futures-trade';

/** An error answer: a status with the standard description, or a status and when it happens. */
export type EntryError = number | readonly [status: number, description: string];

/** One route of the API, documented from the zod schemas its handler parses and answers with. */
export interface OpenApiEntry {
  method: EntryMethod;
  /** Exactly as registered in Fastify, `:name` for a path parameter. */
  path: string;
  summary: string;
  description?: string;
  auth: EntryAuth;
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
  /** Error answers beyond the automatic ones (see automaticErrors). */
  errors?: readonly EntryError[];
  /** The route exists only under this condition (e.g. "DEV_OUTBOX=on"). */
  onlyWhen?: string;
}

/** The routes of one domain; its tag is a heading of the reference page. */
export interface OpenApiDomain {
  tag: string;
  description: string;
  routes: readonly OpenApiEntry[];
}

export const standardErrorDescriptions: Record<number, string> = {
  400: 'Invalid input: `fields` names each field at fault.',
  401: 'Sign-in required: the session (or token) is missing, expired or revoked.',
  403: 'Refused: a cookie-borne write without a same-origin Origin header (CSRF rule).',
  404: 'Not found.',
  409: 'Conflict with the current state.',
  413: 'The body is too large.',
  414: 'The URL is too long.',
  415: 'Unsupported media type.',
  429: 'Too many requests: wait the Retry-After header (seconds) and try again.',
  503: 'Temporarily unavailable: try again shortly.',
};

const joined = (first: string | undefined, second: string) => (first ? `${first} Or: ${second}` : second);

/** The errors every entry of a kind has, so domain files list only what is particular to a route. */
export function automaticErrors(entry: OpenApiEntry): Map<number, string> {
  const errors = new Map<number, string>();
  if (entry.params || entry.query || entry.body) errors.set(400, standardErrorDescriptions[400] ?? '');
  if (entry.auth === 'session' || entry.auth === 'futures') {
    errors.set(401, standardErrorDescriptions[401] ?? '');
    if (entry.method !== 'GET') errors.set(403, standardErrorDescriptions[403] ?? '');
  }
  if (entry.auth === 'operator') {
    errors.set(401, 'Operator token required: send `Authorization: Bearer <OPERATOR_TOKEN>`.');
    errors.set(404, 'The operator API does not exist on this server (OPERATOR_TOKEN is not set).');
  }
  if (entry.apiKey) {
    errors.set(
      400,
      joined(errors.get(400), 'A signed request without all its headers (reason "signature-headers-missing").'),
    );
    errors.set(
      401,
      joined(
        errors.get(401),
        'A signed request refused: unknown-key, key-expired, timestamp-outside-window, bad-signature or replayed (the `reason` field).',
      ),
    );
    errors.set(
      403,
      joined(
        errors.get(403),
        `An API key from an address its allowlist does not hold (address-not-allowed) or without the "${entry.apiKey}" permission (permission-missing).`,
      ),
    );
    errors.set(429, joined(errors.get(429), 'The API key’s own rate limit (requests a minute) is reached.'));
    errors.set(503, joined(errors.get(503), 'Signed requests cannot be checked right now (replay guard unavailable).'));
  }
  return errors;
}

/** Every error of an entry, automatic and listed, by status. */
export function entryErrors(entry: OpenApiEntry): Map<number, string> {
  const errors = automaticErrors(entry);
  for (const error of entry.errors ?? []) {
    const [status, description] = typeof error === 'number' ? [error, undefined] : error;
    const known = errors.get(status);
    const text = description ?? known ?? standardErrorDescriptions[status] ?? 'Error.';
    errors.set(status, known && description ? joined(known, description) : text);
  }
  return errors;
}
