import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RegisterForm } from '../features/account/register-form.tsx';
import { sameOriginPathOrHome } from '../lib/navigation/safe-url.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/register';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Register() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const forwardUrl = sameOriginPathOrHome(search.get('forwardUrl'));
  return (
    <section className="auth-card" aria-labelledby="register-heading">
      <h1 id="register-heading">{t('auth.registerHeading')}</h1>
      <RegisterForm />
      <p className="auth-card__switch">
        {t('auth.haveAccount')}{' '}
        <LocaleLink to="/login" query={{ forwardUrl }}>
          {t('auth.goToLogin')}
        </LocaleLink>
      </p>
    </section>
  );
}
