import { apiErrorSchema } from '@vela/contracts/errors';
import { type TradingErrorCode, tradingErrorCodes } from '@vela/contracts/trading';
import type { TradingFailure } from './trading-failure.ts';

const knownCodes = new Set<string>(tradingErrorCodes);

function isTradingErrorCode(value: unknown): value is TradingErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}

/**
 * The failure a thrown call error stands for. The request helper throws for 4xx/5xx with the
 * parsed body on `data`; the order API names its cause in `reason` (apiErrorSchema). A 400 with
 * no reason is an input the schema refused.
 */
export function tradingFailureOf(error: unknown): TradingFailure {
  const status = (error as { status?: unknown } | null)?.status;
  const parsed = apiErrorSchema.safeParse((error as { data?: unknown } | null)?.data);
  if (parsed.success) {
    const { reason, error: phrase, code } = parsed.data;
    if (isTradingErrorCode(reason)) return { code: reason };
    if (isTradingErrorCode(phrase)) return { code: phrase };
    if (code === 429) return { code: 'rate-limited' };
    if (code === 400) return { code: 'invalid-input' };
  }
  if (status === 429) return { code: 'rate-limited' };
  return { code: 'unknown' };
}
