import {
  type AnnouncementList,
  type AnnouncementResponse,
  announcementListSchema,
  announcementResponseSchema,
  type CourseList,
  type CourseResponse,
  type CourseTrack,
  contentPaths,
  courseListSchema,
  courseResponseSchema,
  type EventClass,
} from '@vela/contracts/content';
import type { LocaleCode } from '@vela/contracts/locales';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { redirect } from 'react-router';
import { localeFromPath, localePath } from '../../i18n/locale-paths.ts';
import { loadPageJson } from '../../lib/routing/page-data.server.ts';
import { validateRoute } from '../../lib/routing/validate.ts';

/**
 * The platform calls of the content screens, made from loaders through `context.apiFetch` (the
 * same HTTP routes a browser reaches). An unknown item is the route's 404; any other failure is a
 * 503 for the error boundary, never half a page.
 */
interface LoaderArgs {
  request: Request;
  context: SsrLoadContext;
}

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

export function loadAnnouncementList(
  args: LoaderArgs,
  query: { locale: LocaleCode; eventClass: EventClass | null; page: number },
): Promise<AnnouncementList> {
  const search = new URLSearchParams({
    locale: query.locale,
    page: String(query.page),
    pageSize: String(ANNOUNCEMENTS_PAGE_SIZE),
  });
  if (query.eventClass) search.set('class', query.eventClass);
  return loadPageJson(args, `${contentPaths.announcements}?${search}`, announcementListSchema);
}

export function loadAnnouncement(args: LoaderArgs, id: string, locale: LocaleCode): Promise<AnnouncementResponse> {
  return loadPageJson(args, `${contentPaths.announcement(id)}?locale=${locale}`, announcementResponseSchema);
}

export function loadCourses(args: LoaderArgs, locale: LocaleCode, track?: CourseTrack): Promise<CourseList> {
  const search = new URLSearchParams({ locale, ...(track ? { track } : {}) });
  return loadPageJson(args, `${contentPaths.courses}?${search}`, courseListSchema);
}

export function loadCourse(args: LoaderArgs, id: string, locale: LocaleCode): Promise<CourseResponse> {
  return loadPageJson(args, `${contentPaths.course(id)}?locale=${locale}`, courseResponseSchema);
}

/**
 * The loader of an announcement or course page. Parameters that fail validation, and an id the
 * platform does not publish, are the route's 404. The address names the item's class or track in
 * its second segment (`/events-announcements/:eventClass/:id`, `/events-courses/research/:id`): an
 * item reached under another one (it was moved) is sent to its own address, for good.
 */
export async function loadDetailPage<Page>(
  args: LoaderArgs,
  detail: {
    valid: boolean;
    load: (locale: LocaleCode) => Promise<Page>;
    /** The class or track the item is filed under. */
    filedUnder: (page: Page) => string;
    /** The item's own address, without the locale. */
    pagePath: (page: Page) => string;
  },
): Promise<Page> {
  validateRoute(args.request, detail.valid);
  const { locale, path } = localeFromPath(new URL(args.request.url).pathname);
  const page = await detail.load(locale);
  if (detail.filedUnder(page) !== path.split('/')[2]) throw redirect(localePath(locale, detail.pagePath(page)), 301);
  return page;
}
