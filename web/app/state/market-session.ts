/**
 * Market sessions: one per market, outside React, on the channel layer (lib/realtime/channels.ts).
 * The spot markets' sessions (marketSession) and the perpetuals' (futuresMarketSession) are the
 * same code over a source (MarketSource: which socket, which REST calls, which tickers).
 * A session opens a channel when its first subscriber comes and closes it when the last one
 * leaves (the layer keeps one server subscription however many hold it):
 * - depth: the book's snapshot and updates by seq, gaps resynchronised by the layer;
 * - trades: batches of new trades, oldest first;
 * - candles: the current bar per interval and price (futures: `last` or `mark`), a value to
 *   select (useSyncExternalStore); loadKlines reads the bars before it over REST;
 * - ticker: the market's latest ticker (the shared ticker store the tickers channel feeds);
 * - live book and recent trades (market-live.ts): the models the trade screen draws, drawn at
 *   most once per frame (lib/market/frame-scheduler.ts). The session makes them from
 *   the page's REST data, feeds them from the depth and trades channels (and over REST when the
 *   socket is down) while held, and drops them when the last holder leaves.
 * Screens read through the selector hooks of use-market-session.ts; no component subscribes to a
 * channel itself.
 */

import type { ChannelParams, ChannelParamsOf } from '@vela/contracts/feed';
import type { FuturesTicker, KlinePrice } from '@vela/contracts/futures';
import type { DepthSnapshot, DepthUpdate, Kline, KlineInterval, Ticker, Trade } from '@vela/contracts/market-data';
import { browserApi } from '../lib/api/browser-api.ts';
import type { Mode } from '../lib/http/request.ts';
import type { ChannelHandlers, CloseChannel, HttpFallbackSignal } from '../lib/realtime/channels.ts';
import { openChannel, openFuturesChannel, resyncChannel, resyncFuturesChannel } from '../lib/realtime/feed-loader.ts';
import { createMarketLive, type MarketLive, type MarketLiveSeed } from './market-live.ts';
import { browserFuturesTickers, browserTickers, type TickerLike, type TickerStore } from './ticker-store.ts';

/** The public channels of one market. */
export type MarketChannel = 'depth' | 'trades' | 'kline';

/** Where a market's data comes from: a socket's channels, its REST calls and its tickers. */
export interface MarketSource<T extends TickerLike = Ticker> {
  /** Opens a market channel on the source's socket (the payloads of these are the same on both). */
  openChannel<C extends MarketChannel>(params: ChannelParamsOf<C>, handlers: ChannelHandlers<C>): CloseChannel;
  resync(params: ChannelParams): void;
  /** The request helper's mode the paths below are called in. */
  readonly mode: Mode;
  /** The depth, trades and klines calls' paths (loaded with the first REST read). */
  paths(): Promise<{ readonly depth: string; readonly trades: string; readonly klines: string }>;
  /** Whether the market has mark-price bars (perpetuals); without, a `mark` candle never comes. */
  readonly markPrice: boolean;
  readonly tickers: TickerStore<T>;
}

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

/** A page of bars before the current one, oldest first; `ok: false` when the call failed. */
export type KlineHistory = { readonly ok: true; readonly klines: readonly Kline[] } | { readonly ok: false };

export interface KlineHistoryQuery {
  readonly interval: KlineInterval;
  /** Perpetuals only; `last` by default. */
  readonly price?: KlinePrice;
  readonly limit: number;
  /** The last bars up to this time (ms); default now. */
  readonly to?: number;
}

