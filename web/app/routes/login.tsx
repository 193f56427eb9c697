import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginForm } from '../features/account/login-form.tsx';
import { sameOriginPathOrHome } from '../lib/navigation/safe-url.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/login';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Login() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const forwardUrl = sameOriginPathOrHome(search.get('forwardUrl') ?? search.get('redirectUrl'));
  return (
    <section className="auth-card" aria-labelledby="login-heading">
      <h1 id="login-heading">{t('auth.loginHeading')}</h1>
      <LoginForm />
      <p className="auth-card__switch">
        {t('auth.noAccount')}{' '}
        <LocaleLink to="/register" query={{ forwardUrl }}>
          {t('auth.createAccount')}
        </LocaleLink>
      </p>
    </section>
  );
}
