import { courseTrackSchema } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { loadCourses } from '../features/content/load.server.ts';
import { localeFromPath } from '../i18n/locale-paths.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { validateRoute } from '../lib/routing/validate.ts';
import { CourseCard } from '../ui/content/course-card.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import type { Route } from './+types/course-track';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The research and web3 lists share this screen; the path (/events-courses/{track}) says which. */
export async function loader(args: Route.LoaderArgs) {
  const { locale, path } = localeFromPath(new URL(args.request.url).pathname);
  // The screen's last segment. React Router matched it ignoring case and percent-encoding, so it may
  // still be spelled otherwise (`RESEARCH`): a 404 then, not a failed parse.
  const parsed = courseTrackSchema.safeParse(path.split('/').filter(Boolean).at(-1));
  validateRoute(args.request, parsed.success);
  const track = parsed.data;
  const { items } = await loadCourses(args, locale, track);
  return { track, items };
}

export default function CourseTrack({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { track, items } = loaderData;
  return (
    <>
      <h1>{t(`courses.${track}`)}</h1>
      <p className="lead">{t(`courses.${track}Intro`)}</p>
      {items.length === 0 ? (
        <EmptyState title={t('courses.empty')} hint={t('courses.emptyHint')} />
      ) : (
        <ul className="content-list" data-testid="course-list">
          {items.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
    </>
  );
}
