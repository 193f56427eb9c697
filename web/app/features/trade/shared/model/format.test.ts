import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCompactVolume,
  formatFixed,
  formatPercent,
  formatPercentChange,
  formatPrice,
  formatSignedPrice,
  formatTotal,
} from './format.ts';

const market = { pricePrecision: 2, amountPrecision: 6 };

describe('trade number formatting', () => {
  it('fixes prices, amounts and totals to the market precision, grouped per locale', () => {
    expect(formatPrice('65012.5', market, 'en-US')).toBe('65,012.50');
    expect(formatAmount('0.5', market, 'en-US')).toBe('0.500000');
    expect(formatTotal('1234567.891', market, 'en-US')).toBe('1,234,567.89');
    expect(formatPrice('65012.5', market, 'fr-FR')).toBe('65\u202f012,50');
    expect(formatPrice('65012.5', market, 'de-DE')).toBe('65.012,50');
  });

  it('rounds half-up in decimal, where a float would not', () => {
    // (1.005).toFixed(2) is '1.00': as a float 1.005 is 1.00499999999999989...
    expect(formatFixed('1.005', 2, 'en-US')).toBe('1.01');
    expect(formatFixed('0.1234565', 6, 'en-US')).toBe('0.123457');
    expect(formatFixed('1.4', 0, 'en-US')).toBe('1');
  });

  it('keeps every digit of values a float cannot hold', () => {
    expect(formatFixed('123456789012345678.12345678', 8, 'en-US')).toBe('123,456,789,012,345,678.12345678');
    expect(formatFixed('0.00000001', 8, 'en-US')).toBe('0.00000001');
  });

  it('shortens volumes in the locale compact notation', () => {
    expect(formatCompactVolume('1234567.89', 'en-US')).toBe('1.23M');
    expect(formatCompactVolume('987.654', 'en-US')).toBe('987.65');
    expect(formatCompactVolume('1234567.89', 'ja-JP')).toBe('123.46万');
  });

  it('shows a percent change with its sign, and zero without one', () => {
    expect(formatPercentChange('1.23', 'en-US')).toBe('+1.23%');
    expect(formatPercentChange('-0.5', 'en-US')).toBe('-0.50%');
    expect(formatPercentChange('0', 'en-US')).toBe('0.00%');
    expect(formatPercentChange('-0.001', 'en-US')).toBe('0.00%');
    expect(formatPercentChange('12.3456', 'en-US', 1)).toBe('+12.3%');
    expect(formatPercentChange('1.23', 'tr-TR')).toBe('+%1,23');
    expect(formatPercentChange('-1.23', 'fr-FR')).toBe('-1,23\u00a0%');
  });
});

describe('formatSignedPrice', () => {
  it('signs a change at the market precision, and zero not at all', () => {
    expect(formatSignedPrice('1234.5', market, 'en-US')).toBe('+1,234.50');
    expect(formatSignedPrice('-0.126', market, 'en-US')).toBe('-0.13');
    expect(formatSignedPrice('-0.004', market, 'en-US')).toBe('0.00');
    expect(formatSignedPrice('0', market, 'de-DE')).toBe('0,00');
  });
});

describe('formatPercent', () => {
  it('writes a percentage without a sign in the locale form', () => {
    expect(formatPercent('0.0015', 'en-US', 4)).toBe('0.0015%');
    expect(formatPercent('12.5', 'tr-TR')).toBe('%12,50');
  });
});
