import { analyticsMaxEventsPerSend } from '@vela/contracts/analytics';

/** What the analytics receiver accepts; anything beyond is refused before it reaches the database. */
export const receiverLimits = {
  /** POST bodies (ajax, beacon): 50 ordinary events fit many times over. Larger: 413. */
  bodyBytes: 64 * 1024,
  maxEvents: analyticsMaxEventsPerSend,
  /**
   * The whole request URL of an image GET. The client splits batches at 2000 characters but sends
   * one oversized event alone; Node refuses request heads over 16 KiB itself. Larger: 414.
   */
  urlLength: 12 * 1024,
  /** Nesting of the batch JSON: deeper input would exhaust the validator's and PostgreSQL's stacks. */
  jsonDepth: 32,
  /** Ids and names stored in indexed columns: a B-tree entry must stay under ~2.7 kB. */
  textLength: 255,
  /** Requests per address and minute; a page sends one batch per 6 s interval, or per 6 events. */
  requestsPerMinute: 600,
} as const;
