import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPremiumSample,
  averagePremium,
  DEFAULT_FUNDING_RULES,
  EIGHT_HOURS_MS,
  fundingIntervalMs,
  fundingRate,
  fundingRateCap,
  nextFundingTime,
  openPremiumAccumulator,
  type PremiumAccumulator,
  predictedFundingRate,
} from './funding-rate.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** 2025-01-15 08:00 UTC: a funding time of the 8 h interval. */
const T0 = Date.UTC(2025, 0, 15, 8, 0, 0);

const rate = (premium: string, intervalMs = EIGHT_HOURS_MS) => fundingRate(premium, intervalMs).toFixed();

describe('fundingRate', () => {
  it('is the interest term when the premium is within 0.05 % of it', () => {
    expect(rate('0')).toBe('0.0001');
    expect(rate('0.0003')).toBe('0.0001');
    expect(rate('-0.0004')).toBe('0.0001');
  });

  it('follows the premium past the clamp', () => {
    // 0.001 + clamp(0.0001 - 0.001 = -0.0009) = 0.001 - 0.0005.
    expect(rate('0.001')).toBe('0.0005');
    // -0.002 + clamp(0.0021) = -0.002 + 0.0005.
    expect(rate('-0.002')).toBe('-0.0015');
  });

  it('is capped at 0.75 %', () => {
    expect(rate('0.02')).toBe('0.0075');
    expect(rate('-0.02')).toBe('-0.0075');
  });

  it('scales with the interval and rounds toward zero to 8 decimals', () => {
    expect(rate('0', HOUR)).toBe('0.0000125');
    // 0.0001 / 480 = 0.000000208333...
    expect(rate('0', MINUTE)).toBe('0.0000002');
    // -0.0015 / 480 = -0.000003125
    expect(rate('-0.002', MINUTE)).toBe('-0.00000312');
    expect(rate('0.02', 16 * HOUR)).toBe('0.015');
    expect(fundingRateCap(MINUTE).toFixed()).toBe('0.000015625');
  });

  it('stays within the cap', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 1, max: 2_880 }),
        (units, minutes) => {
          const intervalMs = fundingIntervalMs(minutes);
          const premium = new Big(units.toString()).div(10_000_000_000);
          expect(fundingRate(premium, intervalMs).abs().lte(fundingRateCap(intervalMs))).toBe(true);
        },
      ),
    );
  });

  it('is the interest term, scaled and rounded, when the premium is 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_880 }), (minutes) => {
        const intervalMs = fundingIntervalMs(minutes);
        const interest = new Big(DEFAULT_FUNDING_RULES.interestRate).times(intervalMs).div(EIGHT_HOURS_MS);
        expect(fundingRate('0', intervalMs).eq(interest.round(8, Big.roundDown))).toBe(true);
      }),
    );
  });
});

describe('funding times', () => {
  it('falls at 00:00, 08:00 and 16:00 UTC for 8 h', () => {
    expect(nextFundingTime(T0 + 5 * HOUR, EIGHT_HOURS_MS)).toBe(Date.UTC(2025, 0, 15, 16));
    expect(nextFundingTime(Date.UTC(2025, 0, 15, 16), EIGHT_HOURS_MS)).toBe(Date.UTC(2025, 0, 16, 0));
    expect(nextFundingTime(Date.UTC(2025, 0, 15, 23, 59, 59, 999), EIGHT_HOURS_MS)).toBe(Date.UTC(2025, 0, 16, 0));
    expect(nextFundingTime(T0 - 1, EIGHT_HOURS_MS)).toBe(T0);
  });

  it('aligns a demo interval to its multiples since the epoch', () => {
    expect(nextFundingTime(Date.UTC(2025, 0, 15, 10, 3, 20), fundingIntervalMs(5))).toBe(Date.UTC(2025, 0, 15, 10, 5));
    expect(nextFundingTime(Date.UTC(2025, 0, 15, 10, 5), fundingIntervalMs(5))).toBe(Date.UTC(2025, 0, 15, 10, 10));
    expect(() => fundingIntervalMs(0)).toThrow(RangeError);
    expect(() => fundingIntervalMs(0.5e-5)).toThrow(RangeError);
  });

  it('is strictly in the future, aligned, and at most one interval away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: 1, max: 10_080 }),
        (now, minutes) => {
          const intervalMs = fundingIntervalMs(minutes);
          const next = nextFundingTime(now, intervalMs);
          expect(next).toBeGreaterThan(now);
          expect(next - now).toBeLessThanOrEqual(intervalMs);
          expect(next % intervalMs).toBe(0);
        },
      ),
    );
  });
});

