import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store.tsx';
import { useTicker } from '../../state/use-live-tickers.ts';
import { PathIcon } from '../../ui/path-icon.tsx';
import { useDisclosure } from '../../ui/use-disclosure.ts';
import type { AlertFormMarket } from './alert-form.tsx';
import { marketName } from './alert-text.ts';
import { VISITOR_ALERTS_KEY } from './visitor-alerts-key.ts';
import './alerts.css';

const AlertPanel = lazy(() => import('./alert-panel.tsx').then((module) => ({ default: module.AlertPanel })));

/**
 * The bell beside a pair's price: opens a compact panel to set an alert on the pair and manage the
 * pair's alerts. A visitor's are kept in the browser and join the account at sign-in (as soon as a
 * signed-in page shows this button). Escape or a click elsewhere closes it.
 */
export function PriceAlertButton({ market }: { market: AlertFormMarket }) {
  const ticker = useTicker(market.symbol, undefined);
  return <AlertBell market={market} lastPrice={ticker?.last} />;
}

function hasVisitorAlerts(): boolean {
  try {
    return Boolean(window.localStorage.getItem(VISITOR_ALERTS_KEY));
  } catch {
    return false;
  }
}

/**
 * The bell and its panel for a spot pair or a perpetual (`market.market`), with the prices the
 * terminal shows: the last price, and a perpetual's mark price. The bell is part of the page's
 * first load (a click on it works as soon as the page is hydrated); the panel's code comes with
 * its first opening.
 */
export function AlertBell({
  market,
  lastPrice,
  markPrice,
}: {
  market: AlertFormMarket;
  lastPrice: string | undefined;
  markPrice?: string | undefined;
}) {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.user !== null);
  const name = marketName(market.market ?? 'spot', market.symbol, t);
  const { open, setOpen, closeOnEscape, root, buttonProps, panelId } = useDisclosure();

  useEffect(() => {
    if (!signedIn || !hasVisitorAlerts()) return;
    import('./join-visitor-alerts.ts')
      .then(({ joinVisitorAlerts }) => joinVisitorAlerts())
      .catch(() => {
        // Kept in the browser: the next signed-in page tries again.
      });
  }, [signedIn]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it.
    <div className="price-alerts" ref={root} onKeyDown={closeOnEscape}>
      <button
        {...buttonProps}
        className="bare-icon-button price-alerts__button"
        aria-label={t('alerts.button', { pair: name })}
        data-testid="price-alert-button"
        onClick={() => setOpen(!open)}
      >
        <PathIcon d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0 M12 8v4 M12 14v.01" />
      </button>
      {open && (
        <Suspense
          fallback={
            <section
              id={panelId}
              className="popover price-alerts__panel"
              aria-label={t('alerts.panel.heading', { pair: name })}
            >
              <p className="price-alerts__note" role="status">
                {t('alerts.list.loading')}
              </p>
            </section>
          }
        >
          <AlertPanel panelId={panelId} market={market} lastPrice={lastPrice} markPrice={markPrice} />
        </Suspense>
      )}
    </div>
  );
}
