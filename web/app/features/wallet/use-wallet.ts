import type { Ticker } from '@vela/contracts/market-data';
import type { Balance } from '@vela/contracts/trading';
import { type DemoDepositResponse, type WalletSummary, walletPaths, walletSummarySchema } from '@vela/contracts/wallet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api/browser-api.ts';
import { useHttpFallback } from '../../state/feed-hooks.ts';
import { useAccountSession } from '../../state/use-account-session.ts';
import { useLiveState } from '../../state/use-live-store.ts';
import { useTickerBatches } from '../../state/use-live-tickers.ts';
import { applyBalances, applyPrices, usdtPrices } from './model/valuation.ts';

export type WalletStatus = 'ready' | 'loading' | 'error';

export interface Wallet {
  /** Null until a summary has loaded. */
  summary: WalletSummary | null;
  status: WalletStatus;
  /** Counts the balance changes pushed since the page opened (the ledger reloads on it). */
  balanceChanges: number;
  refresh(): void;
  applyDeposit(deposit: DemoDepositResponse): void;
}

const noBalances: readonly Balance[] = [];

/**
 * The wallet summary the loader rendered, kept live: balances from the account session (the one
 * the trade screen shares, fed by the private `balances` channel), prices from the tickers
 * session, the whole summary again when the feed falls back to HTTP.
 */
export function useWallet(initial: WalletSummary | null): Wallet {
  const [summary, setSummary] = useState(initial);
  const [status, setStatus] = useState<WalletStatus>(initial ? 'ready' : 'error');
  const [balanceChanges, setBalanceChanges] = useState(0);

  useEffect(() => {
    setSummary(initial);
    setStatus(initial ? 'ready' : 'error');
  }, [initial]);

  const refresh = useCallback(() => {
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    browserApi()
      .get(walletPaths.summary)
      .then((response) => walletSummarySchema.parse(response))
      .then(
        (loaded) => {
          setSummary(loaded);
          setStatus('ready');
        },
        // A summary already shown stays (the next push or retry mends it); none at all is an error.
        () => setStatus((current) => (current === 'ready' ? current : 'error')),
      );
  }, []);

  // Every balance change the feed pushes to the account session: the balances it changed.
  const account = useAccountSession();
  const balances = useLiveState(account?.store, (state) => state.balances, noBalances);
  const pushes = useLiveState(account?.store, (state) => state.balancePushes, 0);
  const seen = useRef({ account, pushes, balances });
  useEffect(() => {
    const last = seen.current;
    seen.current = { account, pushes, balances };
    if (last.account !== account || last.pushes === pushes) return;
    const before = new Set(last.balances);
    const changed = balances.filter((balance) => !before.has(balance));
    if (changed.length > 0) {
      setSummary((current) => current && { ...current, assets: applyBalances(current.assets, changed) });
    }
    setBalanceChanges((count) => count + 1);
  }, [account, pushes, balances]);

  const onTickers = useCallback((tickers: readonly Ticker[]) => {
    const prices = usdtPrices(tickers);
    setSummary((current) => {
      if (!current) return current;
      const assets = applyPrices(current.assets, prices);
      return assets === current.assets ? current : { ...current, assets: [...assets] };
    });
  }, []);
  useTickerBatches(onTickers);

  useHttpFallback(refresh);

  const applyDeposit = useCallback((deposit: DemoDepositResponse) => {
    setSummary(
      (current) =>
        current && {
          ...current,
          assets: applyBalances(current.assets, [deposit.balance]),
          demoDeposits: {
            ...current.demoDeposits,
            allowances: current.demoDeposits.allowances.map((allowance) =>
              allowance.asset === deposit.asset ? { ...allowance, remainingToday: deposit.remainingToday } : allowance,
            ),
          },
        },
    );
  }, []);

  return { summary, status, balanceChanges, refresh, applyDeposit };
}
