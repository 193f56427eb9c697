import { courseTracks } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/courses';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Courses() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('courses.heading')}</h1>
      <p className="lead">{t('courses.intro')}</p>
      <ul className="card-grid">
        {courseTracks.map((track) => (
          <li key={track} className="card">
            <h2>{t(`courses.${track}`)}</h2>
            <p>{t(`courses.${track}Intro`)}</p>
            <LocaleLink to={`/events-courses/${track}`} className="button">
              {t('courses.browse')}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </>
  );
}
