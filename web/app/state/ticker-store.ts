import type { Ticker } from '@vela/contracts/market-data';

type Listener = () => void;

/**
 * Live tickers by symbol, outside React: the feed writes, rows read their own symbol with
 * useSyncExternalStore, so one market's update re-renders one row, not the page.
 */
export function createTickerStore() {
  const tickers = new Map<string, Ticker>();
  const listeners = new Map<string, Set<Listener>>();
  return {
    get: (symbol: string) => tickers.get(symbol),
    /** Applies a batch; a ticker older than the one held is ignored. */
    apply(batch: readonly Ticker[]) {
      for (const ticker of batch) {
        const held = tickers.get(ticker.symbol);
        if (held && held.time > ticker.time) continue;
        tickers.set(ticker.symbol, ticker);
        for (const listener of listeners.get(ticker.symbol) ?? []) listener();
      }
    },
    subscribe(symbol: string, listener: Listener) {
      let set = listeners.get(symbol);
      if (!set) {
        set = new Set();
        listeners.set(symbol, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

export type TickerStore = ReturnType<typeof createTickerStore>;

/** The browser's store (one page, one store). The server renders from loader data instead. */
export const browserTickers = createTickerStore();
