import { describe, expect, it } from 'vitest';
import { bollingerBands } from './bollinger.ts';
import { macd } from './macd.ts';
import { exponentialAverage, type Study, simpleAverage } from './moving-averages.ts';
import { relativeStrength } from './rsi.ts';

const run = <Out>(study: Study<Out>, values: readonly number[]) => values.map((value) => study.next(value));

/** Wilder's RSI worked example as StockCharts publishes it (closes of 35 days, RSI 14). */
const wilderCloses = [
  44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28, 46.0, 46.03,
  46.41, 46.22, 45.64, 46.21, 46.25, 45.71, 46.45, 45.78, 45.35, 44.03, 44.29, 44.92, 44.6, 44.12, 43.89, 44.02,
];

describe('simple average', () => {
  it('averages the last period values once it has them', () => {
    expect(run(simpleAverage(3), [1, 2, 3, 4, 5, 9])).toEqual([undefined, undefined, 2, 3, 4, 6]);
  });
});

describe('exponential average', () => {
  it('starts from the simple average, then weighs 2 / (period + 1)', () => {
    // 3 periods: weight 0.5; seed (1 + 2 + 3) / 3 = 2, then 2 + 0.5 (6 - 2) = 4, 4 + 0.5 (0 - 4) = 2.
    expect(run(exponentialAverage(3), [1, 2, 3, 6, 0])).toEqual([undefined, undefined, 2, 4, 2]);
  });
});

describe('Bollinger bands', () => {
  it('puts the bands two population deviations around the average', () => {
    const bands = run(bollingerBands(4, 2), [2, 4, 4, 4, 5, 5, 7, 9]);
    expect(bands.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    // 2, 4, 4, 4: mean 3.5, variance (2.25 + 0.25 x 3) / 4 = 0.75.
    expect(bands[3]?.middle).toBe(3.5);
    expect(bands[3]?.upper).toBeCloseTo(3.5 + 2 * Math.sqrt(0.75), 12);
    expect(bands[3]?.lower).toBeCloseTo(3.5 - 2 * Math.sqrt(0.75), 12);
    // 5, 5, 7, 9: mean 6.5, variance (2.25 x 2 + 0.25 + 6.25) / 4 = 2.75.
    expect(bands[7]?.middle).toBe(6.5);
    expect(bands[7]?.upper).toBeCloseTo(6.5 + 2 * Math.sqrt(2.75), 12);
  });
});

describe('MACD', () => {
  it('is the fast minus the slow average, with the signal its own average', () => {
    const values = [10, 11, 12, 11, 13, 14, 13, 15];
    const fast = run(exponentialAverage(2), values);
    const slow = run(exponentialAverage(4), values);
    const lines = run(macd(2, 4, 3), values);
    const line = fast.map((value, index) => {
      const slowValue = slow[index];
      return value === undefined || slowValue === undefined ? undefined : value - slowValue;
    });
    expect(lines.map((value) => value?.macd)).toEqual(line);
    const signal = run(
      exponentialAverage(3),
      line.filter((value): value is number => value !== undefined),
    );
    expect(lines.slice(3).map((value) => value?.signal)).toEqual(signal);
    const last = lines.at(-1);
    expect(last?.histogram).toBeCloseTo((last?.macd ?? 0) - (last?.signal ?? 0), 12);
  });
});

describe('RSI', () => {
  it("gives Wilder's published values", () => {
    const values = run(relativeStrength(14), wilderCloses);
    expect(values.slice(0, 14).every((value) => value === undefined)).toBe(true);
    // The first 14 changes: gains 3.34, losses 1.40; RS = (3.34 / 14) / (1.40 / 14), RSI 70.464.
    expect(values[14]).toBeCloseTo(100 - 100 / (1 + 3.34 / 1.4), 10);
    // StockCharts rounds its working to two places at every step: within 0.1 of its table.
    const published = [70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71];
    published.forEach((expected, index) => {
      expect(Math.abs((values[14 + index] ?? 0) - expected)).toBeLessThan(0.1);
    });
  });

  it('is 100 with no losses and 50 on a flat market', () => {
    expect(run(relativeStrength(2), [1, 2, 3]).at(-1)).toBe(100);
    expect(run(relativeStrength(2), [1, 1, 1]).at(-1)).toBe(50);
  });
});

describe('the bar still forming', () => {
  it('peeks at what next would give, without taking the value in', () => {
    const studies = [
      () => simpleAverage(5),
      () => exponentialAverage(5),
      () => bollingerBands(5, 2),
      () => macd(3, 6, 4),
      () => relativeStrength(5),
    ];
    for (const make of studies) {
      const live = make();
      const replay = make();
      wilderCloses.forEach((value, index) => {
        // Three ticks of the forming bar before it closes at its real value.
        live.peek(value + 1);
        live.peek(value - 1);
        const peeked = live.peek(value);
        expect(peeked).toEqual(replay.next(value));
        expect(live.next(value)).toEqual(peeked);
        expect(index).toBeGreaterThanOrEqual(0);
      });
    }
  });
});
