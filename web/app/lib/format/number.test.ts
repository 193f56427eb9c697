import { localeByCode, localeCodes } from '@vela/contracts/locale-table';
import { describe, expect, it } from 'vitest';
import {
  formatAssetAmount,
  formatCompact,
  formatCount,
  formatFixed,
  formatPercent,
  formatPercentChange,
  formatSignedAssetAmount,
  formatSignedFixed,
} from './number.ts';

describe('formatFixed: prices, totals, money', () => {
  it('shows zero with its decimals, never a bare 0', () => {
    expect(formatFixed('0', 2, 'en-US')).toBe('0.00');
    expect(formatFixed('0', 0, 'en-US')).toBe('0');
  });

  it('rounds half away from zero, or cuts when asked', () => {
    expect(formatFixed('1.005', 2, 'en-US')).toBe('1.01');
    expect(formatFixed('-1.005', 2, 'en-US')).toBe('-1.01');
    expect(formatFixed('1.009', 2, 'en-US', 'down')).toBe('1.00');
  });

  it('never shows minus zero', () => {
    expect(formatFixed('-0.001', 2, 'en-US')).toBe('0.00');
  });

  it('keeps tiny and huge values exact', () => {
    expect(formatFixed('0.00000001', 8, 'en-US')).toBe('0.00000001');
    expect(formatFixed('1e-8', 8, 'en-US')).toBe('0.00000001');
    expect(formatFixed('123456789012345678.25', 2, 'en-US')).toBe('123,456,789,012,345,678.25');
  });
});

describe('formatSignedFixed: price changes', () => {
  it('signs rises and falls, and not what rounds to zero', () => {
    expect(formatSignedFixed('12.5', 2, 'en-US')).toBe('+12.50');
    expect(formatSignedFixed('-12.5', 2, 'en-US')).toBe('-12.50');
    expect(formatSignedFixed('-0.004', 2, 'en-US')).toBe('0.00');
    expect(formatSignedFixed('-1234.5', 2, 'de-DE')).toBe('-1.234,50');
  });
});

describe('formatAssetAmount: balances', () => {
  it('shows what is held, without trailing zeros', () => {
    expect(formatAssetAmount('0', 'en-US')).toBe('0');
    expect(formatAssetAmount('10000.00000000', 'en-US')).toBe('10,000');
    expect(formatAssetAmount('0.10000000', 'en-US')).toBe('0.1');
  });

  it('cuts at the asset precision rather than rounding up past what is held', () => {
    expect(formatAssetAmount('0.123456789', 'en-US')).toBe('0.12345678');
    expect(formatAssetAmount('0.999', 'en-US', 2)).toBe('0.99');
    expect(formatAssetAmount('0.000000001', 'en-US')).toBe('0');
  });

  it('keeps a minimum of decimals when asked', () => {
    expect(formatAssetAmount('5', 'en-US', 8, 2)).toBe('5.00');
    expect(formatAssetAmount('0.0125', 'en-US', 8, 2)).toBe('0.0125');
  });

  it('signs changes, and no change has no sign', () => {
    expect(formatSignedAssetAmount('1000', 'en-US')).toBe('+1,000');
    expect(formatSignedAssetAmount('-0.5', 'en-US')).toBe('-0.5');
    expect(formatSignedAssetAmount('0', 'en-US')).toBe('0');
    expect(formatSignedAssetAmount('-0.000000001', 'en-US')).toBe('0');
  });
});

describe('percentages, volumes, counts', () => {
  it('rounds a per cent and signs a change except zero', () => {
    expect(formatPercent('0.0012', 'en-US', 4)).toBe('0.0012%');
    expect(formatPercent('12.345', 'en-US')).toBe('12.35%');
    expect(formatPercentChange('-0.5', 'en-US')).toBe('-0.50%');
    expect(formatPercentChange('-0.004', 'en-US')).toBe('0.00%');
    expect(formatPercentChange('0', 'en-US')).toBe('0.00%');
  });

  it('shortens large volumes and groups counts', () => {
    expect(formatCompact('1234567', 'en-US')).toBe('1.23M');
    expect(formatCompact('0', 'en-US')).toBe('0');
    expect(formatCount(1000, 'en-US')).toBe('1,000');
  });
});

/** In every language of the site: a negative total, a rise in per cent, a tiny balance, a volume. */
const byLocale: Record<string, [string, string, string, string]> = {
  en_US: ['-1,234,567.89', '+1.25%', '0.00000001', '1.23M'],
  es_ES: ['-1.234.567,89', '+1,25\u00a0%', '0,00000001', '1,23\u00a0M'],
  fr_FR: ['-1\u202f234\u202f567,89', '+1,25\u00a0%', '0,00000001', '1,23\u00a0M'],
  ja_JP: ['-1,234,567.89', '+1.25%', '0.00000001', '123.46万'],
  ko_KR: ['-1,234,567.89', '+1.25%', '0.00000001', '123.46만'],
  pt_PT: ['-1\u00a0234\u00a0567,89', '+1,25%', '0,00000001', '1,23\u00a0M'],
  ru_RU: ['-1\u00a0234\u00a0567,89', '+1,25\u00a0%', '0,00000001', '1,23\u00a0млн'],
  tr_TR: ['-1.234.567,89', '+%1,25', '0,00000001', '1,23\u00a0Mn'],
  uk_UA: ['-1\u00a0234\u00a0567,89', '+1,25%', '0,00000001', '1,23\u00a0млн'],
  vi_VN: ['-1.234.567,89', '+1,25%', '0,00000001', '1,23\u00a0Tr'],
  zh_CN: ['-1,234,567.89', '+1.25%', '0.00000001', '123.46万'],
  zh_TW: ['-1,234,567.89', '+1.25%', '0.00000001', '123.46萬'],
};

describe('every locale', () => {
  it('covers every language the site offers', () => {
    expect(Object.keys(byLocale).sort()).toEqual([...localeCodes].sort());
  });

  for (const code of localeCodes) {
    it(`${code}: groups, decimal mark, percent and compact forms are the language's`, () => {
      const tag = localeByCode[code].tag;
      const [total, change, tiny, volume] = byLocale[code] ?? [];
      expect(formatFixed('-1234567.891', 2, tag)).toBe(total);
      expect(formatPercentChange('1.25', tag)).toBe(change);
      expect(formatAssetAmount('0.00000001', tag)).toBe(tiny);
      expect(formatCompact('1234567', tag).replace(/ /g, '\u00a0')).toBe(volume);
    });
  }
});
