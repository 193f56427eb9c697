import { useSyncExternalStore } from 'react';
import {
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

/** The page's one choice store, created on first use, which happens in the browser only. */
export function trackingChoiceStore(): TrackingChoiceStore {
  browserStore ??= createTrackingChoiceStore(pageStorage(), window);
  return browserStore;
}

const subscribe = (listener: () => void) => trackingChoiceStore().subscribe(listener);
const getSnapshot = () => trackingChoiceStore().getSnapshot();
// The server cannot know the choice: 'pending' renders no banner, so hydration matches.
const getServerSnapshot = (): TrackingChoiceSnapshot => 'pending';

export function useTrackingChoice(): [TrackingChoiceSnapshot, (choice: TrackingChoice) => void] {
  const choice = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return [choice, (next) => trackingChoiceStore().choose(next)];
}
