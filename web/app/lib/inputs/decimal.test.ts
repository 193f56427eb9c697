import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText, runs, typedText } from '../../../test/support/text-arbitrary.ts';
import { commitDecimal, decimal, typedCommaAsPoint } from './decimal.ts';

const maxDecimals = fc.integer({ min: 0, max: 8 });

/** A decimal the filter accepts as is: no leading zeros, at most `decimals` fraction digits. */
function acceptedDecimal(decimals: number) {
  const integer = fc.oneof(fc.constant('0'), fc.bigInt({ min: 1n, max: 10n ** 20n }).map(String));
  const fraction = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: decimals });
  return decimals === 0
    ? integer
    : fc.tuple(integer, fc.option(fraction)).map(([i, f]) => (f === null ? i : `${i}.${f}`));
}

describe('decimal', () => {
  it('gives digits with at most one point, no leading zero and at most maxDecimals decimals', () => {
    fc.assert(
      fc.property(fc.oneof(typedText, numberText), maxDecimals, (text, decimals) => {
        const out = decimal(text, decimals);
        expect(out).toMatch(/^(0|[1-9][0-9]*)?(\.[0-9]*)?$/);
        expect(out.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(decimals);
        if (out !== '') expect(Number.isNaN(Number(out))).toBe(false);
      }),
      runs,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(typedText, numberText), maxDecimals, (text, decimals) => {
        expect(decimal(decimal(text, decimals), decimals)).toBe(decimal(text, decimals));
      }),
      runs,
    );
  });

  it('passes an accepted decimal unchanged', () => {
    const accepted = maxDecimals.chain((decimals) => acceptedDecimal(decimals).map((text) => ({ text, decimals })));
    fc.assert(
      fc.property(accepted, ({ text, decimals }) => {
        expect(decimal(text, decimals)).toBe(text);
      }),
      runs,
    );
  });

  it.each([
    ['007.5', '7.5'],
    ['00', '0'],
    ['0', '0'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['1.', '1.'],
    ['00.50', '0.50'],
    ['1.2.3', '1.23'],
    ['1.239', '1.23'],
    ['1,234.56', '1234.56'],
    ['-12a', '12'],
    ['１２．５', '12.5'],
    ['３。１４', '3.14'],
    ['', ''],
  ])('turns %j into %j with 2 decimals', (text, expected) => {
    expect(decimal(text)).toBe(expected);
  });

  it('honours maxDecimals, the first point ending the number when it is 0', () => {
    expect(decimal('0.123456789', 8)).toBe('0.12345678');
    expect(decimal('12.7', 0)).toBe('12');
    expect(decimal('.7', 0)).toBe('');
  });

  it('refuses a maxDecimals that is not a count', () => {
    expect(() => decimal('1', -1)).toThrow(RangeError);
    expect(() => decimal('1', 1.5)).toThrow(RangeError);
  });
});

describe('commitDecimal', () => {
  it('drops the trailing point left from typing', () => {
    expect(commitDecimal('1.')).toBe('1');
    expect(commitDecimal('.')).toBe('0');
    expect(commitDecimal('1.50')).toBe('1.50');
  });
});

describe('typedCommaAsPoint', () => {
  it('turns the comma before the caret into a point', () => {
    expect(typedCommaAsPoint('1,', 2)).toBe('1.');
    expect(typedCommaAsPoint('1,5', 2)).toBe('1.5');
  });

  it('leaves text alone when the character before the caret is not a comma', () => {
    expect(typedCommaAsPoint('1,5', 3)).toBe('1,5');
    expect(typedCommaAsPoint(',', 0)).toBe(',');
  });
});
