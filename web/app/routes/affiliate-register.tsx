import { useTranslation } from 'react-i18next';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/affiliate-register';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AffiliateRegister() {
  const { t } = useTranslation();
  return (
    <section className="band" aria-labelledby="affiliate-heading">
      <h1 id="affiliate-heading">{t('affiliate.registerHeading')}</h1>
      <p className="lead">{t('affiliate.registerIntro')}</p>
      <p>{t('affiliate.applicationsOpening')}</p>
      <LocaleLink to="/affiliate-register/why-join-vela" className="button">
        {t('affiliate.whyJoin')}
      </LocaleLink>
    </section>
  );
}
