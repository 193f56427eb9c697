import type { FuturesTicker } from '@vela/contracts/futures';
import type { Ticker } from '@vela/contracts/market-data';
import { browserApi } from '../lib/api/browser-api.ts';
import { openChannel, openFuturesChannel } from '../lib/realtime/feed-loader.ts';

type Listener = () => void;

/** What a ticker store keeps: the latest one per symbol, by `time`. */
export interface TickerLike {
  readonly symbol: string;
  readonly time: number;
}

/**
 * What keeps a ticker store live while anyone listens: called with the store's `apply` when the
 * first listener comes, it returns what stops it, called when the last one leaves.
 */
export type TickerFeed<T extends TickerLike = Ticker> = (apply: (batch: readonly T[]) => void) => () => void;

/** A tickers session (see createTickerStore). */
export interface TickerStore<T extends TickerLike = Ticker> {
  get(symbol: string): T | undefined;
  /** Every ticker held, by symbol (the same map, read it at once). */
  all(): ReadonlyMap<string, T>;
  /** Applies a batch; a ticker older than the one held is ignored. */
  apply(batch: readonly T[]): void;
  /** Told when this symbol's ticker changes; the first listener of the store opens its feed. */
  subscribe(symbol: string, listener: () => void): () => void;
  /** Told once per batch that changed any ticker. */
  subscribeAll(listener: () => void): () => void;
}

/**
 * The tickers session: every market's latest ticker by symbol, outside React. Rows read their own
 * symbol (one market's change re-renders one row, not the page); a list or the wallet listens to
 * every batch. The first listener opens the feed, the last one leaving closes it; the tickers stay
 * for the next reader.
 */
export function createTickerStore<T extends TickerLike = Ticker>(
  feed?: TickerFeed<T>,
  { lingerMs = 0 }: { lingerMs?: number } = {},
): TickerStore<T> {
  const tickers = new Map<string, T>();
  const bySymbol = new Map<string, Set<Listener>>();
  const everyBatch = new Set<Listener>();
  let listening = 0;
  let closeFeed: (() => void) | undefined;
  let lingering: ReturnType<typeof setTimeout> | undefined;

  function closeIfUnheld() {
    lingering = undefined;
    if (listening > 0) return;
    closeFeed?.();
    closeFeed = undefined;
  }

  function apply(batch: readonly T[]) {
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
    clearTimeout(lingering);
    lingering = undefined;
    if (listening === 1 && feed && !closeFeed) closeFeed = feed(apply);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      release();
      listening -= 1;
      if (listening > 0) return;
      if (lingerMs <= 0) closeIfUnheld();
      else lingering = setTimeout(closeIfUnheld, lingerMs);
    };
  }

  return {
    get: (symbol) => tickers.get(symbol),
    all: () => tickers,
    apply,
    subscribe(symbol, listener) {
      let set = bySymbol.get(symbol);
      if (!set) {
        set = new Set();
        bySymbol.set(symbol, set);
      }
      const listeners = set;
      listeners.add(listener);
      return hold(() => listeners.delete(listener));
    },
    subscribeAll(listener) {
      everyBatch.add(listener);
      return hold(() => everyBatch.delete(listener));
    },
  };
}

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

/**
 * The feed stays open this long after the last reader left: a screen that re-subscribes (a
 * navigation, a re-render) keeps the channel instead of an unsub and a sub (and a fresh snapshot).
 */
const BROWSER_LINGER_MS = 2_000;

/** The browser's store (one page, one store). The server renders from loader data instead. */
export const browserTickers = createTickerStore(browserTickerFeed, { lingerMs: BROWSER_LINGER_MS });

/**
 * The futures tickers channel (mark, index, funding of every perpetual) and the futures tickers
 * call while the socket is down. The futures socket opens with the first reader only.
 */
const browserFuturesTickerFeed: TickerFeed<FuturesTicker> = (apply) =>
  openFuturesChannel(
    { channel: 'tickers' },
    {
      onSnapshot: (batch) => apply(batch),
      onHttpFallback: () => {
        import('@vela/contracts/futures')
          .then(async ({ futuresCallPaths, futuresTickerListSchema }) => {
            const response = await browserApi().get(futuresCallPaths.tickers, undefined, 'futures');
            const parsed = futuresTickerListSchema.safeParse(response);
            if (parsed.success) apply(parsed.data.tickers);
          })
          .catch(() => {});
      },
    },
  );

/** The browser's futures tickers (FuturesTicker by contract symbol). */
export const browserFuturesTickers = createTickerStore(browserFuturesTickerFeed, { lingerMs: BROWSER_LINGER_MS });
