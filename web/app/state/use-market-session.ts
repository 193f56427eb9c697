import type { Kline, KlineInterval, Trade } from '@vela/contracts/market-data';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { LiveBook, LiveBookView } from '../lib/market/live-book.ts';
import type { LiveTrades } from '../lib/market/live-trades.ts';
import { slowedSubscribe } from '../lib/market/slowed-subscribe.ts';
import { type MarketLive, type MarketLiveSeed, marketSession } from './market-session.ts';

const noCandle = (): Kline | undefined => undefined;

/** Selector: a market's current bar of one interval, live while mounted (undefined on the server). */
export function useLiveCandle(symbol: string, interval: KlineInterval): Kline | undefined {
  const subscribe = useCallback(
    (listener: () => void) => marketSession(symbol).subscribeCandle(interval, listener),
    [symbol, interval],
  );
  const read = useCallback(() => marketSession(symbol).candle(interval), [symbol, interval]);
  return useSyncExternalStore(subscribe, read, noCandle);
}

/**
 * A market's live book and trades, owned by its market session (made from `seed`, the page's REST
 * data, when the session holds none) and held, so fed by the feed, while mounted. `seed` is read
 * once, on the first render.
 */
export function useMarketLive(symbol: string, seed: MarketLiveSeed): MarketLive {
  const [live] = useState(() => marketSession(symbol).live(seed));
  useEffect(() => marketSession(symbol).holdLive(live), [symbol, live]);
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
