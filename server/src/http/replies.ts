import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiError } from './errors.ts';

/** 401 with `code: 401` in the body: the client's signal to clear the user and go to the login page. */
export function unauthorized(reply: FastifyReply): FastifyReply {
  return reply.status(401).send(apiError(401, 'sign in required: the session is missing or has expired'));
}

export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(apiError(429, `too many attempts; try again in ${retryAfterSeconds} seconds`));
}

/** Every answer of this scope is the user's own: no shared cache may keep it. */
export function answerPrivately(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
