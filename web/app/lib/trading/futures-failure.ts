import { apiErrorSchema } from '@vela/contracts/errors';

/**
 * The futures API's refusal reasons (the error body's `reason`; README "Futures orders and
 * positions" and the futures wallet): what the UI translates, one message per reason.
 */
export const futuresRefusalReasons = [
  'invalid-input',
  'unknown-contract',
  'insufficient-margin',
  'insufficient-balance',
  'position-limit',
  'reduce-only',
  'post-only',
  'fok',
  'no-mark-price',
  'trigger-at-market',
  'invalid-trigger',
  'invalid-leverage',
  'position-open',
  'no-position',
  'not-isolated',
  'below-min-notional',
  'unknown-order',
  'order-not-open',
  'trading-unavailable',
] as const;
export type FuturesRefusalReason = (typeof futuresRefusalReasons)[number];

/** Why a futures call failed, as the screen tells it: a known refusal, the network, or else. */
export type FuturesFailureCode = FuturesRefusalReason | 'network' | 'rate-limited' | 'unknown';

export interface FuturesFailure {
  readonly code: FuturesFailureCode;
  /** The server's own `reason`, also one this client does not know yet (code 'unknown'). */
  readonly reason?: string;
  /** The input at fault, when the server named one (`fields`), e.g. `price` or `amount`. */
  readonly field?: string;
}

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
