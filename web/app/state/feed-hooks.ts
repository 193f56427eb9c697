/**
 * React's view of the feed session: its HTTP fallback signals and its connection state. Channels
 * are opened by the session stores (state/*-session.ts), never by a component.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { ConnectionState } from '../lib/realtime/connection-state.ts';
import { loadedBrowserFeed, withBrowserFeed } from '../lib/realtime/feed-loader.ts';

/** Runs `refresh` whenever the feed asks screens to fall back to HTTP (connectHttp, connectHttp_1m). */
export function useHttpFallback(refresh: () => void): void {
  useEffect(
    () =>
      withBrowserFeed((feed) => {
        const offShort = feed.on('connectHttp', refresh);
        const offLong = feed.on('connectHttp_1m', refresh);
        return () => {
          offShort();
          offLong();
        };
      }),
    [refresh],
  );
}

const serverState = (): ConnectionState => 'connecting';

// Until the feed's code is in, the state is the server's: connecting.
const subscribeConnection = (listener: () => void) =>
  withBrowserFeed((feed) => {
    const off = feed.connection.subscribe(listener);
    listener();
    return off;
  });
const connectionSnapshot = () => loadedBrowserFeed()?.connection.getSnapshot() ?? serverState();

/** live / reconnecting / offline (and connecting at first), for the header's indicator. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, connectionSnapshot, serverState);
}
