import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clamp, roundToTick } from './decimal.ts';

describe('roundToTick', () => {
  it('rounds to the nearest tick, a tie away from zero', () => {
    expect(roundToTick('100.005', '0.01', 'nearest').toFixed()).toBe('100.01');
    expect(roundToTick('100.0049', '0.01', 'nearest').toFixed()).toBe('100');
    expect(roundToTick('95000.25', '0.5', 'nearest').toFixed()).toBe('95000.5');
    expect(roundToTick('-0.125', '0.01', 'nearest').toFixed()).toBe('-0.13');
  });

  it('drops the part below a tick toward zero', () => {
    expect(roundToTick('0.129', '0.01', 'toward-zero').toFixed()).toBe('0.12');
    expect(roundToTick('-0.129', '0.01', 'toward-zero').toFixed()).toBe('-0.12');
    expect(roundToTick('7.4', '0.5', 'toward-zero').toFixed()).toBe('7');
  });

  it('refuses a tick that is not positive', () => {
    expect(() => roundToTick('1', '0', 'nearest')).toThrow(RangeError);
  });

  it('lands on the grid within half a tick (nearest) or below a tick toward zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.constantFrom('0.01', '0.5', '1', '0.0001'),
        (units, tick) => {
          const value = new Big(units.toString()).div(1_000_000);
          const nearest = roundToTick(value, tick, 'nearest');
          const towardZero = roundToTick(value, tick, 'toward-zero');
          expect(nearest.mod(tick).eq(0) && towardZero.mod(tick).eq(0)).toBe(true);
          expect(nearest.minus(value).abs().lte(new Big(tick).div(2))).toBe(true);
          expect(towardZero.abs().lte(value.abs()) && value.minus(towardZero).abs().lt(tick)).toBe(true);
        },
      ),
    );
  });
});

describe('clamp', () => {
  it('bounds a value to plus or minus the limit', () => {
    const limit = new Big('0.005');
    expect(clamp(new Big('0.01'), limit).toFixed()).toBe('0.005');
    expect(clamp(new Big('-0.01'), limit).toFixed()).toBe('-0.005');
    expect(clamp(new Big('0.001'), limit).toFixed()).toBe('0.001');
  });
});
