import type { TrackingState } from '../../lib/analytics/profile.ts';
import {
  isTrackingChoice,
  TRACKING_CHOICE_COOKIE,
  type TrackingChoice,
  type TrackingChoiceSnapshot,
} from '../../lib/tracking-choice-cookie.ts';

export { type TrackingChoice, type TrackingChoiceSnapshot, trackingChoices } from '../../lib/tracking-choice-cookie.ts';

/**
 * The visitor's privacy choice about analytics, asked once and remembered in this browser: in
 * localStorage (other tabs hear it) and in a cookie of the same name (the server reads it, so it
 * renders the banner with the document when no choice was made). Until it is made, tracking is
 * paused: events are neither collected nor sent (the client cannot hold events without also being
 * allowed to send them), and the page the visitor allows tracking on is recorded at that moment.
 */
export const TRACKING_CHOICE_KEY = TRACKING_CHOICE_COOKIE;

export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The choice's cookie as the store uses it; the browser's reads and writes `document.cookie`. */
export interface ChoiceCookie {
  read(): TrackingChoice | undefined;
  write(choice: TrackingChoice): void;
}

/** Allow collects and sends (normal); decline is the opt-out (stop); no choice yet pauses. */
export function trackingStateFor(choice: TrackingChoiceSnapshot): TrackingState {
  if (choice === 'allow') return 'normal';
  if (choice === 'decline') return 'stop';
  return 'pause';
}

export function readTrackingChoice(storage: ChoiceStorage | undefined): TrackingChoice | undefined {
  try {
    const stored = storage?.getItem(TRACKING_CHOICE_KEY);
    return isTrackingChoice(stored) ? stored : undefined;
  } catch {
    // Blocked storage reads as "not chosen".
    return undefined;
  }
}

function readCookieChoice(cookie: ChoiceCookie | undefined): TrackingChoice | undefined {
  try {
    return cookie?.read();
  } catch {
    return undefined;
  }
}

function writeCookieChoice(cookie: ChoiceCookie | undefined, choice: TrackingChoice): void {
  try {
    cookie?.write(choice);
  } catch {
    // A browser that refuses the cookie still has the storage; the server then renders the banner
    // and the browser hides it after hydration.
  }
}

export interface TrackingChoiceStore {
  getSnapshot(): TrackingChoiceSnapshot;
  subscribe(listener: () => void): () => void;
  choose(choice: TrackingChoice): void;
  /**
   * Writes the known choice to the cookie when the cookie lacks it or says otherwise: a choice
   * made before the cookie existed (storage only) reaches the server from the next page load on.
   */
  syncCookie(): void;
}

/** Where another tab's choice is heard (the `storage` event); `window` satisfies it. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

export interface TrackingChoiceSources {
  storage: ChoiceStorage | undefined;
  cookie?: ChoiceCookie;
  events?: StorageEvents;
}

/**
 * The choice as an external store for useSyncExternalStore: the storage's value first (it is what
 * other tabs announce), then the cookie's. A choice neither keeps still holds for this page; one
 * made in another tab applies here too.
 */
export function createTrackingChoiceStore({ storage, cookie, events }: TrackingChoiceSources): TrackingChoiceStore {
  const listeners = new Set<() => void>();
  let pageChoice: TrackingChoice | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: { key: string | null }) => {
    if (event.key === TRACKING_CHOICE_KEY || event.key === null) notify();
  };
  const getSnapshot = (): TrackingChoiceSnapshot =>
    readTrackingChoice(storage) ?? readCookieChoice(cookie) ?? pageChoice ?? 'unset';
  return {
    getSnapshot,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    choose(choice) {
      pageChoice = choice;
      try {
        storage?.setItem(TRACKING_CHOICE_KEY, choice);
      } catch {
        // Kept in the cookie, or for this page only: then the next page load asks again.
      }
      writeCookieChoice(cookie, choice);
      notify();
    },
    syncCookie() {
      const choice = getSnapshot();
      if (choice !== 'unset' && readCookieChoice(cookie) !== choice) writeCookieChoice(cookie, choice);
    },
  };
}
