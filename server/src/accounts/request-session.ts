import { SESSION_COOKIE, SESSION_TOKEN_HEADERS } from '@vela/contracts/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { isSessionTokenShape } from './secrets.ts';
import type { SessionCache } from './session-cache.ts';
import { clearSessionCookies } from './session-cookies.ts';
import { findSession, type LiveSession } from './sessions.ts';

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
  /** How the token arrived; only cookie-borne sessions need the CSRF rule. */
  via: 'cookie' | 'header';
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
 * Finds the request's session: a header token first (native shells, API clients), then the
 * session cookie. A session cookie that opens nothing (expired, revoked) is cleared on the reply,
 * so the client's logged-in marker disappears with it. Sessions come from the app's cache when it
 * has one (see session-cache.ts), else straight from the database.
 */
export async function currentSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<CurrentSession | undefined> {
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
