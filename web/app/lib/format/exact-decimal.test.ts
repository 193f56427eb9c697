import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimals, movePoint, multiplyToFixed } from './exact-decimal.ts';

const decimalText = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }), fc.boolean())
  .map(([units, scale, negative]) => {
    const text = units.toString().padStart(scale + 1, '0');
    const plain = scale > 0 ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
    return negative && units !== 0n ? `-${plain}` : plain;
  });

describe('compareDecimals', () => {
  it('orders as big.js does', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compareDecimals(a, b)).toBe(new Big(a).cmp(b));
      }),
    );
  });

  it('reads trailing zeros, a bare point and exponents', () => {
    expect(compareDecimals('1.50', '1.5')).toBe(0);
    expect(compareDecimals('2.', '1.999')).toBe(1);
    expect(compareDecimals('1e-8', '0.00000001')).toBe(0);
    expect(compareDecimals('0', '-0')).toBe(0);
    expect(() => compareDecimals('abc', '1')).toThrow(TypeError);
    expect(() => compareDecimals('.', '1')).toThrow(TypeError);
  });
});

describe('multiplyToFixed', () => {
  it('is what big.js gives with half-up rounding', () => {
    fc.assert(
      fc.property(decimalText, decimalText, fc.integer({ min: 0, max: 10 }), (a, b, digits) => {
        const expected = new Big(a).times(b).round(digits, Big.roundHalfUp).toFixed(digits);
        // big.js keeps the sign of a product that rounds to zero ("-0.00"): shown as 0 here.
        expect(multiplyToFixed(a, b, digits)).toBe(expected.replace(/^-(?=0(\.0*)?$)/, ''));
      }),
    );
  });

  it('rounds half away from zero and pads to the digits asked for', () => {
    expect(multiplyToFixed('1234.5', '1', 0)).toBe('1235');
    expect(multiplyToFixed('-0.125', '1', 2)).toBe('-0.13');
    expect(multiplyToFixed('100', '151.37', 2)).toBe('15137.00');
    expect(multiplyToFixed('0.004', '1', 2)).toBe('0.00');
    expect(multiplyToFixed('12', '0.5', 3)).toBe('6.000');
  });
});

describe('movePoint', () => {
  it('is a division or multiplication by a power of ten, as big.js computes it', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: -6, max: 6 }), (a, places) => {
        const expected = new Big(a).times(new Big(10).pow(places)).toFixed();
        expect(movePoint(a, places)).toBe(expected.replace(/^-(?=0$)/, ''));
      }),
    );
  });

  it('writes plain text without trailing zeros', () => {
    expect(movePoint('2.5', -2)).toBe('0.025');
    expect(movePoint('-12.50', -2)).toBe('-0.125');
    expect(movePoint('0', -2)).toBe('0');
    expect(movePoint('3', 2)).toBe('300');
    expect(movePoint('1e-8', 0)).toBe('0.00000001');
  });
});
