import type { FastifyInstance } from 'fastify';
import {
  eventQuerySchema,
  findEvents,
  findStatistics,
  statisticsQuerySchema,
} from '../../analytics/operator-queries.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { parseInput } from '../parse-input.ts';
import { operatorGuard } from './operator-auth.ts';

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

  app.get(operatorAnalyticsPaths.events, async (request) => ({
    events: await findEvents(database.db, parseInput(eventQuerySchema, request.query)),
  }));

  app.get(operatorAnalyticsPaths.statistics, async (request) => ({
    statistics: await findStatistics(database.db, parseInput(statisticsQuerySchema, request.query)),
  }));
}
