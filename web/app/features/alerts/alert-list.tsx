import type { PriceAlert } from '@vela/contracts/alerts';
import { formatDecimalText } from '@vela/contracts/decimal-text';
import { localeByCode } from '@vela/contracts/locale-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedStamp } from '../../lib/format/datetime.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useTimeZone } from '../../state/time-zone.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { describeAlert, marketName, marketPath } from './alert-text.ts';

interface AlertListProps {
  alerts: readonly PriceAlert[];
  onRemove(id: string): Promise<boolean>;
  /** Show each alert's pair (with a link to its terminal): off where the list is one pair's. */
  showPair: boolean;
  label: string;
}

/** Alerts as rows: the pair or perpetual, what it waits for (or when it fired, at what price), and a remove button. */
export function AlertList({ alerts, onRemove, showPair, label }: AlertListProps) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const tag = localeByCode[locale].tag;
  const { zone } = useTimeZone();
  const time = (at: number) => zonedStamp(at, zone);
  const [removing, setRemoving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const remove = async (id: string) => {
    setRemoving(id);
    setFailed(false);
    const done = await onRemove(id);
    setRemoving(null);
    setFailed(!done);
  };

  return (
    <>
      <ul className="alert-list" aria-label={label}>
        {alerts.map((alert) => {
          const condition = describeAlert(alert, t, tag);
          const name = marketName(alert.market, alert.symbol, t);
          return (
            <li key={alert.id} className="alert-list__row" data-status={alert.status} data-testid="price-alert-row">
              <div className="alert-list__what">
                {showPair && (
                  <LocaleLink
                    to={marketPath(alert.market, alert.symbol)}
                    className="alert-list__pair"
                    data-market={alert.market}
                  >
                    {name}
                  </LocaleLink>
                )}
                <span className="alert-list__condition num">{condition}</span>
                <span className="alert-list__when">
                  {alert.status === 'fired' && alert.firedAt !== null
                    ? t('alerts.list.firedAt', {
                        time: time(alert.firedAt),
                        price: formatDecimalText(tag, alert.firedPrice ?? '0'),
                      })
                    : t('alerts.list.setAt', { time: time(alert.createdAt) })}
                </span>
              </div>
              <span className={`alert-list__status alert-list__status--${alert.status}`}>
                {t(`alerts.list.${alert.status}`)}
              </span>
              <button
                type="button"
                className="button button--ghost alert-list__remove"
                aria-label={t('alerts.list.remove', { condition: `${name} ${condition}` })}
                disabled={removing === alert.id}
                onClick={() => void remove(alert.id)}
              >
                {t('alerts.list.removeShort')}
              </button>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p className="field__error" role="alert">
          {t('alerts.errors.remove')}
        </p>
      )}
    </>
  );
}
