import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TwoFactorProblem, twoFactorProblem } from './two-factor-problem.ts';

interface ConfirmPasswordFormProps {
  /** What the form leads to, e.g. "Continue". */
  submitLabel: string;
  /** Throws what the platform answered; the form shows it. */
  onConfirm(password: string): Promise<void>;
  onCancel(): void;
  /** Fields before the password (a passkey's name). */
  children?: React.ReactNode;
}

/** "Confirm with your password" before a sign-in factor is added or removed. */
export function ConfirmPasswordForm({ submitLabel, onConfirm, onCancel, children }: ConfirmPasswordFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<TwoFactorProblem | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setProblem({ key: 'twoFactor.errors.passwordRequired', field: 'password' });
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await onConfirm(password);
    } catch (error) {
      setProblem(twoFactorProblem(error));
      setPending(false);
    }
  }

  const message = problem ? t(problem.key, problem.values) : undefined;
  const passwordError = problem?.field === 'password' ? message : undefined;
  return (
    <form className="form two-factor__form" onSubmit={submit} noValidate aria-busy={pending}>
      {children}
      <div className="field">
        <label htmlFor={id}>{t('twoFactor.confirmPassword')}</label>
        <input
          id={id}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${id}-error` : `${id}-hint`}
          required
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('twoFactor.confirmPasswordHint')}
        </p>
        {passwordError && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {passwordError}
          </p>
        )}
      </div>
      {message && !passwordError && (
        <p className="form__error" role="alert">
          {message}
        </p>
      )}
      <div className="two-factor__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('twoFactor.working') : submitLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </button>
      </div>
    </form>
  );
}
