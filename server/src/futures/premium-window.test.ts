import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PremiumWindow } from './premium-window.ts';

describe('PremiumWindow', () => {
  it('weighs each sample by the time since the previous one', () => {
    const window = new PremiumWindow(60_000, 1_000);
    expect(window.averageAt(0).toFixed()).toBe('0');
    window.record(1_000, '0.001');
    expect(window.averageAt(1_000).toFixed()).toBe('0.001');
    window.record(2_000, '0.003');
    expect(window.averageAt(2_000).toFixed()).toBe('0.002');
    // Half a second at 0.005 after a second each at 0.001 and 0.003: (1 + 3 + 2.5) / 2500.
    window.record(2_500, '0.005');
    expect(window.averageAt(2_500).toFixed()).toBe('0.0026');
  });

  it('forgets what left the window, and cuts the sample it runs into', () => {
    const window = new PremiumWindow(1_500, 1_000);
    window.record(1_000, '0.001');
    window.record(2_000, '0.003');
    window.record(3_000, '0.006');
    // (1.5 s, 3 s]: half a second of 0.003, a second of 0.006.
    expect(window.averageAt(3_000).toFixed()).toBe('0.005');
    expect(window.averageAt(10_000).toFixed()).toBe('0');
  });

  it('leaves a pause in sampling out rather than filling it with the next sample', () => {
    const window = new PremiumWindow(60_000, 5_000);
    window.record(1_000, '0.001');
    window.record(50_000, '0.004');
    // 5 s of 0.001 (its own gap) and 5 s of 0.004.
    expect(window.averageAt(50_000).toFixed()).toBe('0.0025');
  });

  it('keeps no sample that is not after the previous one', () => {
    const window = new PremiumWindow(60_000, 1_000);
    expect(window.record(2_000, '0.002')).toBe(true);
    expect(window.record(2_000, '0.9')).toBe(false);
    expect(window.record(1_000, '0.9')).toBe(false);
    expect(window.averageAt(2_000).toFixed()).toBe('0.002');
  });

  it('averages a constant premium to itself however it is sampled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 60_000 }),
        (units, times, later) => {
          const premium = new Big(units).div(100_000_000).toFixed();
          const window = new PremiumWindow(30_000, 2_000);
          const sorted = [...times].sort((a, b) => a - b);
          for (const time of sorted) window.record(time, premium);
          const now = (sorted[sorted.length - 1] as number) + later;
          const average = window.averageAt(now);
          expect(average.eq(premium) || average.eq(0)).toBe(true);
          if (later === 0) expect(average.eq(premium)).toBe(true);
        },
      ),
    );
  });

  it('gives the same average when a premium path is sampled more often', () => {
    // A path of steps: sample i holds premium i over (t[i-1], t[i]]; an extra sample inside a step,
    // with that step's premium, changes nothing.
    const step = fc.record({
      gap: fc.integer({ min: 2, max: 1_000 }),
      premium: fc.integer({ min: -50_000, max: 50_000 }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), fc.nat(), fc.nat(), (steps, pick, cut) => {
        const coarse = new PremiumWindow(10_000, 1_000);
        const fine = new PremiumWindow(10_000, 1_000);
        const split = pick % steps.length;
        let time = 0;
        coarse.record(time, '0.0001');
        fine.record(time, '0.0001');
        steps.forEach(({ gap, premium }, i) => {
          const value = new Big(premium).div(1_000_000);
          if (i === split) fine.record(time + 1 + (cut % (gap - 1)), value);
          time += gap;
          coarse.record(time, value);
          fine.record(time, value);
        });
        expect(fine.averageAt(time).eq(coarse.averageAt(time))).toBe(true);
      }),
    );
  });
});
