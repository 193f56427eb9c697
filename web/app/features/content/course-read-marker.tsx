import { useEffect, useRef } from 'react';
import { browserApi } from '../../lib/api/browser-api.ts';
import { useAppStore } from '../../state/app-store.tsx';

/**
 * Placed at the end of a course: when a signed-in reader scrolls it into view, tells the task centre
 * the course was read (once per page view). The contract loads only then, keeping zod off the page.
 */
export function CourseReadMarker({ courseId }: { courseId: number }) {
  const signedIn = useAppStore((state) => state.user !== null);
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = marker.current;
    if (!signedIn || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import('@vela/contracts/tasks')
        .then(({ tasksPaths }) => browserApi().post(tasksPaths.courseRead, { courseId }))
        .catch(() => {
          // A missed report only delays the task: the next read of a course reports again.
        });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [signedIn, courseId]);

  return <div ref={marker} className="course-read-marker" aria-hidden="true" />;
}
