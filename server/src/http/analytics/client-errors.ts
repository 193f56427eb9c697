import { CLIENT_ERROR_BODY_LIMIT, clientErrorReportSchema } from '@vela/contracts/client-errors';
import { analyticsOperations } from '@vela/contracts/operations/analytics';
import type { FastifyInstance } from 'fastify';
import { MemoryRateLimitStore, RateLimiter } from '../../accounts/rate-limit.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';
import { route } from '../route.ts';

/** Reports one address may post per minute: a page stuck in an error loop must not flood the log. */
export const CLIENT_ERRORS_PER_MINUTE = 30;

/**
 * POST /api/v1/client-errors: where the browser posts the errors it records when Sentry is not
 * configured (web/app/lib/errors/platform-sink.ts). Each report is logged at error level, so no
 * client error is silently lost; the answer is 204 with no body. Anonymous and stateless (it only
 * writes a log line), so it needs no session or CSRF check; size and rate are capped instead.
 */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  const perIp = new RateLimiter(new MemoryRateLimitStore(), {
    name: 'client-errors-ip',
    max: CLIENT_ERRORS_PER_MINUTE,
    windowMs: 60_000,
  });

  // Bodies over the limit are refused with 413 before they are read in full.
  route(
    app,
    analyticsOperations.clientErrors,
    async (request, reply) => {
      const decision = await perIp.hit(request.ip);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      const report = parseInput(clientErrorReportSchema, request.body);
      const userAgent = request.headers['user-agent']?.slice(0, 300);
      request.log.error({ clientError: report, ...(userAgent ? { userAgent } : {}) }, 'client error');
      return reply.status(204).send();
    },
    { bodyLimit: CLIENT_ERROR_BODY_LIMIT },
  );
}
