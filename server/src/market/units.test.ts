import { describe, expect, it } from 'vitest';
import { MarketUnits } from './units.ts';

describe('MarketUnits', () => {
  const btc = new MarketUnits('0.01', '0.00001');

  it('turns ticks, lots and quote units into shortest decimal strings', () => {
    expect(btc.price(9_500_012)).toBe('95000.12');
    expect(btc.quantity(421)).toBe('0.00421');
    expect(btc.quantity(12_345_678_901_234_567_890n)).toBe('123456789012345.6789');
    // 95000.12 x 0.00421 = 399.9505052
    expect(btc.quote(9_500_012n * 421n)).toBe('399.9505052');
  });

  it('reads back what the database stores, padded or not', () => {
    expect(btc.ticks('95000.120000000000000000')).toBe(9_500_012);
    expect(btc.ticks('95000')).toBe(9_500_000);
    expect(btc.lots('0.004210000000000000')).toBe(421n);
    expect(btc.lots('123456789012345.6789')).toBe(12_345_678_901_234_567_890n);
    expect(btc.quoteUnits('399.950505200000000000')).toBe(9_500_012n * 421n);
  });

  it('refuses a stored price off the tick grid', () => {
    expect(() => btc.ticks('95000.125')).toThrow(RangeError);
  });
});
