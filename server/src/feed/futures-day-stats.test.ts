import { type FuturesPriceTicker, futuresTickerSchema } from '@vela/contracts/futures';
import type { Kline } from '@vela/contracts/market-data';
import { describe, expect, it } from 'vitest';
import { DAY_STATS_BARS, dayStatsOf, withDayStats } from '../futures/day-stats.ts';
import { createMemoryBus } from '../infra/bus/bus.ts';
import { FuturesMarketView } from './futures-view.ts';

const FIVE_MINUTES = 5 * 60_000;
const DAY = 24 * 60 * 60_000;
const T0 = Date.UTC(2026, 10, 1);

function bar(openTime: number, open: string, high: string, low: string, close: string, volume: string): Kline {
  return { symbol: 'BTC_USDT', interval: '5m', openTime, open, high, low, close, volume };
}

function prices(lastPrice: string | null, time: number): FuturesPriceTicker {
  return {
    symbol: 'BTC_USDT',
    indexPrice: '100',
    markPrice: '100',
    lastPrice,
    fundingRate: '0.0001',
    nextFundingTime: new Date(T0 + DAY).toISOString(),
    fundingIntervalMinutes: 480,
    openInterest: '0',
    time,
  };
}

describe('dayStatsOf', () => {
  it('takes open from the first bar, high and low over all, the volume summed, the change against the last price', () => {
    const bars = [
      bar(T0, '100.00', '104.50', '99.00', '103.00', '1.5'),
      bar(T0 + FIVE_MINUTES, '103.00', '103.00', '97.25', '98.00', '0.25'),
    ];
    expect(dayStatsOf(bars, '110.00')).toEqual({
      open24h: '100.00',
      high24h: '110.00',
      low24h: '97.25',
      volume24h: '1.75',
      changePercent24h: '10.00',
    });
    expect(dayStatsOf(bars, null)).toMatchObject({ high24h: '104.50', changePercent24h: '-2.00' });
  });

  it('rounds the change half up to two decimals and never writes -0.00', () => {
    expect(dayStatsOf([bar(T0, '3', '3', '3', '3', '1')], '3.0001').changePercent24h).toBe('0.00');
    expect(dayStatsOf([bar(T0, '3', '3', '3', '3', '1')], '2.9999').changePercent24h).toBe('0.00');
    expect(dayStatsOf([bar(T0, '8', '8', '8', '8', '1')], '8.0004').changePercent24h).toBe('0.01');
  });

  it('is flat at the last price without a bar in the day, and empty before the first trade', () => {
    expect(dayStatsOf([], '65000.5')).toEqual({
      open24h: '65000.5',
      high24h: '65000.5',
      low24h: '65000.5',
      volume24h: '0',
      changePercent24h: '0.00',
    });
    expect(dayStatsOf([], null)).toEqual({
      open24h: null,
      high24h: null,
      low24h: null,
      volume24h: '0',
      changePercent24h: null,
    });
  });

  it('gives a ticker the contract accepts', () => {
    expect(() => futuresTickerSchema.parse(withDayStats(prices(null, T0), []))).not.toThrow();
    expect(() =>
      futuresTickerSchema.parse(withDayStats(prices('101', T0), [bar(T0, '99', '102', '98', '101', '3')])),
    ).not.toThrow();
  });
});

describe('FuturesMarketView tickers', () => {
  it('serves the 24 h statistics of the last 288 five-minute trade bars with the engine’s prices', () => {
    const bus = createMemoryBus((error) => {
      throw error;
    });
    const view = new FuturesMarketView(bus);
    const now = T0 + DAY + FIVE_MINUTES + 30_000;
    // One bar per five minutes over a day and a bit: the two oldest fall out of the window.
    const bars: Kline[] = [];
    for (let index = 0; index < DAY_STATS_BARS + 2; index++) {
      const price = index < 2 ? '500' : String(100 + (index % 7));
      bars.push(bar(T0 + index * FIVE_MINUTES, price, price, index < 2 ? '1' : price, price, '1'));
    }
    bus.publish('futures.klines', { symbol: 'BTC_USDT', klines: bars });
    // Bars of another interval are not counted.
    bus.publish('futures.klines', { symbol: 'BTC_USDT', klines: [{ ...bars[5], interval: '1m' } as Kline] });
    bus.publish('futures.tickers', { tickers: [prices('104', now)] });

    const [ticker] = view.tickers();
    expect(futuresTickerSchema.parse(ticker)).toMatchObject({
      markPrice: '100',
      lastPrice: '104',
      open24h: String(100 + (2 % 7)),
      high24h: '106',
      low24h: '100',
      volume24h: String(DAY_STATS_BARS),
      changePercent24h: '1.96',
    });
    view.close();
  });
});
