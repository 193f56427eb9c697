import { contentIdSchema, coursePagePath, courseTrackSchema } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { Breadcrumb } from '../features/content/breadcrumb.tsx';
import { ContentBody, FallbackNotice } from '../features/content/content-body.tsx';
import { detailMeta } from '../features/content/content-meta.ts';
import { loadCourse } from '../features/content/load.server.ts';
import { ShareBar } from '../features/content/share-bar.tsx';
import { courseJsonLd } from '../features/content/structured-data.ts';
import { localeFromPath, localePath } from '../i18n/locale-paths.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { validateRoute } from '../lib/routing/validate.ts';
import { ContentDate } from '../ui/content/content-date.tsx';
import { CourseCard, CourseFacts } from '../ui/content/course-card.tsx';
import { CoverImage } from '../ui/content/cover-image.tsx';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/course';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => {
  const item = args.loaderData?.course;
  return detailMeta(
    args,
    item && {
      title: item.title,
      description: item.summary,
      coverImageUrl: item.coverImageUrl,
      publishedAt: item.publishedAt,
      updatedAt: item.updatedAt,
      bodyLocale: item.bodyLocale,
      structuredData: (context) => courseJsonLd(item, context),
    },
  );
};

/**
 * A numeric id passes validation; one the platform does not publish is a 404. A course reached
 * under the other track is sent to its own address.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  validateRoute(request, contentIdSchema.safeParse(params.id).success);
  const { locale, path } = localeFromPath(new URL(request.url).pathname);
  const track = courseTrackSchema.parse(path.split('/')[2]);
  const page = await loadCourse(args, params.id, locale);
  if (page.course.track !== track)
    throw redirect(localePath(locale, coursePagePath(page.course.track, page.course.id)), 301);
  return page;
}

export default function Course({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, publicConfig } = useRootData();
  const { course, related } = loaderData;
  const trackPath = `/events-courses/${course.track}`;
  const url = `${publicConfig.publicUrl}${localePath(locale, coursePagePath(course.track, course.id))}`;
  return (
    <>
      <article className="content-article" data-testid="course" data-id={course.id}>
        <Breadcrumb
          trail={[
            { to: '/events-courses', label: t('courses.heading') },
            { to: trackPath, label: t(`courses.${course.track}`) },
          ]}
        />
        <header className="content-article__header">
          <p className="content-meta">
            <CourseFacts course={course} />
            <ContentDate value={course.publishedAt} />
          </p>
          <h1>{course.title}</h1>
          <p className="lead">{course.summary}</p>
        </header>
        {course.coverImageUrl && <CoverImage src={course.coverImageUrl} eager className="content-article__cover" />}
        {course.fallback && <FallbackNotice />}
        <ContentBody html={course.bodyHtml} locale={course.bodyLocale} />
        <ShareBar url={url} title={course.title} />
      </article>
      {related.length > 0 && (
        <section className="content-related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('courses.moreInTrack')}</h2>
          <ul className="content-list">
            {related.map((item) => (
              <CourseCard key={item.id} course={item} headingLevel={3} />
            ))}
          </ul>
          <LocaleLink to={trackPath} className="button">
            {t('courses.allInTrack', { track: t(`courses.${course.track}`) })}
          </LocaleLink>
        </section>
      )}
    </>
  );
}
