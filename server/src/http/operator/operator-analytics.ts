import { analyticsOperations } from '@vela/contracts/operations/analytics';
import { eventQuerySchema, statisticsRowQuerySchema } from '@vela/contracts/operator-analytics';
import type { FastifyInstance } from 'fastify';
import { findEvents, findStatistics } from '../../analytics/operator-queries.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { parseInput } from '../parse-input.ts';
import { route } from '../route.ts';
import { operatorGuard } from './operator-auth.ts';

/** Read-only views of what the receivers stored, for operators (bearer OPERATOR_TOKEN). */
export async function operatorAnalyticsRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  // The guard runs before the query is read: without the token nothing about the API is revealed.
  app.addHook('onRequest', operatorGuard(config.OPERATOR_TOKEN));

  route(app, analyticsOperations.events, async (request) => ({
    events: await findEvents(database.db, parseInput(eventQuerySchema, request.query)),
  }));

  route(app, analyticsOperations.storedStatistics, async (request) => ({
    statistics: await findStatistics(database.db, parseInput(statisticsRowQuerySchema, request.query)),
  }));
}
