import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradingAccount } from '../../../state/account-session.ts';
import { useAppStore } from '../../../state/app-store.tsx';
import { useAccountState } from '../../../state/use-account-session.ts';
import { LocaleLink } from '../../../ui/locale-link.tsx';
import { VisitorActions } from '../form/visitor-actions.tsx';
import { useTradeScreen } from '../trade-context.tsx';
import { BalancesTable } from './balances-table.tsx';
import { FillsTable } from './fills-table.tsx';
import { OpenOrdersTable } from './open-orders-table.tsx';
import { OrderHistoryTable } from './order-history-table.tsx';
import { PagedFooter } from './paged-footer.tsx';

const tabs = ['open', 'history', 'fills', 'balances'] as const;
type Tab = (typeof tabs)[number];

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="trade-panel__empty" role="status">
      {t('common.loading')}
    </p>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="trade-panel__empty" role="alert">
      {t('trade.account.loadFailed')}{' '}
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('trade.retry')}
      </button>
    </p>
  );
}

/** The content of one tab for a signed-in trader; histories are read the first time they are shown. */
function TabContent({ tab, account, pairOnly }: { tab: Tab; account: TradingAccount; pairOnly: boolean }) {
  const { t } = useTranslation();
  const { market } = useTradeScreen();
  const state = useAccountState(account, (current) => current, account.store.getState());
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

/**
 * Open orders, order history, trade history and balances of the signed-in trader, live from the
 * private feed. A visitor sees the tabs with a way to log in.
 */
export function AccountPanel() {
  const { t } = useTranslation();
  const { account, market } = useTradeScreen();
  const signedIn = useAppStore((state) => state.user !== null);
  const [tab, setTab] = useState<Tab>('open');
  const [pairOnly, setPairOnly] = useState(false);
  const openCount = useAccountState(account, (state) => state.openOrders.length, 0);
  const id = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? 'open';
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section className="trade-panel account-panel" aria-label={t('trade.account.label')} data-testid="account-panel">
      <div className="trade-panel__bar">
        <div className="account-panel__tabs" role="tablist" aria-label={t('trade.account.label')} onKeyDown={onKeyDown}>
          {tabs.map((name) => (
            <button
              key={name}
              ref={(element) => {
                if (element) tabRefs.current.set(name, element);
              }}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-controls={`${id}-${name}`}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
            >
              {t(`trade.account.tabs.${name}`)}
              {name === 'open' && signedIn && openCount > 0 ? ` (${openCount})` : ''}
            </button>
          ))}
        </div>
        {signedIn && tab !== 'balances' && (
          <label className="account-panel__filter">
            <input type="checkbox" checked={pairOnly} onChange={(event) => setPairOnly(event.target.checked)} />
            {t('trade.account.pairOnly', { pair: `${market.base}/${market.quote}` })}
          </label>
        )}
        {signedIn && (
          <LocaleLink to="/wallet" className="account-panel__wallet" data-testid="trade-wallet-link">
            {t('header.wallet')}
          </LocaleLink>
        )}
      </div>
      <div
        className="account-panel__body"
        role="tabpanel"
        id={`${id}-${tab}`}
        aria-labelledby={`${id}-${tab}-tab`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus when it has nothing focusable.
        tabIndex={0}
      >
        {!signedIn ? (
          <div className="account-panel__visitor">
            <VisitorActions message={t('trade.account.visitor')} />
          </div>
        ) : account ? (
          <TabContent tab={tab} account={account} pairOnly={pairOnly} />
        ) : (
          <Loading />
        )}
      </div>
    </section>
  );
}
