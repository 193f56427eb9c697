import { describe, expect, it } from 'vitest';
import { formatPercent, formatWholeAmount } from './programme-format.ts';

describe('programme numbers', () => {
  it('write a per cent the way each locale does', () => {
    expect(formatPercent(40, 'en_US')).toBe('40%');
    expect(formatPercent(40, 'tr_TR')).toBe('%40');
    expect(formatPercent(25, 'fr_FR')).toMatch(/^25[\u00a0\u202f]%$/);
  });

  it('group whole amounts per locale', () => {
    expect(formatWholeAmount(50_000_000, 'en_US')).toBe('50,000,000');
    expect(formatWholeAmount(1_000_000, 'es_ES')).toBe('1.000.000');
  });
});
