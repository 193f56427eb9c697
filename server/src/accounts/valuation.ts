import Big from 'big.js';
import { normalizeDecimal } from '../money.ts';
import type { Holding } from './balances.ts';

/** Places the total asset is given to; rounded down so a balance is never shown larger than it is. */
export const TOTAL_DECIMALS = 8;

/**
 * The value of the holdings in USDT: (available + frozen) x price, summed exactly. Holdings whose
 * asset has no price are left out rather than guessed.
 */
export function totalInUsdt(holdings: readonly Holding[], prices: ReadonlyMap<string, string>): string {
  let total = new Big(0);
  for (const holding of holdings) {
    const price = prices.get(holding.asset);
    if (price === undefined) continue;
    total = total.plus(new Big(holding.available).plus(holding.frozen).times(price));
  }
  return normalizeDecimal(total.round(TOTAL_DECIMALS, Big.roundDown).toFixed(TOTAL_DECIMALS));
}
