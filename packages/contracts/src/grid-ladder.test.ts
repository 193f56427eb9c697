import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkGrid,
  emptyLevel,
  gridLevels,
  ladderOrders,
  nthRoot,
  oppositeLevel,
  orderQuantity,
  roundProfit,
  worstGridProfitRate,
} from './grid-ladder.ts';

const strings = (levels: Big[] | null) => levels?.map((level) => level.toFixed());

describe('grid levels', () => {
  it('splits an arithmetic range into equal gaps on the tick', () => {
    expect(
      strings(gridLevels({ lower: '100', upper: '200', grids: 4, spacing: 'arithmetic', tickSize: '0.01' })),
    ).toEqual(['100', '125', '150', '175', '200']);
    expect(
      strings(gridLevels({ lower: '100', upper: '200', grids: 3, spacing: 'arithmetic', tickSize: '0.01' })),
    ).toEqual(['100', '133.33', '166.66', '200']);
  });

  it('splits a geometric range into equal ratios, rounded down to the tick', () => {
    expect(
      strings(gridLevels({ lower: '100', upper: '400', grids: 2, spacing: 'geometric', tickSize: '0.01' })),
    ).toEqual(['100', '200', '400']);
    expect(
      strings(gridLevels({ lower: '100', upper: '200', grids: 3, spacing: 'geometric', tickSize: '0.01' })),
    ).toEqual(['100', '125.99', '158.74', '200']);
  });

  it('refuses a grid the tick cannot separate', () => {
    expect(gridLevels({ lower: '100', upper: '100.02', grids: 4, spacing: 'arithmetic', tickSize: '0.01' })).toBeNull();
  });

  it('takes exact n-th roots', () => {
    expect(nthRoot(new Big(2), 2).toFixed(12)).toBe('1.414213562373');
    expect(nthRoot(new Big(1024), 10).toFixed()).toBe('2');
  });

  it('keeps levels strictly rising for any range and count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 2, max: 200 }),
        fc.constantFrom('arithmetic' as const, 'geometric' as const),
        (lowerCents, spanCents, grids, spacing) => {
          const lower = new Big(lowerCents).div(100);
          const upper = lower.plus(new Big(spanCents).div(100));
          const levels = gridLevels({ lower, upper, grids, spacing, tickSize: '0.01' });
          if (!levels) return;
          expect(levels).toHaveLength(grids + 1);
          expect(levels[0]?.eq(lower)).toBe(true);
          expect(levels[grids]?.eq(upper)).toBe(true);
          for (let i = 1; i < levels.length; i += 1) expect(levels[i]?.gt(levels[i - 1] as Big)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the ladder', () => {
  const levels = gridLevels({ lower: '100', upper: '200', grids: 4, spacing: 'arithmetic', tickSize: '0.01' }) as Big[];

  it('leaves the level nearest the price empty, buys below and sells above', () => {
    expect(emptyLevel(levels, '151')).toBe(2);
    expect(emptyLevel(levels, '137.5')).toBe(1);
    expect(ladderOrders(levels, 2).map((order) => `${order.side}@${order.price.toFixed()}`)).toEqual([
      'buy@100',
      'buy@125',
      'sell@175',
      'sell@200',
    ]);
    expect(oppositeLevel(1, 'buy')).toBe(2);
    expect(oppositeLevel(3, 'sell')).toBe(2);
  });

  it('sizes every order from the investment, rounded down to the lot', () => {
    // 2 sells bought at 150 plus buys at 100 and 125: 525 per unit.
    expect(orderQuantity(levels, '150', '1050', '0.001').toFixed()).toBe('2');
    expect(orderQuantity(levels, '150', '1000', '0.001').toFixed()).toBe('1.904');
  });

  it('makes gap x quantity minus both fees a round', () => {
    expect(roundProfit('100', '125', '2', '0.001').toFixed()).toBe('49.55');
    expect(worstGridProfitRate(levels, '0.001').toFixed()).toBe('0.14071428');
  });
});

describe('checking a grid', () => {
  const base = {
    lower: '100',
    upper: '200',
    grids: 4,
    spacing: 'arithmetic' as const,
    tickSize: '0.01',
    price: '150',
    investment: '1050',
    lotSize: '0.001',
    minNotional: '5',
    feeRate: '0.001',
  };

  it('names the field of the first problem', () => {
    expect(checkGrid({ ...base, lower: '0' })).toEqual({ field: 'lowerPrice', reason: 'lower-not-positive' });
    expect(checkGrid({ ...base, upper: '100' })).toEqual({ field: 'upperPrice', reason: 'upper-not-above-lower' });
    expect(checkGrid({ ...base, grids: 1 })).toEqual({ field: 'gridCount', reason: 'grid-count-out-of-range' });
    expect(checkGrid({ ...base, grids: 201 })).toEqual({ field: 'gridCount', reason: 'grid-count-out-of-range' });
    expect(checkGrid({ ...base, upper: '100.1', grids: 20 })).toEqual({
      field: 'gridCount',
      reason: 'grids-too-dense',
    });
    expect(checkGrid({ ...base, upper: '100.2', grids: 2, price: '100.1' })).toEqual({
      field: 'gridCount',
      reason: 'grid-profit-not-positive',
    });
    expect(checkGrid({ ...base, investment: '4' })).toEqual({
      field: 'investment',
      reason: 'order-below-min-notional',
    });
  });

  it('gives the levels and the quantity of a sound grid', () => {
    const checked = checkGrid(base);
    expect('quantity' in checked && checked.quantity.toFixed()).toBe('2');
  });
});
