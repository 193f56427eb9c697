import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startTrailing, TriggerBook, trail, trailingTicks } from './trigger-book.ts';

const distance = fc.oneof(
  fc.integer({ min: 1, max: 500 }).map((ticks) => ({ ticks })),
  fc.integer({ min: 1, max: 200_000 }).map((ppm) => ({ ppm })),
);
const prices = fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 60 });

describe('stops', () => {
  it('a falling stop is due at or below its price, a rising one at or above, each once', () => {
    const book = new TriggerBook();
    book.addStop('sell-stop', 'fall', 95);
    book.addStop('buy-stop', 'rise', 105);
    expect(book.onTrade(100).due).toEqual([]);
    expect(book.onTrade(95).due).toEqual(['sell-stop']);
    expect(book.onTrade(94).due).toEqual([]);
    expect(book.onTrade(106).due).toEqual(['buy-stop']);
    expect(book.size).toBe(0);
  });

  it('a removed stop never comes due', () => {
    const book = new TriggerBook();
    book.addStop('a', 'fall', 95);
    book.addStop('b', 'fall', 96);
    book.remove('a');
    expect(book.onTrade(90).due).toEqual(['b']);
  });

  it('property: the due stops are exactly those the trades reached, each once', () => {
    const stops = fc.array(
      fc.record({
        direction: fc.constantFrom('rise' as const, 'fall' as const),
        stop: fc.integer({ min: 1, max: 200 }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(stops, fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 30 }), (entries, trades) => {
        const book = new TriggerBook();
        entries.forEach((entry, index) => {
          book.addStop(`s${index}`, entry.direction, entry.stop);
        });
        const due = trades.flatMap((price) => book.onTrade(price).due);
        const expected = entries.flatMap((entry, index) =>
          trades.some((price) => (entry.direction === 'rise' ? price >= entry.stop : price <= entry.stop))
            ? [`s${index}`]
            : [],
        );
        expect([...due].sort()).toEqual([...expected].sort());
        expect(new Set(due).size).toBe(due.length);
      }),
    );
  });
});

describe('trailing stops', () => {
  it('a sell trails the highest price by its distance and fires on the pull-back', () => {
    const state = startTrailing('sell', { ticks: 10 }, 100);
    expect(state).toEqual({ best: 100, stop: 90 });
    const up = trail('sell', { ticks: 10 }, state, 120);
    expect(up).toEqual({ best: 120, stop: 110, due: false });
    expect(trail('sell', { ticks: 10 }, up, 111).due).toBe(false);
    expect(trail('sell', { ticks: 10 }, up, 110).due).toBe(true);
  });

  it('a percentage trail is rounded up to a whole tick, at least one', () => {
    expect(trailingTicks(1000, { ppm: 10_000 })).toBe(10);
    expect(trailingTicks(1001, { ppm: 10_000 })).toBe(11);
    expect(trailingTicks(10, { ppm: 1 })).toBe(1);
  });

  it('property: the stop never moves against the holder and fires exactly when a trade reaches it', () => {
    fc.assert(
      fc.property(fc.constantFrom('buy' as const, 'sell' as const), distance, prices, (side, by, trades) => {
        let state = startTrailing(side, by, trades[0] as number);
        for (const price of trades.slice(1)) {
          const next = trail(side, by, state, price);
          if (side === 'sell') expect(next.stop).toBeGreaterThanOrEqual(state.stop);
          else expect(next.stop).toBeLessThanOrEqual(state.stop);
          expect(next.due).toBe(side === 'sell' ? price <= next.stop : price >= next.stop);
          if (next.due) return;
          state = next;
        }
      }),
    );
  });

  it('the book reports moves and the firing trade', () => {
    const book = new TriggerBook();
    book.addTrailing('t', 'buy', { ticks: 5 }, startTrailing('buy', { ticks: 5 }, 100));
    expect(book.onTrade(90).moved).toEqual([{ id: 't', state: { best: 90, stop: 95 } }]);
    expect(book.onTrade(94)).toEqual({ due: [], moved: [] });
    expect(book.onTrade(95).due).toEqual(['t']);
    expect(book.has('t')).toBe(false);
  });
});
