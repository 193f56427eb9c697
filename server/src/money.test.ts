import { describe, expect, it } from 'vitest';
import { normalizeDecimal } from './money.ts';

describe('normalizeDecimal', () => {
  it.each([
    ['0.010000000000000000', '0.01'],
    ['5.000000000000000000', '5'],
    ['100', '100'],
    ['0.000000000000000000', '0'],
    ['12.3400', '12.34'],
  ])('%s -> %s', (input, output) => {
    expect(normalizeDecimal(input)).toBe(output);
  });
});
