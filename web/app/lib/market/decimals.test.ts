import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ceilToStep,
  compareDecimals,
  divideDown,
  floorToStep,
  fractionDigits,
  isMultipleOf,
  isZeroDecimal,
  parseDecimal,
  plain,
  shortestDecimal,
} from './decimals.ts';

/** Non-negative decimals as text, up to 8 decimals, in shortest form. */
const decimalText = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
  .map(([units, decimals]) => new Big(units.toString()).div(10 ** decimals).toFixed());

describe('trade decimals', () => {
  it('writes plain notation where Big would switch to exponents', () => {
    expect(plain(new Big('0.00000001'))).toBe('0.00000001');
    expect(plain(new Big('1e21'))).toBe('1000000000000000000000');
  });

  it('parses typed decimals, a trailing point included, and nothing else', () => {
    expect(parseDecimal('1.')?.eq(1)).toBe(true);
    expect(parseDecimal('0.25')?.eq('0.25')).toBe(true);
    for (const text of ['', '.', '.5', '-1', '1e5', '1,5', ' 1']) expect(parseDecimal(text)).toBeUndefined();
  });

  it('counts written decimals', () => {
    expect(fractionDigits('10')).toBe(0);
    expect(fractionDigits('0.010')).toBe(3);
  });

  it('rounds to a step down and up exactly', () => {
    expect(plain(floorToStep(new Big('65012.5'), new Big('10')))).toBe('65010');
    expect(plain(ceilToStep(new Big('65012.5'), new Big('10')))).toBe('65020');
    expect(plain(ceilToStep(new Big('65020'), new Big('10')))).toBe('65020');
    expect(plain(floorToStep(new Big('0.30000001'), new Big('0.1')))).toBe('0.3');
    expect(isMultipleOf(new Big('0.3'), new Big('0.1'))).toBe(true);
    expect(isMultipleOf(new Big('0.35'), new Big('0.1'))).toBe(false);
  });

  it('divides without ever rounding up', () => {
    expect(plain(divideDown(new Big(2), new Big(3), 4))).toBe('0.6666');
    expect(plain(divideDown(new Big('0.99999999999999999999999'), new Big(1), 30))).toBe('0.99999999999999999999');
  });

  it('shortens decimal spellings, returning the same string when already short', () => {
    expect(shortestDecimal('65000.50')).toBe('65000.5');
    expect(shortestDecimal('007.0')).toBe('7');
    expect(shortestDecimal('00.5')).toBe('0.5');
    expect(shortestDecimal('100')).toBe('100');
    expect(shortestDecimal('0.000')).toBe('0');
    const short = '65000.5';
    expect(shortestDecimal(short)).toBe(short);
  });

  it('spots zero quantities', () => {
    expect(isZeroDecimal('0')).toBe(true);
    expect(isZeroDecimal('0.000')).toBe(true);
    expect(isZeroDecimal('0.001')).toBe(false);
    expect(isZeroDecimal('10')).toBe(false);
  });

  it('compares shortest-form decimal strings as Big does', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(Math.sign(compareDecimals(a, b))).toBe(new Big(a).cmp(b));
      }),
    );
  });
});
