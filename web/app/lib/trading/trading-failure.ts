import type { TradingErrorCode } from '@vela/contracts/trading';

// The failure's shape and message only: reading one from an error (trading-failure-of.ts) needs the
// contract's schemas (zod), which load with the order calls, not with the terminal.

/** Why an order API call failed, as the screen tells it: a known cause, or the network, or else. */
export type TradingFailureCode = TradingErrorCode | 'network' | 'rate-limited' | 'unknown';

export interface TradingFailure {
  readonly code: TradingFailureCode;
}

/** The message key of a failure, under the trade namespace. */
export function failureMessageKey(failure: TradingFailure): `trade.serverErrors.${TradingFailureCode}` {
  return `trade.serverErrors.${failure.code}`;
}
