import { describe, expect, it } from 'vitest';
import { CandleWindow } from './candle-window.ts';
import { type Candle, mergeCandles, withTrade } from './candles.ts';
import { MarketUnits } from './units.ts';

const units = new MarketUnits('0.01', '0.001');
const MINUTE = 60_000;
const HOUR = 3_600_000;
/** 2025-01-15 13:00 UTC: an hour, a 4 h and a 15 m boundary. */
const T0 = Date.UTC(2025, 0, 15, 13, 0, 0);

describe('candles from trades', () => {
  it('opens a bar with the first trade and extends it with the next ones', () => {
    let bar = withTrade(undefined, T0, 10_000, 5);
    bar = withTrade(bar, T0, 10_250, 2);
    bar = withTrade(bar, T0, 9_900, 1);
    expect(bar).toEqual({
      openTime: T0,
      open: 10_000,
      high: 10_250,
      low: 9_900,
      close: 9_900,
      volume: 8n,
      quoteVolume: 10_000n * 5n + 10_250n * 2n + 9_900n,
    });
  });

  it('merges consecutive bars into one of a longer interval', () => {
    const bars: Candle[] = [
      { openTime: T0, open: 10, high: 12, low: 9, close: 11, volume: 3n, quoteVolume: 30n },
      { openTime: T0 + MINUTE, open: 11, high: 15, low: 10, close: 14, volume: 2n, quoteVolume: 28n },
      { openTime: T0 + 2 * MINUTE, open: 14, high: 14, low: 7, close: 8, volume: 1n, quoteVolume: 8n },
    ];
    expect(mergeCandles(bars, T0)).toEqual({
      openTime: T0,
      open: 10,
      high: 15,
      low: 7,
      close: 8,
      volume: 6n,
      quoteVolume: 66n,
    });
    expect(mergeCandles([], T0)).toBeUndefined();
  });
});

describe('CandleWindow', () => {
  it('aggregates live trades into the current bar of every interval', () => {
    const window = new CandleWindow('BTC_USDT', units, [], 10_000);
    window.recordTrade(T0 + 5_000, 10_000, 1_000);
    window.recordTrade(T0 + MINUTE + 1, 10_100, 500);
    window.recordTrade(T0 + 16 * MINUTE, 9_950, 250);
    const now = T0 + 16 * MINUTE + 30_000;

    expect(window.currentBar(MINUTE, now)).toMatchObject({ openTime: T0 + 16 * MINUTE, open: 9_950, volume: 250n });
    expect(window.currentBar(5 * MINUTE, now)).toMatchObject({ openTime: T0 + 15 * MINUTE, open: 9_950, close: 9_950 });
    expect(window.currentBar(15 * MINUTE, now)).toMatchObject({ openTime: T0 + 15 * MINUTE, volume: 250n });
    for (const interval of [HOUR, 4 * HOUR, 24 * HOUR]) {
      expect(window.currentBar(interval, now)).toMatchObject({
        open: 10_000,
        high: 10_100,
        low: 9_950,
        close: 9_950,
        volume: 1_750n,
      });
    }
    expect(window.currentBar(MINUTE, now + MINUTE)).toBeUndefined();
  });

  it('computes the 24 h ticker from the last day of bars, history included', () => {
    const history: Candle[] = [
      // Just outside the 24 h window of `now`: ignored.
      { openTime: T0 - 24 * HOUR, open: 5_000, high: 5_000, low: 5_000, close: 8_000, volume: 1n, quoteVolume: 5_000n },
      {
        openTime: T0 - 23 * HOUR,
        open: 8_000,
        high: 10_500,
        low: 7_900,
        close: 10_000,
        volume: 2_000n,
        quoteVolume: 18_000_000n,
      },
    ];
    const window = new CandleWindow('BTC_USDT', units, history, 1);
    window.recordTrade(T0 + 1_000, 10_400, 1_000);
    expect(window.ticker(T0 + 2_000, T0 + 1_000)).toEqual({
      symbol: 'BTC_USDT',
      open: '80',
      high: '105',
      low: '79',
      last: '104',
      volume: '3',
      quoteVolume: '284',
      change: '24',
      changePercent: '30.00',
      time: T0 + 1_000,
    });
  });

  it('is flat at the last known price when nothing traded for a day, and never says -0.00', () => {
    const window = new CandleWindow('BTC_USDT', units, [], 9_999);
    expect(window.ticker(T0, T0)).toMatchObject({
      open: '99.99',
      last: '99.99',
      change: '0',
      changePercent: '0.00',
      volume: '0',
    });
    window.recordTrade(T0, 100_000, 1);
    window.recordTrade(T0 + 1, 99_999, 1);
    expect(window.ticker(T0 + 2, T0 + 1)).toMatchObject({ change: '-0.01', changePercent: '0.00' });
  });

  it('hands each changed bar to the store once, and again after a failed save', () => {
    const window = new CandleWindow('BTC_USDT', units, [], 1);
    window.recordTrade(T0, 100, 1);
    window.recordTrade(T0 + MINUTE, 101, 1);
    const unsaved = window.takeUnsaved();
    expect(unsaved.map((bar) => bar.openTime)).toEqual([T0, T0 + MINUTE]);
    expect(window.takeUnsaved()).toEqual([]);
    window.markUnsaved(unsaved);
    expect(window.takeUnsaved()).toHaveLength(2);
  });

  it('keeps a trade whose clock stepped back in the newest bar', () => {
    const window = new CandleWindow('BTC_USDT', units, [], 1);
    window.recordTrade(T0 + MINUTE, 100, 1);
    window.recordTrade(T0 + 10, 90, 1);
    expect(window.currentBar(MINUTE, T0 + MINUTE)).toMatchObject({ openTime: T0 + MINUTE, low: 90, volume: 2n });
  });
});
