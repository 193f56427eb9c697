import {
  ALERT_ALREADY_MET,
  ALERT_LIMIT_ERROR,
  alertPaths,
  type PriceAlert,
  type PriceAlertList,
  type PriceAlertRequest,
  priceAlertJoinedSchema,
  priceAlertListSchema,
  priceAlertSchema,
  type VisitorAlert,
} from '@vela/contracts/alerts';
import { apiErrorSchema } from '@vela/contracts/errors';
import { FetchError } from 'ofetch';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';

/** A failed call, as the message key (alerts.errors.*) the screen shows. */
export type AlertFailure = 'alreadyMet' | 'limit' | 'failed';

export function failureOf(error: unknown): AlertFailure {
  if (error instanceof FetchError) {
    const body = apiErrorSchema.safeParse(error.data);
    if (body.success && body.data.reason === ALERT_ALREADY_MET) return 'alreadyMet';
    if (body.success && body.data.reason === ALERT_LIMIT_ERROR) return 'limit';
  }
  return 'failed';
}

async function call<T>(request: Promise<unknown>, parse: (value: unknown) => T): Promise<T> {
  const response = await request;
  if (isNetworkFailure(response)) throw response;
  return parse(response);
}

const listOf = (value: unknown): PriceAlertList => priceAlertListSchema.parse(value);

export const alertCalls = {
  list: (): Promise<PriceAlertList> => call(browserApi().get(alertPaths.list), listOf),
  create: (request: PriceAlertRequest): Promise<PriceAlert> =>
    call(browserApi().post(alertPaths.create, request), (value) => priceAlertSchema.parse(value)),
  remove: (id: string): Promise<PriceAlertList> => call(browserApi().post(alertPaths.remove, { ids: [id] }), listOf),
  join: (alerts: readonly VisitorAlert[]): Promise<PriceAlertList> =>
    call(browserApi().post(alertPaths.join, { alerts }), (value) => priceAlertJoinedSchema.parse(value)),
};
