import {
  accountSchema,
  authPaths,
  authResponseSchema,
  codeResponseSchema,
  newPasswordSchema,
  verificationCodeSchema,
} from '@vela/contracts/auth';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { FormError, SubmitButton } from '../../ui/form-parts.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import { AccountField } from './account-field.tsx';
import { pathAfterSignIn } from './after-sign-in.ts';
import { type FormProblem, problemFromResponse } from './auth-errors.ts';
import { passwordRules } from './password-rules.ts';

/** Sign up: account, a code the platform mails, a password that meets the rules shown. */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const root = useRootData();
  const { locale } = root;
  const homeAccount = useAppStore((state) => state.homeSignUpAccount);
  const setUser = useAppStore((state) => state.setUser);
  const [account, setAccount] = useState(search.get('account') ?? homeAccount);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, setResendIn] = useCountdown();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);
  const rulesId = useId();

  async function sendCode() {
    if (!accountSchema.safeParse(account).success) {
      setProblem({ key: 'auth.errors.accountInvalid', field: 'account' });
      return;
    }
    setProblem(null);
    try {
      const response = await browserApi().post(authPaths.code, { account, purpose: 'register' });
      if (isNetworkFailure(response)) throw response;
      const sent = codeResponseSchema.parse(response);
      setSentTo(sent.sentTo);
      setResendIn(sent.resendAfterSeconds);
    } catch (error) {
      setProblem(problemFromResponse(error, 'code'));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!accountSchema.safeParse(account).success)
      return setProblem({ key: 'auth.errors.accountInvalid', field: 'account' });
    if (!verificationCodeSchema.safeParse(code).success)
      return setProblem({ key: 'auth.errors.codeInvalid', field: 'verificationCode' });
    if (!newPasswordSchema.safeParse(password).success)
      return setProblem({ key: 'auth.errors.passwordRules', field: 'password' });
    setPending(true);
    setProblem(null);
    try {
      const response = await browserApi().post(authPaths.register, {
        account,
        password,
        verificationCode: code,
        language: locale,
      });
      if (isNetworkFailure(response)) throw response;
      setUser(authResponseSchema.parse(response).user);
      navigate(await pathAfterSignIn(search.get('forwardUrl'), root), { replace: true });
    } catch (error) {
      setProblem(problemFromResponse(error, 'register'));
      setPending(false);
    }
  }

  const message = problem ? t(problem.key, problem.values) : undefined;
  const fieldError = (field: FormProblem['field']) => (problem?.field === field ? message : undefined);
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
      <AccountField value={account} onChange={setAccount} error={fieldError('account')} />
      <CodeField
        label={t('auth.code')}
        name="verificationCode"
        value={code}
        onChange={setCode}
        error={fieldError('verificationCode')}
        send={{
          label: resendIn > 0 ? t('auth.resendIn', { seconds: resendIn }) : t('auth.sendCode'),
          disabled: resendIn > 0,
          onClick: sendCode,
        }}
        note={
          sentTo && (
            <p className="field__hint" role="status">
              {t('auth.codeSent', { to: sentTo })}
            </p>
          )
        }
      />
      <PasswordField
        name="password"
        label={t('auth.password')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={fieldError('password')}
        describedBy={rulesId}
      />
      <div id={rulesId} className="password-rules">
        <p>{t('auth.passwordRules')}</p>
        <ul>
          {passwordRules.map((rule) => {
            const met = rule.test(password);
            return (
              <li key={rule.key} data-met={met}>
                <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(rule.key)}
              </li>
            );
          })}
        </ul>
      </div>
      <FormError message={!problem?.field && message} testId="form-error" />
      <p className="form__note">{t('auth.demoFunds')}</p>
      <SubmitButton pending={pending} label={t('auth.submitRegister')} pendingLabel={t('auth.submitting')} block />
    </form>
  );
}
