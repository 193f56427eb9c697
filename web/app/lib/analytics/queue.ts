import { type AnalyticsEvent, analyticsEventSchema } from '@vela/contracts/analytics';

/** The part of the DOM Storage interface the client uses, so tests and SSR can pass a map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AnalyticsLogger {
  warn(message: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** Events waiting to be sent, oldest first, kept on the device so a reload does not lose them. */
export interface EventQueue {
  push(event: AnalyticsEvent): void;
  /** The oldest `count` events, left in the queue until `remove` confirms they were delivered. */
  peek(count: number): AnalyticsEvent[];
  remove(uuids: readonly string[]): void;
  size(): number;
  clear(): void;
}

export interface EventQueueOptions {
  storage: KeyValueStorage;
  key: string;
  /** Events kept at most; pushing more drops the oldest first (spec section 9: 500). */
  cap: number;
  logger: AnalyticsLogger;
}

/**
 * Storage is read on every operation rather than cached: other tabs of the site share the key, and
 * each must see what the others queued or sent. When storage refuses a write (quota, private mode)
 * the queue carries on in memory for the rest of the page's life.
 */
export function createEventQueue({ storage, key, cap, logger }: EventQueueOptions): EventQueue {
  let memory: AnalyticsEvent[] | undefined;
  // The text last read or written and its events: parsing 500 events on every call would cost
  // each track call milliseconds, while comparing the text is cheap.
  let known: { raw: string; events: readonly AnalyticsEvent[] } | undefined;

  function parse(raw: string): AnalyticsEvent[] {
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      // A corrupt entry is replaced by the next write.
      return [];
    }
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((entry) => {
      const parsed = analyticsEventSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  }

  function read(): AnalyticsEvent[] {
    if (memory) return [...memory];
    let raw: string;
    try {
      raw = storage.getItem(key) ?? '[]';
    } catch {
      return [];
    }
    if (known?.raw !== raw) known = { raw, events: parse(raw) };
    return [...known.events];
  }

  function write(events: AnalyticsEvent[]): void {
    if (memory) {
      memory = events;
      return;
    }
    const raw = JSON.stringify(events);
    try {
      if (events.length === 0) storage.removeItem(key);
      else storage.setItem(key, raw);
      known = { raw: events.length === 0 ? '[]' : raw, events };
    } catch {
      logger.warn('analytics: local storage refused the event queue; keeping events in memory');
      memory = events;
    }
  }

  return {
    push(event) {
      const events = read();
      events.push(event);
      const overflow = events.length - cap;
      if (overflow > 0) logger.warn(`analytics: local cap of ${cap} events reached; dropped the oldest ${overflow}`);
      write(overflow > 0 ? events.slice(overflow) : events);
    },
    peek: (count) => read().slice(0, count),
    remove(uuids) {
      const done = new Set(uuids);
      write(read().filter((event) => !done.has(event.uuid)));
    },
    size: () => read().length,
    clear: () => write([]),
  };
}
