import { kycRefusalReasons } from '@vela/contracts/kyc';

/** A problem to show on a verification form: a message key (+ values) and, if known, the input at fault. */
export interface KycProblem {
  key: string;
  values?: Record<string, string | number>;
  field?: string;
}

const reasons = new Set<string>(kycRefusalReasons);
/** Inputs whose schema refusal has a message of its own. */
const inputFields = ['legalName', 'dateOfBirth', 'country'] as const;

interface ErrorBody {
  reason?: unknown;
  fields?: Record<string, string>;
}

/**
 * What the platform answered, as the screen tells it: a refusal reason at its field, a schema
 * refusal at the first field it names, 413 for photos too large together, 429 with the wait.
 */
export function kycProblemOf(status: number, body: unknown, retryAfter: string | null): KycProblem {
  const { reason, fields } = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const field = fields ? Object.keys(fields)[0] : undefined;
  if (status === 429) return { key: 'verification.errors.tooMany', values: { seconds: Number(retryAfter) || 60 } };
  if (typeof reason === 'string' && reasons.has(reason)) {
    return { key: `verification.errors.${reason}`, ...(field ? { field } : {}) };
  }
  if (status === 413) return { key: 'verification.errors.bodyTooLarge' };
  if (status === 400 && field) {
    const known = inputFields.find((name) => name === field);
    if (known) return { key: `verification.errors.${known}`, field: known };
  }
  return { key: 'verification.errors.unknown' };
}

export const networkProblem: KycProblem = { key: 'verification.errors.network' };
