import { contentIdSchema, coursePagePath } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { detailMeta } from '../features/content/content-meta.ts';
import { CourseReadMarker } from '../features/content/course-read-marker.tsx';
import { DetailArticle } from '../features/content/detail-article.tsx';
import { loadCourse, loadDetailPage } from '../features/content/load.server.ts';
import { courseJsonLd } from '../features/content/structured-data.ts';
import { CourseCard, CourseFacts } from '../ui/content/course-card.tsx';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/course';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, args.loaderData?.course, (item, context) => courseJsonLd(item, context));

/** A numeric id passes validation; a course reached under the other track is sent to its own. */
export function loader(args: Route.LoaderArgs) {
  const { params } = args;
  return loadDetailPage(args, {
    valid: contentIdSchema.safeParse(params.id).success,
    load: (locale) => loadCourse(args, params.id, locale),
    filedUnder: (page) => page.course.track,
    pagePath: ({ course }) => coursePagePath(course.track, course.id),
  });
}

export default function Course({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { course, related } = loaderData;
  const trackPath = `/events-courses/${course.track}`;
  return (
    <DetailArticle
      testId="course"
      item={course}
      pagePath={coursePagePath(course.track, course.id)}
      trail={[
        { to: '/events-courses', label: t('courses.heading') },
        { to: trackPath, label: t(`courses.${course.track}`) },
      ]}
      facts={<CourseFacts course={course} />}
      related={{
        heading: t('courses.moreInTrack'),
        cards: related.map((item) => <CourseCard key={item.id} course={item} headingLevel={3} />),
        footer: (
          <LocaleLink to={trackPath} className="button">
            {t('courses.allInTrack', { track: t(`courses.${course.track}`) })}
          </LocaleLink>
        ),
      }}
    >
      <CourseReadMarker courseId={course.id} />
    </DetailArticle>
  );
}
