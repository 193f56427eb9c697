import type { EarnAprTier } from '@vela/contracts/earn';
import { compareDecimals } from '../../../lib/format/exact-decimal.ts';

/** The lowest and highest APR of a product's tiers (equal for a single rate). */
export function aprRange(tiers: readonly EarnAprTier[], maxApr: string): { low: string; high: string } {
  let low = maxApr;
  for (const tier of tiers) if (compareDecimals(tier.apr, low) < 0) low = tier.apr;
  return { low, high: maxApr };
}
