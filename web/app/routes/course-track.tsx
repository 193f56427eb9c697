import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import type { Route } from './+types/course-track';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The research and web3 course lists share this screen; the route id says which track it is. */
export default function CourseTrack() {
  const { t } = useTranslation();
  const track = useMatches().at(-1)?.id.startsWith('courses-web3') ? 'web3' : 'research';
  return (
    <>
      <h1>{t(`courses.${track}`)}</h1>
      <p className="lead">{t(`courses.${track}Intro`)}</p>
      <EmptyState title={t('courses.empty')} hint={t('courses.emptyHint')} />
    </>
  );
}
