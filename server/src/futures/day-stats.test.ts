import { type FuturesPriceTicker, futuresTickerSchema } from '@vela/contracts/futures';
import { describe, expect, it } from 'vitest';
import { CandleWindow } from '../market/candle-window.ts';
import type { Candle } from '../market/candles.ts';
import { MarketUnits } from '../market/units.ts';
import { dayStatsOf, withDayStats } from './day-stats.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 1);
const units = new MarketUnits('0.01', '0.001');

/** A bar in ticks of 0.01 and lots of 0.001. */
function bar(openTime: number, open: number, high: number, low: number, close: number, lots: number): Candle {
  return { openTime, open, high, low, close, volume: BigInt(lots), quoteVolume: BigInt(lots * close) };
}

function prices(lastPrice: string | null): FuturesPriceTicker {
  return {
    symbol: 'BTC_USDT',
    indexPrice: '100',
    markPrice: '100',
    lastPrice,
    fundingRate: '0.0001',
    nextFundingTime: new Date(T0 + DAY).toISOString(),
    fundingIntervalMinutes: 480,
    openInterest: '0',
    time: T0,
  };
}

describe('dayStatsOf', () => {
  it('takes the last 24 h of one-minute bars: open from the first, high and low over all, the volume summed', () => {
    const window = new CandleWindow(
      'BTC_USDT',
      units,
      [
        // Older than a day: not counted.
        bar(T0, 50_000, 90_000, 100, 50_000, 9_000),
        bar(T0 + 2 * MINUTE, 10_000, 10_450, 9_900, 10_300, 1_500),
        bar(T0 + DAY, 10_300, 10_300, 9_725, 9_800, 250),
      ],
      0,
    );
    window.recordTrade(T0 + DAY + MINUTE + 5_000, 11_000, 1);
    expect(dayStatsOf(window.ticker(T0 + DAY + MINUTE + 5_000, T0))).toEqual({
      open24h: '100',
      high24h: '110',
      low24h: '97.25',
      volume24h: '1.751',
      changePercent24h: '10.00',
    });
  });

  it('is flat at the last price without a bar in the day, and empty before the first trade', () => {
    const window = new CandleWindow('BTC_USDT', units, [bar(T0, 6_500_050, 6_500_050, 6_500_050, 6_500_050, 1)], 0);
    expect(dayStatsOf(window.ticker(T0 + 2 * DAY, T0))).toEqual({
      open24h: '65000.5',
      high24h: '65000.5',
      low24h: '65000.5',
      volume24h: '0',
      changePercent24h: '0.00',
    });
    expect(dayStatsOf(undefined)).toEqual({
      open24h: null,
      high24h: null,
      low24h: null,
      volume24h: '0',
      changePercent24h: null,
    });
  });

  it('is flat at the last price when the perpetual traded but no bar is kept', () => {
    expect(withDayStats(prices('101.5'), undefined)).toMatchObject({
      lastPrice: '101.5',
      open24h: '101.5',
      high24h: '101.5',
      low24h: '101.5',
      volume24h: '0',
      changePercent24h: '0.00',
    });
    expect(withDayStats(prices(null), undefined)).toMatchObject({ open24h: null, changePercent24h: null });
  });

  it('gives a ticker the contract accepts', () => {
    const window = new CandleWindow('BTC_USDT', units, [bar(T0, 9_900, 10_200, 9_800, 10_100, 3)], 0);
    expect(() => futuresTickerSchema.parse(withDayStats(prices(null), undefined))).not.toThrow();
    expect(() => futuresTickerSchema.parse(withDayStats(prices('101'), window.ticker(T0, T0)))).not.toThrow();
  });
});
