import type { KlinePrice } from '@vela/contracts/futures';
import type { Kline, KlineInterval, Trade } from '@vela/contracts/market-data';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { LiveBook, LiveBookView } from '../lib/market/live-book.ts';
import type { LiveTrades } from '../lib/market/live-trades.ts';
import { slowedSubscribe } from '../lib/market/slowed-subscribe.ts';
import type { MarketLive, MarketLiveSeed } from './market-live.ts';
import { type AnyMarketSession, marketSession } from './market-session.ts';

/** A market session, or a spot market's symbol (its session: marketSession(symbol)). */
export type MarketRef = string | AnyMarketSession;

const sessionOf = (market: MarketRef): AnyMarketSession =>
  typeof market === 'string' ? marketSession(market) : market;

const noCandle = (): Kline | undefined => undefined;

/**
 * Selector: a market's current bar of one interval (a perpetual's mark-price bar with `mark`),
 * live while mounted (undefined on the server).
 */
export function useLiveCandle(
  market: MarketRef,
  interval: KlineInterval,
  price: KlinePrice = 'last',
): Kline | undefined {
  const subscribe = useCallback(
    (listener: () => void) => sessionOf(market).subscribeCandle(interval, listener, price),
    [market, interval, price],
  );
  const read = useCallback(() => sessionOf(market).candle(interval, price), [market, interval, price]);
  return useSyncExternalStore(subscribe, read, noCandle);
}

/**
 * A market's live book and trades, owned by its market session (made from `seed`, the page's REST
 * data, when the session holds none) and held, so fed by the feed, while mounted. `seed` is read
 * once, on the first render.
 */
export function useMarketLive(market: MarketRef, seed: MarketLiveSeed): MarketLive {
  const [live] = useState(() => sessionOf(market).live(seed));
  useEffect(() => sessionOf(market).holdLive(live), [market, live]);
  return live;
}

/**
 * Selector of the live book's drawn view (told at most once per frame, or once per `everyMs` for
 * a part that need not follow each draw); `select` must return a stable value.
 */
export function useBookView<T>(book: LiveBook, select: (view: LiveBookView) => T, everyMs?: number): T {
  const read = () => select(book.getView());
  const subscribe = useMemo(
    () => (everyMs === undefined ? book.subscribe : slowedSubscribe(book.subscribe, everyMs)),
    [book, everyMs],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/** Selector of the recent trades, newest first (told at most once per frame); `select` must return a stable value. */
export function useRecentTrades<T>(trades: LiveTrades, select: (list: readonly Trade[]) => T): T {
  const read = () => select(trades.getTrades());
  return useSyncExternalStore(trades.subscribe, read, read);
}
