import { newPasswordSchema } from '@vela/contracts/auth';
import { changePasswordResponseSchema, securityPaths } from '@vela/contracts/security';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useTimeFormat } from '../../state/time-format.ts';
import { FormError, SubmitButton } from '../../ui/form-parts.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useFormProblem } from '../../ui/use-form-problem.ts';
import { securityProblem } from './password-problems.ts';
import { SecurityStatus } from './security-status.tsx';
import './password-forms.css';

/** Change the password with the current one; the platform signs out the other devices. */
export function PasswordChangeSection({ changedAt }: { changedAt: string | null }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [lastChanged, setLastChanged] = useState(changedAt);
  const [done, setDone] = useState<string | null>(null);
  const { problem, setProblem, pending, message, fieldError, run } = useFormProblem(securityProblem);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!current) return setProblem({ key: 'security.errors.passwordRequired', field: 'currentPassword' });
    if (!newPasswordSchema.safeParse(next).success)
      return setProblem({ key: 'security.errors.passwordRules', field: 'newPassword' });
    if (next === current) return setProblem({ key: 'security.errors.samePassword', field: 'newPassword' });
    await run(async () => {
      const response = await browserApi().post(securityPaths.changePassword, {
        currentPassword: current,
        newPassword: next,
      });
      if (isNetworkFailure(response)) throw response;
      const { endedSessions } = changePasswordResponseSchema.parse(response);
      setDone(t('security.password.changed', { count: endedSessions }));
      setLastChanged(new Date().toISOString());
      setCurrent('');
      setNext('');
    });
  }

  return (
    <section className="security-section" aria-labelledby="password-heading" data-testid="password-section">
      <h2 id="password-heading">{t('security.password.heading')}</h2>
      <p className="security-section__state">
        {lastChanged
          ? t('security.password.lastChanged', { time: zoned.stamp(lastChanged) })
          : t('security.password.neverChanged')}
      </p>
      <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
        <PasswordField
          name="currentPassword"
          label={t('security.password.current')}
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={fieldError('currentPassword')}
        />
        <PasswordField
          name="newPassword"
          label={t('security.password.new')}
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          hint={t('security.password.rules')}
          error={fieldError('newPassword')}
        />
        <FormError message={!problem?.field && message} />
        <SecurityStatus text={done} />
        <div className="security-section__actions">
          <SubmitButton
            pending={pending}
            label={t('security.password.submit')}
            pendingLabel={t('security.password.submitting')}
          />
        </div>
      </form>
    </section>
  );
}
