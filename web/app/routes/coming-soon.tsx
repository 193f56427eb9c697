import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { screenOfRouteId } from '../route-list.ts';
import { ButtonLinks } from '../ui/button-links.tsx';
import type { Route } from './+types/coming-soon';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => {
    const product = t(screenOfRouteId(args.matches.at(-1)?.id ?? '')?.pageKey ?? 'products.markets');
    return {
      title: t('meta.comingSoon.title', { product }),
      description: t('meta.comingSoon.description', { product }),
    };
  });

/** A product that is not open yet: a real page in the visitor's language, never a dead link. */
export default function ComingSoon() {
  const { t } = useTranslation();
  const screen = screenOfRouteId(useMatches().at(-1)?.id ?? '');
  const product = t(screen?.pageKey ?? 'products.markets');
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading">{t('comingSoon.heading', { product })}</h1>
      <p className="lead">{t('comingSoon.body', { product })}</p>
      <p>{t('comingSoon.meanwhile')}</p>
      <ButtonLinks
        as="p"
        className="coming-soon__actions"
        links={[
          { to: '/events-announcements', label: t('comingSoon.announcements') },
          { to: '/events-courses', label: t('comingSoon.courses') },
        ]}
      />
    </section>
  );
}
