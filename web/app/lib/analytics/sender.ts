/**
 * Batching, retry and time-out for the analytics client, and the wire format.
 *
 * Wire format (the receiver follows it; schema: analyticsBatchSchema in
 * packages/contracts/src/analytics.ts):
 *
 * - Endpoint: `<serverUrl>/sync_js`, or `<serverUrl>/data_debug` in debug mode.
 * - A batch is the JSON text `{"events":[AnalyticsEvent, ...]}`, 1 to 50 events, UTF-8.
 * - ajax:   `POST <endpoint>`, `Content-Type: application/json`, body = the batch.
 * - beacon: `POST <endpoint>` by navigator.sendBeacon, body = the batch sent as a string, so the
 *           browser labels it `text/plain;charset=UTF-8` (a JSON content type would need a CORS
 *           preflight, which beacons cannot make): the receiver parses the body as JSON whatever
 *           its content type says.
 * - image:  `GET <endpoint>?data=<base64url(batch)>&t=<ms since epoch>`, base64url without padding
 *           (RFC 4648 section 5; Node decodes it with `Buffer.from(data, 'base64url')`); `t` only
 *           defeats caches. A batch whose URL would exceed 2000 characters is split over several
 *           requests, each a valid batch of its own; one event too large for any URL is still
 *           sent alone.
 * - Any 2xx answer means accepted (for image: the image loaded). The client cannot tell a refusal
 *   from a network failure and retries both, so the same event may arrive more than once: the
 *   receiver keeps one per `uuid`.
 *
 * Sending: events wait in the local queue; a send starts when `batchSize` events are queued or
 * every interval, and sends up to 50 events per request until the queue is empty. A request that
 * fails or takes longer than the time-out is retried at the next interval, up to `maxRetries`
 * times, then its events are dropped with a warning, so one refused event can never block the
 * queue. On pagehide what is queued leaves by beacon.
 */
import type { AnalyticsEvent } from '@vela/contracts/analytics';
import type { Clock } from './clock.ts';
import { maxImageUrlLength } from './constants.ts';
import type { AnalyticsLogger, EventQueue } from './queue.ts';

export const sendMethods = ['image', 'ajax', 'beacon'] as const;
export type SendMethod = (typeof sendMethods)[number];

/** Browser I/O, one function per send method; each resolves false (never rejects) when delivery failed. */
export interface Transports {
  image?: (url: string, signal: AbortSignal) => Promise<boolean>;
  ajax?: (url: string, body: string, signal: AbortSignal) => Promise<boolean>;
  /** True when the browser accepted the beacon for delivery. */
  beacon?: (url: string, body: string) => boolean;
}

export interface Sender {
  /** Queues the event and starts a send when a batch is full. */
  enqueue(event: AnalyticsEvent): void;
  /** Sends what is queued; resolves when the queue is empty or a send failed. */
  flush(): Promise<void>;
  /** Hands everything queued to the beacon transport, synchronously (for pagehide). */
  flushByBeacon(): void;
  /** Starts the interval; sends happen only while started. */
  start(): void;
  stop(): void;
}

export interface SenderOptions {
  queue: EventQueue;
  transports: Transports;
  /** From resolveSendMethod; undefined when no transport exists (server rendering, tests): events stay queued. */
  method: SendMethod | undefined;
  endpoint: string;
  clock: Clock;
  logger: AnalyticsLogger;
  batchSize: number;
  intervalMs: number;
  timeoutMs: number;
  maxPerSend: number;
  maxRetries: number;
}

function isSendMethod(value: unknown): value is SendMethod {
  return sendMethods.some((method) => method === value);
}

/** Spec section 5: image, ajax or beacon, anything else image; a method this browser lacks also falls back to image. */
export function resolveSendMethod(
  requested: unknown,
  transports: Transports,
  logger: AnalyticsLogger,
): SendMethod | undefined {
  if (requested !== undefined && !isSendMethod(requested)) {
    logger.warn(`analytics: unknown send method "${String(requested)}"; using image`);
  }
  const wanted = isSendMethod(requested) ? requested : 'image';
  if (transports[wanted]) return wanted;
  if (wanted !== 'image') logger.warn(`analytics: send method ${wanted} is not available here; using image`);
  return transports.image ? 'image' : undefined;
}

