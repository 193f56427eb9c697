import { type Kline, type KlineInterval, klineIntervalMs, klineIntervals } from '@vela/contracts/market-data';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CurrentBars, MarkCandles } from './mark-candles.ts';

const MINUTE = 60_000;
/** 2024-06-01T00:00:00Z: aligned to every interval up to 1d. */
const T0 = Date.UTC(2024, 5, 1);

function bar(openTime: number, ohlc: [string, string, string, string], interval: KlineInterval = '1m'): Kline {
  const [open, high, low, close] = ohlc;
  return { symbol: 'BTC_USDT', interval, openTime, open, high, low, close, volume: '0' };
}

describe('MarkCandles', () => {
  it('opens a bar of every interval on the first sample, aligned to the interval', () => {
    const candles = new MarkCandles();
    const changed = candles.record('BTC_USDT', '65000.5', T0 + 90_000);
    expect(changed.map((kline) => kline.interval)).toEqual([...klineIntervals]);
    for (const kline of changed) {
      expect(kline).toMatchObject({ symbol: 'BTC_USDT', open: '65000.5', high: '65000.5', low: '65000.5' });
      expect(kline.close).toBe('65000.5');
      expect(kline.volume).toBe('0');
      expect(kline.openTime % klineIntervalMs[kline.interval]).toBe(0);
    }
    expect(changed[0]?.openTime).toBe(T0 + MINUTE);
    expect(changed.find((kline) => kline.interval === '1d')?.openTime).toBe(T0);
  });

  it('extends the bar with high, low and close, comparing decimals exactly', () => {
    const candles = new MarkCandles();
    for (const [offset, price] of [
      [0, '100'],
      [1000, '100.25'],
      [2000, '99.9'],
      [3000, '100.1'],
      // A string comparison would take 99.99 for less than 100.1 and 9.5 for more than 100.25.
      [4000, '9.5'],
      [5000, '1000'],
      [6000, '100.05'],
    ] as const) {
      candles.record('BTC_USDT', price, T0 + offset);
    }
    expect(candles.latest('BTC_USDT', '1m')).toEqual(bar(T0, ['100', '1000', '9.5', '100.05']));
    expect(candles.latest('BTC_USDT', '1h')).toEqual(bar(T0, ['100', '1000', '9.5', '100.05'], '1h'));
  });

  it('starts a new bar when the interval turns, opening at the first sample in it', () => {
    const candles = new MarkCandles();
    candles.record('BTC_USDT', '10', T0 + 59_000);
    expect(candles.latest('BTC_USDT', '1m')).toEqual(bar(T0, ['10', '10', '10', '10']));
    candles.record('BTC_USDT', '11', T0 + 60_000);
    candles.record('BTC_USDT', '12', T0 + 61_000);
    expect(candles.latest('BTC_USDT', '1m')).toEqual(bar(T0 + MINUTE, ['11', '12', '11', '12']));
    expect(candles.latest('BTC_USDT', '5m')).toEqual(bar(T0, ['10', '12', '10', '12'], '5m'));
  });

  it('joins the newest bar when the clock steps back, and ignores what is no decimal', () => {
    const candles = new MarkCandles();
    candles.record('BTC_USDT', '10', T0 + 61_000);
    candles.record('BTC_USDT', '9', T0 + 30_000);
    expect(candles.record('BTC_USDT', 'NaN', T0 + 62_000)).toEqual([]);
    expect(candles.record('BTC_USDT', '-1', T0 + 62_000)).toEqual([]);
    expect(candles.latest('BTC_USDT', '1m')).toEqual(bar(T0 + MINUTE, ['10', '10', '9', '9']));
  });

  it('keeps symbols apart', () => {
    const candles = new MarkCandles();
    candles.record('BTC_USDT', '65000', T0);
    candles.record('ETH_USDT', '3500', T0);
    expect(candles.latest('ETH_USDT', '1m')?.close).toBe('3500');
    expect(candles.latest('BTC_USDT', '1m')?.close).toBe('65000');
    expect(candles.latest('SOL_USDT', '1m')).toBeUndefined();
  });

  it('is the OHLC of the samples of each bar, for any samples in time order', () => {
    const samples = fc.array(
      fc.record({ step: fc.integer({ min: 0, max: 40_000 }), cents: fc.integer({ min: 1, max: 10_000_000 }) }),
      { minLength: 1, maxLength: 200 },
    );
    fc.assert(
      fc.property(samples, (list) => {
        const candles = new MarkCandles();
        let time = T0;
        const timed = list.map(({ step, cents }) => {
          time += step;
          return { time, price: new Big(cents).div(100).toFixed() };
        });
        // Each minute's bar as its last sample left it.
        const final = new Map<number, Kline>();
        for (const { time: at, price } of timed) {
          const [minute] = candles.record('BTC_USDT', price, at);
          if (minute) final.set(minute.openTime, minute);
        }
        const bars = [...final.values()];
        const expected = new Map<number, string[]>();
        for (const { time: at, price } of timed) {
          const open = at - (at % MINUTE);
          expected.set(open, [...(expected.get(open) ?? []), price]);
        }
        expect(bars.map((kline) => kline.openTime)).toEqual([...expected.keys()]);
        for (const kline of bars) {
          const prices = expected.get(kline.openTime) as string[];
          const sorted = [...prices].sort((a, b) => new Big(a).cmp(b));
          expect([kline.open, kline.high, kline.low, kline.close]).toEqual([
            prices[0],
            sorted[sorted.length - 1],
            sorted[0],
            prices[prices.length - 1],
          ]);
        }
      }),
    );
  });
});

describe('CurrentBars', () => {
  it('keeps the newest bar of each series: a newer version or a later bar replaces it, a late one does not', () => {
    const bars = new CurrentBars();
    bars.put(bar(T0, ['1', '1', '1', '1']));
    bars.put(bar(T0, ['1', '2', '1', '2']));
    expect(bars.latest('BTC_USDT', '1m')?.close).toBe('2');
    bars.put(bar(T0 + 2 * MINUTE, ['3', '3', '3', '3']));
    bars.put(bar(T0 + MINUTE, ['2', '5', '2', '5']));
    expect(bars.latest('BTC_USDT', '1m')).toEqual(bar(T0 + 2 * MINUTE, ['3', '3', '3', '3']));
    expect(bars.latest('BTC_USDT', '5m')).toBeUndefined();
  });
});
