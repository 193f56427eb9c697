import { describe, expect, it } from 'vitest';
import { formatInPricingCurrency } from './money.ts';

describe('formatInPricingCurrency', () => {
  it('multiplies in decimal and groups per locale', () => {
    expect(formatInPricingCurrency('22800', '1', 'USD', 'en-US')).toBe('$22,800.00');
    expect(formatInPricingCurrency('0.1', '0.2', 'USD', 'en-US')).toBe('$0.02');
    expect(formatInPricingCurrency('1234.5', '0.92', 'EUR', 'fr-FR')).toBe('€1\u202f135,74');
  });

  it('uses the currency decimals', () => {
    expect(formatInPricingCurrency('100', '151.8', 'JPY', 'ja-JP')).toBe('¥15,180');
    expect(formatInPricingCurrency('3', '25350.5', 'VND', 'vi-VN')).toBe('₫76.052');
  });

  it('shows more decimals for small prices when asked', () => {
    expect(formatInPricingCurrency('0.123456', '1', 'USD', 'en-US', 5)).toBe('$0.12346');
  });

  it('keeps precision a float would lose', () => {
    expect(formatInPricingCurrency('123456789012345.67', '1', 'USD', 'en-US')).toBe('$123,456,789,012,345.67');
  });

  it('answers undefined while the rate is unknown', () => {
    expect(formatInPricingCurrency('1', undefined, 'USD', 'en-US')).toBeUndefined();
  });
});
