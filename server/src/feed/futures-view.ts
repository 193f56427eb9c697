import type { FuturesTicker, KlinePrice } from '@vela/contracts/futures';
import type { DepthSnapshot, Kline, KlineInterval, Trade } from '@vela/contracts/market-data';
import { CurrentBars, MarkCandles } from '../futures/mark-candles.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { DepthMirror } from './depth-mirror.ts';

/** Trades kept per perpetual: the most the trades call returns. */
export const KEPT_FUTURES_TRADES = 500;

/** What changed, as the futures feed pushes it (`type` is the push type). */
export type FuturesChange =
  | { type: 'tickers'; data: FuturesTicker[] }
  | { type: 'depth.snapshot' | 'depth.update'; symbol: string; data: DepthSnapshot }
  | { type: 'trades'; symbol: string; data: Trade[] }
  | { type: 'kline' | 'kline.mark'; symbol: string; interval: KlineInterval; data: Kline };

/**
 * This instance's copy of the perpetuals' market, built only from the bus (`futures.tickers`,
 * `futures.depth`, `futures.trades`, `futures.klines`), so an ENGINE=off instance answers like
 * the engine's: the last tickers, the books (a depth mirror each, following the engine's seq and
 * resynchronised by the periodic snapshot), the last KEPT_FUTURES_TRADES trades, and the current
 * bars of both prices the feed pushes (futures/mark-candles.ts: the trade bars as the engine
 * publishes them, the mark bars built here from the tickers' marks). Older bars are read from the
 * database (the klines call); the tickers come with their 24 h statistics from the engine. Every
 * change is handed to the listeners (the feed hub) in bus order.
 */
export class FuturesMarketView {
  private readonly mirrors = new Map<string, DepthMirror>();
  /** Oldest first. */
  private readonly trades = new Map<string, Trade[]>();
  private lastTickers: FuturesTicker[] = [];
  private readonly lastBars = new CurrentBars();
  private readonly markBars = new MarkCandles();
  /** Every perpetual some message named. */
  private readonly heard = new Set<string>();
  private readonly listeners = new Set<(change: FuturesChange) => void>();
  private readonly unsubscribe: (() => void)[];

  constructor(bus: Bus) {
    this.unsubscribe = [
      bus.subscribe('futures.tickers', ({ tickers }) => this.onTickers(tickers)),
      bus.subscribe('futures.depth', ({ kind, depth }) => this.onDepth(kind, depth)),
      bus.subscribe('futures.trades', ({ symbol, trades }) => this.onTrades(symbol, trades)),
      bus.subscribe('futures.klines', ({ symbol, klines }) => this.onKlines(symbol, klines)),
    ];
  }

  onChange(listener: (change: FuturesChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the engine published anything about `symbol` since this instance started. */
  knows(symbol: string): boolean {
    return this.heard.has(symbol);
  }

  /** The mark price of `symbol` in the last tickers; undefined before this instance heard one. */
  readonly markOf = (symbol: string): string | undefined =>
    this.lastTickers.find((ticker) => ticker.symbol === symbol)?.markPrice;

  /** The last `futures.tickers` received; empty before the first. */
  tickers(): FuturesTicker[] {
    return this.lastTickers;
  }

  /** Best first, up to `limit` a side; undefined while this instance holds no trustworthy book. */
  depth(symbol: string, limit?: number): DepthSnapshot | undefined {
    return this.mirrors.get(symbol)?.snapshot(limit);
  }

  /** Newest first. */
  recentTrades(symbol: string, limit: number): Trade[] {
    const kept = this.trades.get(symbol) ?? [];
    return kept.slice(-limit).reverse();
  }

  /** The newest bar of `price` received; undefined before any. */
  currentBar(symbol: string, interval: KlineInterval, price: KlinePrice = 'last'): Kline | undefined {
    return price === 'mark' ? this.markBars.latest(symbol, interval) : this.lastBars.latest(symbol, interval);
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
    this.listeners.clear();
  }

  private onTickers(tickers: FuturesTicker[]): void {
    this.lastTickers = tickers;
    this.emit({ type: 'tickers', data: tickers });
    for (const ticker of tickers) {
      this.heard.add(ticker.symbol);
      for (const bar of this.markBars.record(ticker.symbol, ticker.markPrice, ticker.time)) {
        this.emit({ type: 'kline.mark', symbol: ticker.symbol, interval: bar.interval, data: bar });
      }
    }
  }

  private onDepth(kind: 'snapshot' | 'update', depth: DepthSnapshot): void {
    let mirror = this.mirrors.get(depth.symbol);
    if (!mirror) {
      mirror = new DepthMirror(depth.symbol);
      this.mirrors.set(depth.symbol, mirror);
      this.heard.add(depth.symbol);
    }
    if (kind === 'snapshot') {
      // A different book than ours (first sight, after a gap, a restarted engine): resend it whole.
      if (mirror.applySnapshot(depth) === 'replaced') {
        this.emit({ type: 'depth.snapshot', symbol: depth.symbol, data: mirror.snapshot() as DepthSnapshot });
      }
    } else if (mirror.applyUpdate(depth) === 'applied') {
      // Only updates that follow on are passed: after a gap subscribers hear nothing until the
      // next snapshot, which they are sent whole (the spot feed's rules).
      this.emit({ type: 'depth.update', symbol: depth.symbol, data: depth });
    }
  }

  private onTrades(symbol: string, trades: Trade[]): void {
    const kept = this.trades.get(symbol) ?? [];
    kept.push(...trades);
    if (kept.length > KEPT_FUTURES_TRADES) kept.splice(0, kept.length - KEPT_FUTURES_TRADES);
    this.trades.set(symbol, kept);
    this.heard.add(symbol);
    this.emit({ type: 'trades', symbol, data: trades });
  }

  private onKlines(symbol: string, klines: readonly Kline[]): void {
    this.heard.add(symbol);
    for (const kline of klines) {
      this.lastBars.put(kline);
      this.emit({ type: 'kline', symbol, interval: kline.interval, data: kline });
    }
  }

  private emit(change: FuturesChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
