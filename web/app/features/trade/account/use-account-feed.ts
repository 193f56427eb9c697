import { useCallback, useEffect } from 'react';
import { useChannel, useHttpFallback } from '../../../state/feed-hooks.ts';
import type { TradingAccount } from './trading-account-store.ts';

/**
 * The signed-in trader's private channels: every order change and balance change is pushed, so
 * the lists follow without polling. Loaded over REST at start and after the socket was down.
 */
export function useAccountFeed(account: TradingAccount): void {
  useEffect(() => account.refresh(), [account]);
  useChannel({ channel: 'orders' }, { onUpdate: (order) => account.applyOrder(order) });
  useChannel({ channel: 'balances' }, { onUpdate: (balances) => account.applyBalances(balances) });
  const refresh = useCallback(() => account.refresh(), [account]);
  useHttpFallback(refresh);
}
