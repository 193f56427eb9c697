import { useSyncExternalStore } from 'react';
import type { TradingAccount, TradingAccountState } from './trading-account-store.ts';

const noSubscription = () => () => {};

/**
 * A piece of the trader's account state; `fallback` for a visitor (no account) and on the
 * server. The selector must return a value that stays the same object until it changes.
 */
export function useAccountState<T>(
  account: TradingAccount | undefined,
  selector: (state: TradingAccountState) => T,
  fallback: T,
): T {
  return useSyncExternalStore(
    account ? account.store.subscribe : noSubscription,
    () => (account ? selector(account.store.getState()) : fallback),
    () => fallback,
  );
}
