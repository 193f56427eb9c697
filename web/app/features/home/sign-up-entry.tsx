import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../state/app-store.tsx';
import { LocaleLink, useLocalePath } from '../../ui/locale-link.tsx';

/**
 * The hero's "home sign-up account" (spec 3): an e-mail or phone number carried to /register, where
 * the form starts with it. With scripts it travels in the app store, so it stays out of the URL
 * (and out of history, logs and page-view statistics); without them the form's GET puts it in
 * `?account=`, which the register form reads too.
 */
export function SignUpEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const carried = useAppStore((state) => state.homeSignUpAccount);
  const setHomeSignUpAccount = useAppStore((state) => state.setHomeSignUpAccount);
  const [typed, setTyped] = useState(carried);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The account check (the auth contract and zod) loads on the first submit, not with the page.
    const { checkSignUpAccount } = await import('./sign-up-account.ts');
    const check = checkSignUpAccount(typed);
    if (!check.ok) {
      setProblem(t(check.messageKey));
      return;
    }
    setHomeSignUpAccount(check.account);
    navigate(localePath('/register'));
  }

  return (
    <form
      className="sign-up-entry"
      method="get"
      action={localePath('/register')}
      onSubmit={submit}
      noValidate
      data-testid="home-sign-up"
    >
      <label htmlFor={id} className="visually-hidden">
        {t('home.signUp.label')}
      </label>
      <div className="sign-up-entry__row">
        <input
          id={id}
          name="account"
          type="text"
          inputMode="email"
          autoComplete="username"
          enterKeyHint="go"
          placeholder={t('home.signUp.label')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        />
        <button
          type="submit"
          className="button button--primary"
          data-track-module="home_hero"
          data-track-element="sign_up"
        >
          {t('home.signUp.submit')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field__hint">
          {t('home.signUp.hint')}
        </p>
      )}
      <p className="sign-up-entry__login">
        {t('home.signUp.haveAccount')} <LocaleLink to="/login">{t('home.signUp.logIn')}</LocaleLink>
      </p>
    </form>
  );
}
