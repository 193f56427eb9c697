import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../state/app-store.tsx';
import type { FuturesAccountSession } from '../../../../state/futures-account-session.ts';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { AccountTabBody, AccountTabList, useAccountTabs } from '../../shared/account/account-tabs.tsx';
import { PagedFooter } from '../../shared/account/paged-footer.tsx';
import { Segmented } from '../../shared/form/segmented.tsx';
import { Empty, LoadFailed, Loading } from '../../shared/panel-states.tsx';
import { useFuturesTerminal } from '../futures-context.tsx';
import {
  FillsTable,
  FundingTable,
  OrderHistoryTable,
  PositionHistoryTable,
  TransfersTable,
} from './history-tables.tsx';
import type { PnlBasis } from './model/position-figures.ts';
import { OrdersTable } from './orders-table.tsx';
import { PositionsView } from './positions-view.tsx';
import { RateLimitedRetry } from './rate-limited-retry.tsx';
import { RiskBanner } from './risk-banner.tsx';
import '../futures-trading.css';

const tabs = [
  'positions',
  'positionHistory',
  'open',
  'conditional',
  'history',
  'fills',
  'funding',
  'transfers',
] as const;
type Tab = (typeof tabs)[number];

/** Tabs whose list can show the current contract only. */
const filtered = new Set<Tab>(['positionHistory', 'open', 'conditional', 'history', 'fills', 'funding']);

type Paged = 'orderHistory' | 'positionHistory' | 'fills' | 'funding' | 'transfers';
const pagedOf: Partial<Record<Tab, Paged>> = {
  positionHistory: 'positionHistory',
  history: 'orderHistory',
  fills: 'fills',
  funding: 'funding',
  transfers: 'transfers',
};

function loadPaged(account: FuturesAccountSession, list: Paged, more?: boolean): void {
  if (list === 'orderHistory') account.loadOrderHistory(more);
  else if (list === 'positionHistory') account.loadPositionHistory(more);
  else if (list === 'fills') account.loadFills(more);
  else if (list === 'funding') account.loadFunding(more);
  else account.loadTransfers(more);
}

