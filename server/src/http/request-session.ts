import { apiKeyHeaders } from '@vela/contracts/api-keys';
import { SESSION_COOKIE, SESSION_TOKEN_HEADERS } from '@vela/contracts/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyPrincipal } from '../accounts/api-key-auth.ts';
import { isSessionTokenShape } from '../accounts/secrets.ts';
import type { SessionCache } from '../accounts/session-cache.ts';
import { clearSessionCookies } from '../accounts/session-cookies.ts';
import { findSession, type LiveSession } from '../accounts/sessions.ts';
import type { Db } from '../db/client.ts';
import { RequestRefusedError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's session cache (buildApp decorates the root, every plugin inherits it). Each app has
     * its own, fed by its own bus, even when several apps share one database in a process.
     */
    sessionCache?: SessionCache;
  }
}

export interface CurrentSession extends LiveSession {
  /**
   * How the caller proved itself; only cookie-borne sessions need the CSRF rule. `api-key`: a
   * key-signed request (http/account/api-keys.ts checked it); `sessionId` is then the key's id and
   * `apiKey` says what it may do.
   */
  via: 'cookie' | 'header' | 'api-key';
  apiKey?: ApiKeyPrincipal;
}

/** A key-signed call to a route keys may not use: 403, whatever the key's permissions. */
export class ApiKeyRouteRefusedError extends RequestRefusedError {
  constructor() {
    super(403, 'not-open-to-api-keys', 'this call is not open to API keys; sign in to the account to make it');
  }
}

const verifiedKeys = new WeakMap<FastifyRequest, { principal: ApiKeyPrincipal; user: LiveSession['user'] }>();

/** Set by the API-key hook once a signed request is verified (http/account/api-keys.ts). */
export function attachApiKeyPrincipal(
  request: FastifyRequest,
  principal: ApiKeyPrincipal,
  user: LiveSession['user'],
): void {
  verifiedKeys.set(request, { principal, user });
}

/** Whether a request presents an API key (then it is judged by its signature alone). */
export function presentsApiKey(request: FastifyRequest): boolean {
  return request.headers[apiKeyHeaders.key] !== undefined;
}

/** Far future for keys that never expire. */
const NEVER = new Date(8_640_000_000_000_000);

function apiKeySession(request: FastifyRequest): CurrentSession | undefined {
  const verified = verifiedKeys.get(request);
  if (!verified) return undefined;
  if (!verified.principal.routeOpen) throw new ApiKeyRouteRefusedError();
  return {
    sessionId: verified.principal.apiKeyId,
    expiresAt: verified.principal.expiresAt ?? NEVER,
    user: verified.user,
    via: 'api-key',
    apiKey: verified.principal,
  };
}

/**
 * Well-formed tokens found in the session headers, in order. The web client sends these headers on
 * every call, often empty or holding something else: anything that is not a token is ignored.
 */
export function headerTokens(request: FastifyRequest): string[] {
  const tokens: string[] = [];
  for (const name of SESSION_TOKEN_HEADERS) {
    const raw = request.headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.replace(/^Bearer\s+/i, '').trim();
    if (value && isSessionTokenShape(value) && !tokens.includes(value)) tokens.push(value);
  }
  return tokens;
}

/**
 * Finds the request's session. A request that presents an API key is the key's alone (verified
 * by the hook in http/account/api-keys.ts; no cookie or token is looked at), and reaches only the routes
 * open to keys (api-key-routes.ts; others throw a 403). Otherwise a header token first (native
 * shells, API clients), then the session cookie. A session cookie that opens nothing (expired,
 * revoked) is cleared on the reply, so the client's logged-in marker disappears with it. Sessions
 * come from the app's cache when it has one (see session-cache.ts), else straight from the database.
 */
export async function currentSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<CurrentSession | undefined> {
  if (presentsApiKey(request)) return apiKeySession(request);
  const cache = request.server.sessionCache;
  const find = (token: string) => (cache ? cache.find(token) : findSession(db, token));
  for (const token of headerTokens(request)) {
    const session = await find(token);
    if (session) return { ...session, via: 'header' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie === undefined) return undefined;
  const session = await find(cookie);
  if (session) return { ...session, via: 'cookie' };
  clearSessionCookies(reply, secure);
  return undefined;
}
