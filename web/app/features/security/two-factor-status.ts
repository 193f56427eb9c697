import type { TwoFactorStatus } from '@vela/contracts/two-factor';
import { useEffect, useSyncExternalStore } from 'react';
import { twoFactorCalls } from './two-factor-calls.ts';

export type StatusSnapshot = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; status: TwoFactorStatus };

const LOADING: StatusSnapshot = { state: 'loading' };
let snapshot: StatusSnapshot = LOADING;
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: StatusSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Loads (or reloads) the status both sections show; one request at a time. */
export function refreshTwoFactorStatus(): Promise<void> {
  inFlight ??= twoFactorCalls
    .status()
    .then((status) => publish({ state: 'ready', status }))
    .catch(() => publish({ state: 'failed' }))
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // Nobody shows it any more: the next page (perhaps another user's) starts from loading, not stale data.
    if (listeners.size === 0) snapshot = LOADING;
  };
}

/**
 * The account's second-factor status, shared by the TOTP and passkey sections so a change in one
 * (recovery codes made by a first passkey, say) shows in the other. Loaded in the browser only.
 */
export function useTwoFactorStatus(): StatusSnapshot {
  useEffect(() => {
    void refreshTwoFactorStatus();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => LOADING,
  );
}
