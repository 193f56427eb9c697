/**
 * Market sessions: one per market, outside React, on the channel layer (lib/realtime/channels.ts).
 * A session opens a channel when its first subscriber comes and closes it when the last one
 * leaves (the layer keeps one server subscription however many hold it):
 * - depth: the book's snapshot and updates by seq, gaps resynchronised by the layer;
 * - trades: batches of new trades, oldest first;
 * - candles: the current bar per interval, a value to select (useSyncExternalStore);
 * - ticker: the market's latest ticker (the shared ticker store the tickers channel feeds).
 * Screens read through the selector hooks of use-market-session.ts; no component subscribes to a
 * channel itself.
 */
import type { DepthSnapshot, DepthUpdate, Kline, KlineInterval, Ticker, Trade } from '@vela/contracts/market-data';
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
}

function createMarketSession(symbol: string): MarketSession {
  const candles = new Map<KlineInterval, { bar: Kline | undefined; listeners: Set<() => void>; close: () => void }>();

  return {
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
    resyncDepth: () => resyncChannel({ channel: 'depth', symbol }),
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
  };
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
