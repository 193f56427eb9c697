import Big from 'big.js';
import { normalizeDecimal } from '../money.ts';
import type { Holding } from './balances.ts';

/** Places values are given to; rounded down so a balance is never shown larger than it is. */
export const TOTAL_DECIMALS = 8;

/** (available + frozen) x price in USDT, rounded down to TOTAL_DECIMALS places. */
export function valueInUsdt(holding: Holding, price: string): string {
  const value = new Big(holding.available).plus(holding.frozen).times(price);
  return normalizeDecimal(value.round(TOTAL_DECIMALS, Big.roundDown).toFixed(TOTAL_DECIMALS));
}

/**
 * The value of the holdings in USDT: the sum of each holding's rounded value, so the total is
 * exactly the sum of the rows a wallet lists. Holdings whose asset has no price are left out
 * rather than guessed.
 */
export function totalInUsdt(holdings: readonly Holding[], prices: ReadonlyMap<string, string>): string {
  let total = new Big(0);
  for (const holding of holdings) {
    const price = prices.get(holding.asset);
    if (price !== undefined) total = total.plus(valueInUsdt(holding, price));
  }
  return normalizeDecimal(total.toFixed(TOTAL_DECIMALS));
}
