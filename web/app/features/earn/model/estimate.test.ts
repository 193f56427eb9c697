import { describe, expect, it } from 'vitest';
import { aprRange } from './apr-range.ts';
import { addedDailyInterest, interestForDays, subscribableMax, yearlyInterest } from './estimate.ts';

const tiers = [
  { upTo: '1000', apr: '0.08' },
  { upTo: '10000', apr: '0.03' },
  { upTo: null, apr: '0.01' },
];

describe('earn estimates', () => {
  it('applies the tiers marginally', () => {
    expect(yearlyInterest(tiers, '500').toFixed()).toBe('40');
    expect(yearlyInterest(tiers, '1000').toFixed()).toBe('80');
    // 80 + 9000 x 0.03 + 5000 x 0.01
    expect(yearlyInterest(tiers, '15000').toFixed()).toBe('400');
    expect(yearlyInterest([{ upTo: null, apr: '0.05' }], '123.45678901').toFixed()).toBe('6.1728394505');
  });

  it('gives interest for a term, rounded down to 8 places', () => {
    expect(interestForDays(tiers, '100', 1)).toBe('0.0219178');
    expect(interestForDays([{ upTo: null, apr: '0.05' }], '1000', 30)).toBe('4.10958904');
    expect(interestForDays([{ upTo: null, apr: '0.05' }], '1000', 365)).toBe('50');
  });

  it('prices a top-up at the bands it falls in', () => {
    // 900 held: 100 more at 8 %, 100 at 3 %.
    expect(addedDailyInterest(tiers, '900', '200')).toBe('0.03013698');
    expect(addedDailyInterest(tiers, '0', '200')).toBe(interestForDays(tiers, '200', 1));
  });

  it('reads the APR range', () => {
    expect(aprRange(tiers, '0.08')).toEqual({ low: '0.01', high: '0.08' });
    expect(aprRange([{ upTo: null, apr: '0.050' }], '0.05')).toEqual({ low: '0.05', high: '0.05' });
    expect(aprRange([{ upTo: null, apr: '0.05' }], '0.05')).toEqual({ low: '0.05', high: '0.05' });
  });

  it('takes the least known limit, never below zero', () => {
    expect(subscribableMax(['250.5', null, '1000'])).toBe('250.5');
    expect(subscribableMax([null, undefined])).toBeNull();
    expect(subscribableMax(['-1', '5'])).toBe('0');
    expect(subscribableMax(['0.123456789'])).toBe('0.12345678');
  });
});
