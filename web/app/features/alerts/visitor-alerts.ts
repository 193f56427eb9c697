import { MAX_VISITOR_ALERTS, type PriceAlert, type VisitorAlert, visitorAlertSchema } from '@vela/contracts/alerts';
import { z } from 'zod';

import { VISITOR_ALERTS_KEY } from './visitor-alerts-key.ts';

export { VISITOR_ALERTS_KEY };

/** A visitor's alert with the id the browser gave it (to remove it). */
export type StoredVisitorAlert = VisitorAlert & { id: string };

const storedSchema = z.array(z.unknown());

// Every accessor is safe where storage is missing or blocked (SSR, private mode): reads give an
// empty list and writes do nothing.
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored alerts (the key's JSON); entries that do not parse (an older shape, an edit by hand) are left out. */
export function parseVisitorAlerts(stored: string | null | undefined): StoredVisitorAlert[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(stored ?? '[]'));
    if (!parsed.success) return [];
    return parsed.data.flatMap((entry) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { id, ...kept } = entry as Record<string, unknown>;
      const alert = visitorAlertSchema.safeParse(kept);
      return typeof id === 'string' && alert.success ? [{ ...alert.data, id }] : [];
    });
  } catch {
    return [];
  }
}

export function readVisitorAlerts(): StoredVisitorAlert[] {
  try {
    return parseVisitorAlerts(storage()?.getItem(VISITOR_ALERTS_KEY));
  } catch {
    return [];
  }
}

/** An empty list removes the key. */
export function writeVisitorAlerts(alerts: readonly StoredVisitorAlert[]): void {
  try {
    if (alerts.length === 0) storage()?.removeItem(VISITOR_ALERTS_KEY);
    else storage()?.setItem(VISITOR_ALERTS_KEY, JSON.stringify(alerts.slice(0, MAX_VISITOR_ALERTS)));
  } catch {
    // Full or blocked storage: the alert simply is not kept.
  }
}

/** A stored visitor alert as the lists show alerts: active until the account takes it over. */
export function visitorAlertView({ id, referencePrice, createdAt, ...alert }: StoredVisitorAlert): PriceAlert {
  return {
    id,
    symbol: alert.symbol,
    market: alert.market ?? 'spot',
    priceSource: alert.priceSource ?? 'last',
    condition: alert.condition,
    price: alert.condition === 'move' ? null : alert.price,
    percent: alert.condition === 'move' ? alert.percent : null,
    direction: alert.condition === 'move' ? alert.direction : null,
    referencePrice,
    status: 'active',
    createdAt,
    firedAt: null,
    firedPrice: null,
  };
}

/** Without the browser's id: what the join call sends. */
export function withoutId({ id: _id, ...alert }: StoredVisitorAlert): VisitorAlert {
  return alert;
}
