import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../features/security/forgot-password-form.tsx';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/forgot-password';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** "Forgot password?": a mailed code and a new password; every session of the account ends. */
export default function ForgotPassword() {
  const { t } = useTranslation();
  return (
    <section className="auth-card" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">{t('security.forgot.heading')}</h1>
      <ForgotPasswordForm />
      <p className="auth-card__switch">
        <LocaleLink to="/login">{t('security.forgot.back')}</LocaleLink>
      </p>
    </section>
  );
}
