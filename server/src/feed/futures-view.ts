import type { DepthSnapshot, Trade } from '@vela/contracts/market-data';
import type { Bus } from './bus.ts';
import { DepthMirror } from './depth-mirror.ts';

/** Trades kept per perpetual: the most the trades call returns. */
export const KEPT_FUTURES_TRADES = 500;

/**
 * This instance's copy of the perpetual books and their recent trades, built only from the bus
 * (`futures.depth`, `futures.trades`), so an ENGINE=off instance answers like the engine's. Depth
 * follows the engine's seq through a depth mirror (resynchronised by the periodic snapshot);
 * trades are the last KEPT_FUTURES_TRADES received since this instance started (they are not
 * stored yet).
 */
export class FuturesMarketView {
  private readonly mirrors = new Map<string, DepthMirror>();
  /** Oldest first. */
  private readonly trades = new Map<string, Trade[]>();
  private readonly unsubscribe: (() => void)[];

  constructor(bus: Bus) {
    this.unsubscribe = [
      bus.subscribe('futures.depth', ({ kind, depth }) => this.onDepth(kind, depth)),
      bus.subscribe('futures.trades', ({ symbol, trades }) => this.onTrades(symbol, trades)),
    ];
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

  close(): void {
    for (const stop of this.unsubscribe) stop();
  }

  private onDepth(kind: 'snapshot' | 'update', depth: DepthSnapshot): void {
    let mirror = this.mirrors.get(depth.symbol);
    if (!mirror) {
      mirror = new DepthMirror(depth.symbol);
      this.mirrors.set(depth.symbol, mirror);
    }
    if (kind === 'snapshot') mirror.applySnapshot(depth);
    else mirror.applyUpdate(depth);
  }

  private onTrades(symbol: string, trades: readonly Trade[]): void {
    const kept = this.trades.get(symbol) ?? [];
    kept.push(...trades);
    if (kept.length > KEPT_FUTURES_TRADES) kept.splice(0, kept.length - KEPT_FUTURES_TRADES);
    this.trades.set(symbol, kept);
  }
}
