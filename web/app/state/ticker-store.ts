import type { FuturesTicker } from '@vela/contracts/futures';
import type { Ticker } from '@vela/contracts/market-data';
import { browserApi } from '../lib/api/browser-api.ts';
import { openChannel, openFuturesChannel } from '../lib/realtime/feed-loader.ts';
import { createLiveStore, type LiveChannel, liveChannel } from './live-store.ts';

/** What a ticker store keeps: the latest one per symbol, by `time`. */
export interface TickerLike {
  readonly symbol: string;
  readonly time: number;
}

type Apply<T> = (batch: readonly T[]) => void;

/** The tickers channel a store holds while anyone listens, its snapshots given to `apply`. */
export type TickerFeed<T extends TickerLike = Ticker> = (apply: Apply<T>) => LiveChannel;

export interface TickerStoreOptions<T extends TickerLike> {
  /** The feed stays open this long after the last listener left. */
  readonly lingerMs?: number;
  /** The tickers over REST, read while the socket is down. */
  readonly read?: (apply: Apply<T>) => void;
}

/** A tickers session (see createTickerStore). */
export interface TickerStore<T extends TickerLike = Ticker> {
  get(symbol: string): T | undefined;
  /** Every ticker held, by symbol (a new map per batch that changed any). */
  all(): ReadonlyMap<string, T>;
  /** Applies a batch; a ticker older than the one held is ignored. */
  apply(batch: readonly T[]): void;
  /** Told when this symbol's ticker changes; the first listener of the store opens its feed. */
  subscribe(symbol: string, listener: () => void): () => void;
  /** Told once per batch that changed any ticker. */
  subscribeAll(listener: () => void): () => void;
}

/** The tickers of `held` with `batch` laid over them (the same map when nothing is newer). */
function withBatch<T extends TickerLike>(held: ReadonlyMap<string, T>, batch: readonly T[]): ReadonlyMap<string, T> {
  let next: Map<string, T> | undefined;
  for (const ticker of batch) {
    const current = (next ?? held).get(ticker.symbol);
    if (current && current.time > ticker.time) continue;
    next ??= new Map(held);
    next.set(ticker.symbol, ticker);
  }
  return next ?? held;
}

/**
 * The tickers session: every market's latest ticker by symbol, a live store (live-store.ts) over
 * the tickers channel. Rows select their own symbol (one market's change re-renders one row, not
 * the page); a list or the wallet listens to every batch. The tickers stay for the next reader.
 */
export function createTickerStore<T extends TickerLike = Ticker>(
  feed?: TickerFeed<T>,
  { lingerMs = 0, read }: TickerStoreOptions<T> = {},
): TickerStore<T> {
  const apply: Apply<T> = (batch) => store.setState((held) => withBatch(held, batch));
  const store = createLiveStore<ReadonlyMap<string, T>>({
    initial: new Map(),
    channels: () => (feed ? [feed(apply)] : []),
    // The server-rendered tickers and the channel's snapshot seed the store; REST is the fallback.
    seed: read && (() => read(apply)),
    seedOnOpen: false,
    lingerMs,
  });
  return {
    get: (symbol) => store.getState().get(symbol),
    all: () => store.getState(),
    apply,
    subscribe: (symbol, listener) => store.subscribeTo((tickers) => tickers.get(symbol), listener),
    subscribeAll: store.subscribe,
  };
}

/** The market-data contract (its schemas and zod) loads when first needed, off the page's start path. */
const marketData = () => import('@vela/contracts/market-data');

/** The tickers channel of the page's feed (checked against the contract's table). */
const browserTickerFeed: TickerFeed = (apply) =>
  liveChannel(openChannel, { channel: 'tickers' }, { onSnapshot: apply });

/** The tickers call, while the socket is down. */
const readBrowserTickers = (apply: Apply<Ticker>) => {
  marketData()
    .then(async ({ marketDataPaths, tickerListSchema }) => {
      const parsed = tickerListSchema.safeParse(await browserApi().get(marketDataPaths.tickers));
      if (parsed.success) apply(parsed.data.tickers);
    })
    .catch(() => {});
};

/**
 * The feed stays open this long after the last reader left: a screen that re-subscribes (a
 * navigation, a re-render) keeps the channel instead of an unsub and a sub (and a fresh snapshot).
 */
const BROWSER_LINGER_MS = 2_000;

/** The browser's store (one page, one store). The server renders from loader data instead. */
export const browserTickers = createTickerStore(browserTickerFeed, {
  lingerMs: BROWSER_LINGER_MS,
  read: readBrowserTickers,
});

/**
 * The futures tickers channel (mark, index, funding of every perpetual). The futures socket opens
 * with the first reader only.
 */
const browserFuturesTickerFeed: TickerFeed<FuturesTicker> = (apply) =>
  liveChannel(openFuturesChannel, { channel: 'tickers' }, { onSnapshot: apply });

/** The futures tickers call, while the socket is down. */
const readBrowserFuturesTickers = (apply: Apply<FuturesTicker>) => {
  import('@vela/contracts/futures')
    .then(async ({ futuresCallPaths, futuresTickerListSchema }) => {
      const response = await browserApi().get(futuresCallPaths.tickers, undefined, 'futures');
      const parsed = futuresTickerListSchema.safeParse(response);
      if (parsed.success) apply(parsed.data.tickers);
    })
    .catch(() => {});
};

/** The browser's futures tickers (FuturesTicker by contract symbol). */
export const browserFuturesTickers = createTickerStore(browserFuturesTickerFeed, {
  lingerMs: BROWSER_LINGER_MS,
  read: readBrowserFuturesTickers,
});
