import { marketDataPaths, type Ticker, tickerListSchema, tickerSchema } from '@vela/contracts/market-data';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { browserApi } from '../../../lib/api/browser-api.ts';
import type { FeedMessage } from '../../../lib/realtime/frames.ts';
import { useFeedChannel, useHttpFallback } from '../../../lib/realtime/use-feed.ts';
import { browserTickers } from '../../../state/ticker-store.ts';

const tickersPush = z.array(tickerSchema);

/** Keeps the browser's ticker store live (the tickers channel, REST while the socket is down). */
export function useTickersFeed(initial: readonly Ticker[]): void {
  // In an effect: on the server the store is shared by every request and must stay empty.
  useEffect(() => browserTickers.apply(initial), [initial]);
  const onMessage = useCallback((message: FeedMessage) => {
    const parsed = tickersPush.safeParse(message.data);
    if (parsed.success) browserTickers.apply(parsed.data);
  }, []);
  useFeedChannel({ channel: 'tickers' }, 'spot.tickers', onMessage);
  const refresh = useCallback(() => {
    browserApi()
      .get(marketDataPaths.tickers)
      .then((response) => {
        const parsed = tickerListSchema.safeParse(response);
        if (parsed.success) browserTickers.apply(parsed.data.tickers);
      })
      .catch(() => {});
  }, []);
  useHttpFallback(refresh);
}

/** One market's ticker: the server-rendered one, then whatever the feed brings. */
export function useTicker(symbol: string, initial: Ticker | undefined): Ticker | undefined {
  return useSyncExternalStore(
    (listener) => browserTickers.subscribe(symbol, listener),
    () => browserTickers.get(symbol) ?? initial,
    () => initial,
  );
}
