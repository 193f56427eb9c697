import { useTranslation } from 'react-i18next';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/affiliate-why-join';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AffiliateWhyJoin() {
  const { t } = useTranslation();
  return (
    <section className="band band--hero" aria-labelledby="why-join-heading">
      <h1 id="why-join-heading">{t('affiliate.whyJoinHeading')}</h1>
      <p className="lead">{t('affiliate.whyJoinIntro')}</p>
      <LocaleLink to="/affiliate-register" className="button button--primary">
        {t('affiliate.applyNow')}
      </LocaleLink>
    </section>
  );
}
