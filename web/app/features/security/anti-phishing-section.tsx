import { antiPhishingCodeSchema, securityOverviewSchema, securityPaths } from '@vela/contracts/security';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { FormError, SubmitButton, TextField } from '../../ui/form-parts.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useFormProblem } from '../../ui/use-form-problem.ts';
import { securityProblem } from './password-problems.ts';
import { SecurityStatus } from './security-status.tsx';
import './password-forms.css';

const antiPhishingProblem = (error: unknown) => securityProblem(error, 'security.errors.antiPhishingInvalid');

/** Set, change or remove the phrase every e-mail from the platform shows; the password confirms it. */
export function AntiPhishingSection({ masked }: { masked: string | null }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(masked);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { problem, setProblem, pending, message, fieldError, run } = useFormProblem(antiPhishingProblem);

  async function save(next: string | null) {
    setDone(null);
    if (next !== null && !antiPhishingCodeSchema.safeParse(next).success)
      return setProblem({ key: 'security.errors.antiPhishingInvalid', field: 'code' });
    if (!password) return setProblem({ key: 'security.errors.passwordRequired', field: 'password' });
    await run(async () => {
      const response = await browserApi().post(securityPaths.antiPhishing, { code: next, password });
      if (isNetworkFailure(response)) throw response;
      setCurrent(securityOverviewSchema.parse(response).antiPhishingCode);
      setDone(next === null ? t('security.antiPhishing.cleared') : t('security.antiPhishing.saved'));
      setCode('');
      setPassword('');
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(code.trim());
  }

  return (
    <section className="security-section" aria-labelledby="anti-phishing-heading" data-testid="anti-phishing-section">
      <h2 id="anti-phishing-heading">{t('security.antiPhishing.heading')}</h2>
      <p className="security-section__intro">{t('security.antiPhishing.intro')}</p>
      <p className="security-section__state" data-testid="anti-phishing-current">
        {current ? t('security.antiPhishing.current', { code: current }) : t('security.antiPhishing.none')}
      </p>
      <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
        <TextField
          label={t('security.antiPhishing.code')}
          name="antiPhishingCode"
          type="text"
          autoComplete="off"
          maxLength={20}
          value={code}
          onChange={setCode}
          hint={t('security.antiPhishing.hint')}
          error={fieldError('code')}
        />
        <PasswordField
          name="password"
          label={t('security.antiPhishing.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldError('password')}
        />
        <FormError message={!problem?.field && message} />
        <SecurityStatus text={done} />
        <div className="security-section__actions">
          <SubmitButton
            pending={pending}
            label={current ? t('security.antiPhishing.change') : t('security.antiPhishing.set')}
            pendingLabel={t('security.antiPhishing.saving')}
          />
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
