import { describe, expect, it } from 'vitest';
import { priceMove } from './use-price-flash.ts';

describe('priceMove', () => {
  it('tells up from down as decimals', () => {
    expect(priceMove('0.000123', '0.000124')).toBe('up');
    expect(priceMove('100', '99.99999999')).toBe('down');
    expect(priceMove('9', '10')).toBe('up');
  });

  it('sees no move when the value is the same however it is written, or unknown', () => {
    expect(priceMove('65000.10', '65000.1')).toBeUndefined();
    expect(priceMove(undefined, '1')).toBeUndefined();
    expect(priceMove('1', undefined)).toBeUndefined();
  });
});
