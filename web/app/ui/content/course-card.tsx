import type { CourseSummary } from '@vela/contracts/content';
import { coursePagePath } from '@vela/contracts/content-paths';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../locale-link.tsx';
import { CoverImage } from './cover-image.tsx';

/** Level and reading time, the two facts a learner picks a course by. */
export function CourseFacts({ course }: { course: Pick<CourseSummary, 'level' | 'readingMinutes'> }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="content-badge" data-level={course.level}>
        {t(`courses.levels.${course.level}`)}
      </span>
      <span>{t('courses.readingTime', { minutes: course.readingMinutes })}</span>
    </>
  );
}

export function CourseCard({ course, headingLevel = 2 }: { course: CourseSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="content-card" data-testid="course-card" data-id={course.id}>
      <div className="content-card__text">
        <p className="content-meta">
          <CourseFacts course={course} />
        </p>
        <Heading className="content-card__title">
          <LocaleLink to={coursePagePath(course.track, course.id)}>{course.title}</LocaleLink>
        </Heading>
        <p className="content-card__summary">{course.summary}</p>
      </div>
      {course.coverImageUrl && <CoverImage src={course.coverImageUrl} className="content-card__cover" />}
    </li>
  );
}
