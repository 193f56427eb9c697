import { z } from 'zod';

/** Announcement and event classes: a fixed list, so an unknown class is a 404. */
export const eventClasses = ['latest-news', 'new-listings', 'activities', 'maintenance', 'product-updates'] as const;
export const eventClassSchema = z.enum(eventClasses);
export type EventClass = z.infer<typeof eventClassSchema>;

export const courseTracks = ['research', 'web3'] as const;
export type CourseTrack = (typeof courseTracks)[number];

/** Content ids are positive whole numbers in the URL. */
export const contentIdSchema = z.string().regex(/^[1-9]\d{0,15}$/);
