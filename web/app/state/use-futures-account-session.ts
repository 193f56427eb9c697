import { useSyncExternalStore } from 'react';
import {
  currentFuturesAccount,
  type FuturesAccountSession,
  subscribeCurrentFuturesAccount,
} from './futures-account-session.ts';

const noAccount = (): FuturesAccountSession | undefined => undefined;

/** The signed-in user's futures account session; undefined for a visitor and on the server. */
export function useFuturesAccount(): FuturesAccountSession | undefined {
  return useSyncExternalStore(subscribeCurrentFuturesAccount, currentFuturesAccount, noAccount);
}
