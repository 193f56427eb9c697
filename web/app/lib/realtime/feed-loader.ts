import type { ChannelParams, ChannelParamsOf, FeedChannel } from '@vela/contracts/feed';
import type { ChannelHandlers, ChannelLayer, CloseChannel } from './channels.ts';
import type { FeedSession } from './feed-session.ts';

let session: FeedSession | undefined;
let channels: ChannelLayer | undefined;
let loading: Promise<FeedSession> | undefined;

/**
 * The page's feed session (browser-feed.ts), whose code is loaded on first use after hydration
 * rather than before the first paint. A failed load is tried again by the next caller.
 */
export function loadBrowserFeed(): Promise<FeedSession> {
  loading ??= import('./browser-feed.ts').then(
    ({ browserFeed, browserChannels }) => {
      session = browserFeed();
      channels = browserChannels();
      return session;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The session once loaded, for synchronous reads such as the connection state's snapshot. */
export function loadedBrowserFeed(): FeedSession | undefined {
  return session;
}

/** Runs `use` with the session once it is loaded, unless cancelled first; returns what undoes both. */
export function withBrowserFeed(use: (feed: FeedSession) => () => void): () => void {
  let undo: (() => void) | undefined;
  let cancelled = false;
  loadBrowserFeed().then(
    (feed) => {
      if (!cancelled) undo = use(feed);
    },
    () => {},
  );
  return () => {
    cancelled = true;
    undo?.();
  };
}

/**
 * Opens a channel of the page's feed (channels.ts: reference-counted, resubscribed on reconnect,
 * depth gaps resynchronised), once the feed's code is loaded; the returned function closes it,
 * also before the load finished. Browser only: call it from an effect or a store subscription.
 */
export function openChannel<C extends FeedChannel>(
  params: ChannelParamsOf<C>,
  handlers: ChannelHandlers<C>,
): CloseChannel {
  let close: CloseChannel | undefined;
  let cancelled = false;
  loadBrowserFeed().then(
    () => {
      if (!cancelled) close = channels?.openChannel(params, handlers);
    },
    () => {},
  );
  return () => {
    cancelled = true;
    close?.();
  };
}

/** Asks the page's feed for a fresh snapshot of an open channel (see ChannelLayer.resync). */
export function resyncChannel(params: ChannelParams): void {
  channels?.resync(params);
}