export function batchBody(events: readonly AnalyticsEvent[]): string {
  return JSON.stringify({ events });
}

export function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function imageUrl(endpoint: string, events: readonly AnalyticsEvent[], now: number): string {
  return `${endpoint}?data=${toBase64Url(batchBody(events))}&t=${now}`;
}

/** The GET URLs carrying `events`, as few as the URL length limit allows, in event order. */
export function imageUrls(endpoint: string, events: readonly AnalyticsEvent[], now: number): string[] {
  const urls: string[] = [];
  let group: AnalyticsEvent[] = [];
  let groupUrl = '';
  for (const event of events) {
    const candidate = imageUrl(endpoint, [...group, event], now);
    if (group.length > 0 && candidate.length > maxImageUrlLength) {
      urls.push(groupUrl);
      group = [event];
      groupUrl = imageUrl(endpoint, group, now);
    } else {
      group.push(event);
      groupUrl = candidate;
    }
  }
  if (group.length > 0) urls.push(groupUrl);
  return urls;
}

export function createSender(options: SenderOptions): Sender {
  const { queue, transports, method, endpoint, clock, logger } = options;
  let interval: unknown;
  let active = false;
  let draining: Promise<void> | undefined;
  /** Failed attempts of the chunk that starts with this event. */
  let failing: { uuid: string; attempts: number } | undefined;

  async function deliver(events: AnalyticsEvent[], signal: AbortSignal): Promise<boolean> {
    if (method === 'image' && transports.image) {
      const send = transports.image;
      const results = await Promise.all(imageUrls(endpoint, events, clock.now()).map((url) => send(url, signal)));
      return results.every(Boolean);
    }
    if (method === 'ajax' && transports.ajax) return transports.ajax(endpoint, batchBody(events), signal);
    if (method === 'beacon' && transports.beacon) return transports.beacon(endpoint, batchBody(events));
    return false;
  }

  async function sendWithTimeout(events: AnalyticsEvent[]): Promise<boolean> {
    const controller = new AbortController();
    let timer: unknown;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = clock.setTimeout(() => {
        controller.abort();
        resolve(false);
      }, options.timeoutMs);
    });
    try {
      return await Promise.race([deliver(events, controller.signal), timedOut]);
    } catch {
      // A transport that throws counts as a failed delivery, like one that answers false.
      return false;
    } finally {
      clock.clearTimeout(timer);
    }
  }

  async function drain(): Promise<void> {
    while (active && method) {
      const chunk = queue.peek(options.maxPerSend);
      const head = chunk[0];
      if (!head) return;
      const uuids = chunk.map((event) => event.uuid);
      if (await sendWithTimeout(chunk)) {
        queue.remove(uuids);
        failing = undefined;
        continue;
      }
      const attempts = failing?.uuid === head.uuid ? failing.attempts + 1 : 1;
      if (attempts > options.maxRetries) {
        queue.remove(uuids);
        failing = undefined;
        logger.warn(`analytics: dropped ${chunk.length} events after ${options.maxRetries} failed retries`);
      } else {
        failing = { uuid: head.uuid, attempts };
      }
      return;
    }
  }

  function flush(): Promise<void> {
    draining ??= drain().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  return {
    enqueue(event) {
      queue.push(event);
      if (queue.size() >= options.batchSize) void flush();
    },
    flush,
    flushByBeacon() {
      const beacon = transports.beacon;
      if (!active || !beacon) return;
      const queued = queue.peek(Number.POSITIVE_INFINITY);
      const delivered: string[] = [];
      for (let start = 0; start < queued.length; start += options.maxPerSend) {
        const chunk = queued.slice(start, start + options.maxPerSend);
        // The browser limits queued beacon data: what it refuses stays for the next page load.
        if (!beacon(endpoint, batchBody(chunk))) break;
        delivered.push(...chunk.map((event) => event.uuid));
      }
      queue.remove(delivered);
    },
    start() {
      active = true;
      interval ??= clock.setInterval(() => void flush(), options.intervalMs);
    },
    stop() {
      active = false;
      if (interval !== undefined) clock.clearInterval(interval);
      interval = undefined;
    },
  };
}
