import type { Ticker } from '@vela/contracts/market-data';
import { browserApi } from '../lib/api/browser-api.ts';
import { openChannel } from '../lib/realtime/feed-loader.ts';

type Listener = () => void;

/**
 * What keeps a ticker store live while anyone listens: called with the store's `apply` when the
 * first listener comes, it returns what stops it, called when the last one leaves.
 */
export type TickerFeed = (apply: (batch: readonly Ticker[]) => void) => () => void;

/**
 * The tickers session: every market's latest ticker by symbol, outside React. Rows read their own
 * symbol (one market's change re-renders one row, not the page); a list or the wallet listens to
 * every batch. The first listener opens the feed, the last one leaving closes it; the tickers stay
 * for the next reader.
 */
export function createTickerStore(feed?: TickerFeed) {
  const tickers = new Map<string, Ticker>();
  const bySymbol = new Map<string, Set<Listener>>();
  const everyBatch = new Set<Listener>();
  let listening = 0;
  let closeFeed: (() => void) | undefined;

  /** Applies a batch; a ticker older than the one held is ignored. */
  function apply(batch: readonly Ticker[]) {
    let changed = false;
    for (const ticker of batch) {
      const held = tickers.get(ticker.symbol);
      if (held && held.time > ticker.time) continue;
      tickers.set(ticker.symbol, ticker);
      changed = true;
      for (const listener of bySymbol.get(ticker.symbol) ?? []) listener();
    }
    if (changed) for (const listener of everyBatch) listener();
  }

  function hold(release: () => void): () => void {
    listening += 1;
    if (listening === 1 && feed) closeFeed = feed(apply);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      release();
      listening -= 1;
      if (listening === 0) {
        closeFeed?.();
        closeFeed = undefined;
      }
    };
  }

  return {
    get: (symbol: string) => tickers.get(symbol),
    /** Every ticker held, by symbol (the same map, read it at once). */
    all: (): ReadonlyMap<string, Ticker> => tickers,
    apply,
    subscribe(symbol: string, listener: Listener) {
      let set = bySymbol.get(symbol);
      if (!set) {
        set = new Set();
        bySymbol.set(symbol, set);
      }
      const listeners = set;
      listeners.add(listener);
      return hold(() => listeners.delete(listener));
    },
    /** Told once per batch that changed any ticker. */
    subscribeAll(listener: Listener) {
      everyBatch.add(listener);
      return hold(() => everyBatch.delete(listener));
    },
  };
}

export type TickerStore = ReturnType<typeof createTickerStore>;

/** The market-data contract (its schemas and zod) loads when first needed, off the page's start path. */
const marketData = () => import('@vela/contracts/market-data');

/** The tickers channel of the page's feed (checked against the contract's table), and REST while the socket is down. */
const browserTickerFeed: TickerFeed = (apply) =>
  openChannel(
    { channel: 'tickers' },
    {
      onSnapshot: (batch) => apply(batch),
      onHttpFallback: () => {
        marketData()
          .then(async ({ marketDataPaths, tickerListSchema }) => {
            const parsed = tickerListSchema.safeParse(await browserApi().get(marketDataPaths.tickers));
            if (parsed.success) apply(parsed.data.tickers);
          })
          .catch(() => {});
      },
    },
  );

/** The browser's store (one page, one store). The server renders from loader data instead. */
export const browserTickers = createTickerStore(browserTickerFeed);
