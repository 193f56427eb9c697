import { analyticsMaxEventsPerSend } from '@vela/contracts/analytics';

/** Analytics defaults of spec section 9. */
export const analyticsDefaults = {
  /** Events queued before a send starts without waiting for the interval. */
  batchSize: 6,
  /** The largest batch size a configuration may ask for. */
  maxBatchSize: 30,
  sendIntervalMs: 6_000,
  /** Events kept on the device; the oldest are dropped first. */
  localCap: 500,
  maxEventsPerSend: analyticsMaxEventsPerSend,
  sendTimeoutMs: 3_000,
  /** Attempts after the first failed one, before a chunk of events is given up. */
  maxRetries: 3,
  /** The spec's site-linker query parameter, kept exactly as named. */
  linkerParam: '_tasdk',
} as const;

/** Image requests are split so that no URL exceeds this many characters (old browsers and proxies). */
export const maxImageUrlLength = 2_000;

/** Prefix of the storage keys; a named instance adds its name so that instances never share a queue. */
export const storageKeyPrefix = 'vela_analytics';

export const pageViewEventName = 'page_view';

/** The property a timed event (see timeEvent) carries: seconds, with millisecond precision. */
export const durationPropertyName = 'duration';
