import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  ceilHour,
  floorHour,
  hourlyInterest,
  stayedInside,
  termInterest,
  tierSlices,
  utcDayStart,
} from './interest.ts';

const tiers = [
  { upTo: '500', apr: '0.08' },
  { upTo: '10000', apr: '0.03' },
  { upTo: null, apr: '0.01' },
];

describe('earn interest', () => {
  it('cuts the principal into marginal tier bands', () => {
    const slices = (principal: string) =>
      tierSlices(new Big(principal), tiers).map(({ amount, apr }) => [amount.toFixed(), apr.toFixed()]);
    expect(slices('200')).toEqual([['200', '0.08']]);
    expect(slices('500')).toEqual([['500', '0.08']]);
    expect(slices('12000')).toEqual([
      ['500', '0.08'],
      ['9500', '0.03'],
      ['2000', '0.01'],
    ]);
    expect(slices('0')).toEqual([]);
    expect(tierSlices(new Big('7'), [{ upTo: null, apr: '0.05' }]).map((slice) => slice.amount.toFixed())).toEqual([
      '7',
    ]);
  });

  it('gives an hour of interest exactly, rounded down to 8 places once', () => {
    // (500 x 0.08 + 500 x 0.03) / 8760 = 0.006278538…
    expect(hourlyInterest(new Big('1000'), tiers)).toEqual({ amount: new Big('0.00627853'), apr: new Big('0.055') });
    // 8760 x 1 at 100 %: exactly 1 an hour, nothing lost.
    expect(hourlyInterest(new Big('8760'), [{ upTo: null, apr: '1' }]).amount.toFixed()).toBe('1');
    // Too small to earn a unit of the 8th place.
    expect(hourlyInterest(new Big('0.0001'), tiers).amount.toFixed()).toBe('0');
  });

  it('gives a term interest as principal x APR x days / 365, rounded down', () => {
    expect(termInterest(new Big('1000'), new Big('0.15'), 7).toFixed()).toBe('2.87671232');
    expect(termInterest(new Big('365'), new Big('0.1'), 1).toFixed()).toBe('0.1');
  });

  it('tells whether the price stayed inside the range, bounds included', () => {
    const range = { low: '90000', high: '100000' };
    expect(stayedInside({ low: '90000', high: '100000' }, range)).toBe(true);
    expect(stayedInside({ low: '89999.99', high: '95000' }, range)).toBe(false);
    expect(stayedInside({ low: '95000', high: '100000.01' }, range)).toBe(false);
    expect(stayedInside({ low: null, high: null }, range)).toBe(false);
  });

  it('rounds times to hours and UTC days', () => {
    const at = new Date('2030-01-07T10:30:00Z');
    expect(floorHour(at).toISOString()).toBe('2030-01-07T10:00:00.000Z');
    expect(ceilHour(at).toISOString()).toBe('2030-01-07T11:00:00.000Z');
    expect(ceilHour(new Date('2030-01-07T11:00:00Z')).toISOString()).toBe('2030-01-07T11:00:00.000Z');
    expect(utcDayStart(at).toISOString()).toBe('2030-01-07T00:00:00.000Z');
  });
});
