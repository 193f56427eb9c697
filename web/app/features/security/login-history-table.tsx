import {
  type LoginEvent,
  type LoginHistoryResponse,
  loginHistoryResponseSchema,
  securityPaths,
} from '@vela/contracts/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useTimeFormat } from '../../state/time-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { deviceLine, methodKey, resultKey } from './sessions-device.ts';
import './password-forms.css';
import './sessions-devices.css';
import { TableHead } from '../../ui/table-head.tsx';

export const LOGIN_HISTORY_PAGE = 20;

/** Sign-in attempts of the last 90 days, newest first, older pages on demand. */
export function LoginHistoryTable({ initial }: { initial: LoginHistoryResponse | null }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const [events, setEvents] = useState<LoginEvent[] | null>(initial?.events ?? null);
  const [nextBefore, setNextBefore] = useState<number | null>(initial?.nextBefore ?? null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function load(before: number | null) {
    setLoading(true);
    setFailed(false);
    try {
      const query = { limit: LOGIN_HISTORY_PAGE, ...(before === null ? {} : { before }) };
      const response = await browserApi().get(securityPaths.loginHistory, query);
      if (isNetworkFailure(response)) throw response;
      const page = loginHistoryResponseSchema.parse(response);
      setEvents((shown) => (before === null ? page.events : [...(shown ?? []), ...page.events]));
      setNextBefore(page.nextBefore);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="security-section" aria-labelledby="history-heading" data-testid="login-history">
      <h2 id="history-heading">{t('security.history.heading')}</h2>
      <p className="security-section__intro">{t('security.history.intro')}</p>
      {events !== null && events.length === 0 && <EmptyState title={t('security.history.empty')} />}
      {events !== null && events.length > 0 && (
        <div className="login-history__scroll">
          <table className="login-history__table">
            <TableHead
              columns={[
                { label: t('security.history.time') },
                { label: t('security.history.result') },
                { label: t('security.history.method') },
                { label: t('security.history.address') },
                { label: t('security.history.device') },
              ]}
            />
            <tbody aria-busy={loading}>
              {events.map((event) => (
                <tr key={event.id} data-testid="login-event" data-result={event.result}>
                  <td data-label={t('security.history.time')}>
                    <time dateTime={event.at}>{zoned.stamp(event.at)}</time>
                  </td>
                  <td data-label={t('security.history.result')}>
                    <span className={event.result === 'success' ? 'login-history__ok' : 'login-history__refused'}>
                      {t(resultKey(event.result))}
                    </span>
                  </td>
                  <td data-label={t('security.history.method')}>{t(methodKey(event.method))}</td>
                  <td data-label={t('security.history.address')}>{event.ip ?? '—'}</td>
                  <td data-label={t('security.history.device')}>{deviceLine(event.device) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(failed || events === null) && (
        <div role="alert" className="sessions__error">
          <p>{t('security.history.error')}</p>
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() => void load(events ? nextBefore : null)}
          >
            {t('security.history.retry')}
          </button>
        </div>
      )}
      {!failed && events !== null && nextBefore !== null && (
        <button type="button" className="button" disabled={loading} onClick={() => void load(nextBefore)}>
          {loading ? t('security.history.loading') : t('security.history.more')}
        </button>
      )}
    </section>
  );
}
