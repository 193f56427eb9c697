/**
 * The subscription list of one feed socket (spec 4 "Subscriptions"): entries deduplicated by
 * their params, compared deeply and independently of key order. Sending is the manager's job.
 */
import type { OutboundFrame, SubscriptionParams } from './frames.ts';

/** Spec 3: event `login` (a private-feed login, params `{token}`) or `sub`, and params. */
export interface Subscription {
  event: 'login' | 'sub';
  params: SubscriptionParams;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .filter((key) => record[key] !== undefined)
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

/**
 * The identity of a params object: its JSON with keys sorted at every depth. Properties whose
 * value is undefined do not count, as they are not sent either; array order does count.
 */
export function paramsKey(params: SubscriptionParams): string {
  return JSON.stringify(canonical(params));
}

export function sameParams(a: SubscriptionParams, b: SubscriptionParams): boolean {
  return paramsKey(a) === paramsKey(b);
}

/** The frame that subscribes (or logs in) an entry. */
export function subscribeFrame(entry: Subscription): OutboundFrame {
  return { event: entry.event, params: entry.params };
}

/** The frame that undoes an entry: `logout` for a login, `unsub` for a subscription. */
export function unsubscribeFrame(entry: Subscription): OutboundFrame {
  return { event: entry.event === 'login' ? 'logout' : 'unsub', params: entry.params };
}

/** Login entries first (a private channel needs the login), then the others, each in list order. */
export function resendOrder(entries: readonly Subscription[]): Subscription[] {
  return [...entries.filter((entry) => entry.event === 'login'), ...entries.filter((entry) => entry.event !== 'login')];
}

export interface SubscriptionList {
  /** Adds the entry unless one with the same params is listed; true when added. */
  add(entry: Subscription): boolean;
  find(params: SubscriptionParams): Subscription | undefined;
  /** Removes and returns the entry with these params, if listed. */
  remove(params: SubscriptionParams): Subscription | undefined;
  entries(): readonly Subscription[];
  clear(): void;
  readonly size: number;
}

export function createSubscriptionList(initial: readonly Subscription[] = []): SubscriptionList {
  // Insertion-ordered, keyed by paramsKey.
  const byKey = new Map<string, Subscription>();
  const list: SubscriptionList = {
    add(entry) {
      const key = paramsKey(entry.params);
      if (byKey.has(key)) return false;
      byKey.set(key, entry);
      return true;
    },
    find: (params) => byKey.get(paramsKey(params)),
    remove(params) {
      const key = paramsKey(params);
      const entry = byKey.get(key);
      byKey.delete(key);
      return entry;
    },
    entries: () => [...byKey.values()],
    clear: () => byKey.clear(),
    get size() {
      return byKey.size;
    },
  };
  for (const entry of initial) list.add(entry);
  return list;
}
