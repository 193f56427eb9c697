import { FUTURES_KEPT_BARS } from '@vela/contracts/futures';
import { type Kline, type KlineInterval, klineIntervalMs, klineIntervals } from '@vela/contracts/market-data';
import Big from 'big.js';
import { bucketStart } from '../market/candles.ts';

/**
 * The perpetuals' bars as every instance keeps them in memory: the trade (last-price) bars the
 * engine publishes on `futures.klines`, and the mark-price bars each instance builds itself from
 * the marks of `futures.tickers` (one sample a second). Pure: no clock, no bus.
 *
 * Nothing here is persisted, so both start empty with the process: the spot candle table is keyed
 * by symbol and the perpetuals share their spot market's symbol, so storing perpetual bars there
 * would mix them with the spot ones. A restart (or a relay that joins later) serves the bars seen
 * since it started.
 */

export interface KlineRange {
  from?: number;
  to?: number;
  limit: number;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The recent bars of each symbol and interval, oldest first, at most `kept` of each: a bar is
 * replaced by a newer version of itself (same openTime) and a new bar is appended.
 */
export class KlineHistory {
  private readonly series = new Map<string, Kline[]>();

  constructor(private readonly kept = FUTURES_KEPT_BARS) {}

  /** Records `kline` (a newer version of a held bar, or a new bar). */
  put(kline: Kline): void {
    const key = seriesKey(kline.symbol, kline.interval);
    let bars = this.series.get(key);
    if (!bars) {
      bars = [];
      this.series.set(key, bars);
    }
    // Bars arrive in order: the newest is nearly always the last or the one after it.
    let index = bars.length;
    while (index > 0 && (bars[index - 1] as Kline).openTime > kline.openTime) index--;
    const before = bars[index - 1];
    if (before !== undefined && before.openTime === kline.openTime) bars[index - 1] = kline;
    else bars.splice(index, 0, kline);
    if (bars.length > this.kept) bars.splice(0, bars.length - this.kept);
  }

  /** The newest bar held; undefined before any. */
  latest(symbol: string, interval: KlineInterval): Kline | undefined {
    const bars = this.series.get(seriesKey(symbol, interval));
    return bars?.[bars.length - 1];
  }

  /**
   * The spot klines call's rules (market/candle-store.ts `klines`), oldest first: with `from`,
   * the first `limit` bars from there on (up to `to`); without, the bars of the last `limit`
   * intervals up to `to` (default `now`). Bars that were never seen are missing, not filled.
   */
  range(symbol: string, interval: KlineInterval, range: KlineRange, now: number): Kline[] {
    const bars = this.series.get(seriesKey(symbol, interval)) ?? [];
    const ms = klineIntervalMs[interval];
    const lastBar = bucketStart(range.to ?? now, ms);
    const firstBar = range.from !== undefined ? bucketStart(range.from, ms) : lastBar - (range.limit - 1) * ms;
    const endBar = Math.min(lastBar, firstBar + (range.limit - 1) * ms);
    const found = bars.filter((bar) => bar.openTime >= firstBar && bar.openTime <= endBar);
    return found.length > range.limit ? found.slice(0, range.limit) : found;
  }
}

/** Mark-price bars of every interval, built from mark samples. */
export class MarkCandles {
  constructor(private readonly history = new KlineHistory()) {}

  /**
   * One mark sample of `symbol` at `time`: extends the bar of every interval it falls in (a
   * clock that stepped back joins the newest bar rather than reopening an older one). Returns
   * those bars, the 1m one first; none when `price` is no decimal.
   */
  record(symbol: string, price: string, time: number): Kline[] {
    if (!DECIMAL.test(price) || !Number.isFinite(time)) return [];
    const value = new Big(price);
    const changed: Kline[] = [];
    for (const interval of klineIntervals) {
      const latest = this.history.latest(symbol, interval);
      const openTime = Math.max(bucketStart(time, klineIntervalMs[interval]), latest?.openTime ?? 0);
      const bar: Kline =
        latest !== undefined && latest.openTime === openTime
          ? {
              ...latest,
              high: value.gt(latest.high) ? price : latest.high,
              low: value.lt(latest.low) ? price : latest.low,
              close: price,
            }
          : { symbol, interval, openTime, open: price, high: price, low: price, close: price, volume: '0' };
      this.history.put(bar);
      changed.push(bar);
    }
    return changed;
  }

  latest(symbol: string, interval: KlineInterval): Kline | undefined {
    return this.history.latest(symbol, interval);
  }

  range(symbol: string, interval: KlineInterval, range: KlineRange, now: number): Kline[] {
    return this.history.range(symbol, interval, range, now);
  }
}

function seriesKey(symbol: string, interval: KlineInterval): string {
  return `${symbol}:${interval}`;
}
