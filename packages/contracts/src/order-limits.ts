// Order rules the browser's forms check before sending, without the contract's schemas (zod):
// trading.ts re-exports them and its schemas enforce them.

/** Up to this trailing percentage: a wider trail is a stop at another price, not a trail. */
export const MAX_TRAILING_PERCENT = '20';
