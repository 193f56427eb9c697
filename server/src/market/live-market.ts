import {
  type DepthLevel,
  type DepthSnapshot,
  type Kline,
  klineIntervalMs,
  klineIntervals,
  type Ticker,
  type Trade,
} from '@vela/contracts/market-data';
import type { CandleWindow } from './candle-window.ts';
import type { BookActivity } from './market-engine.ts';
import { MarketEngine } from './market-engine.ts';
import type { MarketSpec } from './markets.ts';

/** Unsaved trades kept while the database is away; beyond this the oldest are given up. */
const MAX_UNSAVED_TRADES = 10_000;

/**
 * One market on the engine instance: its book, its candles, and the numbering the feed relies
 * on (the depth seq, the trade ids). It turns book activity into what is published and saved,
 * all in decimal strings.
 */
export class LiveMarket {
  readonly engine: MarketEngine;
  /** The seq of the last published depth change; snapshots carry the current one. */
  private depthSeq = 0;
  private lastTradeId: number;
  private lastTradeTime: number | undefined;
  private unsavedTrades: Trade[] = [];
  /** Trades since the last kline publication. */
  private tradedSinceKlines = true;

  constructor(
    readonly spec: MarketSpec,
    readonly candles: CandleWindow,
    lastTradeId: number,
    onActivity: () => void,
  ) {
    this.lastTradeId = lastTradeId;
    this.engine = new MarketEngine(spec.symbol, onActivity);
  }

  get newestTradeId(): number {
    return this.lastTradeId;
  }

  /** The depth update and the new trades since the last call, numbered and timed `now`. */
  takeActivity(now: number): { depth?: DepthSnapshot; trades?: Trade[] } {
    const activity = this.engine.drain();
    if (activity === undefined) return {};
    const result: { depth?: DepthSnapshot; trades?: Trade[] } = {};
    if (activity.bids.length > 0 || activity.asks.length > 0) {
      this.depthSeq += 1;
      result.depth = this.depthMessage(activity.bids, activity.asks, now);
    }
    if (activity.trades.length > 0) result.trades = this.recordTrades(activity.trades, now);
    return result;
  }

  depthSnapshot(now: number): DepthSnapshot {
    const book = this.engine.depth();
    return this.depthMessage(
      book.bids.map((level) => [level.price, level.quantity]),
      book.asks.map((level) => [level.price, level.quantity]),
      now,
    );
  }

  ticker(now: number): Ticker {
    return this.candles.ticker(now, this.lastTradeTime ?? now);
  }

  /** The current bar of every interval, when there were trades since the last call. */
  takeKlines(now: number): Kline[] | undefined {
    if (!this.tradedSinceKlines) return undefined;
    this.tradedSinceKlines = false;
    const { units, symbol } = this.spec;
    const klines: Kline[] = [];
    for (const interval of klineIntervals) {
      const bar = this.candles.currentBar(klineIntervalMs[interval], now);
      if (bar === undefined) continue;
      klines.push({
        symbol,
        interval,
        openTime: bar.openTime,
        open: units.price(bar.open),
        high: units.price(bar.high),
        low: units.price(bar.low),
        close: units.price(bar.close),
        volume: units.quantity(bar.volume),
      });
    }
    return klines.length > 0 ? klines : undefined;
  }

  takeUnsavedTrades(): Trade[] {
    return this.unsavedTrades.splice(0);
  }

  /** Puts trades back after a failed save, ahead of the newer ones. */
  restoreUnsavedTrades(trades: readonly Trade[]): void {
    this.unsavedTrades = [...trades, ...this.unsavedTrades].slice(-MAX_UNSAVED_TRADES);
  }

  private recordTrades(events: BookActivity['trades'], now: number): Trade[] {
    const { units, symbol } = this.spec;
    const trades = events.map((event): Trade => {
      this.candles.recordTrade(now, event.price, event.quantity);
      this.lastTradeId += 1;
      return {
        id: this.lastTradeId,
        symbol,
        price: units.price(event.price),
        quantity: units.quantity(event.quantity),
        side: event.takerSide,
        time: now,
      };
    });
    this.lastTradeTime = now;
    this.tradedSinceKlines = true;
    this.unsavedTrades.push(...trades);
    if (this.unsavedTrades.length > MAX_UNSAVED_TRADES)
      this.unsavedTrades.splice(0, this.unsavedTrades.length - MAX_UNSAVED_TRADES);
    return trades;
  }

  private depthMessage(bids: [number, number][], asks: [number, number][], now: number): DepthSnapshot {
    const { units } = this.spec;
    const level = ([price, lots]: [number, number]): DepthLevel => [units.price(price), units.quantity(lots)];
    return { symbol: this.spec.symbol, seq: this.depthSeq, bids: bids.map(level), asks: asks.map(level), time: now };
  }
}
