import { apiErrorSchema } from '@vela/contracts/errors';
import { type FuturesFailure, type FuturesRefusalReason, futuresRefusalReasons } from './futures-failure.ts';

// Apart from futures-failure.ts: the error schema (zod) loads with the calls, not with the screens.
const knownReasons = new Set<string>(futuresRefusalReasons);

function isRefusalReason(value: unknown): value is FuturesRefusalReason {
  return typeof value === 'string' && knownReasons.has(value);
}

/** The whole seconds of a Retry-After header (delay-seconds form); undefined without a usable one. */
function retryAfterOf(error: unknown): number | undefined {
  const headers = (error as { response?: { headers?: unknown } } | null)?.response?.headers;
  const value = headers instanceof Headers ? headers.get('retry-after') : null;
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

/** A 429's failure, with the wait the server asked for. */
function rateLimited(error: unknown, details: Omit<FuturesFailure, 'code'>): FuturesFailure {
  const seconds = retryAfterOf(error);
  return { code: 'rate-limited', ...details, ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }) };
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
    if (code === 429) return rateLimited(error, details);
    if (code === 400 && reason === undefined) return { code: 'invalid-input', ...details };
    return { code: 'unknown', ...details };
  }
  if (status === 429 || (error as { response?: { status?: unknown } } | null)?.response?.status === 429)
    return rateLimited(error, {});
  return { code: 'unknown' };
}
