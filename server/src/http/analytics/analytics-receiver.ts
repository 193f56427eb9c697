import { analyticsDebugReceiverPath, analyticsReceiverPath } from '@vela/contracts/analytics';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MemoryRateLimitStore, RateLimiter } from '../../accounts/rate-limit.ts';
import { debugReport, decodeImageData, imageQuerySchema, parseBatch } from '../../analytics/batch.ts';
import { receiverLimits } from '../../analytics/limits.ts';
import { storeEvents } from '../../analytics/store.ts';
import type { Database } from '../../db/client.ts';
import { apiError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';

/** A 1x1 transparent GIF: what an image GET loads when its batch was accepted. */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The analytics receiver (spec 7): `/sync_js` stores batches, `/data_debug` only checks them and
 * answers a verdict per event (nothing is stored, so debugging never pollutes the data). Both take
 * the client's three send methods (web/app/lib/analytics/sender.ts): image GET with `?data=`, ajax
 * POST (application/json) and beacon POST (text/plain). Sites that link to this one (the site
 * linker) send from their own origins, so any origin may call, without credentials.
 */
export async function analyticsReceiverRoutes(app: FastifyInstance, { database }: { database: Database }) {
  // Anyone may call this, so one address must not be able to flood the table.
  const perIp = new RateLimiter(new MemoryRateLimitStore(), {
    name: 'analytics-ip',
    max: receiverLimits.requestsPerMinute,
    windowMs: 60_000,
  });

  // A beacon's JSON arrives labelled text/plain (a JSON type would need a preflight beacons cannot
  // make), so in this scope every body is read as text, whatever its type, and parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', 'no-store');
    // The GIF may be embedded by other origins' pages, also those isolating themselves (COEP).
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    if (request.url.length > receiverLimits.urlLength) {
      return reply
        .status(414)
        .send(apiError(414, `the request URL is longer than ${receiverLimits.urlLength} characters: send by POST`));
    }
    const decision = await perIp.hit(request.ip);
    if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
  });

  /** The batch text of a request, by its method. */
  const batchText = (request: FastifyRequest): string => {
    if (request.method === 'GET') {
      return decodeImageData(parseInput(imageQuerySchema, request.query).data);
    }
    return typeof request.body === 'string' ? request.body : '';
  };

  const receive = async (request: FastifyRequest, reply: FastifyReply) => {
    const { events } = parseBatch(batchText(request));
    await storeEvents(database.db, events, { userAgent: request.headers['user-agent'] });
    if (request.method === 'POST') return reply.status(204).send();
    return reply.status(200).header('content-type', 'image/gif').send(TRANSPARENT_GIF);
  };

  const debug = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(200).send(debugReport(batchText(request)));

  const routeOptions = { bodyLimit: receiverLimits.bodyBytes };
  for (const [path, handler] of [
    [analyticsReceiverPath, receive],
    [analyticsDebugReceiverPath, debug],
  ] as const) {
    // No automatic HEAD twin: a HEAD must not store anything.
    app.get(path, { exposeHeadRoute: false }, handler);
    app.post(path, routeOptions, handler);
    // The preflight of a cross-origin ajax POST (its application/json type is not "simple").
    app.options(path, async (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
}
