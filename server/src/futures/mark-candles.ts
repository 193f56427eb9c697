import { type Kline, type KlineInterval, klineIntervalMs, klineIntervals } from '@vela/contracts/market-data';
import Big from 'big.js';
import { bucketStart } from '../market/candles.ts';

/**
 * The perpetuals' current bars as every instance keeps them for the feed: the trade (last-price)
 * bars the engine publishes on `futures.klines`, and the mark-price bars each instance builds
 * itself from the marks of `futures.tickers` (one sample a second). Pure: no clock, no bus. The
 * bars before them are stored by the engine (perpetual-markets.ts) and read by the klines call.
 */

const DECIMAL = /^\d+(\.\d+)?$/;

/** The newest bar of each symbol and interval: a newer version of it, or a later bar, replaces it. */
export class CurrentBars {
  private readonly series = new Map<string, Kline>();

  /** Records `kline`; a bar older than the one held is ignored (it arrived late). */
  put(kline: Kline): void {
    const key = seriesKey(kline.symbol, kline.interval);
    const held = this.series.get(key);
    if (held === undefined || held.openTime <= kline.openTime) this.series.set(key, kline);
  }

  /** The newest bar held; undefined before any. */
  latest(symbol: string, interval: KlineInterval): Kline | undefined {
    return this.series.get(seriesKey(symbol, interval));
  }
}

/** Mark-price bars of every interval, built from mark samples. */
export class MarkCandles {
  private readonly bars = new CurrentBars();

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
      const latest = this.bars.latest(symbol, interval);
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
      this.bars.put(bar);
      changed.push(bar);
    }
    return changed;
  }

  latest(symbol: string, interval: KlineInterval): Kline | undefined {
    return this.bars.latest(symbol, interval);
  }
}

function seriesKey(symbol: string, interval: KlineInterval): string {
  return `${symbol}:${interval}`;
}
