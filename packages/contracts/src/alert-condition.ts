import Big from 'big.js';
import type { AlertCondition, MoveDirection } from './alerts.ts';

/** What an alert asks, as its thresholds are computed from it. */
export interface AlertTerms {
  condition: AlertCondition;
  price?: string | null;
  percent?: string | null;
  direction?: MoveDirection | null;
}

/**
 * The prices at which an alert fires: at `upper` or above, at `lower` or below (either may be
 * null). A move is measured from the price when the alert was set, for as long as it is active
 * (no window): "up 5 %" from 100 fires at 105 or above. Exact: decimal strings, never floats.
 */
export interface AlertThresholds {
  upper: string | null;
  lower: string | null;
}

/** Thresholds keep 18 decimals (the database's scale), rounded away from the reference price. */
const SCALE = 18;

export function alertThresholds(terms: AlertTerms, referencePrice: string): AlertThresholds {
  if (terms.condition === 'above') return { upper: canonical(terms.price ?? '0'), lower: null };
  if (terms.condition === 'below') return { upper: null, lower: canonical(terms.price ?? '0') };
  const share = new Big(terms.percent ?? '0').div(100);
  const reference = new Big(referencePrice);
  const upper = reference.times(share.plus(1)).round(SCALE, Big.roundUp).toFixed();
  const lower = reference.times(new Big(1).minus(share)).round(SCALE, Big.roundDown).toFixed();
  return {
    upper: terms.direction === 'down' ? null : upper,
    lower: terms.direction === 'up' ? null : lower,
  };
}

/** Whether a trade at `price` meets the alert: at or beyond either threshold. */
export function meetsThresholds({ upper, lower }: AlertThresholds, price: string): boolean {
  const traded = new Big(price);
  return (upper !== null && traded.gte(upper)) || (lower !== null && traded.lte(lower));
}

/**
 * Whether an above/below alert would fire on the pair's last price at once: such an alert is
 * refused, as it says nothing the trader does not already see. A move never is (0 % is no move).
 */
export function alreadyMet(terms: AlertTerms, lastPrice: string): boolean {
  if (terms.condition === 'move') return false;
  return meetsThresholds(alertThresholds(terms, lastPrice), lastPrice);
}

/** "65000.50" for "65000.500000": the form the thresholds are compared and stored in. */
function canonical(value: string): string {
  return new Big(value).toFixed();
}
