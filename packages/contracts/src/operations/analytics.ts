import { CLIENT_ERROR_BODY_LIMIT, CLIENT_ERRORS_PATH, clientErrorReportSchema } from '../client-errors.ts';
import {
  eventQuerySchema,
  operatorAnalyticsPaths,
  statisticsRowQuerySchema,
  storedRowsSchema,
} from '../operator-analytics.ts';
import { STATISTICS_PATH, statisticsQuerySchema, statisticsResponseSchema } from '../statistics.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const analyticsTag: ApiTag = {
  name: 'Statistics and error reports',
  description: 'Anonymous write-only calls the client makes, and the operators’ views of what they stored.',
};

export const analyticsOperations = apiOperations(analyticsTag, {
  clientErrors: {
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
  statistics: {
    method: 'GET',
    path: STATISTICS_PATH,
    summary: 'Record an activity / UTM statistics event',
    auth: 'public',
    query: statisticsQuerySchema,
    response: statisticsResponseSchema,
    errors: [429],
  },
  events: {
    method: 'GET',
    path: operatorAnalyticsPaths.events,
    summary: 'Operator: stored tracking events, newest first',
    auth: 'operator',
    query: eventQuerySchema,
    response: storedRowsSchema('events'),
  },
  storedStatistics: {
    method: 'GET',
    path: operatorAnalyticsPaths.statistics,
    summary: 'Operator: activity statistics rows, newest first',
    auth: 'operator',
    query: statisticsRowQuerySchema,
    response: storedRowsSchema('statistics'),
  },
});
