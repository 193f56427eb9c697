import { accountSchema, newPasswordSchema, verificationCodeSchema } from '@vela/contracts/auth';
import { resetCodeResponseSchema, securityPaths } from '@vela/contracts/security';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { AccountInputField } from '../../ui/account-input-field.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { FormError, SubmitButton } from '../../ui/form-parts.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import { useFormProblem } from '../../ui/use-form-problem.ts';
import { securityProblem } from './password-problems.ts';
import './password-forms.css';

type Step = { name: 'account' } | { name: 'reset'; sentTo: string; minutes: number } | { name: 'done' };

/**
 * Forgot password: the account, then the mailed code and a new password. The platform answers
 * the same whether or not the account exists, and so does this form.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'account' });
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [resendIn, setResendIn] = useCountdown();
  const { problem, setProblem, pending, message, fieldError, run } = useFormProblem(securityProblem);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    if (!accountSchema.safeParse(account).success) {
      setProblem({ key: 'security.errors.accountInvalid', field: 'account' });
      return;
    }
    await run(async () => {
      const response = await browserApi().post(securityPaths.resetCode, { account });
      if (isNetworkFailure(response)) throw response;
      const sent = resetCodeResponseSchema.parse(response);
      setStep({ name: 'reset', sentTo: sent.sentTo, minutes: Math.round(sent.expiresInSeconds / 60) });
      setResendIn(sent.resendAfterSeconds);
    });
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (!verificationCodeSchema.safeParse(code).success || code.length !== 6) {
      setProblem({ key: 'security.errors.codeInvalid', field: 'code' });
      return;
    }
    if (!newPasswordSchema.safeParse(password).success) {
      setProblem({ key: 'security.errors.passwordRules', field: 'newPassword' });
      return;
    }
    await run(async () => {
      const response = await browserApi().post(securityPaths.reset, { account, code, newPassword: password });
      if (isNetworkFailure(response)) throw response;
      setStep({ name: 'done' });
      setPassword('');
      setCode('');
    });
  }

  /** The form's own problem, then its send button: the same under both steps. */
  const formEnd = (label: string, pendingLabel: string) => (
    <>
      <FormError message={!problem?.field && message} testId="form-error" />
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} block />
    </>
  );

  if (step.name === 'done') {
    return (
      <div className="security-form__done" role="status">
        <p>{t('security.forgot.done')}</p>
        <LocaleLink to="/login" className="button button--primary button--block">
          {t('security.forgot.login')}
        </LocaleLink>
      </div>
    );
  }

  if (step.name === 'account') {
    return (
      <form className="form" onSubmit={sendCode} noValidate aria-busy={pending}>
        <p className="form__note">{t('security.forgot.intro')}</p>
        <AccountInputField
          label={t('security.forgot.account')}
          hint={t('security.forgot.accountHint')}
          value={account}
          onChange={setAccount}
          error={fieldError('account')}
        />
        {formEnd(t('security.forgot.sendCode'), t('security.forgot.sending'))}
      </form>
    );
  }

  return (
    <form className="form" onSubmit={reset} noValidate aria-busy={pending}>
      <p className="form__note" role="status">
        {t('security.forgot.codeSent', { to: step.sentTo, minutes: step.minutes })}
      </p>
      <CodeField
        label={t('security.forgot.code')}
        name="code"
        value={code}
        onChange={setCode}
        error={fieldError('code')}
        send={{
          label: resendIn > 0 ? t('security.forgot.resendIn', { seconds: resendIn }) : t('security.forgot.resend'),
          disabled: resendIn > 0 || pending,
          onClick: () => void sendCode(),
        }}
      />
      <PasswordField
        name="newPassword"
        label={t('security.forgot.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={t('security.password.rules')}
        error={fieldError('newPassword')}
      />
      {formEnd(t('security.forgot.submit'), t('security.forgot.submitting'))}
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => {
          setStep({ name: 'account' });
          setProblem(null);
          setCode('');
        }}
      >
        {t('security.forgot.otherAccount')}
      </button>
    </form>
  );
}
