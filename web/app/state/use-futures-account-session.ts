import type { FuturesContract } from '@vela/contracts/futures';
import type { FuturesAccountSummary } from '@vela/contracts/futures-trading';
import { useMemo, useSyncExternalStore } from 'react';
import {
  currentFuturesAccount,
  type FuturesAccountSession,
  subscribeCurrentFuturesAccount,
} from './futures-account-session.ts';
import { liveAccountSummary } from './futures-live-summary.ts';
import { useLiveState } from './use-live-store.ts';
import { useFuturesTickerSnapshot } from './use-live-tickers.ts';

const noAccount = (): FuturesAccountSession | undefined => undefined;

/** The signed-in user's futures account session; undefined for a visitor and on the server. */
export function useFuturesAccount(): FuturesAccountSession | undefined {
  return useSyncExternalStore(subscribeCurrentFuturesAccount, currentFuturesAccount, noAccount);
}

/**
 * The account summary at the live marks (futures-live-summary.ts), from the same futures account
 * and tickers the position rows read; undefined until the summary is read.
 */
export function useLiveAccountSummary(
  account: FuturesAccountSession | undefined,
  contracts: readonly Pick<FuturesContract, 'symbol' | 'riskTiers'>[],
): FuturesAccountSummary | undefined {
  const state = useLiveState(account?.store, (current) => current, undefined);
  const tickers = useFuturesTickerSnapshot(state !== undefined && state.positions.length > 0);
  return useMemo(
    () => state && liveAccountSummary(state, contracts, (symbol) => tickers.get(symbol)?.markPrice),
    [state, contracts, tickers],
  );
}
