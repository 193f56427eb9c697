import { z } from 'zod';

/**
 * The analytics wire contract between the web tracking client (web/app/lib/analytics) and the
 * receiver. How a batch travels (POST body or image GET) is described at the top of
 * web/app/lib/analytics/sender.ts; this file is what both sides validate against.
 */

/** Receiver paths named by the specification (section 7). */
export const analyticsReceiverPath = '/sync_js';
export const analyticsDebugReceiverPath = '/data_debug';

/** Spec section 9: at most 50 events leave the client in one send, so a receiver may refuse more. */
export const analyticsMaxEventsPerSend = 50;

/**
 * Event and property names in strict mode: a letter, then letters, digits or underscores, 50 at most.
 * The batch schema does not enforce it: a client in non-strict mode warns and still sends such names.
 */
export const analyticsNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** `track_update` and `track_overwrite` change an earlier event, found by its extraId. */
export const analyticsEventTypeSchema = z.enum(['track', 'track_update', 'track_overwrite']);
export type AnalyticsEventType = z.infer<typeof analyticsEventTypeSchema>;

/** Property values are JSON; dates arrive as ISO-8601 strings. */
export const analyticsPropertiesSchema = z.record(z.string(), z.json());
export type AnalyticsProperties = z.infer<typeof analyticsPropertiesSchema>;

const eventBase = {
  /** Unique per event: retries and the pagehide beacon can deliver an event twice, the receiver keeps one. */
  uuid: z.string().min(1).max(64),
  eventName: z.string().min(1),
  /** Milliseconds since the epoch on the client clock when the event happened. */
  time: z.number().int().nonnegative(),
  distinctId: z.string().min(1),
  /** Set once the user logged in. */
  accountId: z.string().min(1).optional(),
  properties: analyticsPropertiesSchema,
};

export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...eventBase,
    type: z.literal('track'),
    /** Present on a first-time event: the receiver keeps only the first event per (eventName, firstCheckId). */
    firstCheckId: z.string().min(1).optional(),
  }),
  z.object({ ...eventBase, type: z.literal('track_update'), extraId: z.string().min(1) }),
  z.object({ ...eventBase, type: z.literal('track_overwrite'), extraId: z.string().min(1) }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(analyticsMaxEventsPerSend),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** Which client sent the event: the web site or the mobile-web (H5) variant. */
export const analyticsSiteIdSchema = z.enum(['web', 'H5']);
export type AnalyticsSiteId = z.infer<typeof analyticsSiteIdSchema>;

/**
 * The tracking properties of the specification (section 3), spelled as it spells them. All are
 * optional: an event carries the ones that describe where it happened.
 */
export const trackingPropertiesSchema = z.object({
  module_name: z.string().optional(),
  element_name: z.string().optional(),
  pageid: z.union([z.string(), z.number()]).optional(),
  blockid: z.union([z.string(), z.number()]).optional(),
  locationid: z.union([z.string(), z.number()]).optional(),
  events: z.string().optional(),
  events_param: z.union([z.string(), z.record(z.string(), z.json())]).optional(),
  siteid: analyticsSiteIdSchema.optional(),
  type: z.string().optional(),
  page_name: z.string().optional(),
});
export type TrackingProperties = z.infer<typeof trackingPropertiesSchema>;
