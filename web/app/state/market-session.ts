/**
 * Market sessions: one per market, outside React, built on live stores (live-store.ts) over the
 * channel layer (lib/realtime/channels.ts). The spot markets' sessions (marketSession) and the
 * perpetuals' (futuresMarketSession) are the same code over a source (MarketSource: which socket,
 * which REST calls, which tickers). Each piece is a live store, open while subscribed:
 * - candles: the current bar per interval and price (futures: `last` or `mark`), a value to
 *   select (useSyncExternalStore); loadKlines reads the bars before it over REST;
 * - ticker: the market's latest ticker (the shared ticker store the tickers channel feeds);
 * - live book and recent trades (market-live.ts): the models the trade screen draws, drawn at
 *   most once per frame (lib/market/frame-scheduler.ts). The session makes them from the page's
 *   REST data; while held, the depth and trades channels call the models' receive functions
 *   themselves (REST when the socket is down); the last holder leaving drops them.
 * Screens read through the selector hooks of use-market-session.ts; no component subscribes to a
 * channel itself.
 */

import type { ChannelParams, ChannelParamsOf } from '@vela/contracts/feed';
import type { FuturesTicker, KlinePrice } from '@vela/contracts/futures';
import type { Kline, KlineInterval, Ticker, Trade } from '@vela/contracts/market-data';
import { browserApi } from '../lib/api/browser-api.ts';
import type { Mode } from '../lib/http/request.ts';
import type { ChannelHandlers, CloseChannel } from '../lib/realtime/channels.ts';
import { openChannel, openFuturesChannel, resyncChannel, resyncFuturesChannel } from '../lib/realtime/feed-loader.ts';
import { type ChannelOpener, createLiveStore, type LiveStore, liveChannel } from './live-store.ts';
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
  /** Asks for a fresh book snapshot (a reader whose own copy drifted, e.g. after a REST refresh). */
  resyncDepth(): void;
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
   * them straight (the channel layer calls the book's receive functions), and REST when the socket
   * is down; when the last holder leaves, they are disposed and dropped.
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

/** Trades read over REST: the ones a terminal's list shows. */
const RECENT_TRADES_READ = 50;

/** The market's latest trades over REST, newest first; undefined when the call failed. */
async function readTrades(source: MarketSource<TickerLike>, symbol: string): Promise<readonly Trade[] | undefined> {
  try {
    const [{ tradeListSchema }, paths] = await Promise.all([marketData(), source.paths()]);
    const parsed = tradeListSchema.safeParse(
      await browserApi().get(paths.trades, { symbol, limit: RECENT_TRADES_READ }, source.mode),
    );
    return parsed.success ? parsed.data.trades : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a market's book and trades over REST (while the socket is down) into `live`. */
function refreshLive(source: MarketSource<TickerLike>, symbol: string, live: MarketLive): void {
  Promise.all([marketData(), source.paths()])
    .then(([{ depthSnapshotSchema }, paths]) => {
      browserApi()
        .get(paths.depth, { symbol, limit: 100 }, source.mode)
        .then((response) => {
          const parsed = depthSnapshotSchema.safeParse(response);
          if (parsed.success) live.book.receiveSnapshot(parsed.data);
        })
        .catch(() => {});
    })
    .catch(() => {});
  // The page is newest first; the list takes pushes oldest first.
  void readTrades(source, symbol).then((page) => page && live.trades.receive([...page].reverse()));
}

/**
 * The socket is back: the trades listed may come from a server that has restarted since (its ids
 * can be lower), so the list is read again and replaced (the trades channel has no snapshot push);
 * a failed read keeps the list unless the new pushes are numbered below it.
 */
function replaceTrades(source: MarketSource<TickerLike>, symbol: string, live: MarketLive): void {
  const generation = live.trades.resubscribed();
  void readTrades(source, symbol).then((page) =>
    page ? live.trades.receiveSnapshot(page, generation) : live.trades.snapshotFailed(generation),
  );
}

/** The session of one market on `source` (see MarketSource); screens get theirs from the functions below. */
function createMarketSession<T extends TickerLike>(source: MarketSource<T>, symbol: string): MarketSession<T> {
  const open = source.openChannel as ChannelOpener;
  const candles = new Map<string, LiveStore<Kline | undefined>>();
  const resyncDepth = () => source.resync({ channel: 'depth', symbol });
  let held: LiveStore<MarketLive> | undefined;

  /** The current bar of one interval and price: a live store over its kline channel, dropped when closed. */
  function candleStore(interval: KlineInterval, price: KlinePrice): LiveStore<Kline | undefined> {
    const key = `${interval}:${price}`;
    let store = candles.get(key);
    if (store) return store;
    const receive = (bar: Kline) => {
      if (bar.symbol === symbol && bar.interval === interval) store?.setState(() => bar);
    };
    store = createLiveStore<Kline | undefined>({
      initial: undefined,
      // A `last` bar's channel is named without `price` (the contract's channel table); a spot market has no `mark` bars.
      channels: () =>
        price === 'last' || source.markPrice
          ? [
              liveChannel(
                open,
                { channel: 'kline', symbol, interval, ...(price === 'mark' ? { price } : {}) },
                { onUpdate: receive },
              ),
            ]
          : [],
      resetOnClose: true,
    });
    candles.set(key, store);
    return store;
  }

  /** `live` as a live store over the depth and trades channels, whose pushes go straight to its models. */
  function liveStore(live: MarketLive): LiveStore<MarketLive> {
    const { book, trades } = live;
    return createLiveStore({
      initial: live,
      channels: () => [
        liveChannel(
          open,
          { channel: 'depth', symbol },
          { onSnapshot: book.receiveSnapshot, onUpdate: book.receiveUpdate, onGap: book.receiveGap },
        ),
        liveChannel(
          open,
          { channel: 'trades', symbol },
          { onUpdate: trades.receive, onResubscribed: () => replaceTrades(source, symbol, live) },
        ),
      ],
      // The page's REST data seeded the models; REST again only while the socket is down.
      seed: () => refreshLive(source, symbol, live),
      seedOnOpen: false,
      onClose: () => {
        book.dispose();
        trades.dispose();
        if (held?.getState() === live) held = undefined;
      },
    });
  }

  return {
    symbol,
    markPrice: source.markPrice,
    resyncDepth,
    candle: (interval, price = 'last') => candles.get(`${interval}:${price}`)?.getState(),
    subscribeCandle: (interval, listener, price = 'last') => candleStore(interval, price).subscribe(listener),
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
      if (held && typeof window !== 'undefined') return held.getState();
      // The market session asks the feed for a fresh snapshot (the channel layer resubscribes).
      return createMarketLive(symbol, seed, resyncDepth);
    },
    holdLive(live) {
      if (held?.getState() !== live) {
        // Another screen's models (they were made before this one was held): this one takes over.
        held?.dispose();
        held = liveStore(live);
      }
      return held.subscribe(() => {});
    },
  };
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
