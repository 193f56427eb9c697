/**
 * Market sessions: one per market, outside React, on the channel layer (lib/realtime/channels.ts).
 * A session opens a channel when its first subscriber comes and closes it when the last one
 * leaves (the layer keeps one server subscription however many hold it):
 * - depth: the book's snapshot and updates by seq, gaps resynchronised by the layer;
 * - trades: batches of new trades, oldest first;
 * - candles: the current bar per interval, a value to select (useSyncExternalStore);
 * - ticker: the market's latest ticker (the shared ticker store the tickers channel feeds);
 * - live book and recent trades (lib/market/live-book.ts, live-trades.ts): the models the trade
 *   screen draws, drawn at most once per frame (frame-scheduler.ts). The session makes them from
 *   the page's REST data, feeds them from the depth and trades channels (and over REST when the
 *   socket is down) while held, and drops them when the last holder leaves.
 * Screens read through the selector hooks of use-market-session.ts; no component subscribes to a
 * channel itself.
 */
import type { DepthSnapshot, DepthUpdate, Kline, KlineInterval, Ticker, Trade } from '@vela/contracts/market-data';
import { depthSnapshotSchema, marketDataPaths, tradeListSchema } from '@vela/contracts/market-data';
import { browserApi } from '../lib/api/browser-api.ts';
import { animationFrameClock, type FrameClock, type FrameCostLimit } from '../lib/market/frame-scheduler.ts';
import { createLiveBook, type LiveBook } from '../lib/market/live-book.ts';
import { createLiveTrades, type LiveTrades } from '../lib/market/live-trades.ts';
import type { HttpFallbackSignal } from '../lib/realtime/channels.ts';
import { openChannel, resyncChannel } from '../lib/realtime/feed-loader.ts';
import { browserTickers } from './ticker-store.ts';

export interface DepthSink {
  onSnapshot(snapshot: DepthSnapshot): void;
  onUpdate(update: DepthUpdate): void;
  /** A seq gap: updates stop until the fresh snapshot the feed was asked for. */
  onGap?(): void;
  /** The socket is down: refresh over REST. */
  onHttpFallback?(signal: HttpFallbackSignal): void;
}

export interface TradesSink {
  onTrades(trades: readonly Trade[]): void;
  onHttpFallback?(signal: HttpFallbackSignal): void;
}

/** What a screen's live book and trades start from, and how they are drawn. */
export interface MarketLiveSeed {
  /** The REST snapshot the page was rendered with; the feed's own snapshot replaces it. */
  readonly depth: DepthSnapshot | undefined;
  /** The REST page of trades the page was rendered with, newest first. */
  readonly trades: readonly Trade[];
  readonly book: {
    readonly step: string;
    readonly rows: number;
    readonly minIntervalMs?: number;
    readonly costLimit?: FrameCostLimit;
  };
  readonly recentTrades: { readonly limit: number; readonly minIntervalMs?: number };
}

/** A market's live book and recent trades, as the trade screen draws them. */
export interface MarketLive {
  readonly book: LiveBook;
  readonly trades: LiveTrades;
}

export interface MarketSession {
  readonly symbol: string;
  /** The book's pushes while subscribed. */
  subscribeDepth(sink: DepthSink): () => void;
  /** Asks for a fresh book snapshot (a reader whose own copy drifted, e.g. after a REST refresh). */
  resyncDepth(): void;
  subscribeTrades(sink: TradesSink): () => void;
  /** The current bar of `interval`, once the feed sent one while subscribed. */
  candle(interval: KlineInterval): Kline | undefined;
  subscribeCandle(interval: KlineInterval, listener: () => void): () => void;
  ticker(): Ticker | undefined;
  subscribeTicker(listener: () => void): () => void;
  /**
   * The live book and trades: those held now, or new ones made from `seed` when none are held.
   * On the server (no window) always new ones, never kept.
   */
  live(seed: MarketLiveSeed): MarketLive;
  /**
   * Holds `live` as the session's book and trades: while held, the depth and trades channels feed
   * them (and REST when the socket is down); when the last holder leaves, they are disposed and dropped.
   */
  holdLive(live: MarketLive): () => void;
}

/** Makes a market's live book and trades (no feed: see MarketSession.holdLive). */
export function createMarketLive(
  symbol: string,
  seed: MarketLiveSeed,
  onResync: () => void,
  clock: FrameClock = animationFrameClock(),
): MarketLive {
  return {
    book: createLiveBook({
      symbol,
      initial: seed.depth,
      step: seed.book.step,
      rows: seed.book.rows,
      clock,
      minIntervalMs: seed.book.minIntervalMs,
      costLimit: seed.book.costLimit,
      onResync,
    }),
    trades: createLiveTrades({
      symbol,
      initial: seed.trades,
      limit: seed.recentTrades.limit,
      clock,
      minIntervalMs: seed.recentTrades.minIntervalMs,
    }),
  };
}

