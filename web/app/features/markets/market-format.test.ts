import { describe, expect, it } from 'vitest';
import {
  formatChangePercent,
  formatCompact,
  formatCompactInPricingCurrency,
  formatFundingRate,
  formatListingDay,
  usdtPricePrecision,
} from './market-format.ts';

describe('formatChangePercent', () => {
  it('signs rises and falls, not zero', () => {
    expect(formatChangePercent('2.5', 'en-US')).toBe('+2.50%');
    expect(formatChangePercent('-0.07', 'en-US')).toBe('-0.07%');
    expect(formatChangePercent('0.00', 'en-US')).toBe('0.00%');
  });

  it('writes the number as the locale does', () => {
    // ICU versions differ in which no-break space they put before "%".
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatChangePercent('12.34', 'fr-FR'))).toBe('+12,34 %');
    expect(spaced(formatChangePercent('-1234.5', 'ru-RU'))).toBe('-1 234,50 %');
  });

  it('keeps every digit of a long decimal (no float in between)', () => {
    expect(formatChangePercent('1234567890123.45', 'en-US')).toBe('+1,234,567,890,123.45%');
  });
});

describe('formatCompactInPricingCurrency', () => {
  it('converts with the rate and writes the compact figure after the currency symbol', () => {
    expect(formatCompactInPricingCurrency('1250000', '1', 'USD', 'en-US')).toBe('$1.25M');
    expect(formatCompactInPricingCurrency('1000', '150', 'JPY', 'ja-JP')).toBe('¥15万');
  });

  it('is undefined until the rate is known', () => {
    expect(formatCompactInPricingCurrency('1000', undefined, 'USD', 'en-US')).toBeUndefined();
  });

  it('keeps the home table’s plain compact figure', () => {
    expect(formatCompact('12345678', 'en-US')).toBe('12.35M');
  });
});

describe('formatFundingRate', () => {
  it('writes the rate per interval as a signed per cent to four decimals, zero without a sign', () => {
    expect(formatFundingRate('0.0001', 'en-US')).toBe('+0.0100%');
    expect(formatFundingRate('-0.00001562', 'en-US')).toBe('-0.0016%');
    expect(formatFundingRate('0', 'en-US')).toBe('0.0000%');
    expect(formatFundingRate('-0.0000001', 'en-US')).toBe('0.0000%');
    expect(formatFundingRate('0.000375', 'tr-TR')).toBe('+%0,0375');
  });
});

describe('formatListingDay', () => {
  it('writes the listing day as YYYY/MM/DD, the same in every zone', () => {
    expect(formatListingDay('2026-11-24T00:00:00.000Z')).toBe('2026/11/24');
  });
});

describe('usdtPricePrecision', () => {
  it('keeps the significant places of a price quoted in another asset once it is in USDT terms', () => {
    expect(usdtPricePrecision(5, '95000')).toBe(1);
    expect(usdtPricePrecision(8, '95000')).toBe(4);
    expect(usdtPricePrecision(2, '1.0001')).toBe(2);
    expect(usdtPricePrecision(2, '1')).toBe(2);
  });
});
