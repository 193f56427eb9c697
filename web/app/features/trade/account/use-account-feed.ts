import { balancePushSchema, orderPushSchema } from '@vela/contracts/trading';
import { useCallback, useEffect } from 'react';
import type { FeedMessage } from '../../../lib/realtime/frames.ts';
import { useFeedChannel, useHttpFallback } from '../../../lib/realtime/use-feed.ts';
import type { TradingAccount } from './trading-account-store.ts';

/**
 * The signed-in trader's private channels: every order change and balance change is pushed, so
 * the lists follow without polling. Loaded over REST at start and after the socket was down.
 */
export function useAccountFeed(account: TradingAccount): void {
  useEffect(() => account.refresh(), [account]);
  const onOrder = useCallback(
    (message: FeedMessage) => {
      const parsed = orderPushSchema.safeParse(message.data);
      if (parsed.success) account.applyOrder(parsed.data);
    },
    [account],
  );
  const onBalances = useCallback(
    (message: FeedMessage) => {
      const parsed = balancePushSchema.safeParse(message.data);
      if (parsed.success) account.applyBalances(parsed.data);
    },
    [account],
  );
  useFeedChannel({ channel: 'orders' }, 'spot.orders', onOrder);
  useFeedChannel({ channel: 'balances' }, 'spot.balances', onBalances);
  const refresh = useCallback(() => account.refresh(), [account]);
  useHttpFallback(refresh);
}
