import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../state/app-store.tsx';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { LocaleLink } from '../../../../ui/locale-link.tsx';
import { AccountTabBody, AccountTabList, useAccountTabs } from '../../shared/account/account-tabs.tsx';
import { Loading } from '../../shared/panel-states.tsx';
import { useTradeScreen } from '../trade-context.tsx';
import { type AccountTab, accountTabs as tabs } from './account-tabs.ts';

/** A signed-in trader's tables (and their dialogs and order calls): a visitor's first load goes without them. */
const TabContent = lazy(() => import('./account-tab-content.tsx').then((module) => ({ default: module.TabContent })));

/**
 * Open orders, order history, trade history and balances of the signed-in trader, live from the
 * private feed. A visitor sees the tabs with a way to log in.
 */
export function AccountPanel() {
  const { t } = useTranslation();
  const { account, market } = useTradeScreen();
  const signedIn = useAppStore((state) => state.user !== null);
  const tabState = useAccountTabs<AccountTab>(tabs, 'open');
  const { tab } = tabState;
  const [pairOnly, setPairOnly] = useState(false);
  const openCount = useLiveState(account?.store, (state) => state.openOrders.length, 0);
  const tabText = (name: AccountTab) =>
    `${t(`trade.account.tabs.${name}`)}${name === 'open' && signedIn && openCount > 0 ? ` (${openCount})` : ''}`;

  return (
    <section className="trade-panel account-panel" aria-label={t('trade.account.label')} data-testid="account-panel">
      <div className="trade-panel__bar">
        <AccountTabList state={tabState} label={t('trade.account.label')} text={tabText} />
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
      <AccountTabBody state={tabState} signedIn={signedIn} visitorMessage={t('trade.account.visitor')}>
        {account ? (
          <Suspense fallback={<Loading />}>
            <TabContent tab={tab} account={account} pairOnly={pairOnly} />
          </Suspense>
        ) : (
          <Loading />
        )}
      </AccountTabBody>
    </section>
  );
}
