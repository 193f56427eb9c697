import type { Ticker } from '@vela/contracts/market-data';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { browserApi } from '../lib/api/browser-api.ts';
import { useChannel, useHttpFallback } from './feed-hooks.ts';
import { browserTickers } from './ticker-store.ts';

/** The market-data contract (its schemas and zod) loads after hydration, off the page's start path. */
const marketData = () => import('@vela/contracts/market-data');

/**
 * Keeps the browser's ticker store live: the tickers channel, and REST while the socket is down.
 * `initial` (the server-rendered tickers) seeds the store for readers that have no fallback.
 */
export function useLiveTickers(initial?: readonly Ticker[]): void {
  // In an effect: on the server the store is shared by every request and must stay empty.
  useEffect(() => {
    if (initial) browserTickers.apply(initial);
  }, [initial]);
  // The channel layer checks the pushes against the contract's table (loaded with the feed).
  useChannel({ channel: 'tickers' }, { onSnapshot: (tickers) => browserTickers.apply(tickers) });

  const refresh = useCallback(() => {
    marketData()
      .then(async ({ marketDataPaths, tickerListSchema }) => {
        const parsed = tickerListSchema.safeParse(await browserApi().get(marketDataPaths.tickers));
        if (parsed.success) browserTickers.apply(parsed.data.tickers);
      })
      .catch(() => {});
  }, []);
  useHttpFallback(refresh);
}

/** One market's ticker: the server-rendered one first, then whatever the feed brings. */
export function useTicker(symbol: string, initial: Ticker | undefined): Ticker | undefined {
  return useSyncExternalStore(
    (listener) => browserTickers.subscribe(symbol, listener),
    () => browserTickers.get(symbol) ?? initial,
    () => initial,
  );
}

/**
 * Every listed market's latest ticker, for a list sorted by ticker values. One feed message
 * updates every market, one symbol after the other: the snapshot is taken once the message is
 * through (`settleMs` later), so the list re-sorts once per message, not once per market.
 * Empty on the server and until enabled; callers fall back to the rendered snapshot.
 */
export function useTickerSnapshot(symbols: readonly string[], enabled: boolean, settleMs = 50) {
  const [snapshot, setSnapshot] = useState<ReadonlyMap<string, Ticker>>(() => new Map());
  useEffect(() => {
    if (!enabled) return;
    const read = () =>
      new Map(
        symbols.flatMap((symbol) => {
          const ticker = browserTickers.get(symbol);
          return ticker ? [[symbol, ticker] as const] : [];
        }),
      );
    setSnapshot(read());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setSnapshot(read());
      }, settleMs);
    };
    const unsubscribes = symbols.map((symbol) => browserTickers.subscribe(symbol, refreshSoon));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      clearTimeout(timer);
    };
  }, [symbols, enabled, settleMs]);
  return snapshot;
}
