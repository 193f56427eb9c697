import { useSyncExternalStore } from 'react';
import { currentAccount, subscribeCurrentAccount } from './account-session.ts';
import { createTradingAccount, type TradingAccount } from './trading-account.ts';

const noAccount = (): TradingAccount | undefined => undefined;
const browserAccount = () => currentAccount(() => createTradingAccount());

/** The signed-in user's account session; undefined for a visitor and on the server. */
export function useAccountSession(): TradingAccount | undefined {
  return useSyncExternalStore(subscribeCurrentAccount, browserAccount, noAccount);
}
