import { apiErrorSchema } from '@vela/contracts/errors';
import type { GridField, GridProblems } from './grid-draft.ts';

/** A call's problem: message keys under `grid.errors.`, one for the whole form and one per field it names. */
export interface GridProblem {
  key: string;
  fields: GridProblems;
}

const formFields = new Set<string>([
  'lowerPrice',
  'upperPrice',
  'gridCount',
  'investment',
  'triggerPrice',
  'stopLossPrice',
  'takeProfitPrice',
]);

/** Refusals the form words itself; any other reason reads as the field's "not accepted". */
const knownReasons = new Set([
  'lower-not-positive',
  'upper-not-above-lower',
  'grid-count-out-of-range',
  'grids-too-dense',
  'grid-profit-not-positive',
  'order-below-min-notional',
  'insufficient-balance',
  'too-many-bots',
  'price-off-tick',
  'grid-bot-stopped',
  'grid-bot-not-found',
  'stop-loss-not-below-price',
  'take-profit-not-above-price',
  'price-not-positive',
  'no-price',
  'backtests-busy',
]);

/** The grid desk's reasons the form words as its own checks. */
const sameAs: Record<string, string> = {
  'stop-loss-in-range': 'stopLossNotBelowLower',
  'take-profit-in-range': 'takeProfitNotAboveUpper',
};

/**
 * What the platform answered, as the form tells it: the refusal's reason, at every field its
 * `fields` names (the reason's own words when known, the server's check otherwise), 429 as "too
 * many", anything else as a failure.
 */
export function problemOf(status: number, body: unknown): GridProblem {
  const parsed = apiErrorSchema.safeParse(body);
  if (status === 429) return { key: 'tooMany', fields: {} };
  if (!parsed.success) return { key: 'failed', fields: {} };
  const reason = parsed.data.reason;
  const key = reason && knownReasons.has(reason) ? reason : ((reason && sameAs[reason]) ?? 'notAccepted');
  const fields: GridProblems = {};
  for (const field of Object.keys(parsed.data.fields ?? {})) {
    if (formFields.has(field)) fields[field as GridField] = key;
  }
  if (Object.keys(fields).length > 0) return { key: 'fieldsRefused', fields };
  // A 5xx is a failure unless it is one the form words (the market has no price yet, backtests busy).
  return { key: key === 'notAccepted' ? 'failed' : key, fields };
}

export const networkProblem: GridProblem = { key: 'network', fields: {} };
