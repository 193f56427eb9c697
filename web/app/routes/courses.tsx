import { type CourseSummary, coursePagePath, courseTracks } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { loadCourses } from '../features/content/load.server.ts';
import { localeFromPath } from '../i18n/locale-paths.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { CourseFacts } from '../ui/content/course-card.tsx';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/courses';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const HIGHLIGHTS_PER_TRACK = 3;

/** Both tracks with their first lessons in reading order: where a newcomer starts. */
export async function loader(args: Route.LoaderArgs) {
  const { items } = await loadCourses(args, localeFromPath(new URL(args.request.url).pathname).locale);
  return {
    tracks: courseTracks.map((track) => ({
      track,
      count: items.filter((course) => course.track === track).length,
      highlights: items.filter((course) => course.track === track).slice(0, HIGHLIGHTS_PER_TRACK),
    })),
  };
}

function Highlight({ course }: { course: CourseSummary }) {
  return (
    <li className="course-highlight">
      <LocaleLink to={coursePagePath(course.track, course.id)} className="course-highlight__title">
        {course.title}
      </LocaleLink>
      <span className="content-meta">
        <CourseFacts course={course} />
      </span>
    </li>
  );
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('courses.heading')}</h1>
      <p className="lead">{t('courses.intro')}</p>
      <ul className="card-grid course-tracks">
        {loaderData.tracks.map(({ track, count, highlights }) => (
          <li key={track} className="card course-track" data-track={track}>
            <h2>{t(`courses.${track}`)}</h2>
            <p>{t(`courses.${track}Intro`)}</p>
            {highlights.length > 0 ? (
              <>
                <h3 className="course-track__subheading">{t('courses.highlights')}</h3>
                <ol className="course-highlights">
                  {highlights.map((course) => (
                    <Highlight key={course.id} course={course} />
                  ))}
                </ol>
              </>
            ) : (
              <p className="course-track__empty">{t('courses.empty')}</p>
            )}
            <LocaleLink to={`/events-courses/${track}`} className="button">
              {count > 0 ? t('courses.allInTrack', { track: t(`courses.${track}`) }) : t('courses.browse')}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </>
  );
}
