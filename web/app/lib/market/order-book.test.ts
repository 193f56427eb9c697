import type { DepthLevel, DepthSnapshot } from '@vela/contracts/market-data';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimals } from './decimals.ts';
import { groupingSteps, OrderBook } from './order-book.ts';

const ALL = Number.POSITIVE_INFINITY;

function depth(seq: number, bids: DepthLevel[], asks: DepthLevel[], symbol = 'BTC_USDT'): DepthSnapshot {
  return { symbol, seq, bids, asks, time: 0 };
}

function bookAt(seq: number, bids: DepthLevel[], asks: DepthLevel[]): OrderBook {
  const book = new OrderBook();
  book.applySnapshot(depth(seq, bids, asks));
  return book;
}

const levelsOf = (rows: readonly { price: string; quantity: string }[]) => rows.map((row) => [row.price, row.quantity]);

describe('OrderBook snapshot and updates', () => {
  it('sorts bids high to low and asks low to high, dropping zero levels of the snapshot', () => {
    const book = bookAt(
      7,
      [
        ['99', '1'],
        ['101', '2'],
        ['100', '0'],
        ['100.5', '3'],
      ],
      [
        ['110', '1'],
        ['102', '0.000'],
        ['103', '4'],
        ['1000', '5'],
      ],
    );
    const view = book.view({ step: '0.5', rows: ALL });
    expect(levelsOf(view.bids)).toEqual([
      ['101.0', '2'],
      ['100.5', '3'],
      ['99.0', '1'],
    ]);
    expect(levelsOf(view.asks)).toEqual([
      ['103.0', '4'],
      ['110.0', '1'],
      ['1000.0', '5'],
    ]);
    expect(book.seq).toBe(7);
  });

  it('applies updates that follow on: sets quantities, adds levels, removes "0" levels', () => {
    const book = bookAt(1, [['100', '1']], [['101', '1']]);
    expect(
      book.applyUpdate(
        depth(
          2,
          [
            ['100', '0'],
            ['99.5', '2'],
          ],
          [
            ['101', '3'],
            ['102', '1'],
          ],
        ),
      ),
    ).toEqual({ status: 'applied', seq: 2 });
    const view = book.view({ step: '0.5', rows: ALL });
    expect(levelsOf(view.bids)).toEqual([['99.5', '2']]);
    expect(levelsOf(view.asks)).toEqual([
      ['101.0', '3'],
      ['102.0', '1'],
    ]);
    expect(book.seq).toBe(2);
  });

  it('shows a level added after the book was last read, in its place', () => {
    const book = bookAt(1, [['100', '1']], [['102', '1']]);
    book.view({ step: '1', rows: ALL });
    book.applyUpdate(depth(2, [['101', '2']], [['101.5', '3']]));
    const view = book.view({ step: '0.5', rows: ALL });
    expect(view.bids.map((row) => row.price)).toEqual(['101.0', '100.0']);
    expect(view.asks.map((row) => row.price)).toEqual(['101.5', '102.0']);
  });

  it('treats two spellings of one price as one level', () => {
    const book = bookAt(1, [['65000.50', '1']], []);
    book.applyUpdate(depth(2, [['65000.5', '0']], []));
    expect(book.view({ step: '0.5', rows: ALL }).bids).toEqual([]);
  });

  it('asks for a snapshot when an update comes first, and keeps no book', () => {
    const book = new OrderBook();
    expect(book.applyUpdate(depth(5, [['100', '1']], []))).toEqual({
      status: 'resync-needed',
      reason: 'no-snapshot',
      expectedSeq: undefined,
      receivedSeq: 5,
    });
    expect(book.seq).toBeUndefined();
    expect(book.view({ step: '1', rows: ALL }).bids).toEqual([]);
  });

  it.each([
    ['skips a seq', 12],
    ['repeats the last seq', 10],
    ['goes back', 3],
  ])('asks for a snapshot and leaves the book untouched when an update %s', (_, seq) => {
    const book = bookAt(10, [['100', '1']], [['101', '1']]);
    const before = book.view({ step: '1', rows: ALL });
    expect(book.applyUpdate(depth(seq, [['100', '0']], [['100.5', '9']]))).toEqual({
      status: 'resync-needed',
      reason: 'gap',
      expectedSeq: 11,
      receivedSeq: seq,
    });
    expect(book.view({ step: '1', rows: ALL })).toEqual(before);
    expect(book.seq).toBe(10);
    expect(book.applyUpdate(depth(11, [['100', '2']], [])).status).toBe('applied');
  });

  it('ignores a late update of another market', () => {
    const book = bookAt(1, [['100', '1']], []);
    expect(book.applyUpdate(depth(2, [['100', '0']], [], 'ETH_USDT'))).toEqual({
      status: 'ignored',
      reason: 'other-market',
    });
    expect(book.view({ step: '1', rows: ALL }).bids).toHaveLength(1);
    expect(book.seq).toBe(1);
  });

  it('starts over from a new snapshot', () => {
    const book = bookAt(1, [['100', '1']], [['101', '1']]);
    book.applySnapshot(depth(50, [['90', '2']], []));
    const view = book.view({ step: '1', rows: ALL });
    expect(levelsOf(view.bids)).toEqual([['90', '2']]);
    expect(view.asks).toEqual([]);
    expect(book.applyUpdate(depth(51, [], [['95', '1']])).status).toBe('applied');
  });
});

