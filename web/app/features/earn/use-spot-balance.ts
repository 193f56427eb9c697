import type { Balance } from '@vela/contracts/trading';
import { useCallback } from 'react';
import { availableOf } from '../../lib/trading/account-lists.ts';
import type { TradingAccountState } from '../../state/trading-account.ts';
import { useAccountSession } from '../../state/use-account-session.ts';
import { useLiveState } from '../../state/use-live-store.ts';

const noBalances: TradingAccountState['balances'] = [];

/**
 * The signed-in user's available spot balance of `asset` from the account session (live over the
 * private feed); null for a visitor and until the balances have loaded. `apply` takes a balance a
 * call answered with, so the form shows it before the push arrives.
 */
export function useSpotBalance(asset: string): { available: string | null; apply(balance: Balance): void } {
  const account = useAccountSession();
  const balances = useLiveState(account?.store, (state) => state.balances, noBalances);
  const ready = useLiveState(account?.store, (state) => state.balancesStatus === 'ready', false);
  const apply = useCallback((balance: Balance) => account?.applyBalances([balance]), [account]);
  return { available: ready ? availableOf(balances, asset) : null, apply };
}
