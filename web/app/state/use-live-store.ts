import { useSyncExternalStore } from 'react';
import type { LiveStore } from './live-store.ts';

const noSubscription = () => () => {};

/**
 * Selector hook of a live store (live-store.ts): subscribing opens the store (its channels and
 * REST seed); `fallback` without a store (a visitor's account) and on the server. `select` must
 * return a value that stays the same object until it changes (React compares with Object.is).
 */
export function useLiveState<S, T>(store: LiveStore<S> | undefined, select: (state: S) => T, fallback: T): T {
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => (store ? select(store.getState()) : fallback),
    () => fallback,
  );
}
