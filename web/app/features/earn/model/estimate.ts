import { EARN_AMOUNT_DECIMALS, EARN_DAYS_PER_YEAR, type EarnAprTier } from '@vela/contracts/earn';
import Big from 'big.js';

/**
 * Interest a principal earns in a year at marginal tiers: the slice up to a tier's `upTo` at its
 * APR, the slice above at the next tier's (the server's rule, see the contract).
 */
export function yearlyInterest(tiers: readonly EarnAprTier[], principal: string): Big {
  let left = new Big(principal);
  let floor = new Big(0);
  let interest = new Big(0);
  for (const tier of tiers) {
    if (left.lte(0)) break;
    const band = tier.upTo === null ? left : new Big(tier.upTo).minus(floor);
    const slice = band.lt(left) ? band : left;
    if (slice.gt(0)) {
      interest = interest.plus(slice.times(tier.apr));
      left = left.minus(slice);
    }
    if (tier.upTo !== null) floor = new Big(tier.upTo);
  }
  return interest;
}

const cut = (value: Big) => value.round(EARN_AMOUNT_DECIMALS, Big.roundDown).toFixed();

/** Interest over `days` days (APR x days / 365), rounded down to the earn precision. */
export function interestForDays(tiers: readonly EarnAprTier[], principal: string, days: number): string {
  return cut(yearlyInterest(tiers, principal).times(days).div(EARN_DAYS_PER_YEAR));
}

/**
 * What adding `added` to a flexible position of `held` earns a day: the tiers apply to the whole
 * position, so the new slice may fall in a lower band than the first.
 */
export function addedDailyInterest(tiers: readonly EarnAprTier[], held: string, added: string): string {
  const before = yearlyInterest(tiers, held);
  const after = yearlyInterest(tiers, new Big(held).plus(added).toFixed());
  return cut(after.minus(before).div(EARN_DAYS_PER_YEAR));
}

/** The most that can be subscribed now: the least of the known limits, never below zero. */
export function subscribableMax(limits: readonly (string | null | undefined)[]): string | null {
  const known = limits.filter((limit): limit is string => typeof limit === 'string');
  if (known.length === 0) return null;
  const least = known.reduce((min, limit) => (new Big(limit).lt(min) ? new Big(limit) : min), new Big(known[0] ?? '0'));
  return least.lt(0) ? '0' : cut(least);
}
