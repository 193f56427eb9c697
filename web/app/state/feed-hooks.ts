/**
 * React's view of the feed: thin hooks over the React-free channel layer (lib/realtime/channels.ts,
 * reference-counted there) and the feed session's connection state. Stores and screens use these;
 * nothing here opens a socket or counts subscribers itself.
 */
import type { ChannelParamsOf, FeedChannel } from '@vela/contracts/feed';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChannelHandlers } from '../lib/realtime/channels.ts';
import type { ConnectionState } from '../lib/realtime/connection-state.ts';
import { loadedBrowserFeed, openChannel, withBrowserFeed } from '../lib/realtime/feed-loader.ts';
import { paramsKey } from '../lib/realtime/subscriptions.ts';

/**
 * Holds a channel open while mounted; the latest handlers get its pushes (changing them does not
 * resubscribe: the channel is identified by its params).
 */
export function useChannel<C extends FeedChannel>(params: ChannelParamsOf<C>, handlers: ChannelHandlers<C>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = paramsKey(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params are identified by their key.
  useEffect(
    () =>
      openChannel<C>(params, {
        onSnapshot: (payload, message) => latest.current.onSnapshot?.(payload, message),
        onUpdate: (payload, message) => latest.current.onUpdate?.(payload, message),
        onGap: () => latest.current.onGap?.(),
        onHttpFallback: (signal) => latest.current.onHttpFallback?.(signal),
      }),
    [key],
  );
}

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
