import {
  STATISTICS_PATH,
  type StatisticsResponse,
  statisticsQuerySchema,
  statisticsResponseSchema,
} from '@vela/contracts/statistics';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MemoryRateLimitStore, RateLimiter } from '../../accounts/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { activityStatistics } from '../../db/schema.ts';
import { analyticsApi } from '../openapi/tags.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';

/** Activity/UTM statistics events: one row each, anonymous, answered as soon as the row is written. */
export async function statisticsRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  // Anyone may call this, so one address must not be able to flood the table.
  const perIp = new RateLimiter(new MemoryRateLimitStore(), { name: 'statistics-ip', max: 120, windowMs: 60_000 });

  app.get(
    STATISTICS_PATH,
    {
      schema: analyticsApi.operation({
        summary: 'Record an activity / UTM statistics event',
        auth: 'public',
        query: statisticsQuerySchema,
        response: statisticsResponseSchema,
        errors: [429],
      }),
    },
    async (request, reply): Promise<StatisticsResponse | FastifyReply> => {
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
    },
  );
}