describe('OrderBook view', () => {
  it('groups bids down and asks up to the step, summing quantities', () => {
    const book = bookAt(
      1,
      [
        ['65012.5', '1'],
        ['65010', '2'],
        ['65009.5', '0.5'],
      ],
      [
        ['65012.5', '1'],
        ['65020', '3'],
        ['65020.5', '4'],
      ],
    );
    const view = book.view({ step: '10', rows: 10 });
    expect(view.bids).toEqual([
      { price: '65010', quantity: '3', total: '3', depth: 0.38 },
      { price: '65000', quantity: '0.5', total: '3.5', depth: 0.44 },
    ]);
    expect(view.asks).toEqual([
      { price: '65020', quantity: '4', total: '4', depth: 0.5 },
      { price: '65030', quantity: '4', total: '8', depth: 1 },
    ]);
  });

  it('shows at most `rows` rows a side, totals counting only what is shown', () => {
    const bids: DepthLevel[] = [1, 2, 3, 4, 5].map((price) => [String(price), '1']);
    const asks: DepthLevel[] = [6, 7].map((price) => [String(price), '10']);
    const view = bookAt(1, bids, asks).view({ step: '1', rows: 3 });
    expect(view.bids.map((row) => [row.price, row.total, row.depth])).toEqual([
      ['5', '1', 0.05],
      ['4', '2', 0.1],
      ['3', '3', 0.15],
    ]);
    expect(view.asks.map((row) => row.depth)).toEqual([0.5, 1]);
  });

  it('gives best prices, spread (absolute and percent of mid) and mid from the ungrouped book', () => {
    const view = bookAt(1, [['64999.5', '1']], [['65000.5', '1']]).view({ step: '100', rows: 5 });
    expect(view).toMatchObject({
      bestBid: '64999.5',
      bestAsk: '65000.5',
      spread: '1',
      mid: '65000',
      spreadPercent: '0.001538',
    });
    expect(view.bids[0]?.price).toBe('64900');
    expect(view.asks[0]?.price).toBe('65100');
  });

  it('has no spread or mid while a side is empty', () => {
    const view = bookAt(1, [['100', '1']], []).view({ step: '1', rows: 5 });
    expect(view).toMatchObject({
      bestBid: '100',
      bestAsk: undefined,
      spread: undefined,
      spreadPercent: undefined,
      mid: undefined,
    });
    expect(view.bids[0]?.depth).toBe(1);
  });

  it('refuses a step or row count that cannot be drawn', () => {
    const book = bookAt(1, [], []);
    expect(() => book.view({ step: '0', rows: 5 })).toThrow(RangeError);
    expect(() => book.view({ step: '1', rows: -1 })).toThrow(RangeError);
    expect(() => book.view({ step: '1', rows: 1.5 })).toThrow(RangeError);
  });

  it('groups conserve quantity, stay sorted, sit on the step and cover their levels', () => {
    const level = fc.tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 10_000 }));
    fc.assert(
      fc.property(
        fc.array(level, { maxLength: 60 }),
        fc.constantFrom(...groupingSteps('0.01')),
        fc.integer({ min: 1, max: 80 }),
        (levels, step, rows) => {
          const depthLevels: DepthLevel[] = levels.map(([cents, lots]) => [
            new Big(cents).div(100).toFixed(),
            new Big(lots).div(1000).toFixed(),
          ]);
          const book = bookAt(1, depthLevels, depthLevels);
          const all = book.view({ step, rows: ALL });
          const shown = book.view({ step, rows });
          const unique = new Map(depthLevels.map(([price, quantity]) => [new Big(price).toFixed(), quantity]));
          const sum = [...unique.values()].reduce((total, quantity) => total.plus(quantity), new Big(0));
          for (const [side, rowsOfSide, direction] of [
            ['bid', all.bids, -1],
            ['ask', all.asks, 1],
          ] as const) {
            expect(rowsOfSide.reduce((total, row) => total.plus(row.quantity), new Big(0)).eq(sum)).toBe(true);
            expect(new Big(rowsOfSide.at(-1)?.total ?? '0').eq(sum)).toBe(true);
            rowsOfSide.forEach((row, index) => {
              expect(new Big(row.price).mod(step).eq(0)).toBe(true);
              const next = rowsOfSide[index + 1];
              if (next) expect(Math.sign(compareDecimals(next.price, row.price))).toBe(direction);
            });
            for (const price of unique.keys()) {
              const group = rowsOfSide.find((row) => {
                const gap = new Big(row.price).minus(price).times(direction);
                return gap.gte(0) && gap.lt(step);
              });
              expect(group, `${side} ${price} in a group`).toBeDefined();
            }
          }
          expect(shown.bids).toHaveLength(Math.min(rows, all.bids.length));
          const depths = [...shown.bids, ...shown.asks].map((row) => row.depth);
          if (depths.length > 0) expect(Math.max(...depths)).toBe(1);
          for (const rowsOfSide of [shown.bids, shown.asks]) {
            rowsOfSide.forEach((row, index) => {
              expect(row.depth).toBeGreaterThan(0);
              expect(row.depth).toBeGreaterThanOrEqual(rowsOfSide[index - 1]?.depth ?? 0);
            });
          }
        },
      ),
    );
  });
});

