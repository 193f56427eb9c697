import {
  depthSnapshotSchema,
  depthUpdateSchema,
  marketDataPaths,
  tradeListSchema,
  tradeSchema,
} from '@vela/contracts/market-data';
import { useCallback } from 'react';
import { z } from 'zod';
import { browserApi } from '../../../lib/api/browser-api.ts';
import type { FeedMessage } from '../../../lib/realtime/frames.ts';
import { useFeedChannel, useHttpFallback } from '../../../lib/realtime/use-feed.ts';
import type { LiveBook } from '../book/live-book.ts';
import type { LiveTrades } from '../trades/live-trades.ts';

const tradesPush = z.array(tradeSchema);

/**
 * Feeds one market's book and trades from the socket: the depth channel (a snapshot, then
 * updates by seq) and the trades channel; while the socket is down, from the REST snapshots.
 */
export function useMarketFeed(symbol: string, book: LiveBook, trades: LiveTrades): void {
  const onSnapshot = useCallback(
    (message: FeedMessage) => {
      const parsed = depthSnapshotSchema.safeParse(message.data);
      if (parsed.success) book.receiveSnapshot(parsed.data);
    },
    [book],
  );
  const onUpdate = useCallback(
    (message: FeedMessage) => {
      const parsed = depthUpdateSchema.safeParse(message.data);
      if (parsed.success) book.receiveUpdate(parsed.data);
    },
    [book],
  );
  const onTrades = useCallback(
    (message: FeedMessage) => {
      const parsed = tradesPush.safeParse(message.data);
      if (parsed.success) trades.receive(parsed.data);
    },
    [trades],
  );
  useFeedChannel({ channel: 'depth', symbol }, 'spot.depth.snapshot', onSnapshot);
  useFeedChannel({ channel: 'depth', symbol }, 'spot.depth.update', onUpdate);
  useFeedChannel({ channel: 'trades', symbol }, 'spot.trades', onTrades);

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
