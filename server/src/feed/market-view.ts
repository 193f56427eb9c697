import type { DepthSnapshot, Kline, KlineInterval, Ticker, Trade } from '@vela/contracts/market-data';
import type { Bus } from '../infra/bus/bus.ts';
import { DepthMirror } from './depth-mirror.ts';

/** What changed, as the feed pushes it. */
export type MarketChange =
  | { type: 'depth.snapshot' | 'depth.update'; symbol: string; data: DepthSnapshot }
  | { type: 'trades'; symbol: string; data: Trade[] }
  | { type: 'tickers'; data: Ticker[] }
  | { type: 'kline'; symbol: string; interval: KlineInterval; data: Kline };

/**
 * This instance's view of the live market, built only from the bus (on the engine instance as on
 * a relay): depth mirrors, the last tickers, the current bars. REST snapshots and new
 * subscribers read it; every change is handed to the listeners (the feed hub) in bus order.
 */
export class MarketView {
  private readonly mirrors = new Map<string, DepthMirror>();
  private lastTickers: Ticker[] = [];
  private readonly bars = new Map<string, Kline>();
  private readonly listeners = new Set<(change: MarketChange) => void>();
  private readonly unsubscribe: (() => void)[];

  constructor(bus: Bus) {
    this.unsubscribe = [
      bus.subscribe('market.depth', ({ kind, depth }) => this.onDepth(kind, depth)),
      bus.subscribe('market.trades', ({ symbol, trades }) => this.emit({ type: 'trades', symbol, data: trades })),
      bus.subscribe('market.tickers', ({ tickers }) => {
        this.lastTickers = tickers;
        this.emit({ type: 'tickers', data: tickers });
      }),
      bus.subscribe('market.klines', ({ symbol, klines }) => {
        for (const kline of klines) {
          this.bars.set(barKey(symbol, kline.interval), kline);
          this.emit({ type: 'kline', symbol, interval: kline.interval, data: kline });
        }
      }),
    ];
  }

  onChange(listener: (change: MarketChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Undefined while this instance holds no trustworthy book for the market (yet). */
  depth(symbol: string, limit?: number): DepthSnapshot | undefined {
    return this.mirrors.get(symbol)?.snapshot(limit);
  }

  tickers(): Ticker[] {
    return this.lastTickers;
  }

  currentBar(symbol: string, interval: KlineInterval): Kline | undefined {
    return this.bars.get(barKey(symbol, interval));
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
    this.listeners.clear();
  }

  private onDepth(kind: 'snapshot' | 'update', depth: DepthSnapshot): void {
    let mirror = this.mirrors.get(depth.symbol);
    if (!mirror) {
      mirror = new DepthMirror(depth.symbol);
      this.mirrors.set(depth.symbol, mirror);
    }
    if (kind === 'snapshot') {
      // A different book than ours (first sight, after a gap, a restarted engine): resend it whole.
      if (mirror.applySnapshot(depth) === 'replaced') {
        this.emit({ type: 'depth.snapshot', symbol: depth.symbol, data: mirror.snapshot() as DepthSnapshot });
      }
    } else if (mirror.applyUpdate(depth) === 'applied') {
      this.emit({ type: 'depth.update', symbol: depth.symbol, data: depth });
    }
  }

  private emit(change: MarketChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

function barKey(symbol: string, interval: KlineInterval): string {
  return `${symbol}:${interval}`;
}
