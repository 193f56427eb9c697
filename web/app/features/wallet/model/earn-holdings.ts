import type { EarnSummary } from '@vela/contracts/earn';
import type { WalletAsset } from '@vela/contracts/wallet';
import Big from 'big.js';
import { valueInUsdt } from './valuation.ts';

/**
 * The earn holdings (principal + accrued interest per asset) as wallet rows, priced like the spot
 * rows: at the spot row's live price where there is one, else at the price the earn summary had.
 */
export function earnHoldingRows(earn: EarnSummary, spotRows: readonly WalletAsset[]): WalletAsset[] {
  const livePrices = new Map(spotRows.map((row) => [row.asset, row.priceUsdt]));
  return earn.assets.map((holding) => {
    const price = livePrices.get(holding.asset) ?? holding.priceUsdt;
    return {
      asset: holding.asset,
      available: holding.total,
      frozen: '0',
      total: holding.total,
      priceUsdt: price,
      valueUsdt: price === null ? null : valueInUsdt(holding.total, price),
      tradeSymbol: null,
    };
  });
}

/** Two totals already rounded to the same places, added; unknown when either is. */
export function addTotals(spot: string | null, earn: string | null, digits: number): string | null {
  return spot === null || earn === null ? null : new Big(spot).plus(earn).toFixed(digits);
}
