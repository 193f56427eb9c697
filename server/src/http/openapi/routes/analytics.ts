import { CLIENT_ERROR_BODY_LIMIT, CLIENT_ERRORS_PATH } from '@vela/contracts/client-error-limits';
import { clientErrorReportSchema } from '@vela/contracts/client-errors';
import { STATISTICS_PATH, statisticsQuerySchema, statisticsResponseSchema } from '@vela/contracts/statistics';
import { z } from 'zod';
import {
  eventQuerySchema,
  statisticsQuerySchema as statisticsRowQuerySchema,
} from '../../../analytics/operator-queries.ts';
import { operatorAnalyticsPaths } from '../../operator/operator-analytics.ts';
import type { OpenApiDomain } from '../entry.ts';

// The operator views answer stored rows as the tables hold them.
const rows = (name: string) =>
  z.object({ [name]: z.array(z.record(z.string(), z.unknown()).describe('One stored row.')) });

export const analyticsApi: OpenApiDomain = {
  tag: 'Statistics and error reports',
  description: 'Anonymous write-only calls the client makes, and the operators’ views of what they stored.',
  routes: [
    {
      method: 'GET',
      path: STATISTICS_PATH,
      summary: 'Record an activity / UTM statistics event',
      auth: 'public',
      query: statisticsQuerySchema,
      response: statisticsResponseSchema,
      errors: [429],
    },
    {
      method: 'POST',
      path: CLIENT_ERRORS_PATH,
      summary: 'Report a client-side error',
      description: `Logged at error level when Sentry is not configured. Bodies up to ${CLIENT_ERROR_BODY_LIMIT / 1024} KiB.`,
      auth: 'public',
      body: clientErrorReportSchema,
      response: null,
      status: 204,
      errors: [413, 429],
    },
    {
      method: 'GET',
      path: operatorAnalyticsPaths.events,
      summary: 'Operator: stored tracking events, newest first',
      auth: 'operator',
      query: eventQuerySchema,
      response: rows('events'),
    },
    {
      method: 'GET',
      path: operatorAnalyticsPaths.statistics,
      summary: 'Operator: activity statistics rows, newest first',
      auth: 'operator',
      query: statisticsRowQuerySchema,
      response: rows('statistics'),
    },
  ],
};
