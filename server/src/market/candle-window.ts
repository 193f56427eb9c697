import type { Ticker } from '@vela/contracts/market-data';
import { bucketStart, type Candle, MINUTE_MS, mergeCandles, withTrade } from './candles.ts';
import { tickerOf } from './ticker.ts';
import type { MarketUnits } from './units.ts';

const DAY_MS = 86_400_000;

/**
 * One market's one-minute bars of the last day, kept in memory by the engine instance: live
 * trades extend them, the 24 h ticker and the current bar of every interval up to 1d are read
 * from them, and the bars that changed are handed to the store to persist.
 */
export class CandleWindow {
  private readonly bars: Candle[];
  private readonly unsaved = new Set<number>();

  /** `history`: the stored bars of the last day, oldest first. */
  constructor(
    private readonly symbol: string,
    private readonly units: MarketUnits,
    history: readonly Candle[],
    /** The price while there is no bar at all (the market's reference price, in ticks). */
    private readonly fallbackTicks: number,
  ) {
    this.bars = [...history];
  }

  /** No bar at all: the market never traded (or not within the history it was given). */
  get empty(): boolean {
    return this.bars.length === 0;
  }

  get lastClose(): number {
    return this.bars[this.bars.length - 1]?.close ?? this.fallbackTicks;
  }

  recordTrade(time: number, price: number, lots: number): void {
    const last = this.bars[this.bars.length - 1];
    // A clock that stepped back must not reopen an older bar: the trade joins the newest one.
    const openTime =
      last === undefined ? bucketStart(time, MINUTE_MS) : Math.max(bucketStart(time, MINUTE_MS), last.openTime);
    if (last !== undefined && last.openTime === openTime) {
      this.bars[this.bars.length - 1] = withTrade(last, openTime, price, lots);
    } else {
      this.bars.push(withTrade(undefined, openTime, price, lots));
      this.forgetBefore(openTime - DAY_MS);
    }
    this.unsaved.add(openTime);
  }

  /** The bars changed since the last call (to persist). */
  takeUnsaved(): Candle[] {
    const changed = this.bars.filter((bar) => this.unsaved.has(bar.openTime));
    this.unsaved.clear();
    return changed;
  }

  /** Marks bars again after a failed save, so the next save retries them. */
  markUnsaved(bars: readonly Candle[]): void {
    for (const bar of bars) this.unsaved.add(bar.openTime);
  }

  /** The bar of the interval that `now` falls in, so far; undefined before its first trade. */
  currentBar(intervalMs: number, now: number): Candle | undefined {
    const start = bucketStart(now, intervalMs);
    return mergeCandles(this.barsSince(start), start);
  }

  ticker(now: number, time: number): Ticker {
    const window = this.barsSince(bucketStart(now, MINUTE_MS) - DAY_MS + MINUTE_MS);
    return tickerOf(this.symbol, this.units, window, this.lastClose, time);
  }

  private barsSince(openTime: number): Candle[] {
    let first = this.bars.length;
    while (first > 0 && (this.bars[first - 1] as Candle).openTime >= openTime) first--;
    return this.bars.slice(first);
  }

  private forgetBefore(openTime: number): void {
    let stale = 0;
    while (stale < this.bars.length && (this.bars[stale] as Candle).openTime < openTime) stale++;
    if (stale > 0) this.bars.splice(0, stale);
  }
}
