import { analyticsOperations } from '@vela/contracts/operations/analytics';
import { type StatisticsResponse, statisticsQuerySchema } from '@vela/contracts/statistics';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MemoryRateLimitStore, RateLimiter } from '../../accounts/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { activityStatistics } from '../../db/schema.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';
import { route } from '../route.ts';

/** Activity/UTM statistics events: one row each, anonymous, answered as soon as the row is written. */
export async function statisticsRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  // Anyone may call this, so one address must not be able to flood the table.
  const perIp = new RateLimiter(new MemoryRateLimitStore(), { name: 'statistics-ip', max: 120, windowMs: 60_000 });

  route(app, analyticsOperations.statistics, async (request, reply): Promise<StatisticsResponse | FastifyReply> => {
    const query = parseInput(statisticsQuerySchema, request.query);
    const decision = await perIp.hit(request.ip);
    if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
    await database.db.insert(activityStatistics).values({
      event: query.event,
      requestSource: query.request_source,
      type: query.type,
      utmSource: query.utm_source,
      utmMedium: query.utm_medium,
      utmCampaign: query.utm_campaign,
      utmTerm: query.utm_term,
      utmContent: query.utm_content,
    });
    return { code: 0 };
  });
}
