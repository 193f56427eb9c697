import { tickerSchema } from '@vela/contracts/market-data';
import { balancePushSchema } from '@vela/contracts/trading';
import { type DemoDepositResponse, type WalletSummary, walletPaths, walletSummarySchema } from '@vela/contracts/wallet';
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { browserApi } from '../../lib/api/browser-api.ts';
import type { FeedMessage } from '../../lib/realtime/frames.ts';
import { useFeedChannel, useHttpFallback } from '../../lib/realtime/use-feed.ts';
import { applyBalances, applyPrices, usdtPrices } from './model/valuation.ts';

const tickerPush = z.array(tickerSchema);

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

/**
 * The wallet summary the loader rendered, kept live: balances from the private `balances`
 * channel, prices from the `tickers` channel, the whole summary again when the feed falls back
 * to HTTP.
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

  const onBalances = useCallback((message: FeedMessage) => {
    const pushed = balancePushSchema.safeParse(message.data);
    if (!pushed.success) return;
    setSummary((current) => current && { ...current, assets: applyBalances(current.assets, pushed.data) });
    setBalanceChanges((count) => count + 1);
  }, []);
  useFeedChannel({ channel: 'balances' }, 'spot.balances', onBalances);

  const onTickers = useCallback((message: FeedMessage) => {
    const tickers = tickerPush.safeParse(message.data);
    if (!tickers.success) return;
    const prices = usdtPrices(tickers.data);
    setSummary((current) => {
      if (!current) return current;
      const assets = applyPrices(current.assets, prices);
      return assets === current.assets ? current : { ...current, assets: [...assets] };
    });
  }, []);
  useFeedChannel({ channel: 'tickers' }, 'spot.tickers', onTickers);

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
