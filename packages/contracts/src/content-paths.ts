// The content lists and page paths without the zod schemas of content.ts, so the browser's start
// path loads no zod.

/** Announcement and event classes: a fixed list, so an unknown class is a 404. */
export const eventClasses = ['latest-news', 'new-listings', 'activities', 'maintenance', 'product-updates'] as const;
export type EventClass = (typeof eventClasses)[number];

export const courseTracks = ['research', 'web3'] as const;
export type CourseTrack = (typeof courseTracks)[number];

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** The path of a public content page without locale prefix, e.g. `/events-announcements/maintenance/7`. */
export function announcementPagePath(eventClass: EventClass, id: number): string {
  return `/events-announcements/${eventClass}/${id}`;
}

export function coursePagePath(track: CourseTrack, id: number): string {
  return `/events-courses/${track}/${id}`;
}
