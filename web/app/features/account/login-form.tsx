import {
  type AuthResponse,
  authPaths,
  loginRequestSchema,
  loginResponseSchema,
  needsSecondFactor,
  type SecondFactorRequired,
} from '@vela/contracts/auth';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { FormError, SubmitButton } from '../../ui/form-parts.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { AccountField } from './account-field.tsx';
import { pathAfterSignIn } from './after-sign-in.ts';
import { type FormProblem, problemFromResponse } from './auth-errors.ts';
import { secondFactorProblem } from './second-factor-errors.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { browserSupportsPasskeys, signInWithPasskey } from './sign-in-steps.ts';
import './login-form.css';

/**
 * Log in with e-mail or phone and password (then the second factor when the account has one), or
 * with a passkey alone; afterwards back to forwardUrl/redirectUrl.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const root = useRootData();
  const setUser = useAppStore((state) => state.setUser);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactorRequired['secondFactor'] | null>(null);
  const [passkeys, setPasskeys] = useState(false);

  useEffect(() => {
    setPasskeys(browserSupportsPasskeys());
  }, []);

  async function signedIn(answer: AuthResponse) {
    setUser(answer.user);
    navigate(await pathAfterSignIn(search.get('forwardUrl') ?? search.get('redirectUrl'), root), {
      replace: true,
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = loginRequestSchema.safeParse({ account, password });
    if (!input.success) {
      const field = input.error.issues[0]?.path[0];
      setProblem(
        field === 'password'
          ? { key: 'auth.errors.passwordRequired', field: 'password' }
          : { key: 'auth.errors.accountInvalid', field: 'account' },
      );
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const response = await browserApi().post(authPaths.login, { account, password });
      if (isNetworkFailure(response)) throw response;
      const answer = loginResponseSchema.parse(response);
      if (needsSecondFactor(answer)) {
        setPassword('');
        setSecondFactor(answer.secondFactor);
        setPending(false);
        return;
      }
      await signedIn(answer);
    } catch (error) {
      setProblem(problemFromResponse(error, 'login'));
      setPending(false);
    }
  }

  async function passkeySignIn() {
    setPending(true);
    setProblem(null);
    try {
      await signedIn(await signInWithPasskey());
    } catch (error) {
      setProblem(secondFactorProblem(error));
      setPending(false);
    }
  }

  if (secondFactor) {
    return (
      <SecondFactorStep
        ticket={secondFactor.ticket}
        methods={secondFactor.methods}
        onSignedIn={signedIn}
        onRestart={() => setSecondFactor(null)}
      />
    );
  }

  const message = problem ? t(problem.key, problem.values) : undefined;
  return (
    <>
      <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
        <AccountField
          value={account}
          onChange={setAccount}
          error={problem?.field === 'account' ? message : undefined}
        />
        <PasswordField
          name="password"
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={problem?.field === 'password' ? message : undefined}
        />
        <p className="login-form__forgot">
          <LocaleLink to="/forgot-password">{t('auth.forgotPassword')}</LocaleLink>
        </p>
        <FormError message={!problem?.field && message} testId="form-error" />
        <SubmitButton pending={pending} label={t('auth.submitLogin')} pendingLabel={t('auth.submitting')} block />
      </form>
      {passkeys && (
        <div className="login-form__alternative">
          <p className="login-form__or">
            <span>{t('auth.or')}</span>
          </p>
          <button
            type="button"
            className="button button--block"
            disabled={pending}
            onClick={() => void passkeySignIn()}
            data-testid="passkey-sign-in"
          >
            {t('auth.passkeySignIn')}
          </button>
        </div>
      )}
    </>
  );
}
