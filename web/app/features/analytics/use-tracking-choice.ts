import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { trackingChoiceCookie, trackingChoiceFromCookies } from '../../lib/tracking-choice-cookie.ts';
import {
  type ChoiceCookie,
  createTrackingChoiceStore,
  type TrackingChoice,
  type TrackingChoiceSnapshot,
  type TrackingChoiceStore,
} from './tracking-choice.ts';

let browserStore: TrackingChoiceStore | undefined;

function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Reading the property throws where the browser blocks storage for this site.
    return undefined;
  }
}

// Reading document.cookie is a synchronous call into the browser's cookie store, and the store's
// snapshot is read at every render of every reader: the cookie is read once, then kept as this
// page writes it (another tab's choice arrives through storage, which is read first).
let cookieChoice: { readonly value: TrackingChoice | undefined } | undefined;

const browserCookie: ChoiceCookie = {
  read: () => {
    cookieChoice ??= { value: trackingChoiceFromCookies(document.cookie) };
    return cookieChoice.value;
  },
  write: (choice) => {
    document.cookie = trackingChoiceCookie(choice, { secure: window.location.protocol === 'https:' });
    cookieChoice = { value: choice };
  },
};

/** The page's one choice store, created on first use, which happens in the browser only. */
export function trackingChoiceStore(): TrackingChoiceStore {
  browserStore ??= createTrackingChoiceStore({ storage: pageStorage(), cookie: browserCookie, events: window });
  return browserStore;
}

const subscribe = (listener: () => void) => trackingChoiceStore().subscribe(listener);
const getSnapshot = () => trackingChoiceStore().getSnapshot();

/**
 * The visitor's choice. `serverChoice` is what the server read from the cookie (root data): the
 * server renders with it and hydration starts from it, so both agree (the banner is in the
 * document when no cookie says otherwise); right after hydration the browser's own value (storage,
 * then cookie) takes over, and a choice found only in storage is copied to the cookie.
 */
export function useTrackingChoice(
  serverChoice: TrackingChoiceSnapshot,
): [TrackingChoiceSnapshot, (choice: TrackingChoice) => void] {
  const getServerSnapshot = useCallback(() => serverChoice, [serverChoice]);
  const choice = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    if (choice !== 'unset') trackingChoiceStore().syncCookie();
  }, [choice]);
  const choose = useCallback((next: TrackingChoice) => trackingChoiceStore().choose(next), []);
  return [choice, choose];
}
