import type { Ticker } from '@vela/contracts/market-data';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserTickers } from './ticker-store.ts';

/**
 * Seeds the browser's tickers session with the server-rendered tickers, for readers that have no
 * fallback of their own (the session opens the feed itself when its first reader subscribes).
 */
export function useSeedTickers(initial: readonly Ticker[]): void {
  // In an effect: on the server the store is shared by every request and must stay empty.
  useEffect(() => browserTickers.apply(initial), [initial]);
}

/** Selector: one market's ticker, the server-rendered one until the session has one. */
export function useTicker(symbol: string, initial: Ticker | undefined): Ticker | undefined {
  return useSyncExternalStore(
    (listener) => browserTickers.subscribe(symbol, listener),
    () => browserTickers.get(symbol) ?? initial,
    () => initial,
  );
}

const noTickers: ReadonlyMap<string, Ticker> = new Map();

/**
 * Every market's latest ticker, a new map once per feed batch, for a list sorted by ticker values
 * (one re-sort per batch). Empty on the server and until enabled; callers fall back to the
 * rendered snapshot.
 */
export function useTickerSnapshot(enabled: boolean): ReadonlyMap<string, Ticker> {
  const [snapshot, setSnapshot] = useState(noTickers);
  useEffect(() => {
    if (!enabled) return;
    const read = () => setSnapshot(new Map(browserTickers.all()));
    read();
    return browserTickers.subscribeAll(read);
  }, [enabled]);
  return snapshot;
}

/** Calls `onBatch` with every ticker held, whenever a batch changed any (the wallet's prices). */
export function useTickerBatches(onBatch: (tickers: readonly Ticker[]) => void): void {
  useEffect(() => {
    const read = () => onBatch([...browserTickers.all().values()]);
    if (browserTickers.all().size > 0) read();
    return browserTickers.subscribeAll(read);
  }, [onBatch]);
}
