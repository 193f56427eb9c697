import { describe, expect, it } from 'vitest';
import { cutDecimal, formatApr, formatEarnAmount } from './format.ts';

describe('earn formats', () => {
  it('writes APRs as the locale writes percentages', () => {
    expect(formatApr('0.05', 'en-US')).toBe('5.00%');
    expect(formatApr('0.123456', 'en-US')).toBe('12.3456%');
    expect(formatApr('0.0525', 'fr-FR')).toMatch(/^5,25\s%$/);
    expect(formatApr('0.0525', 'tr-TR')).toBe('%5,25');
  });

  it('cuts amounts to 8 places without rounding up', () => {
    expect(formatEarnAmount('1234.567890129', 'en-US')).toBe('1,234.56789012');
    expect(formatEarnAmount('100', 'de-DE')).toBe('100');
    expect(formatEarnAmount('0.999999999', 'en-US')).toBe('0.99999999');
    expect(cutDecimal('12.3456789012', 8)).toBe('12.34567890');
    expect(cutDecimal('12.5', 8)).toBe('12.5');
    expect(cutDecimal('7', 8)).toBe('7');
  });
});
