import type { FuturesTicker } from '@vela/contracts/futures';
import type { Ticker } from '@vela/contracts/market-data';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { browserFuturesTickers, browserTickers, type TickerLike, type TickerStore } from './ticker-store.ts';

function useSeed<T extends TickerLike>(store: TickerStore<T>, initial: readonly T[]): void {
  // In an effect: on the server the store is shared by every request and must stay empty.
  useEffect(() => store.apply(initial), [store, initial]);
}

function useStoreTicker<T extends TickerLike>(store: TickerStore<T>, symbol: string, initial: T | undefined) {
  // Stable: a new subscribe function per render would make React unsubscribe and subscribe again.
  const subscribe = useCallback((listener: () => void) => store.subscribe(symbol, listener), [store, symbol]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(symbol) ?? initial,
    () => initial,
  );
}

const noTickers: ReadonlyMap<string, never> = new Map<string, never>();
const noSubscription = () => () => {};

function useStoreSnapshot<T extends TickerLike>(store: TickerStore<T>, enabled: boolean): ReadonlyMap<string, T> {
  // The store's map is new for each batch that changed a ticker: the snapshot itself.
  return useSyncExternalStore(
    enabled ? store.subscribeAll : noSubscription,
    () => (enabled ? store.all() : noTickers),
    () => noTickers,
  );
}

/**
 * Seeds the browser's tickers session with the server-rendered tickers, for readers that have no
 * fallback of their own (the session opens the feed itself when its first reader subscribes).
 */
export function useSeedTickers(initial: readonly Ticker[]): void {
  useSeed(browserTickers, initial);
}

/** Selector: one market's ticker, the server-rendered one until the session has one. */
export function useTicker(symbol: string, initial: Ticker | undefined): Ticker | undefined {
  return useStoreTicker(browserTickers, symbol, initial);
}

/**
 * Every market's latest ticker, a new map once per feed batch, for a list sorted by ticker values
 * (one re-sort per batch). Empty on the server and until enabled; callers fall back to the
 * rendered snapshot.
 */
export function useTickerSnapshot(enabled: boolean): ReadonlyMap<string, Ticker> {
  return useStoreSnapshot(browserTickers, enabled);
}

/** Calls `onBatch` with every ticker held, whenever a batch changed any (the wallet's prices). */
export function useTickerBatches(onBatch: (tickers: readonly Ticker[]) => void): void {
  useEffect(() => {
    const read = () => onBatch([...browserTickers.all().values()]);
    if (browserTickers.all().size > 0) read();
    return browserTickers.subscribeAll(read);
  }, [onBatch]);
}

/** useSeedTickers for the futures tickers (the futures screen's server-rendered list). */
export function useSeedFuturesTickers(initial: readonly FuturesTicker[]): void {
  useSeed(browserFuturesTickers, initial);
}

/**
 * Selector: one perpetual's ticker (mark, index, last, funding), the server-rendered one until the
 * futures feed has one. Subscribing opens the futures `tickers` channel (and the futures socket).
 */
export function useFuturesTicker(symbol: string, initial: FuturesTicker | undefined): FuturesTicker | undefined {
  return useStoreTicker(browserFuturesTickers, symbol, initial);
}

/** useTickerSnapshot for the futures tickers: every perpetual's, a new map per batch while enabled. */
export function useFuturesTickerSnapshot(enabled: boolean): ReadonlyMap<string, FuturesTicker> {
  return useStoreSnapshot(browserFuturesTickers, enabled);
}
