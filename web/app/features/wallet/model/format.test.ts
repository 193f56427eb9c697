import { describe, expect, it } from 'vitest';
import { formatAssetAmount, formatSignedAmount, formatUsdtEstimate } from './format.ts';

describe('formatAssetAmount', () => {
  it('groups per locale and drops trailing zeros', () => {
    expect(formatAssetAmount('10000.000000000000000000', 'en-US')).toBe('10,000');
    expect(formatAssetAmount('1234.5', 'de-DE')).toBe('1.234,5');
    expect(formatAssetAmount('0.1', 'en-US')).toBe('0.1');
  });

  it('cuts to 8 places, never rounding a balance up', () => {
    expect(formatAssetAmount('0.999999999999', 'en-US')).toBe('0.99999999');
    expect(formatAssetAmount('12345678901234.12345678', 'en-US')).toBe('12,345,678,901,234.12345678');
  });
});

describe('formatSignedAmount', () => {
  it('shows the sign of a change, none for zero', () => {
    expect(formatSignedAmount('1000', 'en-US')).toBe('+1,000');
    expect(formatSignedAmount('-0.5', 'en-US')).toBe('-0.5');
    expect(formatSignedAmount('0', 'en-US')).toBe('0');
  });
});

describe('formatUsdtEstimate', () => {
  it('shows cents, cut rather than rounded up', () => {
    expect(formatUsdtEstimate('22800', 'en-US')).toBe('22,800.00');
    expect(formatUsdtEstimate('22812.34999999', 'fr-FR')).toBe('22\u202f812,34');
  });
});
