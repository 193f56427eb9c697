import type { CourseSummary } from '@vela/contracts/content';
import { coursePagePath } from '@vela/contracts/content-paths';
import { LocaleLink } from '../locale-link.tsx';
import { CourseFacts } from './course-card.tsx';

type CourseLineCourse = Pick<CourseSummary, 'id' | 'track' | 'title' | 'level' | 'readingMinutes'>;

/** A course's title linking to it, then its level and reading time: one line of a track's list. */
export function CourseLine({ course, titleClassName }: { course: CourseLineCourse; titleClassName: string }) {
  return (
    <>
      <LocaleLink to={coursePagePath(course.track, course.id)} className={titleClassName}>
        {course.title}
      </LocaleLink>
      <span className="content-meta">
        <CourseFacts course={course} />
      </span>
    </>
  );
}