/** Reads a market's book and trades over REST (while the socket is down) into `live`. */
function refreshLive(symbol: string, live: MarketLive): void {
  const api = browserApi();
  api
    .get(marketDataPaths.depth, { symbol, limit: 100 })
    .then((response) => {
      const parsed = depthSnapshotSchema.safeParse(response);
      if (parsed.success) live.book.receiveSnapshot(parsed.data);
    })
    .catch(() => {});
  api
    .get(marketDataPaths.trades, { symbol, limit: 50 })
    .then((response) => {
      const parsed = tradeListSchema.safeParse(response);
      // The page is newest first; the list takes pushes oldest first.
      if (parsed.success) live.trades.receive([...parsed.data.trades].reverse());
    })
    .catch(() => {});
}

function createMarketSession(symbol: string): MarketSession {
  const candles = new Map<KlineInterval, { bar: Kline | undefined; listeners: Set<() => void>; close: () => void }>();
  const resyncDepth = () => resyncChannel({ channel: 'depth', symbol });
  let held: { live: MarketLive; holders: number; close: () => void } | undefined;

  const session: MarketSession = {
    symbol,
    subscribeDepth: (sink) =>
      openChannel(
        { channel: 'depth', symbol },
        {
          onSnapshot: (snapshot) => sink.onSnapshot(snapshot),
          onUpdate: (update) => sink.onUpdate(update),
          onGap: () => sink.onGap?.(),
          onHttpFallback: (signal) => sink.onHttpFallback?.(signal),
        },
      ),
    resyncDepth,
    subscribeTrades: (sink) =>
      openChannel(
        { channel: 'trades', symbol },
        {
          onUpdate: (trades) => sink.onTrades(trades),
          onHttpFallback: (signal) => sink.onHttpFallback?.(signal),
        },
      ),
    candle: (interval) => candles.get(interval)?.bar,
    subscribeCandle(interval, listener) {
      let entry = candles.get(interval);
      if (!entry) {
        const created: { bar: Kline | undefined; listeners: Set<() => void>; close: () => void } = {
          bar: undefined,
          listeners: new Set(),
          close: () => {},
        };
        created.close = openChannel(
          { channel: 'kline', symbol, interval },
          {
            onUpdate: (bar) => {
              if (bar.symbol !== symbol || bar.interval !== interval) return;
              created.bar = bar;
              for (const notify of [...created.listeners]) notify();
            },
          },
        );
        candles.set(interval, created);
        entry = created;
      }
      const held = entry;
      // A wrapper per call: subscribing one function twice needs two unsubscribes, as React expects.
      const wrapper = () => listener();
      held.listeners.add(wrapper);
      return () => {
        held.listeners.delete(wrapper);
        if (held.listeners.size > 0 || candles.get(interval) !== held) return;
        candles.delete(interval);
        held.close();
      };
    },
    ticker: () => browserTickers.get(symbol),
    subscribeTicker: (listener) => browserTickers.subscribe(symbol, listener),
    live(seed) {
      if (held && typeof window !== 'undefined') return held.live;
      // The market session asks the feed for a fresh snapshot (the channel layer resubscribes).
      return createMarketLive(symbol, seed, resyncDepth);
    },
    holdLive(live) {
      if (held && held.live !== live) {
        // Another screen's models (they were made before this one was held): this one takes over.
        held.close();
        held = undefined;
      }
      if (!held) {
        const { book, trades } = live;
        const closeDepth = session.subscribeDepth({
          onSnapshot: (snapshot) => book.receiveSnapshot(snapshot),
          onUpdate: (update) => book.receiveUpdate(update),
          onGap: () => book.receiveGap(),
          onHttpFallback: () => refreshLive(symbol, live),
        });
        const closeTrades = session.subscribeTrades({ onTrades: (batch) => trades.receive(batch) });
        held = {
          live,
          holders: 0,
          close: () => {
            closeDepth();
            closeTrades();
            book.dispose();
            trades.dispose();
          },
        };
      }
      const entry = held;
      entry.holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.holders -= 1;
        if (entry.holders > 0 || held !== entry) return;
        held = undefined;
        entry.close();
      };
    },
  };
  return session;
}

const sessions = new Map<string, MarketSession>();

/** The browser's session of a market (made on first ask; it holds channels only while subscribed). */
export function marketSession(symbol: string): MarketSession {
  let session = sessions.get(symbol);
  if (!session) {
    session = createMarketSession(symbol);
    sessions.set(symbol, session);
  }
  return session;
}
