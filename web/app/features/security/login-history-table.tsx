import {
  type LoginEvent,
  type LoginHistoryResponse,
  loginHistoryResponseSchema,
  securityPaths,
} from '@vela/contracts/security';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useTimeFormat } from '../../state/time-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { OlderPages, useOlderPages } from '../../ui/older-pages.tsx';
import { deviceLine, methodKey, resultKey } from './sessions-device.ts';
import './password-forms.css';
import './sessions-devices.css';
import { TableHead } from '../../ui/table-head.tsx';

export const LOGIN_HISTORY_PAGE = 20;

/** Sign-in attempts of the last 90 days, newest first, older pages on demand. */
export function LoginHistoryTable({ initial }: { initial: LoginHistoryResponse | null }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const {
    items: events,
    loading,
    foot,
  } = useOlderPages<LoginEvent>(
    initial && { items: initial.events, nextBefore: initial.nextBefore },
    async (before) => {
      const query = { limit: LOGIN_HISTORY_PAGE, ...(before === null ? {} : { before }) };
      const response = await browserApi().get(securityPaths.loginHistory, query);
      if (isNetworkFailure(response)) throw response;
      const page = loginHistoryResponseSchema.parse(response);
      return { items: page.events, nextBefore: page.nextBefore };
    },
  );

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
      <OlderPages
        {...foot}
        texts={{
          error: t('security.history.error'),
          retry: t('security.history.retry'),
          more: t('security.history.more'),
          loading: t('security.history.loading'),
        }}
        errorClassName="sessions__error"
      />
    </section>
  );
}
