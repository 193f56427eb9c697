import { MAX_ACTIVE_ALERTS } from '@vela/contracts/alerts';
import { localeByCode } from '@vela/contracts/locale-table';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useTicker } from '../../state/use-live-tickers.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { AlertForm, type AlertFormMarket } from './alert-form.tsx';
import { AlertList } from './alert-list.tsx';
import { marketName } from './alert-text.ts';
import { usePriceAlerts } from './use-price-alerts.ts';
import './alerts.css';

/**
 * The bell beside a pair's price: opens a compact panel to set an alert on the pair and manage the
 * pair's alerts. A visitor's are kept in the browser and join the account at sign-in (the hook
 * joins them as soon as a signed-in page shows this button). Escape or a click elsewhere closes it.
 */
export function PriceAlertButton({ market }: { market: AlertFormMarket }) {
  const ticker = useTicker(market.symbol, undefined);
  return <AlertBell market={market} lastPrice={ticker?.last} />;
}

/**
 * The bell and its panel for a spot pair or a perpetual (`market.market`), with the prices the
 * terminal shows: the last price, and a perpetual's mark price.
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
  const { locale } = useRootData();
  const tag = localeByCode[locale].tag;
  const signedIn = useAppStore((state) => state.user !== null);
  const kind = market.market ?? 'spot';
  const name = marketName(kind, market.symbol, t);
  const [open, setOpen] = useState(false);
  const alerts = usePriceAlerts({ signedIn, enabled: open });
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { reload } = alerts;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    root.current?.addEventListener('keydown', onKey);
    const element = root.current;
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      element?.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    // Reopening reads the list again: an alert may have fired meanwhile.
    if (!open && signedIn) reload();
    setOpen(!open);
  };
  const pairAlerts = alerts.alerts?.filter((alert) => alert.symbol === market.symbol && alert.market === kind) ?? [];
  const activeCount = pairAlerts.filter((alert) => alert.status === 'active').length;

  return (
    <div className="price-alerts" ref={root}>
      <button
        ref={button}
        type="button"
        className="price-alerts__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('alerts.button', { pair: name })}
        data-testid="price-alert-button"
        onClick={toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0 M12 8v4 M12 14v.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
      {open && (
        <section id={panelId} className="price-alerts__panel" aria-label={t('alerts.panel.heading', { pair: name })}>
          <h2 className="price-alerts__heading">{t('alerts.panel.heading', { pair: name })}</h2>
          <AlertForm
            market={market}
            lastPrice={lastPrice}
            markPrice={markPrice}
            tag={tag}
            limit={MAX_ACTIVE_ALERTS}
            onCreate={alerts.create}
          />
          <h3 className="price-alerts__subheading">{t('alerts.panel.pairAlerts', { active: activeCount })}</h3>
          {alerts.status === 'loading' && alerts.alerts === null && (
            <p className="price-alerts__note" role="status">
              {t('alerts.list.loading')}
            </p>
          )}
          {alerts.status === 'failed' && (
            <p className="field__error" role="alert">
              {t('alerts.errors.load')}{' '}
              <button type="button" className="button button--ghost" onClick={reload}>
                {t('alerts.list.retry')}
              </button>
            </p>
          )}
          {alerts.alerts !== null && pairAlerts.length === 0 && (
            <p className="price-alerts__note">{t('alerts.list.emptyPair')}</p>
          )}
          {pairAlerts.length > 0 && (
            <AlertList
              alerts={pairAlerts}
              onRemove={alerts.remove}
              showPair={false}
              label={t('alerts.panel.heading', { pair: name })}
            />
          )}
          {signedIn ? (
            <LocaleLink to="/account/alerts" className="price-alerts__manage">
              {t('alerts.panel.manage')}
            </LocaleLink>
          ) : (
            <p className="price-alerts__note">{t('alerts.panel.visitor')}</p>
          )}
        </section>
      )}
    </div>
  );
}
