import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lotsToQuantity, notional, priceToTicks, quantityToLots, ticksToPrice } from './fixed-point.ts';

describe('priceToTicks and quantityToLots', () => {
  it.each([
    ['65000.12', '0.01', 6500012],
    ['65000.1', '0.01', 6500010],
    ['65000.120000', '0.01', 6500012],
    ['65000', '0.01', 6500000],
    ['0', '0.01', 0],
    ['0.00001', '0.00001', 1],
    ['2.5', '0.5', 5],
    ['150', '5', 30],
    ['007.50', '0.5', 15],
  ])('%s on a grid of %s is %d steps', (value, step, steps) => {
    expect(priceToTicks(value, step)).toEqual({ ok: true, value: steps });
    expect(quantityToLots(value, step)).toEqual({ ok: true, value: steps });
  });

  it.each([
    ['65000.123', '0.01'],
    ['2.4', '0.5'],
    ['152', '5'],
    ['0.000001', '0.00001'],
  ])('%s is off a grid of %s', (value, step) => {
    expect(priceToTicks(value, step)).toEqual({ ok: false, error: 'off-grid' });
  });

  it.each(['', '-1', '+1', '1e3', '1.', '.5', ' 1', '1,5', '0x10', 'NaN', 'Infinity'])(
    '%j is not a decimal',
    (value) => {
      expect(quantityToLots(value, '0.01')).toEqual({ ok: false, error: 'not-a-decimal' });
    },
  );

  it('refuses a count of steps beyond 2^53 - 1 instead of rounding it', () => {
    expect(priceToTicks('90071992547409.91', '0.01')).toEqual({ ok: true, value: Number.MAX_SAFE_INTEGER });
    expect(priceToTicks('90071992547409.92', '0.01')).toEqual({ ok: false, error: 'too-large' });
  });

  it('throws on a step size that is not a positive decimal, a market configuration bug', () => {
    expect(() => priceToTicks('1', '0')).toThrow(RangeError);
    expect(() => priceToTicks('1', '0.000')).toThrow(RangeError);
    expect(() => priceToTicks('1', '-0.01')).toThrow(RangeError);
  });
});

describe('ticksToPrice and lotsToQuantity', () => {
  it.each([
    [6500012, '0.01', '65000.12'],
    [6500010, '0.01', '65000.1'],
    [6500000, '0.01', '65000'],
    [0, '0.01', '0'],
    [1, '0.00001', '0.00001'],
    [5, '0.5', '2.5'],
    [30, '5', '150'],
  ])('%d steps of %s is %s', (steps, step, value) => {
    expect(ticksToPrice(steps, step)).toBe(value);
    expect(lotsToQuantity(steps, step)).toBe(value);
  });

  it('throws on a count that is not a whole number of steps', () => {
    expect(() => ticksToPrice(1.5, '0.01')).toThrow(RangeError);
    expect(() => lotsToQuantity(-1, '0.01')).toThrow(RangeError);
    expect(() => lotsToQuantity(2 ** 53, '0.01')).toThrow(RangeError);
  });

  it('round-trips every safe count of steps exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('0.01', '0.00001', '0.5', '1', '25', '0.000000000001'),
        (steps, step) => {
          expect(priceToTicks(ticksToPrice(steps, step), step)).toEqual({ ok: true, value: steps });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('notional', () => {
  it('multiplies price and quantity on their grids', () => {
    expect(notional(6500012, 150000, '0.01', '0.00001')).toBe('97500.18');
    expect(notional(5, 3, '0.5', '2')).toBe('15');
    expect(notional(0, 3, '0.01', '0.01')).toBe('0');
  });

  it('stays exact past 2^53', () => {
    expect(notional(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, '1', '1')).toBe(
      (BigInt(Number.MAX_SAFE_INTEGER) ** 2n).toString(),
    );
    expect(notional(9_999_999_999, 999_999_999, '0.01', '0.0001')).toBe('9999999989000.000001');
  });
});
