import { antiPhishingCodeSchema, securityOverviewSchema, securityPaths } from '@vela/contracts/security';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { type SecurityProblem, securityProblem } from './password-problems.ts';
import './password-forms.css';

/** Set, change or remove the phrase every e-mail from the platform shows; the password confirms it. */
export function AntiPhishingSection({ masked }: { masked: string | null }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(masked);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<SecurityProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const codeId = useId();

  async function save(next: string | null) {
    setDone(null);
    if (next !== null && !antiPhishingCodeSchema.safeParse(next).success)
      return setProblem({ key: 'security.errors.antiPhishingInvalid', field: 'code' });
    if (!password) return setProblem({ key: 'security.errors.passwordRequired', field: 'password' });
    setPending(true);
    setProblem(null);
    try {
      const response = await browserApi().post(securityPaths.antiPhishing, { code: next, password });
      if (isNetworkFailure(response)) throw response;
      setCurrent(securityOverviewSchema.parse(response).antiPhishingCode);
      setDone(next === null ? t('security.antiPhishing.cleared') : t('security.antiPhishing.saved'));
      setCode('');
      setPassword('');
    } catch (error) {
      setProblem(securityProblem(error, 'security.errors.antiPhishingInvalid'));
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(code.trim());
  }

  const message = problem ? t(problem.key, problem.values) : undefined;
  const fieldError = (field: string) => (problem?.field === field ? message : undefined);
  return (
    <section className="security-section" aria-labelledby="anti-phishing-heading" data-testid="anti-phishing-section">
      <h2 id="anti-phishing-heading">{t('security.antiPhishing.heading')}</h2>
      <p className="security-section__intro">{t('security.antiPhishing.intro')}</p>
      <p className="security-section__state" data-testid="anti-phishing-current">
        {current ? t('security.antiPhishing.current', { code: current }) : t('security.antiPhishing.none')}
      </p>
      <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
        <div className="field">
          <label htmlFor={codeId}>{t('security.antiPhishing.code')}</label>
          <input
            id={codeId}
            name="antiPhishingCode"
            type="text"
            autoComplete="off"
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={fieldError('code') ? true : undefined}
            aria-describedby={`${codeId}-hint${fieldError('code') ? ` ${codeId}-error` : ''}`}
          />
          <p id={`${codeId}-hint`} className="field__hint">
            {t('security.antiPhishing.hint')}
          </p>
          {fieldError('code') && (
            <p id={`${codeId}-error`} className="field__error" role="alert">
              {fieldError('code')}
            </p>
          )}
        </div>
        <PasswordField
          name="password"
          label={t('security.antiPhishing.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldError('password')}
        />
        {message && !problem?.field && (
          <p className="form__error" role="alert">
            {message}
          </p>
        )}
        {done && (
          <p className="security-status" role="status">
            {done}
          </p>
        )}
        <div className="security-section__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending
              ? t('security.antiPhishing.saving')
              : current
                ? t('security.antiPhishing.change')
                : t('security.antiPhishing.set')}
          </button>
          {current && (
            <button type="button" className="button" disabled={pending} onClick={() => void save(null)}>
              {t('security.antiPhishing.clear')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
