import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FormError } from '../../ui/form-parts.tsx';
import { useFormProblem } from '../../ui/use-form-problem.ts';
import { TwoFactorFormActions } from './two-factor-form-actions.tsx';
import { twoFactorProblem } from './two-factor-problem.ts';

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
  const { problem, setProblem, pending, message, run } = useFormProblem(twoFactorProblem);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setProblem({ key: 'twoFactor.errors.passwordRequired', field: 'password' });
      return;
    }
    await run(() => onConfirm(password), { staysBusy: true });
  }

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
        <FieldError id={`${id}-error`} error={passwordError} />
      </div>
      <FormError message={!passwordError && message} />
      <TwoFactorFormActions pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
