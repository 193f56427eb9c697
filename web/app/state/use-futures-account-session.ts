import { useSyncExternalStore } from 'react';
import {
  currentFuturesAccount,
  type FuturesAccountSession,
  type FuturesAccountState,
  subscribeCurrentFuturesAccount,
} from './futures-account-session.ts';

const noAccount = (): FuturesAccountSession | undefined => undefined;
const noSubscription = () => () => {};

/** The signed-in user's futures account session; undefined for a visitor and on the server. */
export function useFuturesAccount(): FuturesAccountSession | undefined {
  return useSyncExternalStore(subscribeCurrentFuturesAccount, currentFuturesAccount, noAccount);
}

/**
 * Selector: a piece of the futures account's state (subscribing opens the session: REST reads and
 * the private futures channels, see FuturesAccountSession.store); `fallback` for a visitor and on
 * the server. The selector must return a value that stays the same object until it changes.
 */
export function useFuturesAccountState<T>(
  account: FuturesAccountSession | undefined,
  selector: (state: FuturesAccountState) => T,
  fallback: T,
): T {
  return useSyncExternalStore(
    account ? account.store.subscribe : noSubscription,
    () => (account ? selector(account.store.getState()) : fallback),
    () => fallback,
  );
}
