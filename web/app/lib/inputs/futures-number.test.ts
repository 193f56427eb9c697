import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText, runs, typedText } from '../../../test/support/text-arbitrary.ts';
import { commitFuturesNumber, type FuturesNumberOptions, futuresNumber } from './futures-number.ts';

const text = fc.oneof(typedText, numberText);

const options: fc.Arbitrary<FuturesNumberOptions> = fc.record(
  {
    positiveOnly: fc.boolean(),
    decimals: fc.integer({ min: 0, max: 6 }),
    priceDigits: fc.integer({ min: 1, max: 8 }),
  },
  { requiredKeys: [] },
);

function integerDigits(number: string): string {
  return number.replace(/^-/, '').split('.')[0] ?? '';
}

describe('futuresNumber while typing', () => {
  it('gives a decimal within decimals and priceDigits, signed only when allowed', () => {
    fc.assert(
      fc.property(text, options, (value, opts) => {
        const out = futuresNumber(value, opts);
        expect(out).toMatch(/^-?(0|[1-9][0-9]*)?(\.[0-9]*)?$/);
        expect(out.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(opts.decimals ?? 2);
        expect(integerDigits(out).length).toBeLessThanOrEqual(opts.priceDigits ?? Number.POSITIVE_INFINITY);
        if (opts.positiveOnly !== false) expect(out).not.toContain('-');
      }),
      runs,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(text, options, (value, opts) => {
        expect(futuresNumber(futuresNumber(value, opts), opts)).toBe(futuresNumber(value, opts));
      }),
      runs,
    );
  });

  it('passes an accepted number unchanged', () => {
    const accepted = options.chain((opts) => {
      const digits = opts.priceDigits ?? 12;
      const integer = fc.oneof(fc.constant('0'), fc.bigInt({ min: 1n, max: 10n ** BigInt(digits) - 1n }).map(String));
      const fraction = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: opts.decimals ?? 2 });
      const sign = opts.positiveOnly === false ? fc.constantFrom('', '-') : fc.constant('');
      const point = (opts.decimals ?? 2) > 0 ? fc.option(fraction) : fc.constant(null);
      return fc
        .tuple(sign, integer, point)
        .map(([s, i, f]) => ({ opts, value: f === null ? `${s}${i}` : `${s}${i}.${f}` }));
    });
    fc.assert(
      fc.property(accepted, ({ opts, value }) => {
        expect(futuresNumber(value, opts)).toBe(value);
      }),
      runs,
    );
  });

  it('passes what the user types toward a valid number unchanged', () => {
    for (const step of ['', '0', '0.', '0.0', '0.05', '123.45']) expect(futuresNumber(step)).toBe(step);
    for (const step of ['-', '-0', '-0.', '-1.5']) expect(futuresNumber(step, { positiveOnly: false })).toBe(step);
  });

  it('drops the minus sign when positive only, or when it is not first', () => {
    expect(futuresNumber('-12.5')).toBe('12.5');
    expect(futuresNumber('12-5', { positiveOnly: false })).toBe('125');
    expect(futuresNumber('--5', { positiveOnly: false })).toBe('-5');
    expect(futuresNumber('－5', { positiveOnly: false })).toBe('-5');
  });

  it('cuts integer digits to priceDigits and fraction digits to decimals', () => {
    expect(futuresNumber('1234567.891', { priceDigits: 6, decimals: 1 })).toBe('123456.8');
    expect(futuresNumber('0007.5', { priceDigits: 1 })).toBe('7.5');
    expect(futuresNumber('.5', { priceDigits: 1 })).toBe('0.5');
  });

  it('refuses a priceDigits below 1', () => {
    expect(() => futuresNumber('1', { priceDigits: 0 })).toThrow(RangeError);
  });
});

describe('commitFuturesNumber when the field is left', () => {
  const bounded = { min: '0.01', max: '500', decimals: 2 };

  it('clamps into [min, max] and tidies the typing leftovers', () => {
    expect(commitFuturesNumber('0.0', bounded)).toBe('0.01');
    expect(commitFuturesNumber('0.05', bounded)).toBe('0.05');
    expect(commitFuturesNumber('900', bounded)).toBe('500');
    expect(commitFuturesNumber('12.', bounded)).toBe('12');
    expect(commitFuturesNumber('-0.0', { positiveOnly: false })).toBe('0.0');
    expect(commitFuturesNumber('-7', { positiveOnly: false, min: '-5' })).toBe('-5');
  });

  it('leaves an empty field empty', () => {
    expect(commitFuturesNumber('', bounded)).toBe('');
    expect(commitFuturesNumber('-', { positiveOnly: false, min: '1' })).toBe('');
  });

  it('always gives "" or a number within the bounds, and is idempotent', () => {
    const bounds = fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })).map(([a, b]) => ({
      min: new Big(Math.min(a, b)).div(100).toFixed(2),
      max: new Big(Math.max(a, b)).div(100).toFixed(2),
    }));
    fc.assert(
      fc.property(text, bounds, (value, { min, max }) => {
        const opts = { min, max, decimals: 2 };
        const out = commitFuturesNumber(value, opts);
        if (out !== '') {
          expect(new Big(out).gte(min) && new Big(out).lte(max)).toBe(true);
          expect(out).not.toMatch(/\.$/);
        }
        expect(commitFuturesNumber(out, opts)).toBe(out);
      }),
      runs,
    );
  });

  it('refuses bounds the options cannot hold, or min above max', () => {
    expect(() => commitFuturesNumber('1', { min: '0.001', decimals: 2 })).toThrow(RangeError);
    expect(() => commitFuturesNumber('1', { min: '-1' })).toThrow(RangeError);
    expect(() => commitFuturesNumber('1', { min: '5', max: '1' })).toThrow(RangeError);
  });
});
