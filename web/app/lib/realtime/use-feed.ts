import type { ChannelParams } from '@vela/contracts/feed';
import { useEffect, useSyncExternalStore } from 'react';
import type { ConnectionState } from './connection-state.ts';
import { loadedBrowserFeed, withBrowserFeed } from './feed-loader.ts';
import type { FeedMessage } from './frames.ts';

/** Components share subscriptions: the channel is left only when its last user unmounts. */
const holders = new Map<string, number>();

function keyOf(params: ChannelParams): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}

/** Subscribes to a feed channel while mounted and hands each message of `topic` to `onMessage`. */
export function useFeedChannel(
  params: ChannelParams,
  topic: `${string}.${string}`,
  onMessage: (message: FeedMessage) => void,
): void {
  const key = keyOf(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params are identified by their key.
  useEffect(
    () =>
      withBrowserFeed((feed) => {
        const count = holders.get(key) ?? 0;
        holders.set(key, count + 1);
        if (count === 0) feed.subscribe(params);
        const off = feed.on(topic, onMessage);
        return () => {
          off();
          const left = (holders.get(key) ?? 1) - 1;
          holders.set(key, left);
          if (left === 0) {
            holders.delete(key);
            feed.unsubscribe(params);
          }
        };
      }),
    [key, topic, onMessage],
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
