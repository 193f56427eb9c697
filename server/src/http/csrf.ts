import { SESSION_COOKIE } from '@vela/contracts/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './errors.ts';
import { headerTokens } from './request-session.ts';

/**
 * The CSRF rule for requests that change state (docs/accounts.md states it too). Besides SameSite=Lax
 * on the session cookie:
 * - an `Origin` header (or, when a browser leaves it out, the origin of `Referer`) must be the
 *   public origin (PUBLIC_URL) or the origin the request was addressed to (its Host);
 * - a request with neither header is refused when it carries the session cookie, unless it also
 *   carries a session token header, which a cross-site page cannot set.
 * Refused requests get 403 and change nothing.
 */
export function sameOriginGuard(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const origin = sourceOrigin(request);
    if (origin !== undefined) {
      if (origin === publicOrigin || origin === addressedOrigin(request)) return undefined;
      return refuse(reply, `requests from ${origin} may not change anything here`);
    }
    if (request.cookies[SESSION_COOKIE] !== undefined && headerTokens(request).length === 0) {
      return refuse(reply, 'a signed-in request that changes state must carry an Origin header');
    }
    return undefined;
  };
}

/** The origin the request was sent to, serialized like browsers do (no default port). */
function addressedOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

function sourceOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    // What browsers send for an origin they will not reveal; it matches nothing.
    return 'null';
  }
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.status(403).send(apiError(403, `cross-site request refused: ${message}`));
}
