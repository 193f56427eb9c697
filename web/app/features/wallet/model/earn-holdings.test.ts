import type { EarnSummary } from '@vela/contracts/earn';
import type { WalletAsset } from '@vela/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { addTotals, earnHoldingRows } from './earn-holdings.ts';
import { valueInPricingCurrency } from './valuation.ts';

const spot = (asset: string, priceUsdt: string | null): WalletAsset => ({
  asset,
  available: '1',
  frozen: '0',
  total: '1',
  priceUsdt,
  valueUsdt: priceUsdt,
  tradeSymbol: null,
});

const holding = (asset: string, total: string, priceUsdt: string | null) => ({
  asset,
  principal: total,
  accrued: '0',
  yesterdayEarnings: '0',
  totalEarned: '0',
  total,
  priceUsdt,
  valueUsdt: null,
});

describe('earnHoldingRows', () => {
  it('prices holdings at the live spot price, else at the summary price', () => {
    const earn: EarnSummary = {
      assets: [holding('USDT', '100.5', '1'), holding('BTC', '0.01', '90000'), holding('XYZ', '3', null)],
      totalUsdt: '0',
      yesterdayEarningsUsdt: '0',
      totalEarnedUsdt: '0',
    };
    const rows = earnHoldingRows(earn, [spot('USDT', '1'), spot('BTC', '100000')]);
    expect(rows.map((row) => [row.asset, row.total, row.valueUsdt])).toEqual([
      ['USDT', '100.5', '100.5'],
      ['BTC', '0.01', '1000'],
      ['XYZ', '3', null],
    ]);
    // The total moves by the holdings, exactly, in the pricing currency too.
    expect(valueInPricingCurrency(rows, '2', 2).total).toBe('2201.00');
  });
});

describe('addTotals', () => {
  it('adds two rounded totals at their places, unknown when either is', () => {
    expect(addTotals('10000.10', '50.05', 2)).toBe('10050.15');
    expect(addTotals('10000', '0', 0)).toBe('10000');
    expect(addTotals(null, '1.00', 2)).toBeNull();
  });
});
