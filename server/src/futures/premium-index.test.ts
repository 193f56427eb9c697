import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookLevel, impactNotional, impactPrice, premiumIndex, samplePremium } from './premium-index.ts';

describe('impactPrice', () => {
  const asks: BookLevel[] = [
    ['100', '2'],
    ['200', '1'],
  ];

  it('is the average fill price of the notional, the last level taken in part', () => {
    // 200 USDT buys 2 at 100, the other 100 USDT buys 0.5 at 200: 300 / 2.5 = 120.
    expect(impactPrice(asks, '300')?.toFixed()).toBe('120');
    expect(impactPrice(asks, '200')?.toFixed()).toBe('100');
    expect(impactPrice(asks, '150')?.toFixed()).toBe('100');
    // Exactly the whole book: 400 / 3.
    expect(impactPrice(asks, '400')?.round(10).toFixed()).toBe('133.3333333333');
  });

  it('has no price when the book holds less than the notional', () => {
    expect(impactPrice(asks, '400.01')).toBeUndefined();
    expect(impactPrice([], '1')).toBeUndefined();
  });

  it('skips empty levels', () => {
    expect(
      impactPrice(
        [
          ['99', '0'],
          ['100', '5'],
        ],
        '300',
      )?.toFixed(),
    ).toBe('100');
  });

  it('refuses a notional that is not positive', () => {
    expect(() => impactPrice(asks, '0')).toThrow(RangeError);
  });
});

describe('impactNotional', () => {
  it('is 200 USDT of margin at the max leverage', () => {
    expect(impactNotional(125).toFixed()).toBe('25000');
    expect(impactNotional('20', '100').toFixed()).toBe('2000');
    expect(() => impactNotional(0)).toThrow(RangeError);
  });
});

describe('premiumIndex', () => {
  it('is the impact bid above the index, or the impact ask below it, over the index', () => {
    expect(premiumIndex('100', new Big('101'), new Big('102')).toFixed()).toBe('0.01');
    expect(premiumIndex('100', new Big('98'), new Big('99')).toFixed()).toBe('-0.01');
    expect(premiumIndex('100', new Big('99.5'), new Big('100.5')).toFixed()).toBe('0');
    expect(premiumIndex('100', new Big('100.2'), undefined).toFixed()).toBe('0.002');
    expect(premiumIndex('100', undefined, undefined).toFixed()).toBe('0');
    expect(() => premiumIndex('0', undefined, undefined)).toThrow(RangeError);
  });

  it('is 0 for an empty book and from the impact prices of a full one', () => {
    const empty = samplePremium('100', { bids: [], asks: [] }, '300');
    expect(empty.premium.toFixed()).toBe('0');
    expect(empty.impactBid).toBeUndefined();
    const full = samplePremium('100', { bids: [['101', '3']], asks: [['102', '3']] }, '300');
    expect([full.impactBid?.toFixed(), full.impactAsk?.toFixed(), full.premium.toFixed()]).toEqual([
      '101',
      '102',
      '0.01',
    ]);
  });

  it('has the sign of the side of the book that crosses the index, and is 0 when the book straddles it', () => {
    const level = fc.tuple(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 1_000 }));
    fc.assert(
      fc.property(
        fc.array(level, { maxLength: 6 }),
        fc.array(level, { maxLength: 6 }),
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (bidLevels, askLevels, index, notional) => {
          // An uncrossed book: bids at or below 1000, asks above it, each side best first.
          const bids = [...bidLevels].sort((a, b) => b[0] - a[0]).map(([p, q]): BookLevel => [`${p}`, `${q}`]);
          const asks = [...askLevels].sort((a, b) => a[0] - b[0]).map(([p, q]): BookLevel => [`${p + 1_000}`, `${q}`]);
          const { premium, impactBid, impactAsk } = samplePremium(`${index}`, { bids, asks }, `${notional}`);
          const bidAbove = impactBid?.gt(index) === true;
          const askBelow = impactAsk?.lt(index) === true;
          expect(bidAbove && askBelow).toBe(false);
          expect(premium.gt(0)).toBe(bidAbove);
          expect(premium.lt(0)).toBe(askBelow);
        },
      ),
    );
  });
});
