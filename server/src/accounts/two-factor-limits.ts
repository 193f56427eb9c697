import { RateLimiter, type RateLimitStore } from './rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Wrong second-factor answers per account, across login steps and the security page, like
 * failed passwords (5 per 15 minutes): a TOTP code has a million values, so guessing stays hopeless.
 * A right answer starts the count over.
 */
export function secondFactorLimiter(store: RateLimitStore): RateLimiter {
  return new RateLimiter(store, { name: 'second-factor-account', max: 5, windowMs: FIFTEEN_MINUTES });
}

/** Password confirmations on the security page (before a factor is added or removed), per account. */
export function reauthenticationLimiter(store: RateLimitStore): RateLimiter {
  return new RateLimiter(store, { name: 'reauth-account', max: 5, windowMs: FIFTEEN_MINUTES });
}
