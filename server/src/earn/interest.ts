import { EARN_AMOUNT_DECIMALS, EARN_DAYS_PER_YEAR, EARN_HOURS_PER_YEAR, type EarnAprTier } from '@vela/contracts/earn';
import { divide } from '@vela/contracts/futures-margin-rounding';
import Big from 'big.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The start of the hour `at` falls in. */
export function floorHour(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** The first full hour at or after `at`. */
export function ceilHour(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** 00:00 UTC of the day `at` falls in. */
export function utcDayStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/**
 * The slices of `principal` per tier (marginal bands: up to the first `upTo` at the first APR, the
 * rest of the way to the next `upTo` at the next, the last tier open-ended), with their APR.
 */
export function tierSlices(principal: Big, tiers: readonly EarnAprTier[]): { amount: Big; apr: Big }[] {
  const slices: { amount: Big; apr: Big }[] = [];
  let below = new Big(0);
  for (const tier of tiers) {
    if (principal.lte(below)) break;
    const upTo = tier.upTo === null ? principal : new Big(tier.upTo);
    const top = principal.lt(upTo) ? principal : upTo;
    if (top.gt(below)) slices.push({ amount: top.minus(below), apr: new Big(tier.apr) });
    if (tier.upTo === null) break;
    below = new Big(tier.upTo);
  }
  return slices;
}

/**
 * One hour's interest on `principal`: the sum over the tier slices of slice x APR, / 8760, rounded
 * down to 8 places once, exactly. The blended APR (rounded down to 10 places) comes with it.
 */
export function hourlyInterest(principal: Big, tiers: readonly EarnAprTier[]): { amount: Big; apr: Big } {
  let yearly = new Big(0);
  for (const slice of tierSlices(principal, tiers)) yearly = yearly.plus(slice.amount.times(slice.apr));
  const apr = principal.gt(0) ? divide(yearly, principal, 10, 'floor') : new Big(0);
  return { amount: divide(yearly, new Big(EARN_HOURS_PER_YEAR), EARN_AMOUNT_DECIMALS, 'floor'), apr };
}

/** A sharkfin's interest for its term: principal x APR x termDays / 365, rounded down to 8 places. */
export function termInterest(principal: Big, apr: Big, termDays: number): Big {
  return divide(principal.times(apr).times(termDays), new Big(EARN_DAYS_PER_YEAR), EARN_AMOUNT_DECIMALS, 'floor');
}

/** Whether a sharkfin's observed price path stayed inside [low, high] (no observation: it did not). */
export function stayedInside(
  observed: { low: string | null; high: string | null },
  range: { low: string; high: string },
): boolean {
  if (observed.low === null || observed.high === null) return false;
  return new Big(observed.low).gte(range.low) && new Big(observed.high).lte(range.high);
}
