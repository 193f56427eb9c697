import {
  ALERT_ALREADY_MET,
  ALERT_LIMIT_ERROR,
  ALERT_NO_PRICE,
  alertPaths,
  MAX_ACTIVE_ALERTS,
  priceAlertDeleteSchema,
  priceAlertJoinedSchema,
  priceAlertJoinSchema,
  priceAlertListSchema,
  priceAlertRequestSchema,
  priceAlertSchema,
} from '../alerts.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const alertsTag: ApiTag = {
  name: 'Price alerts',
  description:
    'Alerts on a spot pair’s price, fired once by the first trade that meets them and delivered as an in-app notice and an e-mail (docs/price-alerts.md).',
};

export const alertsOperations = apiOperations(alertsTag, {
  list: {
    method: 'GET',
    path: alertPaths.list,
    summary: 'The user’s price alerts',
    description: 'Active and fired, newest first, with the limit of active alerts.',
    auth: 'session',
    response: priceAlertListSchema,
  },
  create: {
    method: 'POST',
    path: alertPaths.create,
    summary: 'Set a price alert',
    description:
      'Above or below a price (at most the pair’s price decimals), or a move by a percentage from the last price, up, down or either way.',
    auth: 'session',
    body: priceAlertRequestSchema,
    response: priceAlertSchema,
    status: 201,
    errors: [
      [
        400,
        `Bad input, an unknown pair, a price already met (reason "${ALERT_ALREADY_MET}") or a pair without a price yet (reason "${ALERT_NO_PRICE}").`,
      ],
      [409, `The user already holds ${MAX_ACTIVE_ALERTS} active alerts (reason "${ALERT_LIMIT_ERROR}").`],
    ],
  },
  remove: {
    method: 'POST',
    path: alertPaths.remove,
    summary: 'Remove price alerts',
    description: 'Ids of other users’ alerts change nothing.',
    auth: 'session',
    body: priceAlertDeleteSchema,
    response: priceAlertListSchema,
  },
  join: {
    method: 'POST',
    path: alertPaths.join,
    summary: 'Join a visitor’s alerts to the account',
    description:
      'The alerts a visitor set in this browser, sent once after signing in. Kept as set (a move is measured from the price the browser recorded); those on pairs no longer listed or over the limit are skipped.',
    auth: 'session',
    body: priceAlertJoinSchema,
    response: priceAlertJoinedSchema,
  },
});