describe('groupingSteps', () => {
  it('offers the tick size times 1, 10, 100 and 1000 in plain notation', () => {
    expect(groupingSteps('0.01')).toEqual(['0.01', '0.1', '1', '10', '100', '1000']);
    expect(groupingSteps('0.00000001')).toEqual(['0.00000001', '0.0000001', '0.000001', '0.00001', '0.0001', '0.001']);
    expect(groupingSteps('0.5')).toEqual(['0.5', '5', '50', '500', '5000', '50000']);
  });
});

/** Deterministic random numbers, so a failure can be replayed. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('OrderBook under a busy stream', () => {
  it('stays equal to the exchange book, sorted, uncrossed and without zero levels over 10,000 updates', () => {
    const random = mulberry32(20_240_601);
    /** Prices in half ticks: index 130000 is 65000.0 with a tick of 0.5. */
    const priceOf = (index: number) => `${Math.floor(index / 2)}${index % 2 ? '.5' : ''}`;
    const shownPrice = (index: number) => `${Math.floor(index / 2)}.${index % 2 ? 5 : 0}`;
    const exchange = { bid: new Map<number, string>(), ask: new Map<number, string>() };
    const snapshot = depth(100, [], []);
    for (let offset = 1; offset <= 1000; offset++) {
      exchange.bid.set(130_000 - offset, `${offset}.5`);
      exchange.ask.set(130_000 + offset, `${offset}.25`);
      snapshot.bids.push([priceOf(130_000 - offset), `${offset}.5`]);
      snapshot.asks.push([priceOf(130_000 + offset), `${offset}.25`]);
    }
    const book = new OrderBook();
    book.applySnapshot(snapshot);

    for (let seq = 101; seq <= 10_100; seq++) {
      const update = depth(seq, [], []);
      for (let change = 1 + Math.floor(random() * 4); change > 0; change--) {
        const side = random() < 0.5 ? 'bid' : 'ask';
        const other = side === 'bid' ? 'ask' : 'bid';
        const bestOther = side === 'bid' ? Math.min(...exchange.ask.keys()) : Math.max(...exchange.bid.keys());
        const direction = side === 'bid' ? -1 : 1;
        // Mostly near the touch, sometimes through it (an aggressive order eating the other side).
        const index = bestOther + direction * (Math.floor(random() * 1000) - 3);
        if (random() < 0.3) {
          exchange[side].delete(index);
          update[side === 'bid' ? 'bids' : 'asks'].push([priceOf(index), '0']);
          continue;
        }
        const quantity = `${1 + Math.floor(random() * 500)}.${Math.floor(random() * 10)}`;
        exchange[side].set(index, quantity);
        update[side === 'bid' ? 'bids' : 'asks'].push([priceOf(index), quantity]);
        for (const crossed of [...exchange[other].keys()].filter((price) => (price - index) * direction >= 0)) {
          exchange[other].delete(crossed);
          update[other === 'bid' ? 'bids' : 'asks'].push([priceOf(crossed), '0']);
        }
      }
      expect(book.applyUpdate(update).status).toBe('applied');

      if (seq % 50 === 0) {
        const top = book.view({ step: '0.5', rows: 1 });
        expect(new Big(top.bestBid ?? '0').lt(top.bestAsk ?? '1e9')).toBe(true);
      }
      if (seq % 1000 === 0) {
        const view = book.view({ step: '0.5', rows: ALL });
        for (const [rows, levels, order] of [
          [view.bids, exchange.bid, -1],
          [view.asks, exchange.ask, 1],
        ] as const) {
          const expected = [...levels.entries()].sort(([a], [b]) => (a - b) * order);
          expect(levelsOf(rows)).toEqual(
            expected.map(([index, quantity]) => [shownPrice(index), new Big(quantity).toFixed()]),
          );
          expect(rows.every((row) => new Big(row.quantity).gt(0))).toBe(true);
        }
        expect(compareDecimals(view.bids[0]?.price ?? '0', view.asks[0]?.price ?? '0')).toBeLessThan(0);
      }
    }
  });
});
