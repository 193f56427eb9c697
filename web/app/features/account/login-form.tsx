import { authPaths, authResponseSchema, loginRequestSchema } from '@vela/contracts/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { AccountField } from './account-field.tsx';
import { pathAfterSignIn } from './after-sign-in.ts';
import { type FormProblem, problemFromResponse } from './auth-errors.ts';
import { PasswordField } from './password-field.tsx';

/** Log in with e-mail or phone and password; afterwards back to forwardUrl/redirectUrl. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { offered } = useRootData();
  const setUser = useAppStore((state) => state.setUser);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);

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
      const signedIn = authResponseSchema.parse(response);
      setUser(signedIn.user);
      navigate(await pathAfterSignIn(search.get('forwardUrl') ?? search.get('redirectUrl'), offered), {
        replace: true,
      });
    } catch (error) {
      setProblem(problemFromResponse(error, 'login'));
      setPending(false);
    }
  }

  const message = problem ? t(problem.key, problem.values) : undefined;
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
      <AccountField value={account} onChange={setAccount} error={problem?.field === 'account' ? message : undefined} />
      <PasswordField
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={problem?.field === 'password' ? message : undefined}
      />
      {message && !problem?.field && (
        <p className="form__error" role="alert" data-testid="form-error">
          {message}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? t('auth.submitting') : t('auth.submitLogin')}
      </button>
    </form>
  );
}
