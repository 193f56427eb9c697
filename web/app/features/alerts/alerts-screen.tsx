import { MAX_ACTIVE_ALERTS, type PriceAlert } from '@vela/contracts/alerts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { AlertList } from './alert-list.tsx';
import { usePriceAlerts } from './use-price-alerts.ts';
import './alerts.css';

/** The account's price alerts: active ones first, then those that fired; each can be removed. */
export function AlertsScreen({ initial }: { initial: PriceAlert[] | null }) {
  const { t } = useTranslation();
  const alerts = usePriceAlerts({ signedIn: true, initial, enabled: true });
  const list = alerts.alerts;
  const active = list?.filter((alert) => alert.status === 'active') ?? [];
  const fired = list?.filter((alert) => alert.status === 'fired') ?? [];

  if (list === null && alerts.status === 'failed') {
    return (
      <div className="alerts-screen">
        <p className="field__error" role="alert">
          {t('alerts.errors.load')}
        </p>
        <button type="button" className="button" onClick={alerts.reload}>
          {t('alerts.list.retry')}
        </button>
      </div>
    );
  }
  if (list === null) {
    return (
      <p className="alerts-screen alerts-screen__loading" role="status">
        {t('alerts.list.loading')}
      </p>
    );
  }
  if (list.length === 0) {
    return (
      <div className="alerts-screen">
        <EmptyState title={t('alerts.list.empty')} hint={t('alerts.list.emptyHint')}>
          <LocaleLink to="/trade" className="button button--primary">
            {t('alerts.list.trade')}
          </LocaleLink>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="alerts-screen">
      <p className="alerts-screen__count">
        {t('alerts.list.count', { active: active.length, limit: MAX_ACTIVE_ALERTS })}
      </p>
      {[
        { key: 'active', items: active },
        { key: 'fired', items: fired },
      ].map(
        ({ key, items }) =>
          items.length > 0 && (
            <section key={key} className="alerts-screen__section" aria-labelledby={`alerts-${key}`}>
              <h2 id={`alerts-${key}`}>{t(`alerts.list.${key}Heading`)}</h2>
              <AlertList alerts={items} onRemove={alerts.remove} showPair label={t(`alerts.list.${key}Heading`)} />
            </section>
          ),
      )}
    </div>
  );
}
