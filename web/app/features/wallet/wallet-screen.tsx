import type { EarnSummary } from '@vela/contracts/earn';
import { localeByCode } from '@vela/contracts/locale-table';
import type { DemoDepositResponse, WalletSummary } from '@vela/contracts/wallet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fractionDigits } from '../../lib/format/money.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore, useAppStoreApi } from '../../state/app-store.tsx';
import { RetryFailure } from '../../ui/retry-failure.tsx';
import { AssetList } from './asset-list.tsx';
import {
  HIDE_SMALL_BALANCES_KEY,
  readBalanceChoice,
  SHOW_ZERO_BALANCES_KEY,
  writeBalanceChoice,
} from './balance-choices.ts';
import { DemoDepositPanel } from './demo-deposit-panel.tsx';
import { LedgerHistory } from './ledger-history.tsx';
import { addTotals, earnHoldingRows } from './model/earn-holdings.ts';
import type { AssetFilter } from './model/filters.ts';
import { USDT_ESTIMATE_DECIMALS } from './model/format.ts';
import { usdtTotalShown, valueInPricingCurrency } from './model/valuation.ts';
import { useDemoDeposit } from './use-demo-deposit.ts';
import { useEarnHoldings } from './use-earn-holdings.ts';
import { useLedger } from './use-ledger.ts';
import { useWallet } from './use-wallet.ts';
import { WalletOverview } from './wallet-overview.tsx';
import './wallet.css';

/** A pushed balance change usually comes with others (a fill moves two assets and a fee): one reload for all. */
const RELOAD_AFTER_PUSH_MS = 400;

function WalletFailure({ onRetry, busy }: { onRetry(): void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <RetryFailure
      className="wallet-error"
      message={t('wallet.error')}
      retryLabel={t('wallet.retry')}
      onRetry={onRetry}
      busy={busy}
      busyLabel={t('common.loading')}
    />
  );
}

/** The wallet: total (earn holdings included), demo deposit, balances and the ledger history, all live. */
export function WalletScreen({
  initial,
  earn: earnInitial,
}: {
  initial: WalletSummary | null;
  earn: EarnSummary | null;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const { tag, timeZone } = localeByCode[locale];
  const currency = useAppStore((state) => state.pricingCurrency);
  const rate = useAppStore((state) => state.fxRates[state.pricingCurrency]);
  const store = useAppStoreApi();
  const wallet = useWallet(initial);
  const earn = useEarnHoldings(earnInitial);
  const ledger = useLedger(timeZone);
  const { reload: reloadLedger, pagedBeyondFirst } = ledger;
  const { applyDeposit } = wallet;
  const onDeposited = useCallback(
    (deposit: DemoDepositResponse) => {
      applyDeposit(deposit);
      reloadLedger();
    },
    [applyDeposit, reloadLedger],
  );
  const depositing = useDemoDeposit(onDeposited);
  const [assetFilter, setAssetFilter] = useState<AssetFilter>({ search: '', hideSmall: false, showZero: false });

  // The remembered choices are the browser's: read after hydration, so the server render matches.
  useEffect(
    () =>
      setAssetFilter((filter) => ({
        ...filter,
        hideSmall: readBalanceChoice(HIDE_SMALL_BALANCES_KEY),
        showZero: readBalanceChoice(SHOW_ZERO_BALANCES_KEY),
      })),
    [],
  );
  const changeAssetFilter = (filter: AssetFilter) => {
    if (filter.hideSmall !== assetFilter.hideSmall) writeBalanceChoice(HIDE_SMALL_BALANCES_KEY, filter.hideSmall);
    if (filter.showZero !== assetFilter.showZero) writeBalanceChoice(SHOW_ZERO_BALANCES_KEY, filter.showZero);
    setAssetFilter(filter);
  };

  const valued = useMemo(
    () => (wallet.summary ? valueInPricingCurrency(wallet.summary.assets, rate, fractionDigits(currency)) : undefined),
    [wallet.summary, rate, currency],
  );
  // The USDT estimate follows the same rule at cents, so with a rate of 1 both totals read alike.
  const usdtShown = useMemo(
    () => (wallet.summary ? usdtTotalShown(wallet.summary.assets, USDT_ESTIMATE_DECIMALS) : ''),
    [wallet.summary],
  );

  // Earn holdings priced like the spot rows, shown as one line and added to the totals.
  const earnValued = useMemo(
    () =>
      wallet.summary && earn.summary
        ? valueInPricingCurrency(earnHoldingRows(earn.summary, wallet.summary.assets), rate, fractionDigits(currency))
        : undefined,
    [wallet.summary, earn.summary, rate, currency],
  );
  const earnUsdtShown = useMemo(
    () =>
      wallet.summary && earn.summary
        ? usdtTotalShown(earnHoldingRows(earn.summary, wallet.summary.assets), USDT_ESTIMATE_DECIMALS)
        : '0',
    [wallet.summary, earn.summary],
  );

  // The account menu shows the spot total, as on every other page.
  const totalUsdt = valued?.totalUsdt;
  useEffect(() => {
    if (totalUsdt !== undefined) store.getState().setTotalAsset(totalUsdt);
  }, [store, totalUsdt]);

  // A pushed change may come from anywhere (an order, a deposit in another tab): once the pushes
  // settle, the ledger's first page and the allowances are read again.
  const { balanceChanges, refresh: refreshWallet } = wallet;
  const { refresh: refreshEarn } = earn;
  useEffect(() => {
    if (balanceChanges === 0) return;
    const timer = window.setTimeout(() => {
      refreshWallet();
      refreshEarn();
      if (!pagedBeyondFirst) reloadLedger();
    }, RELOAD_AFTER_PUSH_MS);
    return () => window.clearTimeout(timer);
  }, [balanceChanges, pagedBeyondFirst, reloadLedger, refreshWallet, refreshEarn]);

  return (
    <div className="wallet">
      <h1>{t('wallet.heading')}</h1>
      {!wallet.summary || !valued ? (
        <WalletFailure onRetry={wallet.refresh} busy={wallet.status === 'loading'} />
      ) : (
        <>
          <div className="wallet__top">
            <WalletOverview
              total={earnValued ? addTotals(valued.total, earnValued.total, fractionDigits(currency)) : valued.total}
              totalUsdt={addTotals(usdtShown, earnUsdtShown, USDT_ESTIMATE_DECIMALS) ?? usdtShown}
              earn={earnValued && { value: earnValued.total, usdt: earnUsdtShown }}
              currency={currency}
              localeTag={tag}
            />
            <DemoDepositPanel
              allowances={wallet.summary.demoDeposits.allowances}
              perDay={wallet.summary.demoDeposits.perDay}
              pending={depositing.pending}
              outcome={depositing.outcome}
              onDeposit={(asset) => void depositing.deposit(asset)}
              localeTag={tag}
            />
          </div>
          <AssetList
            rows={valued.rows}
            filter={assetFilter}
            onFilterChange={changeAssetFilter}
            currency={currency}
            localeTag={tag}
          />
          <LedgerHistory ledger={ledger} assets={wallet.summary.assets.map((row) => row.asset)} locale={locale} />
        </>
      )}
    </div>
  );
}
