import type { PriceAlertList } from '@vela/contracts/alerts';
import { alertCalls } from './alerts-api.ts';
import { readVisitorAlerts, withoutId, writeVisitorAlerts } from './visitor-alerts.ts';

let joining: Promise<PriceAlertList> | null = null;

/**
 * Joins a visitor's stored alerts to the signed-in account and clears them from the browser; one
 * call at a time (the bell and an open panel may both ask), so they are never joined twice.
 */
export function joinVisitorAlerts(): Promise<PriceAlertList> {
  joining ??= alertCalls
    .join(readVisitorAlerts().map(withoutId))
    .then((list) => {
      // Cleared even when the page has gone meanwhile: the account has them now.
      writeVisitorAlerts([]);
      return list;
    })
    .finally(() => {
      joining = null;
    });
  return joining;
}
