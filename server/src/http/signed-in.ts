import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { unauthorized } from './replies.ts';
import { type CurrentSession, currentSession } from './request-session.ts';

const sessions = new WeakMap<FastifyRequest, CurrentSession>();

/**
 * Makes every route declared after it in this plugin scope (and in the scopes it registers) a
 * signed-in route. One hook per scope: it runs last before the handler, after the route's own
 * preHandlers (the CSRF guard answers first, as before), and answers the 401 of `unauthorized`
 * when the request opens no session (a dead session cookie is cleared, see currentSession).
 * Handlers then read the caller with `signedInSession` or `signedInUserId`.
 */
export function requireSignIn(app: FastifyInstance, { db, secure }: { db: Db; secure: boolean }): void {
  const signIn = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const session = await currentSession(db, request, reply, secure);
    if (!session) return unauthorized(reply);
    sessions.set(request, session);
    return undefined;
  };
  app.addHook('onRoute', (route) => {
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    // A GET's HEAD twin is declared with the GET's options, which already end with the hook.
    if (!own.includes(signIn)) route.preHandler = [...own, signIn];
  });
}

/** The session of a request in a signed-in scope (`requireSignIn`). */
export function signedInSession(request: FastifyRequest): CurrentSession {
  const session = sessions.get(request);
  if (!session) throw new Error(`${request.method} ${request.routeOptions.url} is not in a signed-in scope`);
  return session;
}

/** The signed-in user's id, in a signed-in scope (`requireSignIn`). */
export function signedInUserId(request: FastifyRequest): string {
  return signedInSession(request).user.id;
}
