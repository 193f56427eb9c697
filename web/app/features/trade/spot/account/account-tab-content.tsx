import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradingAccount } from '../../../../state/trading-account.ts';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { PagedFooter } from '../../shared/account/paged-footer.tsx';
import { LoadFailed, Loading } from '../../shared/panel-states.tsx';
import { useTradeScreen } from '../trade-context.tsx';
import type { AccountTab } from './account-tabs.ts';
import { BalancesTable } from './balances-table.tsx';
import { FillsTable } from './fills-table.tsx';
import { OpenOrdersTable } from './open-orders-table.tsx';
import { OrderHistoryTable } from './order-history-table.tsx';

/** The content of one tab for a signed-in trader; histories are read the first time they are shown. */
export function TabContent({
  tab,
  account,
  pairOnly,
}: {
  tab: AccountTab;
  account: TradingAccount;
  pairOnly: boolean;
}) {
  const { t } = useTranslation();
  const { market } = useTradeScreen();
  const state = useLiveState(account?.store, (current) => current, account.store.getState());
  const symbol = pairOnly ? market.symbol : undefined;

  useEffect(() => account.setHistorySymbol(symbol), [account, symbol]);
  useEffect(() => {
    const current = account.store.getState();
    if (tab === 'history' && current.orderHistory.status === 'idle') account.loadOrderHistory();
    if (tab === 'fills' && current.fills.status === 'idle') account.loadFills();
  }, [account, tab]);

  switch (tab) {
    case 'open': {
      if (state.openStatus === 'loading' || state.openStatus === 'idle') return <Loading />;
      if (state.openStatus === 'error') return <LoadFailed onRetry={account.refresh} />;
      const orders = symbol ? state.openOrders.filter((order) => order.symbol === symbol) : state.openOrders;
      return <OpenOrdersTable orders={orders} symbol={symbol} />;
    }
    case 'history': {
      const list = state.orderHistory;
      if (list.items.length === 0) {
        if (list.status === 'error') return <LoadFailed onRetry={() => account.loadOrderHistory()} />;
        if (list.status !== 'ready') return <Loading />;
        return (
          <p className="trade-panel__empty" role="status">
            {t('trade.account.noHistory')}
          </p>
        );
      }
      return (
        <>
          <OrderHistoryTable orders={list.items} />
          <PagedFooter list={list} onMore={() => account.loadOrderHistory(true)} />
        </>
      );
    }
    case 'fills': {
      const list = state.fills;
      if (list.items.length === 0) {
        if (list.status === 'error') return <LoadFailed onRetry={() => account.loadFills()} />;
        if (list.status !== 'ready') return <Loading />;
        return (
          <p className="trade-panel__empty" role="status">
            {t('trade.account.noFills')}
          </p>
        );
      }
      return (
        <>
          <FillsTable fills={list.items} />
          <PagedFooter list={list} onMore={() => account.loadFills(true)} />
        </>
      );
    }
    case 'balances': {
      if (state.balancesStatus === 'loading' || state.balancesStatus === 'idle') return <Loading />;
      if (state.balancesStatus === 'error') return <LoadFailed onRetry={account.refresh} />;
      if (state.balances.length === 0) {
        return (
          <p className="trade-panel__empty" role="status">
            {t('trade.account.noBalances')}
          </p>
        );
      }
      return <BalancesTable balances={state.balances} />;
    }
  }
}
