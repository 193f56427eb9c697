/**
 * The futures API's refusal reasons (the error body's `reason`; docs/futures.md "Futures orders and
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
  /** The connection to the database broke while the command was saved: it may have been carried out. */
  'outcome-unknown',
  /** Identity verification level 1 is needed for an order that may open a position. */
  'kyc-required',
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
  /** Rate-limited: the seconds the server's Retry-After asks to wait, when it sent one. */
  readonly retryAfterSeconds?: number;
}
