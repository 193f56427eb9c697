import type { Ticker } from '@vela/contracts/market-data';
import type { WalletAsset } from '@vela/contracts/wallet';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBalances,
  applyPrices,
  usdtPrices,
  usdtTotalShown,
  valueInPricingCurrency,
  valueInUsdt,
} from './valuation.ts';

const row = (asset: string, total: string, priceUsdt: string | null): WalletAsset => ({
  asset,
  available: total,
  frozen: '0',
  total,
  priceUsdt,
  valueUsdt: priceUsdt === null ? null : valueInUsdt(total, priceUsdt),
  tradeSymbol: asset === 'USDT' ? null : `${asset}_USDT`,
});

const grant = [row('USDT', '10000', '1'), row('BTC', '0.1', '95000'), row('ETH', '1', '3300'), row('SOL', '0', '180')];

describe('valueInUsdt', () => {
  it('multiplies exactly and cuts to 8 places like the server', () => {
    expect(valueInUsdt('0.223456789', '97123.45')).toBe('21702.8942736');
    expect(valueInUsdt('3.33333333', '0.00000003')).toBe('0.00000009');
    expect(valueInUsdt('0.1', '0.2')).toBe('0.02');
  });
});

describe('applyBalances', () => {
  it('updates the pushed assets, revalues them and keeps the other rows as they were', () => {
    const next = applyBalances(grant, [{ asset: 'USDT', available: '10500', frozen: '500', version: 2 }]);
    expect(next[0]).toEqual({ ...grant[0], available: '10500', frozen: '500', total: '11000', valueUsdt: '11000' });
    expect(next[1]).toBe(grant[1]);
  });

  it('adds an asset it has not listed, without a price', () => {
    const next = applyBalances(grant, [{ asset: 'NEW', available: '2', frozen: '0.5', version: 1 }]);
    expect(next.at(-1)).toEqual({
      asset: 'NEW',
      available: '2',
      frozen: '0.5',
      total: '2.5',
      priceUsdt: null,
      valueUsdt: null,
      tradeSymbol: null,
    });
  });
});

describe('applyPrices', () => {
  it('revalues at live prices, never reprices USDT, keeps unchanged rows', () => {
    const next = applyPrices(
      grant,
      new Map([
        ['BTC', '100000'],
        ['USDT', '2'],
        ['ETH', '3300'],
      ]),
    );
    expect(next[1]?.valueUsdt).toBe('10000');
    expect(next[0]).toBe(grant[0]);
    expect(next[2]).toBe(grant[2]);
  });

  it('answers the same rows when no price moved', () => {
    expect(applyPrices(grant, new Map([['BTC', '95000']]))).toBe(grant);
  });
});

describe('usdtPrices', () => {
  it('takes the last price of each USDT market that has traded', () => {
    const ticker = (symbol: string, last: string) => ({ symbol, last }) as Ticker;
    const prices = usdtPrices([ticker('BTC_USDT', '97000.5'), ticker('ETH_BTC', '0.03'), ticker('SOL_USDT', '0')]);
    expect([...prices]).toEqual([['BTC', '97000.5']]);
  });
});

describe('valueInPricingCurrency', () => {
  it('values the demo grant in dollars and yen', () => {
    expect(valueInPricingCurrency(grant, '1', 2)).toMatchObject({ totalUsdt: '22800', total: '22800.00' });
    const yen = valueInPricingCurrency(grant, '151.8', 0);
    expect(yen.rows.map((r) => r.value)).toEqual(['1518000', '1442100', '500940', '0']);
    expect(yen.total).toBe('3461040');
  });

  it('sums the rounded rows, so the total is the sum of what is shown even when rounding differs', () => {
    // Each 0.005 rounds up to 0.01: three rows show 0.03 in all, while 0.015 would round to 0.02.
    const rows = [row('A', '1', '0.005'), row('B', '1', '0.005'), row('C', '1', '0.005')];
    const valued = valueInPricingCurrency(rows, '1', 2);
    expect(valued.rows.map((r) => r.value)).toEqual(['0.01', '0.01', '0.01']);
    expect(valued.total).toBe('0.03');
    expect(valued.totalUsdt).toBe('0.015');
  });

  it('leaves out rows without a price and shows nothing in fiat while the rate is unknown', () => {
    const valued = valueInPricingCurrency([...grant, row('NOPE', '5', null)], undefined, 2);
    expect(valued.total).toBeNull();
    expect(valued.totalUsdt).toBe('22800');
    expect(valued.rows.every((r) => r.value === null)).toBe(true);
  });

  it('always shows a total equal to the sum of the shown rows', () => {
    const decimal = (max: bigint, scale: number) =>
      fc.bigInt({ min: 0n, max }).map((units) => new Big(units.toString()).div(10 ** scale).toFixed());
    const anyRow = fc
      .tuple(decimal(10n ** 12n, 8), fc.option(decimal(10n ** 10n, 6), { nil: null }))
      .map(([total, price]) => row('X', total, price));
    fc.assert(
      fc.property(
        fc.array(anyRow, { maxLength: 12 }),
        decimal(10n ** 7n, 4),
        fc.constantFrom(0, 2, 3),
        (rows, rate, digits) => {
          const valued = valueInPricingCurrency(rows, rate, digits);
          const shown = valued.rows.reduce((sum, r) => sum.plus(r.value ?? '0'), new Big(0));
          expect(valued.total).toBe(shown.toFixed(digits));
          const usdt = rows.reduce((sum, r) => sum.plus(r.valueUsdt ?? '0'), new Big(0));
          expect(valued.totalUsdt).toBe(usdt.toFixed());
        },
      ),
    );
  });
});

describe('usdtTotalShown', () => {
  it('rounds each row to cents like the dollar values, so USD at 1 and USDT read the same', () => {
    const rows = [row('BTC', '0.1', '94979.85'), row('ETH', '1', '3301.883'), row('USDT', '10000', '1')];
    expect(usdtTotalShown(rows, 2)).toBe('22799.87');
    expect(valueInPricingCurrency(rows, '1', 2).total).toBe('22799.87');
  });
});
