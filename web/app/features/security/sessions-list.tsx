import {
  revokeOthersResponseSchema,
  revokeSessionPath,
  type SessionView,
  securityPaths,
  sessionListResponseSchema,
} from '@vela/contracts/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useTimeFormat } from '../../state/time-format.ts';
import { type SecurityProblem, securityProblem } from './password-problems.ts';
import { deviceLine, methodKey } from './sessions-device.ts';
import './password-forms.css';
import './sessions-devices.css';

/** The account's live sessions: device, address, first and last seen; sign out one or all others. */
export function SessionsList({ initial }: { initial: SessionView[] | null }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const [sessions, setSessions] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<SecurityProblem | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function reload() {
    setLoading(true);
    try {
      const response = await browserApi().get(securityPaths.sessions);
      if (isNetworkFailure(response)) throw response;
      setSessions(sessionListResponseSchema.parse(response).sessions);
      setProblem(null);
    } catch (error) {
      setProblem(securityProblem(error));
    } finally {
      setLoading(false);
    }
  }

  async function revoke(session: SessionView) {
    setBusy(session.id);
    setStatus(null);
    setProblem(null);
    try {
      const response = await browserApi().post(revokeSessionPath(session.id), {});
      if (isNetworkFailure(response)) throw response;
      setStatus(t('security.sessions.revoked'));
    } catch (error) {
      setProblem(securityProblem(error));
    } finally {
      setBusy(null);
      // Gone either way (revoked now, or it had ended): the list shows what is live.
      setSessions((list) => list?.filter((item) => item.id !== session.id) ?? null);
    }
  }

  async function revokeOthers() {
    setBusy('others');
    setStatus(null);
    setProblem(null);
    try {
      const response = await browserApi().post(securityPaths.revokeOtherSessions, {});
      if (isNetworkFailure(response)) throw response;
      const { endedSessions } = revokeOthersResponseSchema.parse(response);
      setStatus(t('security.sessions.revokedOthers', { count: endedSessions }));
      setSessions((list) => list?.filter((item) => item.current) ?? null);
    } catch (error) {
      setProblem(securityProblem(error));
    } finally {
      setBusy(null);
    }
  }

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <section className="security-section" aria-labelledby="sessions-heading" data-testid="sessions-section">
      <h2 id="sessions-heading">{t('security.sessions.heading')}</h2>
      <p className="security-section__intro">{t('security.sessions.intro')}</p>
      {sessions === null ? (
        <div className="sessions__error" role="alert">
          <p>{t('security.sessions.error')}</p>
          <button type="button" className="button" onClick={() => void reload()} disabled={loading}>
            {t('security.sessions.retry')}
          </button>
        </div>
      ) : (
        <>
          <ul className="sessions__list" aria-busy={busy !== null || loading}>
            {sessions.map((session) => {
              const device = deviceLine(session.device) ?? t('security.sessions.unknownDevice');
              return (
                <li
                  key={session.id}
                  className="sessions__item"
                  data-testid="session-item"
                  data-current={session.current}
                >
                  <div className="sessions__device">
                    <span className="sessions__name">{device}</span>
                    {session.current && <span className="sessions__badge">{t('security.sessions.current')}</span>}
                  </div>
                  <dl className="sessions__facts">
                    <div>
                      <dt>{t('security.sessions.address')}</dt>
                      <dd>{session.ip ?? '—'}</dd>
                    </div>
                    <div>
                      <dt>{t('security.sessions.signedIn')}</dt>
                      <dd>
                        <time dateTime={session.createdAt}>{zoned.stamp(session.createdAt)}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('security.sessions.lastSeen')}</dt>
                      <dd>
                        <time dateTime={session.lastSeenAt}>{zoned.stamp(session.lastSeenAt)}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('security.sessions.method')}</dt>
                      <dd>{t(methodKey(session.method))}</dd>
                    </div>
                  </dl>
                  {!session.current && (
                    <button
                      type="button"
                      className="button sessions__revoke"
                      aria-label={t('security.sessions.revokeLabel', { device })}
                      disabled={busy !== null}
                      onClick={() => void revoke(session)}
                    >
                      {busy === session.id ? t('security.sessions.revoking') : t('security.sessions.revoke')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {others === 0 ? (
            <p className="security-section__state">{t('security.sessions.onlyThis')}</p>
          ) : (
            <button type="button" className="button" disabled={busy !== null} onClick={() => void revokeOthers()}>
              {busy === 'others' ? t('security.sessions.revoking') : t('security.sessions.revokeOthers')}
            </button>
          )}
        </>
      )}
      {problem && (
        <p className="form__error" role="alert">
          {t(problem.key, problem.values)}
        </p>
      )}
      {status && (
        <p className="security-status" role="status">
          {status}
        </p>
      )}
    </section>
  );
}
