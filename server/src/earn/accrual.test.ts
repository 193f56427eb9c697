import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { hourlyPrincipals } from './accrual.ts';

const H = 3_600_000;
const change = (hour: number, amount: string) => ({ at: hour * H, amount: new Big(amount) });
const principals = (changes: ReturnType<typeof change>[], hours: number[]) =>
  hourlyPrincipals(
    changes,
    hours.map((hour) => hour * H),
  ).map((value) => value.toFixed());

describe('hourlyPrincipals', () => {
  it('counts money from the first full hour it was held', () => {
    expect(principals([change(0.5, '100')], [0, 1, 2])).toEqual(['0', '100', '100']);
    expect(principals([change(1, '100')], [0, 1])).toEqual(['0', '100']);
  });

  it('takes the lowest balance of the hour: a redemption stops interest at once, a top-up starts next hour', () => {
    expect(principals([change(0, '100'), change(1.5, '-40'), change(2.25, '500')], [0, 1, 2, 3])).toEqual([
      '100',
      '60',
      '60',
      '560',
    ]);
    // Out and back within one hour: the hour earns on what stayed.
    expect(principals([change(0, '100'), change(1.2, '-100'), change(1.4, '100')], [1, 2])).toEqual(['0', '100']);
  });

  it('stops at a redemption of everything', () => {
    expect(principals([change(0, '100'), change(3, '-100')], [1, 2, 3, 4])).toEqual(['100', '100', '0', '0']);
  });
});
