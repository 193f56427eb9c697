import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkPriceTracker, markPrice } from './mark-price.ts';
import type { BookLevel, BookSides } from './premium-index.ts';

const TICK = '0.01';
const EMPTY: BookSides = { bids: [], asks: [] };

describe('markPrice', () => {
  it('adds the premium to the index', () => {
    expect(markPrice('100', '0.001', '0.005', TICK).toFixed()).toBe('100.1');
    expect(markPrice('100', '0', '0.005', TICK).toFixed()).toBe('100');
  });

  it('clamps the premium to the band', () => {
    expect(markPrice('100', '0.01', '0.005', TICK).toFixed()).toBe('100.5');
    expect(markPrice('100', '-0.01', '0.005', TICK).toFixed()).toBe('99.5');
  });

  it('rounds the added part toward zero, so the band holds after rounding', () => {
    expect(markPrice('100', '0.00123', '0.005', TICK).toFixed()).toBe('100.12');
    expect(markPrice('100', '-0.00123', '0.005', TICK).toFixed()).toBe('99.88');
    // 0.5 % of 100.03 is 0.50015: the mark stops at 100.53, not 100.54.
    expect(markPrice('100.03', '0.02', '0.005', TICK).toFixed()).toBe('100.53');
  });
});

describe('MarkPriceTracker', () => {
  const options = { tickSize: TICK, impactNotional: '300', windowMs: 60_000, maxSampleGapMs: 1_000 };

  it('is the index before the book has depth, and when it is empty', () => {
    const tracker = new MarkPriceTracker(options);
    const sample = tracker.sample(1_000, '100', EMPTY);
    expect(sample.price).toBe('100');
    expect(sample.premiumIndex.toFixed()).toBe('0');
  });

  it('smooths the premium index over time and clamps it to the band', () => {
    const tracker = new MarkPriceTracker(options);
    // Impact bid 100.2 against an index of 100: premium index 0.002.
    const rich: BookSides = { bids: [['100.2', '10']], asks: [['100.3', '10']] };
    const first = tracker.sample(1_000, '100', rich);
    expect([first.price, first.premiumIndex.toFixed(), first.premium.toFixed()]).toEqual(['100.2', '0.002', '0.002']);
    // A second of an empty book (premium 0) halves the average.
    const second = tracker.sample(2_000, '100', EMPTY);
    expect([second.price, second.averagePremium.toFixed()]).toEqual(['100.1', '0.001']);
    // A book 1 % above the index: the average passes the band, the mark stops at +0.5 %.
    const wild: BookSides = { bids: [['110', '10']], asks: [['111', '10']] };
    tracker.sample(3_000, '100', wild);
    tracker.sample(4_000, '100', wild);
    const capped = tracker.sample(5_000, '100', wild);
    expect(capped.averagePremium.gt('0.005')).toBe(true);
    expect([capped.price, capped.premium.toFixed()]).toEqual(['100.5', '0.005']);
  });

  it('applies the average to the current index', () => {
    const tracker = new MarkPriceTracker(options);
    tracker.sample(1_000, '100', { bids: [['100.2', '10']], asks: [] });
    // Same instant, new index: no new weight, the average 0.002 applied to 200.
    expect(tracker.sample(1_000, '200', EMPTY).price).toBe('200.4');
  });

  it('stays within the band of the index', () => {
    const level = fc.tuple(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 10_000 }));
    const side = fc.array(level, { maxLength: 4 });
    const step = fc.record({
      gap: fc.integer({ min: 1, max: 3_000 }),
      index: fc.integer({ min: 1, max: 2_000_000 }),
      bids: side,
      asks: side,
    });
    const levels = (raw: [number, number][], bestFirst: (a: number, b: number) => number): BookLevel[] =>
      [...raw]
        .sort((a, b) => bestFirst(a[0], b[0]))
        .map(([ticks, lots]) => [new Big(ticks).times(TICK).toFixed(), new Big(lots).div(1_000).toFixed()]);
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 100 }), (steps, bps) => {
        const band = new Big(bps).div(10_000);
        const tracker = new MarkPriceTracker({ ...options, impactNotional: '50', band });
        let time = 0;
        for (const { gap, index: indexTicks, bids, asks } of steps) {
          time += gap;
          const index = new Big(indexTicks).times(TICK);
          const book = { bids: levels(bids, (a, b) => b - a), asks: levels(asks, (a, b) => a - b) };
          const mark = new Big(tracker.sample(time, index, book).price);
          expect(mark.minus(index).abs().lte(index.times(band))).toBe(true);
          expect(mark.mod(TICK).eq(0)).toBe(true);
        }
      }),
    );
  });
});
