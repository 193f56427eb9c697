import { MAX_ACTIVE_ALERTS } from '@vela/contracts/alerts';
import { localeByCode } from '@vela/contracts/locale-table';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import { AlertForm, type AlertFormMarket } from './alert-form.tsx';
import { AlertList } from './alert-list.tsx';
import { marketName } from './alert-text.ts';
import { usePriceAlerts } from './use-price-alerts.ts';

/**
 * The bell's panel: the form and the market's alerts. Loaded with its first opening (the form, the
 * list, the alerts API and its schemas stay off the terminal's first load); mounted at each
 * opening, so the list is read again (an alert may have fired meanwhile).
 */
export function AlertPanel({
  panelId,
  market,
  lastPrice,
  markPrice,
}: {
  panelId: string;
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
  const alerts = usePriceAlerts({ signedIn, enabled: true });
  const { reload } = alerts;
  const pairAlerts = alerts.alerts?.filter((alert) => alert.symbol === market.symbol && alert.market === kind) ?? [];
  const activeCount = pairAlerts.filter((alert) => alert.status === 'active').length;

  return (
    <section
      id={panelId}
      className="popover price-alerts__panel"
      aria-label={t('alerts.panel.heading', { pair: name })}
    >
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
        <RetryAlert
          className="field__error"
          message={t('alerts.errors.load')}
          retryLabel={t('alerts.list.retry')}
          onRetry={reload}
        />
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
  );
}
