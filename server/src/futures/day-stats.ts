import type { FuturesPriceTicker, FuturesTicker } from '@vela/contracts/futures';
import { type Kline, klineIntervalMs } from '@vela/contracts/market-data';
import Big from 'big.js';

/** The bars the 24 h statistics are taken from, and how many of them cover a day (the forming one included). */
export const DAY_STATS_INTERVAL = '5m';
export const DAY_STATS_BARS = (24 * 60 * 60 * 1000) / klineIntervalMs[DAY_STATS_INTERVAL];

type DayStats = Pick<FuturesTicker, 'open24h' | 'high24h' | 'low24h' | 'volume24h' | 'changePercent24h'>;

const NEVER_TRADED: DayStats = {
  open24h: null,
  high24h: null,
  low24h: null,
  volume24h: '0',
  changePercent24h: null,
};

/** change / open * 100 to two decimals, half up; never "-0.00" (and 0 for a price of 0), as the spot ticker. */
function percent(close: Big, open: Big): string {
  if (open.eq(0)) return '0.00';
  const value = close.minus(open).times(100).div(open).toFixed(2, Big.roundHalfUp);
  return value === '-0.00' ? '0.00' : value;
}

/**
 * A perpetual's 24 h statistics from its last-price bars of the last day (oldest first, the bar
 * still forming included) and its last price. Without a bar in the day it is flat at the last
 * price; before its first trade there is nothing to say (nulls, volume 0).
 */
export function dayStatsOf(bars: readonly Kline[], lastPrice: string | null): DayStats {
  const first = bars[0];
  const latest = bars[bars.length - 1];
  const close = lastPrice ?? latest?.close;
  if (close === undefined) return NEVER_TRADED;
  if (first === undefined) {
    return { open24h: close, high24h: close, low24h: close, volume24h: '0', changePercent24h: '0.00' };
  }
  // The bars' own strings are kept: the engine writes them at the contract's precision.
  let high = close;
  let low = close;
  let volume = new Big(0);
  for (const bar of bars) {
    if (new Big(bar.high).gt(high)) high = bar.high;
    if (new Big(bar.low).lt(low)) low = bar.low;
    volume = volume.plus(bar.volume);
  }
  return {
    open24h: first.open,
    high24h: high,
    low24h: low,
    volume24h: volume.toFixed(),
    changePercent24h: percent(new Big(close), new Big(first.open)),
  };
}

/** The ticker served: the engine's prices with the statistics of `bars` (see dayStatsOf). */
export function withDayStats(ticker: FuturesPriceTicker, bars: readonly Kline[]): FuturesTicker {
  return { ...ticker, ...dayStatsOf(bars, ticker.lastPrice) };
}