describe('premium accumulator', () => {
  const open = () => openPremiumAccumulator(T0 + 10, EIGHT_HOURS_MS, 5_000);

  it('covers the interval that now falls in', () => {
    expect(open()).toEqual({
      intervalMs: EIGHT_HOURS_MS,
      maxSampleGapMs: 5_000,
      start: T0,
      end: T0 + 8 * HOUR,
      weightedSum: '0',
      weightMs: 0,
      lastSampleTime: null,
    });
    expect(openPremiumAccumulator(T0, EIGHT_HOURS_MS).start).toBe(T0);
  });

  it('averages the samples by the time each covers', () => {
    let accumulator = open();
    expect(averagePremium(accumulator).toFixed()).toBe('0');
    expect(predictedFundingRate(accumulator).toFixed()).toBe('0.0001');
    accumulator = addPremiumSample(accumulator, T0 + 1_000, '0.001');
    accumulator = addPremiumSample(accumulator, T0 + 2_000, '0.003');
    expect(averagePremium(accumulator).toFixed()).toBe('0.002');
    // Two seconds at 0.003 more: (1 + 3 + 6) / 4000.
    accumulator = addPremiumSample(accumulator, T0 + 4_000, '0.003');
    expect(averagePremium(accumulator).toFixed()).toBe('0.0025');
    // 0.0025 + clamp(0.0001 - 0.0025) = 0.002.
    expect(predictedFundingRate(accumulator).toFixed()).toBe('0.002');
  });

  it('leaves a pause in sampling out', () => {
    let accumulator = addPremiumSample(open(), T0 + 1_000, '0.001');
    accumulator = addPremiumSample(accumulator, T0 + 60_000, '0.004');
    expect([accumulator.weightMs, averagePremium(accumulator).toFixed()]).toEqual([6_000, '0.0035']);
  });

  it('ignores a sample that is not after the previous one, and counts a late one up to the funding time', () => {
    const first = addPremiumSample(open(), T0 + 1_000, '0.001');
    expect(addPremiumSample(first, T0 + 1_000, '0.5')).toBe(first);
    expect(addPremiumSample(first, T0 + 500, '0.5')).toBe(first);
    const nearEnd = addPremiumSample(first, T0 + 8 * HOUR - 1_000, '0.001');
    const late = addPremiumSample(nearEnd, T0 + 8 * HOUR + 300, '0.004');
    expect(late.weightMs - nearEnd.weightMs).toBe(1_000);
    const next = addPremiumSample(openPremiumAccumulator(late.end, EIGHT_HOURS_MS, 5_000), late.end + 300, '0.004');
    expect([next.start, next.weightMs]).toEqual([T0 + 8 * HOUR, 300]);
  });

  it('is plain data: a JSON round trip gives the same average', () => {
    const accumulator = addPremiumSample(addPremiumSample(open(), T0 + 700, '0.0001'), T0 + 1_900, '-0.00037');
    const restored = JSON.parse(JSON.stringify(accumulator)) as PremiumAccumulator;
    expect(averagePremium(restored).eq(averagePremium(accumulator))).toBe(true);
  });

  it('averages a constant premium to itself however it is sampled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 8 * HOUR + 10_000 }), { minLength: 1, maxLength: 50 }),
        (units, offsets) => {
          const premium = new Big(units).div(100_000_000);
          let accumulator = open();
          for (const offset of [...offsets].sort((a, b) => a - b))
            accumulator = addPremiumSample(accumulator, T0 + offset, premium);
          // Only samples wholly past the funding time cover none of the interval.
          expect(accumulator.weightMs > 0).toBe(Math.min(...offsets) < 8 * HOUR + 5_000);
          if (accumulator.weightMs === 0) return;
          expect(averagePremium(accumulator).eq(premium)).toBe(true);
          expect(predictedFundingRate(accumulator).eq(fundingRate(premium, EIGHT_HOURS_MS))).toBe(true);
        },
      ),
    );
  });

  it('gives the same average when a premium path is sampled more often', () => {
    const step = fc.record({
      gap: fc.integer({ min: 2, max: 5_000 }),
      premium: fc.integer({ min: -50_000, max: 50_000 }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), fc.nat(), fc.nat(), (steps, pick, cut) => {
        let coarse = open();
        let fine = open();
        const split = pick % steps.length;
        let time = T0;
        steps.forEach(({ gap, premium }, i) => {
          const value = new Big(premium).div(1_000_000);
          if (i === split) fine = addPremiumSample(fine, time + 1 + (cut % (gap - 1)), value);
          time += gap;
          coarse = addPremiumSample(coarse, time, value);
          fine = addPremiumSample(fine, time, value);
        });
        expect(fine.weightMs).toBe(coarse.weightMs);
        expect(averagePremium(fine).eq(averagePremium(coarse))).toBe(true);
      }),
    );
  });
});
