import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  eventQuerySchema,
  findEvents,
  findStatistics,
  statisticsQuerySchema,
  statisticsQuerySchema as statisticsRowQuerySchema,
} from '../../analytics/operator-queries.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { analyticsApi } from '../openapi/tags.ts';
import { parseInput } from '../parse-input.ts';
import { operatorGuard } from './operator-auth.ts';

// The operator views answer stored rows as the tables hold them.
const rows = (name: string) =>
  z.object({ [name]: z.array(z.record(z.string(), z.unknown()).describe('One stored row.')) });

export const operatorAnalyticsPaths = {
  /** ?name=&from=&to=&limit=: stored tracking events, newest first. */
  events: '/api/v1/operator/analytics/events',
  /** ?event=&from=&to=&limit=: activity statistics rows, newest first. */
  statistics: '/api/v1/operator/analytics/statistics',
} as const;

/** Read-only views of what the receivers stored, for operators (bearer OPERATOR_TOKEN). */
export async function operatorAnalyticsRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  // The guard runs before the query is read: without the token nothing about the API is revealed.
  app.addHook('onRequest', operatorGuard(config.OPERATOR_TOKEN));

  app.get(
    operatorAnalyticsPaths.events,
    {
      schema: analyticsApi.operation({
        summary: 'Operator: stored tracking events, newest first',
        auth: 'operator',
        query: eventQuerySchema,
        response: rows('events'),
      }),
    },
    async (request) => ({
      events: await findEvents(database.db, parseInput(eventQuerySchema, request.query)),
    }),
  );

  app.get(
    operatorAnalyticsPaths.statistics,
    {
      schema: analyticsApi.operation({
        summary: 'Operator: activity statistics rows, newest first',
        auth: 'operator',
        query: statisticsRowQuerySchema,
        response: rows('statistics'),
      }),
    },
    async (request) => ({
      statistics: await findStatistics(database.db, parseInput(statisticsQuerySchema, request.query)),
    }),
  );
}
