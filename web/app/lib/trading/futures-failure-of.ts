import { apiErrorSchema } from '@vela/contracts/errors';
import { type FuturesFailure, type FuturesRefusalReason, futuresRefusalReasons } from './futures-failure.ts';

// Apart from futures-failure.ts: the error schema (zod) loads with the calls, not with the screens.
const knownReasons = new Set<string>(futuresRefusalReasons);

function isRefusalReason(value: unknown): value is FuturesRefusalReason {
  return typeof value === 'string' && knownReasons.has(value);
}

/**
 * The failure a thrown call error stands for. The request helper throws for 4xx/5xx with the
 * parsed body on `data` (apiErrorSchema); a 400 without a reason is an input the schema refused.
 */
export function futuresFailureOf(error: unknown): FuturesFailure {
  const status = (error as { status?: unknown } | null)?.status;
  const parsed = apiErrorSchema.safeParse((error as { data?: unknown } | null)?.data);
  if (parsed.success) {
    const { reason, code, fields } = parsed.data;
    const field = fields ? Object.keys(fields)[0] : undefined;
    const details = { ...(reason === undefined ? {} : { reason }), ...(field === undefined ? {} : { field }) };
    if (isRefusalReason(reason)) return { code: reason, ...details };
    if (code === 429) return { code: 'rate-limited', ...details };
    if (code === 400 && reason === undefined) return { code: 'invalid-input', ...details };
    return { code: 'unknown', ...details };
  }
  if (status === 429) return { code: 'rate-limited' };
  return { code: 'unknown' };
}
