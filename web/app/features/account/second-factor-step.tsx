import type { AuthResponse, SecondFactorMethod } from '@vela/contracts/auth';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FormError, SubmitButton } from '../../ui/form-parts.tsx';
import type { FormProblem } from './auth-errors.ts';
import { secondFactorProblem } from './second-factor-errors.ts';
import { secondFactorWithCode, secondFactorWithPasskey } from './sign-in-steps.ts';

interface SecondFactorStepProps {
  ticket: string;
  methods: SecondFactorMethod[];
  onSignedIn(signedIn: AuthResponse): Promise<void>;
  /** Back to the password form (also the way out of an expired step). */
  onRestart(): void;
}

/** After the right password on an account with a second factor: a code, a passkey or a recovery code. */
export function SecondFactorStep({ ticket, methods, onSignedIn, onRestart }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  async function attempt(run: () => Promise<AuthResponse>) {
    setPending(true);
    setProblem(null);
    try {
      await onSignedIn(await run());
    } catch (error) {
      setProblem(secondFactorProblem(error));
      setPending(false);
    }
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (method === 'passkey') return void attempt(() => secondFactorWithPasskey(ticket));
    const compact = code.replace(/[\s-]/g, '');
    const valid = method === 'totp' ? /^\d{6}$/.test(compact) : compact.length === 16;
    if (!valid) {
      setProblem({
        key: method === 'totp' ? 'auth.errors.totpInvalid' : 'auth.errors.recoveryInvalid',
        field: 'verificationCode',
      });
      return;
    }
    void attempt(() => secondFactorWithCode(ticket, method, code));
  }

  function choose(next: SecondFactorMethod) {
    setMethod(next);
    setCode('');
    setProblem(null);
  }

  const message = problem ? t(problem.key, problem.values) : undefined;
  const fieldError = problem?.field ? message : undefined;
  const others = methods.filter((other) => other !== method);
  return (
    <form
      className="form second-factor"
      onSubmit={submitCode}
      noValidate
      aria-busy={pending}
      data-testid="second-factor"
    >
      <h2 className="second-factor__heading">{t('auth.secondFactor.heading')}</h2>
      {method === 'passkey' ? (
        <p>{t('auth.secondFactor.passkeyPrompt')}</p>
      ) : (
        <div className="field">
          <label htmlFor={id}>
            {method === 'totp' ? t('auth.secondFactor.codeLabel') : t('auth.secondFactor.recoveryLabel')}
          </label>
          <input
            id={id}
            name={method === 'totp' ? 'totp' : 'recovery-code'}
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            maxLength={method === 'totp' ? 7 : 40}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            // biome-ignore lint/a11y/noAutofocus: the one field of the step the person just arrived at.
            autoFocus
            required
          />
          <p id={`${id}-hint`} className="field__hint">
            {method === 'totp' ? t('auth.secondFactor.totpPrompt') : t('auth.secondFactor.recoveryPrompt')}
          </p>
          <FieldError id={`${id}-error`} error={fieldError} />
        </div>
      )}
      <FormError message={!fieldError && message} testId="form-error" />
      <SubmitButton
        pending={pending}
        label={method === 'passkey' ? t('auth.secondFactor.passkeyButton') : t('auth.secondFactor.verify')}
        pendingLabel={t('auth.submitting')}
        block
      />
      {others.length > 0 && (
        <ul className="second-factor__others">
          {others.map((other) => (
            <li key={other}>
              <button type="button" className="link-button" onClick={() => choose(other)}>
                {other === 'totp'
                  ? t('auth.secondFactor.useTotp')
                  : other === 'passkey'
                    ? t('auth.secondFactor.usePasskey')
                    : t('auth.secondFactor.useRecovery')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="link-button" onClick={onRestart}>
        {t('auth.secondFactor.back')}
      </button>
    </form>
  );
}
