import { commissionTiers } from '@vela/contracts/affiliate';
import { describe, expect, it } from 'vitest';
import { volumeBands } from './tier-ranges.ts';

describe('volumeBands', () => {
  it('words each tier by where the next one starts', () => {
    expect(volumeBands(commissionTiers)).toEqual([
      { kind: 'under', to: 1_000_000 },
      { kind: 'between', from: 1_000_000, to: 10_000_000 },
      { kind: 'between', from: 10_000_000, to: 50_000_000 },
      { kind: 'from', from: 50_000_000 },
    ]);
  });

  it('starts a first tier that needs volume at that volume', () => {
    expect(
      volumeBands([
        { id: 'silver', minMonthlyVolumeUsdt: 500, commissionPercent: 10 },
        { id: 'gold', minMonthlyVolumeUsdt: 1000, commissionPercent: 20 },
      ]),
    ).toEqual([
      { kind: 'between', from: 500, to: 1000 },
      { kind: 'from', from: 1000 },
    ]);
  });

  it('keeps the tiers in rising order with rising commission', () => {
    for (let index = 1; index < commissionTiers.length; index++) {
      const [lower, higher] = [commissionTiers[index - 1], commissionTiers[index]];
      expect(higher?.minMonthlyVolumeUsdt).toBeGreaterThan(lower?.minMonthlyVolumeUsdt ?? Number.NaN);
      expect(higher?.commissionPercent).toBeGreaterThan(lower?.commissionPercent ?? Number.NaN);
    }
  });
});