/** The content of one tab for a signed-in trader; histories are read the first time they are shown. */
function TabContent({
  tab,
  account,
  contractOnly,
  basis,
  onNotice,
}: {
  tab: Tab;
  account: FuturesAccountSession;
  contractOnly: boolean;
  basis: PnlBasis;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { contract } = useFuturesTerminal();
  const symbol = contractOnly ? contract.symbol : undefined;
  const paged = pagedOf[tab];
  const key = paged ?? 'transfers';
  // One selector per piece: a summary or a list of another tab changing redraws nothing here.
  const initial = account.store.getState();
  const positions = useLiveState(account?.store, (state) => state.positions, initial.positions);
  const positionsStatus = useLiveState(account?.store, (state) => state.positionsStatus, initial.positionsStatus);
  const openOrders = useLiveState(account?.store, (state) => state.openOrders, initial.openOrders);
  const openStatus = useLiveState(account?.store, (state) => state.openStatus, initial.openStatus);
  const orderHistory = useLiveState(account?.store, (state) => state.orderHistory, initial.orderHistory);
  const positionHistory = useLiveState(account?.store, (state) => state.positionHistory, initial.positionHistory);
  const fills = useLiveState(account?.store, (state) => state.fills, initial.fills);
  const funding = useLiveState(account?.store, (state) => state.funding, initial.funding);
  const transfers = useLiveState(account?.store, (state) => state.transfers, initial.transfers);
  const list = { orderHistory, positionHistory, fills, funding, transfers }[key];

  useEffect(() => account.setHistorySymbol(symbol), [account, symbol]);
  useEffect(() => {
    if (paged && account.store.getState()[paged].status === 'idle') loadPaged(account, paged);
  }, [account, paged]);

  if (tab === 'positions' || tab === 'open' || tab === 'conditional') {
    const status = tab === 'positions' ? positionsStatus : openStatus;
    if (status === 'idle' || status === 'loading') return <Loading />;
    if (status === 'error') return <LoadFailed onRetry={account.refresh} />;
    if (tab === 'positions') return <PositionsView positions={positions} basis={basis} onNotice={onNotice} />;
    const conditional = tab === 'conditional';
    const orders = openOrders.filter(
      (order) => (order.status === 'untriggered') === conditional && (!symbol || order.symbol === symbol),
    );
    return <OrdersTable orders={orders} conditional={conditional} />;
  }
  if (list.items.length === 0) {
    if (list.status === 'error')
      return list.retryAfter ? (
        <RateLimitedRetry retryAfter={list.retryAfter} onRetry={() => loadPaged(account, key)} />
      ) : (
        <LoadFailed onRetry={() => loadPaged(account, key)} />
      );
    if (list.status !== 'ready') return <Loading />;
    return <Empty text={t(`futuresAccount.empty.${tab}`)} />;
  }
  const more = () => loadPaged(account, key, true);
  return (
    <>
      {tab === 'positionHistory' && <PositionHistoryTable positions={positionHistory.items} />}
      {tab === 'history' && <OrderHistoryTable orders={orderHistory.items} />}
      {tab === 'fills' && <FillsTable fills={fills.items} />}
      {tab === 'funding' && <FundingTable payments={funding.items} />}
      {tab === 'transfers' && <TransfersTable transfers={transfers.items} />}
      <PagedFooter list={list} onMore={more} />
    </>
  );
}

/**
 * Positions, closed positions, open and conditional orders, order, trade, funding and transfer histories of the
 * signed-in trader, live from the private futures feed, under the live risk notices. A visitor
 * sees the tabs with a way to log in.
 */
export function FuturesAccountPanel() {
  const { t } = useTranslation();
  const { account, contract } = useFuturesTerminal();
  const signedIn = useAppStore((state) => state.user !== null);
  const tabState = useAccountTabs<Tab>(tabs, 'positions');
  const { tab } = tabState;
  const [contractOnly, setContractOnly] = useState(false);
  const [basis, setBasis] = useState<PnlBasis>('mark');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const positionCount = useLiveState(account?.store, (state) => state.positions.length, 0);
  const openCount = useLiveState(
    account?.store,
    (state) => state.openOrders.filter((order) => order.status === 'open').length,
    0,
  );
  const conditionalCount = useLiveState(
    account?.store,
    (state) => state.openOrders.filter((order) => order.status === 'untriggered').length,
    0,
  );
  const counts: Partial<Record<Tab, number>> = {
    positions: positionCount,
    open: openCount,
    conditional: conditionalCount,
  };
  const tabText = (name: Tab) =>
    `${t(`futuresAccount.tabs.${name}`)}${signedIn && (counts[name] ?? 0) > 0 ? ` (${counts[name]})` : ''}`;

  return (
    <section
      className="trade-panel account-panel futures-account"
      aria-label={t('futuresAccount.label')}
      data-testid="futures-account-panel"
    >
      {signedIn && <RiskBanner />}
      <div className="trade-panel__bar">
        <AccountTabList
          state={tabState}
          label={t('futuresAccount.label')}
          text={tabText}
          testId={(name) => `futures-tab-${name}`}
        />
        {signedIn && tab === 'positions' && (
          <Segmented<PnlBasis>
            label={t('futuresAccount.pnlBasis')}
            className="futures-form__choice futures-account__basis"
            value={basis}
            onChange={setBasis}
            options={[
              { value: 'mark', text: t('futuresAccount.byMark') },
              { value: 'last', text: t('futuresAccount.byLast') },
            ]}
          />
        )}
        {signedIn && filtered.has(tab) && (
          <label className="account-panel__filter">
            <input type="checkbox" checked={contractOnly} onChange={(event) => setContractOnly(event.target.checked)} />
            {t('futuresAccount.contractOnly', { contract: `${contract.base}${contract.quote}` })}
          </label>
        )}
      </div>
      {notice && (
        <p className="order-form__outcome futures-account__notice" role="status" data-testid="futures-account-notice">
          {notice}
        </p>
      )}
      <AccountTabBody state={tabState} signedIn={signedIn} visitorMessage={t('futuresAccount.visitor')}>
        {account ? (
          <TabContent tab={tab} account={account} contractOnly={contractOnly} basis={basis} onNotice={setNotice} />
        ) : (
          <Loading />
        )}
      </AccountTabBody>
    </section>
  );
}
