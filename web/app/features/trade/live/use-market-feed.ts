import { depthSnapshotSchema, marketDataPaths, tradeListSchema } from '@vela/contracts/market-data';
import { useCallback, useEffect } from 'react';
import { browserApi } from '../../../lib/api/browser-api.ts';
import { useHttpFallback } from '../../../state/feed-hooks.ts';
import { marketSession } from '../../../state/market-session.ts';
import type { LiveBook } from '../book/live-book.ts';
import type { LiveTrades } from '../trades/live-trades.ts';

/**
 * Feeds one market's book and trades from its market session (the depth channel: a snapshot,
 * then updates by seq, gaps resynchronised by the channel layer; the trades channel); while the
 * socket is down, from the REST snapshots.
 */
export function useMarketFeed(symbol: string, book: LiveBook, trades: LiveTrades): void {
  useEffect(() => {
    const session = marketSession(symbol);
    const closeDepth = session.subscribeDepth({
      onSnapshot: (snapshot) => book.receiveSnapshot(snapshot),
      onUpdate: (update) => book.receiveUpdate(update),
      onGap: () => book.receiveGap(),
    });
    const closeTrades = session.subscribeTrades({ onTrades: (batch) => trades.receive(batch) });
    return () => {
      closeDepth();
      closeTrades();
    };
  }, [symbol, book, trades]);

  const refresh = useCallback(() => {
    const api = browserApi();
    api
      .get(marketDataPaths.depth, { symbol, limit: 100 })
      .then((response) => {
        const parsed = depthSnapshotSchema.safeParse(response);
        if (parsed.success) book.receiveSnapshot(parsed.data);
      })
      .catch(() => {});
    api
      .get(marketDataPaths.trades, { symbol, limit: 50 })
      .then((response) => {
        const parsed = tradeListSchema.safeParse(response);
        // The page is newest first; the list takes pushes oldest first.
        if (parsed.success) trades.receive([...parsed.data.trades].reverse());
      })
      .catch(() => {});
  }, [symbol, book, trades]);
  useHttpFallback(refresh);
}
