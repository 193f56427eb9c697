import { useSyncExternalStore } from 'react';
import { currentAccount, subscribeCurrentAccount } from './account-session.ts';
import { createTradingAccount, type TradingAccount, type TradingAccountState } from './trading-account.ts';

const noAccount = (): TradingAccount | undefined => undefined;
const browserAccount = () => currentAccount(() => createTradingAccount());
const noSubscription = () => () => {};

/** The signed-in user's account session; undefined for a visitor and on the server. */
export function useAccountSession(): TradingAccount | undefined {
  return useSyncExternalStore(subscribeCurrentAccount, browserAccount, noAccount);
}

/**
 * Selector: a piece of the account session's state (subscribing opens the session: see
 * TradingAccount.store); `fallback` for a visitor (no account) and on the server. The selector
 * must return a value that stays the same object until it changes.
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
