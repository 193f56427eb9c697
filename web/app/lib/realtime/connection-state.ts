/**
 * The connection state the UI shows, as a small external store: React reads it with
 * `useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)`.
 *
 * - connecting:   the first attempt since the feed was opened (or switched) has not opened yet;
 * - live:         the socket is open;
 * - reconnecting: the socket closed, failed or went stale and the manager is bringing it back
 *                 (screens refresh over REST meanwhile, see connectHttp);
 * - offline:      the browser reported `offline`; nothing is attempted until `online`.
 */

export const connectionStates = ['connecting', 'live', 'reconnecting', 'offline'] as const;
export type ConnectionState = (typeof connectionStates)[number];

export interface ConnectionStateStore {
  getSnapshot(): ConnectionState;
  /** Server rendering has no socket: always 'connecting'. */
  getServerSnapshot(): ConnectionState;
  /** `listener` runs after each change of state (not on a set to the same state). */
  subscribe(listener: () => void): () => void;
}

export interface WritableConnectionState extends ConnectionStateStore {
  set(state: ConnectionState): void;
}

export function createConnectionState(initial: ConnectionState = 'connecting'): WritableConnectionState {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    getServerSnapshot: () => 'connecting',
    subscribe(listener) {
      // A wrapper per call: subscribing one function twice needs two unsubscribes, as React expects.
      const entry = () => listener();
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
