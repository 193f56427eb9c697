import { useTranslation } from 'react-i18next';
import { AffiliatePromo } from '../features/home/affiliate-promo.tsx';
import { AppBanner } from '../features/home/app-banner.tsx';
import { CourseHighlights } from '../features/home/course-highlights.tsx';
import '../features/home/home.css';
import {
  loadCourseHighlights,
  loadLatestAnnouncements,
  requestFromNativeShell,
} from '../features/home/home-data.server.ts';
import { HomeHero } from '../features/home/home-hero.tsx';
import { HomeSection } from '../features/home/home-section.tsx';
import { LatestAnnouncements } from '../features/home/latest-announcements.tsx';
import { LiveMarketTable } from '../features/markets/live-market-table.tsx';
import { loadMarketRows } from '../features/markets/market-rows.server.ts';
import { localeFromPath } from '../i18n/locale-paths.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import type { Route } from './+types/home';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Everything the page shows is in the first HTML: market snapshot, newest announcements, first courses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = localeFromPath(new URL(request.url).pathname);
  const [rows, announcements, courseTracks] = await Promise.all([
    loadMarketRows(context),
    loadLatestAnnouncements(context, locale),
    loadCourseHighlights(context, locale),
  ]);
  return { rows, announcements, courseTracks, fromNativeShell: requestFromNativeShell(request) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="home">
      <HomeHero />
      <HomeSection
        id="home-markets"
        title={t('home.markets.heading')}
        more={{ to: '/markets', label: t('home.markets.viewAll') }}
      >
        {loaderData.rows.length === 0 ? (
          <EmptyState title={t('home.markets.empty')} />
        ) : (
          <LiveMarketTable rows={loaderData.rows} />
        )}
      </HomeSection>
      <LatestAnnouncements items={loaderData.announcements} />
      <CourseHighlights tracks={loaderData.courseTracks} />
      <AffiliatePromo />
      <AppBanner fromNativeShell={loaderData.fromNativeShell} />
    </div>
  );
}
