import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexPrice, median, spotMid, VwapWindow } from './index-price.ts';

const TICK = '0.01';
/** Whole ticks as a price string: the generators never touch a float. */
const price = (ticks: number | bigint): string => new Big(ticks.toString()).times(TICK).toFixed();

describe('indexPrice', () => {
  it('takes the median of mid, last and VWAP, rounded to the nearest tick', () => {
    const window = new VwapWindow(5_000);
    window.record({ time: 1_000, price: '100.00', quantity: '1' });
    window.record({ time: 2_000, price: '100.03', quantity: '3' });
    // VWAP = (100 + 300.09) / 4 = 100.0225; mid = 100.01; last = 100.5: the median is the VWAP.
    const vwap = window.vwapAt(3_000);
    expect(vwap?.toFixed()).toBe('100.0225');
    const result = indexPrice({ bestBid: '100.00', bestAsk: '100.02', lastPrice: '100.5', vwap }, TICK);
    expect(result).toMatchObject({ ok: true, price: '100.02' });
    if (result.ok) expect(result.median.toFixed()).toBe('100.0225');
  });

  it('rounds a tie half up', () => {
    expect(indexPrice({ bestBid: '100', bestAsk: '100.01' }, TICK)).toMatchObject({ ok: true, price: '100.01' });
    expect(indexPrice({ lastPrice: '100.004' }, TICK)).toMatchObject({ ok: true, price: '100' });
  });

  it('ignores one bad print when the other two agree', () => {
    const result = indexPrice({ bestBid: '100', bestAsk: '100.02', lastPrice: '5000', vwap: '100.01' }, TICK);
    expect(result).toMatchObject({ ok: true, price: '100.01' });
  });

  it('takes the median of what exists', () => {
    // One side of the book only: no mid; last and VWAP remain, their mean is the median.
    expect(indexPrice({ bestBid: '99', lastPrice: '101', vwap: '102' }, TICK)).toMatchObject({
      ok: true,
      price: '101.5',
    });
    expect(indexPrice({ bestBid: '99', bestAsk: '101' }, TICK)).toMatchObject({ ok: true, price: '100' });
    expect(indexPrice({ lastPrice: '101.234' }, TICK)).toMatchObject({ ok: true, price: '101.23' });
    expect(indexPrice({ bestAsk: '101', lastPrice: '0' }, TICK)).toMatchObject({ ok: false, reason: 'no-spot-price' });
    expect(indexPrice({}, TICK)).toEqual({
      ok: false,
      reason: 'no-spot-price',
      components: { mid: undefined, last: undefined, vwap: undefined },
    });
  });

  it('rounds to the contract tick, not the spot one', () => {
    expect(indexPrice({ lastPrice: '95000.26' }, '0.5')).toMatchObject({ ok: true, price: '95000.5' });
    expect(indexPrice({ lastPrice: '95000.24' }, '0.5')).toMatchObject({ ok: true, price: '95000' });
  });

  it('stays between the rounded smallest and largest input, within half a tick of the median', () => {
    const ticks = fc.integer({ min: 1, max: 10_000_000 });
    const trades = fc.array(fc.record({ ticks, lots: fc.integer({ min: 1, max: 1_000_000 }) }), { maxLength: 5 });
    fc.assert(
      fc.property(fc.option(ticks), fc.option(ticks), fc.option(ticks), trades, (bid, ask, last, prints) => {
        const window = new VwapWindow(10_000);
        for (const print of prints) window.record({ time: 0, price: price(print.ticks), quantity: `${print.lots}` });
        const vwap = window.vwapAt(0);
        const result = indexPrice(
          {
            bestBid: bid === null ? undefined : price(bid),
            bestAsk: ask === null ? undefined : price(ask),
            lastPrice: last === null ? undefined : price(last),
            vwap,
          },
          TICK,
        );
        const inputs = [result.components.mid, result.components.last, result.components.vwap].filter(
          (value) => value !== undefined,
        );
        expect(result.ok).toBe(inputs.length > 0);
        if (!result.ok) return;
        const sorted = inputs.sort((a, b) => a.cmp(b));
        const index = new Big(result.price);
        const low = (sorted[0] as Big).div(TICK).round(0, Big.roundHalfUp).times(TICK);
        const high = (sorted[sorted.length - 1] as Big).div(TICK).round(0, Big.roundHalfUp).times(TICK);
        expect(index.gte(low) && index.lte(high)).toBe(true);
        expect(result.median.gte(sorted[0] as Big) && result.median.lte(sorted[sorted.length - 1] as Big)).toBe(true);
        expect(index.minus(result.median).abs().lte(new Big(TICK).div(2))).toBe(true);
      }),
    );
  });

  it('is the agreed price whatever the third input', () => {
    const ticks = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(
        ticks,
        fc.integer({ min: 0, max: 1_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.constantFrom('mid', 'last', 'vwap'),
        (agreed, spread, bad, which) => {
          const good = price(agreed);
          const wrong = price(bad);
          // A mid of `agreed`: as far below as above it.
          const half = Math.min(spread, agreed - 1);
          const book = { bestBid: price(agreed - half), bestAsk: price(agreed + half) };
          const spot = {
            ...(which === 'mid' ? { bestBid: wrong, bestAsk: wrong } : book),
            lastPrice: which === 'last' ? wrong : good,
            vwap: which === 'vwap' ? wrong : good,
          };
          expect(indexPrice(spot, TICK)).toMatchObject({ ok: true, price: good });
        },
      ),
    );
  });
});

describe('spotMid and median', () => {
  it('needs both sides for a mid', () => {
    expect(spotMid('100', '101')?.toFixed()).toBe('100.5');
    expect(spotMid('100', undefined)).toBeUndefined();
    expect(spotMid(undefined, '101')).toBeUndefined();
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    const big = (values: string[]) => values.map((value) => new Big(value));
    expect(median(big(['3', '1', '2']))?.toFixed()).toBe('2');
    expect(median(big(['4', '1']))?.toFixed()).toBe('2.5');
    expect(median([])).toBeUndefined();
  });
});

describe('VwapWindow', () => {
  it('weighs the trades of the last window by quantity and forgets older ones', () => {
    const window = new VwapWindow(5_000);
    window.record({ time: 0, price: '10', quantity: '1' });
    window.record({ time: 3_000, price: '20', quantity: '3' });
    expect(window.vwapAt(4_000)?.toFixed()).toBe('17.5');
    // The window is (now - 5 s, now]: the trade at 0 leaves it at 5 s.
    expect(window.vwapAt(5_000)?.toFixed()).toBe('20');
    expect(window.vwapAt(8_000)).toBeUndefined();
    window.record({ time: 9_000, price: '30', quantity: '2' });
    expect(window.vwapAt(9_000)?.toFixed()).toBe('30');
  });

  it('skips empty trades and keeps a trade of a stepped-back clock at the newest time', () => {
    const window = new VwapWindow(5_000);
    window.record({ time: 3_000, price: '20', quantity: '1' });
    window.record({ time: 1_000, price: '10', quantity: '1' });
    window.record({ time: 3_000, price: '99', quantity: '0' });
    expect(window.vwapAt(5_500)?.toFixed()).toBe('15');
    expect(window.vwapAt(8_000)).toBeUndefined();
  });

  it('keeps exact sums over many trades', () => {
    const window = new VwapWindow(1_000);
    for (let time = 0; time < 5_000; time++)
      window.record({ time, price: time % 2 === 0 ? '0.1' : '0.2', quantity: '0.1' });
    expect(window.vwapAt(4_999)?.toFixed()).toBe('0.15');
  });

  it('refuses a window that is not a positive whole number of ms', () => {
    expect(() => new VwapWindow(0)).toThrow(RangeError);
    expect(() => new VwapWindow(1.5)).toThrow(RangeError);
  });
});
