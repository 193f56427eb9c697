import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../errors.ts';

/**
 * The token's name in the audit log: the first 16 hex digits of a SHA-256 of it (domain-separated
 * from the guard's digest). It tells which token made a change, and changes when the token is rotated.
 */
export function operatorTokenId(token: string): string {
  return createHash('sha256').update(`vela operator token\0${token}`).digest('hex').slice(0, 16);
}

/**
 * The operator API's gate, shared by every `/api/v1/operator/...` route: `Authorization: Bearer
 * <OPERATOR_TOKEN>`. Without OPERATOR_TOKEN the operator API does not exist, so it answers exactly
 * what an unknown path answers (404) and reveals nothing; a missing or wrong token is a 401.
 */
export function operatorGuard(token: string | undefined) {
  // Compared as SHA-256 digests: equal lengths for timingSafeEqual, and no timing hint about the token.
  const expected = token === undefined ? undefined : createHash('sha256').update(token).digest();
  return async function requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!expected) {
      await reply.status(404).send(apiError(404, `no route for ${request.method} ${request.url.split('?')[0]}`));
      return;
    }
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (presented && timingSafeEqual(createHash('sha256').update(presented).digest(), expected)) return;
    await reply
      .status(401)
      .header('www-authenticate', 'Bearer realm="operator"')
      .send(apiError(401, 'operator token required: send Authorization: Bearer <OPERATOR_TOKEN>'));
  };
}

/** Puts every route of this scope behind the operator token; no cache keeps their answers. */
export function requireOperator(app: FastifyInstance, token: string | undefined): void {
  app.addHook('onRequest', operatorGuard(token));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
