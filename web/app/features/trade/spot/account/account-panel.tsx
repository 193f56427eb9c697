import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../state/app-store.tsx';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { LocaleLink } from '../../../../ui/locale-link.tsx';
import { VisitorActions } from '../../shared/form/visitor-actions.tsx';
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
  const [tab, setTab] = useState<AccountTab>('open');
  const [pairOnly, setPairOnly] = useState(false);
  const openCount = useLiveState(account?.store, (state) => state.openOrders.length, 0);
  const id = useId();
  const tabRefs = useRef(new Map<AccountTab, HTMLButtonElement>());

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
          <Suspense fallback={<Loading />}>
            <TabContent tab={tab} account={account} pairOnly={pairOnly} />
          </Suspense>
        ) : (
          <Loading />
        )}
      </div>
    </section>
  );
}
