import { type EarnErrorReason, earnErrorReasons } from '@vela/contracts/earn';
import { apiErrorSchema } from '@vela/contracts/errors';

/** A form's problem: a message key under `earn.errors.` and, when known, the input it is about. */
export interface EarnProblem {
  key: string;
  field?: 'amount' | 'autoRenew';
}

const amountReasons = new Set<EarnErrorReason>([
  'below-minimum',
  'above-maximum',
  'quota-exceeded',
  'user-quota-exceeded',
  'insufficient-balance',
  'whole-amount-only',
  'amount-above-position',
]);
const reasons = new Set<string>(earnErrorReasons);

/**
 * What the platform answered, as the form tells it: a known refusal at its input, a schema
 * refusal at the first input its `fields` name, 429 as "too many", the rest as a failure.
 */
export function problemOf(status: number, body: unknown): EarnProblem {
  const parsed = apiErrorSchema.safeParse(body);
  const reason = parsed.success ? parsed.data.reason : undefined;
  if (reason && reasons.has(reason)) {
    const known = reason as EarnErrorReason;
    if (amountReasons.has(known)) return { key: `earn.errors.${known}`, field: 'amount' };
    if (known === 'auto-renew-not-allowed') return { key: `earn.errors.${known}`, field: 'autoRenew' };
    return { key: `earn.errors.${known}` };
  }
  if (status === 429) return { key: 'earn.errors.tooMany' };
  const fields = parsed.success ? Object.keys(parsed.data.fields ?? {}) : [];
  if (status === 400 && fields.includes('amount')) return { key: 'earn.errors.amountInvalid', field: 'amount' };
  if (status === 400 && fields.includes('autoRenew')) return { key: 'earn.errors.failed', field: 'autoRenew' };
  return { key: 'earn.errors.failed' };
}

export const networkProblem: EarnProblem = { key: 'earn.errors.network' };
