import { coursePagePath } from '@vela/contracts/content-paths';
import { useTranslation } from 'react-i18next';
import { CourseFacts } from '../../ui/content/course-card.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import type { TrackHighlights } from './home-data.server.ts';
import { HomeSection, SectionUnavailable } from './home-section.tsx';

/** The first lessons of the research and web3 tracks; null when they could not be loaded. */
export function CourseHighlights({ tracks }: { tracks: TrackHighlights[] | null }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="home-courses"
      belowTheFold
      title={t('home.courses.heading')}
      intro={t('home.courses.intro')}
      more={{ to: '/events-courses', label: t('home.courses.viewAll') }}
    >
      {tracks === null ? (
        <SectionUnavailable text={t('home.courses.unavailable')} />
      ) : (
        <ul className="home-tracks">
          {tracks.map(({ track, courses }) => (
            <li key={track} className="card home-track" data-track={track}>
              <h3>{t(`home.courses.${track}`)}</h3>
              {courses.length === 0 ? (
                <p className="home-track__empty">{t('home.courses.empty')}</p>
              ) : (
                <ol className="home-track__courses">
                  {courses.map((course) => (
                    <li key={course.id} data-testid="home-course" data-id={course.id}>
                      <LocaleLink to={coursePagePath(course.track, course.id)} className="home-track__title">
                        {course.title}
                      </LocaleLink>
                      <span className="content-meta">
                        <CourseFacts course={course} />
                      </span>
                    </li>
                  ))}
                </ol>
              )}
              <LocaleLink to={`/events-courses/${track}`} className="home-track__more">
                {t('home.courses.viewTrack', { track: t(`home.courses.${track}`) })}
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
