import {
  type AnnouncementSummary,
  announcementListSchema,
  type CourseSummary,
  type CourseTrack,
  contentPaths,
  courseListSchema,
  courseTracks,
} from '@vela/contracts/content';
import type { LocaleCode } from '@vela/contracts/locales';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { appFromUserAgent, shellFromQuery } from '../../lib/native/shell.ts';

/**
 * The home page's platform calls, made from its loader through `context.apiFetch`. Only the
 * markets (`features/markets/market-rows.server.ts`) are essential (their failure is the page's
 * 503); the content sections load on their own and a failed one is `null`, shown as "cannot be
 * loaded" while the rest of the page works.
 */

export const LATEST_ANNOUNCEMENTS = 4;
export const COURSES_PER_TRACK = 2;

export interface TrackHighlights {
  track: CourseTrack;
  courses: CourseSummary[];
}

async function fetchOptional<T>(
  context: SsrLoadContext,
  path: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): Promise<T | null> {
  try {
    const response = await context.apiFetch(path);
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The newest announcements of every class, or null when the content API failed. */
export async function loadLatestAnnouncements(
  context: SsrLoadContext,
  locale: LocaleCode,
): Promise<AnnouncementSummary[] | null> {
  const query = new URLSearchParams({ locale, page: '1', pageSize: String(LATEST_ANNOUNCEMENTS) });
  const list = await fetchOptional(context, `${contentPaths.announcements}?${query}`, announcementListSchema);
  return list?.items ?? null;
}

/** The first courses of each track in reading order, or null when the content API failed. */
export async function loadCourseHighlights(
  context: SsrLoadContext,
  locale: LocaleCode,
): Promise<TrackHighlights[] | null> {
  const list = await fetchOptional(context, `${contentPaths.courses}?locale=${locale}`, courseListSchema);
  if (!list) return null;
  return courseTracks.map((track) => ({
    track,
    courses: list.items.filter((course) => course.track === track).slice(0, COURSES_PER_TRACK),
  }));
}

/**
 * The server's view of the native shell: the user-agent marker or the `inApp` query flag. The
 * browser also remembers the flag for the tab's session, which only it can read (app store `inAppHost`).
 */
export function requestFromNativeShell(request: Request): boolean {
  return Boolean(appFromUserAgent(request.headers.get('user-agent')) ?? shellFromQuery(new URL(request.url).search));
}