export interface MarketSession<T extends TickerLike = Ticker> {
  readonly symbol: string;
  /** Whether `mark` candles exist (a perpetual's session). */
  readonly markPrice: boolean;
  /** The book's pushes while subscribed. */
  subscribeDepth(sink: DepthSink): () => void;
  /** Asks for a fresh book snapshot (a reader whose own copy drifted, e.g. after a REST refresh). */
  resyncDepth(): void;
  subscribeTrades(sink: TradesSink): () => void;
  /** The current bar of `interval` (of the mark price with `mark`), once the feed sent one while subscribed. */
  candle(interval: KlineInterval, price?: KlinePrice): Kline | undefined;
  subscribeCandle(interval: KlineInterval, listener: () => void, price?: KlinePrice): () => void;
  /** The bars before the current one, over REST. */
  loadKlines(query: KlineHistoryQuery): Promise<KlineHistory>;
  ticker(): T | undefined;
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

/** Either kind of market session, for code that draws both (book, trades, chart). */
export type AnyMarketSession = MarketSession<Ticker> | MarketSession<FuturesTicker>;

/**
 * The market-data contract (its schemas, zod with them) and the calls' paths load with the first
 * REST read, not with the screens: the terminals' start-up code stays small.
 */
const marketData = () => import('@vela/contracts/market-data');

/** Reads a market's book and trades over REST (while the socket is down) into `live`. */
function refreshLive(source: MarketSource<TickerLike>, symbol: string, live: MarketLive): void {
  const api = browserApi();
  Promise.all([marketData(), source.paths()])
    .then(([{ depthSnapshotSchema, tradeListSchema }, paths]) => {
      api
        .get(paths.depth, { symbol, limit: 100 }, source.mode)
        .then((response) => {
          const parsed = depthSnapshotSchema.safeParse(response);
          if (parsed.success) live.book.receiveSnapshot(parsed.data);
        })
        .catch(() => {});
      api
        .get(paths.trades, { symbol, limit: 50 }, source.mode)
        .then((response) => {
          const parsed = tradeListSchema.safeParse(response);
          // The page is newest first; the list takes pushes oldest first.
          if (parsed.success) live.trades.receive([...parsed.data.trades].reverse());
        })
        .catch(() => {});
    })
    .catch(() => {});
}

interface CandleEntry {
  bar: Kline | undefined;
  readonly listeners: Set<() => void>;
  close: () => void;
}

/** The session of one market on `source` (see MarketSource); screens get theirs from the functions below. */
function createMarketSession<T extends TickerLike>(source: MarketSource<T>, symbol: string): MarketSession<T> {
  const candles = new Map<string, CandleEntry>();
  const resyncDepth = () => source.resync({ channel: 'depth', symbol });
  let held: { live: MarketLive; holders: number; close: () => void } | undefined;

  function openCandle(interval: KlineInterval, price: KlinePrice): CandleEntry {
    const entry: CandleEntry = { bar: undefined, listeners: new Set(), close: () => {} };
    // A `last` bar's channel is named without `price` (the contract's channel table).
    if (price === 'last' || source.markPrice) {
      entry.close = source.openChannel(
        { channel: 'kline', symbol, interval, ...(price === 'mark' ? { price } : {}) },
        {
          onUpdate: (bar) => {
            if (bar.symbol !== symbol || bar.interval !== interval) return;
            entry.bar = bar;
            for (const notify of [...entry.listeners]) notify();
          },
        },
      );
    }
    return entry;
  }

  const session: MarketSession<T> = {
    symbol,
    markPrice: source.markPrice,
    subscribeDepth: (sink) =>
      source.openChannel(
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
      source.openChannel(
        { channel: 'trades', symbol },
        {
          onUpdate: (trades) => sink.onTrades(trades),
          onHttpFallback: (signal) => sink.onHttpFallback?.(signal),
        },
      ),
    candle: (interval, price = 'last') => candles.get(`${interval}:${price}`)?.bar,
    subscribeCandle(interval, listener, price = 'last') {
      const key = `${interval}:${price}`;
      let entry = candles.get(key);
      if (!entry) {
        entry = openCandle(interval, price);
        candles.set(key, entry);
      }
      const kept = entry;
      // A wrapper per call: subscribing one function twice needs two unsubscribes, as React expects.
      const wrapper = () => listener();
      kept.listeners.add(wrapper);
      return () => {
        kept.listeners.delete(wrapper);
        if (kept.listeners.size > 0 || candles.get(key) !== kept) return;
        candles.delete(key);
        kept.close();
      };
    },
    async loadKlines({ interval, price, limit, to }) {
      const query = {
        symbol,
        interval,
        limit,
        ...(to === undefined ? {} : { to }),
        ...(source.markPrice && price ? { price } : {}),
      };
      try {
        const [{ klineListSchema }, paths] = await Promise.all([marketData(), source.paths()]);
        const parsed = klineListSchema.safeParse(await browserApi().get(paths.klines, query, source.mode));
        return parsed.success ? { ok: true, klines: parsed.data.klines } : { ok: false };
      } catch {
        return { ok: false };
      }
    },
    ticker: () => source.tickers.get(symbol),
    subscribeTicker: (listener) => source.tickers.subscribe(symbol, listener),
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
          onHttpFallback: () => refreshLive(source, symbol, live),
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

/** The spot markets: the page's feed, the market-data calls, the spot tickers. */
const spotSource: MarketSource<Ticker> = {
  openChannel,
  resync: resyncChannel,
  mode: 'spot',
  paths: () => marketData().then(({ marketDataPaths }) => marketDataPaths),
  markPrice: false,
  tickers: browserTickers,
};

/** The perpetuals: the futures feed (opened on first use), the futures calls, the futures tickers. */
const futuresSource: MarketSource<FuturesTicker> = {
  // Depth, trades and bars have the spot payloads on the futures socket too.
  openChannel: (params, handlers) => openFuturesChannel(params, handlers as never),
  resync: resyncFuturesChannel,
  mode: 'futures',
  paths: () => import('@vela/contracts/futures').then(({ futuresCallPaths }) => futuresCallPaths),
  markPrice: true,
  tickers: browserFuturesTickers,
};

const spotSessions = new Map<string, MarketSession<Ticker>>();
const futuresSessions = new Map<string, MarketSession<FuturesTicker>>();

function sessionOf<T extends TickerLike>(
  sessions: Map<string, MarketSession<T>>,
  source: MarketSource<T>,
  symbol: string,
): MarketSession<T> {
  let session = sessions.get(symbol);
  if (!session) {
    session = createMarketSession(source, symbol);
    sessions.set(symbol, session);
  }
  return session;
}

/** The browser's session of a market (made on first ask; it holds channels only while subscribed). */
export function marketSession(symbol: string): MarketSession<Ticker> {
  return sessionOf(spotSessions, spotSource, symbol);
}

/** The browser's session of a perpetual, on the futures feed: candles of the last and the mark price. */
export function futuresMarketSession(symbol: string): MarketSession<FuturesTicker> {
  return sessionOf(futuresSessions, futuresSource, symbol);
}
