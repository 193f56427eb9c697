import type { MoveDirection, PriceAlertRequest } from '@vela/contracts/alerts';
import { MAX_MOVE_PERCENT, MIN_MOVE_PERCENT } from '@vela/contracts/alerts';
import { compareDecimals } from '../../lib/format/exact-decimal.ts';

/** What the form holds: the condition and both fields (the one not in use is ignored). */
export interface AlertDraft {
  condition: 'above' | 'below' | 'move';
  price: string;
  percent: string;
  direction: MoveDirection;
}

/** A draft that cannot be sent, as the message key (alerts.form.problems.*) and the field it concerns. */
export type DraftProblem =
  | { problem: 'priceRequired' | 'priceNotAbove' | 'priceNotBelow'; field: 'price' }
  | { problem: 'percentRange'; field: 'percent' }
  | { problem: 'noPrice'; field: 'price' };

export type DraftCheck = { ok: true; request: PriceAlertRequest } | ({ ok: false } & DraftProblem);

const isPositive = (value: string) => /^\d*\.?\d+$|^\d+\.$/.test(value) && /[1-9]/.test(value);

/**
 * Whether a draft makes an alert the server accepts, checked against the last price the trader
 * sees: "above" a price at or under it (or "below" one at or over it) would fire at once.
 */
export function checkDraft(symbol: string, draft: AlertDraft, lastPrice: string | undefined): DraftCheck {
  if (lastPrice === undefined) return { ok: false, problem: 'noPrice', field: 'price' };
  if (draft.condition === 'move') {
    const percent = draft.percent.replace(/\.$/, '');
    const inRange =
      /^\d{1,2}(\.\d{1,2})?$/.test(percent) &&
      compareDecimals(percent, MIN_MOVE_PERCENT) >= 0 &&
      compareDecimals(percent, MAX_MOVE_PERCENT) <= 0;
    if (!inRange) return { ok: false, problem: 'percentRange', field: 'percent' };
    return { ok: true, request: { symbol, condition: 'move', percent, direction: draft.direction } };
  }
  const price = draft.price.replace(/\.$/, '');
  if (!isPositive(price)) return { ok: false, problem: 'priceRequired', field: 'price' };
  const side = compareDecimals(price, lastPrice);
  if (draft.condition === 'above' && side <= 0) return { ok: false, problem: 'priceNotAbove', field: 'price' };
  if (draft.condition === 'below' && side >= 0) return { ok: false, problem: 'priceNotBelow', field: 'price' };
  return { ok: true, request: { symbol, condition: draft.condition, price } };
}
