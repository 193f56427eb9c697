import type { TrackingState } from '../../lib/analytics/profile.ts';

/**
 * The visitor's privacy choice about analytics, asked once and remembered in this browser.
 * Until it is made, tracking is paused: events are neither collected nor sent (the client cannot
 * hold events without also being allowed to send them), and the page the visitor allows tracking
 * on is recorded at that moment.
 */
export const TRACKING_CHOICE_KEY = 'vela_tracking_choice';

export const trackingChoices = ['allow', 'decline'] as const;
export type TrackingChoice = (typeof trackingChoices)[number];

/** `unset`: not chosen yet, ask; `pending`: not known yet (server rendering, hydration): ask nothing. */
export type TrackingChoiceSnapshot = TrackingChoice | 'unset' | 'pending';

export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isTrackingChoice(value: unknown): value is TrackingChoice {
  return trackingChoices.some((choice) => choice === value);
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

export interface TrackingChoiceStore {
  getSnapshot(): TrackingChoice | 'unset';
  subscribe(listener: () => void): () => void;
  choose(choice: TrackingChoice): void;
}

/** Where another tab's choice is heard (the `storage` event); `window` satisfies it. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

/**
 * The choice as an external store for useSyncExternalStore. A choice storage refuses to keep still
 * holds for this page; one made in another tab applies here too.
 */
export function createTrackingChoiceStore(
  storage: ChoiceStorage | undefined,
  events?: StorageEvents,
): TrackingChoiceStore {
  const listeners = new Set<() => void>();
  let pageChoice: TrackingChoice | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: { key: string | null }) => {
    if (event.key === TRACKING_CHOICE_KEY || event.key === null) notify();
  };
  return {
    getSnapshot: () => readTrackingChoice(storage) ?? pageChoice ?? 'unset',
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
        // Kept for this page only; the next page load asks again.
      }
      notify();
    },
  };
}
