import type { ChannelParams, ChannelParamsOf, FeedBiz, FeedChannel } from '@vela/contracts/feed';
import { nextTask } from '../scheduling/next-task.ts';
import type { ChannelHandlers, ChannelLayer, CloseChannel } from './channels.ts';
import type { FeedSession } from './feed-session.ts';

/** A feed session and its channel layer whose code loads on first use. */
interface LazyFeed<B extends FeedBiz> {
  load(): Promise<FeedSession>;
  loaded(): FeedSession | undefined;
  open<C extends FeedChannel>(params: ChannelParamsOf<C>, handlers: ChannelHandlers<C, B>): CloseChannel;
  resync(params: ChannelParams): void;
  /** Tells `listener` when the code has loaded (not when it already had); returns the unsubscribe. */
  onLoad(listener: (feed: FeedSession) => void): () => void;
}

function lazyFeed<B extends FeedBiz>(
  importFeed: () => Promise<{ session: FeedSession; channels: ChannelLayer<B> }>,
): LazyFeed<B> {
  let session: FeedSession | undefined;
  let channels: ChannelLayer<B> | undefined;
  let loading: Promise<FeedSession> | undefined;
  const loadListeners = new Set<(feed: FeedSession) => void>();

  // The import starts in a task of its own: the first caller is often an effect of the hydration,
  // whose task is long enough without the chunk preloads the import begins with.
  const load = (): Promise<FeedSession> => {
    loading ??= nextTask()
      .then(importFeed)
      .then(
        (feed) => {
          session = feed.session;
          channels = feed.channels;
          for (const listener of [...loadListeners]) listener(feed.session);
          return feed.session;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
    return loading;
  };

  return {
    load,
    loaded: () => session,
    open(params, handlers) {
      let close: CloseChannel | undefined;
      let cancelled = false;
      load().then(
        () => {
          if (!cancelled) close = channels?.openChannel(params, handlers);
        },
        () => {},
      );
      return () => {
        cancelled = true;
        close?.();
      };
    },
    resync(params) {
      channels?.resync(params);
    },
    onLoad(listener) {
      const own = (feed: FeedSession) => listener(feed);
      loadListeners.add(own);
      return () => loadListeners.delete(own);
    },
  };
}

const spot = lazyFeed(() =>
  import('./browser-feed.ts').then(({ browserFeed, browserChannels }) => ({
    session: browserFeed(),
    channels: browserChannels(),
  })),
);

const futures = lazyFeed(() =>
  import('./browser-futures-feed.ts').then(({ browserFuturesFeed, browserFuturesChannels }) => ({
    session: browserFuturesFeed(),
    channels: browserFuturesChannels(),
  })),
);

/**
 * The page's feed session (browser-feed.ts), whose code is loaded on first use after hydration
 * rather than before the first paint. A failed load is tried again by the next caller.
 */
export function loadBrowserFeed(): Promise<FeedSession> {
  return spot.load();
}

/** The session once loaded, for synchronous reads such as the connection state's snapshot. */
export function loadedBrowserFeed(): FeedSession | undefined {
  return spot.loaded();
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
  return spot.open(params, handlers);
}

/** Asks the page's feed for a fresh snapshot of an open channel (see ChannelLayer.resync). */
export function resyncChannel(params: ChannelParams): void {
  spot.resync(params);
}

/**
 * The page's futures feed session (browser-futures-feed.ts, the /ws/futures socket), loaded on
 * first use only: a page that opens no futures channel never loads its code nor opens its socket.
 * Which feed (public or private) it follows is the account session's business
 * (state/account-session.ts), told through onBrowserFuturesFeedLoad.
 */
export function loadBrowserFuturesFeed(): Promise<FeedSession> {
  return futures.load();
}

/** The futures session once loaded (undefined while no futures channel or session was used). */
export function loadedBrowserFuturesFeed(): FeedSession | undefined {
  return futures.loaded();
}

/** Calls `listener` when the futures feed's code has loaded (once); returns the unsubscribe. */
export function onBrowserFuturesFeedLoad(listener: (feed: FeedSession) => void): () => void {
  return futures.onLoad(listener);
}

/** openChannel on the futures socket: the payloads are the futures ones (FuturesTicker[], FuturesOrder[], ...). */
export function openFuturesChannel<C extends FeedChannel>(
  params: ChannelParamsOf<C>,
  handlers: ChannelHandlers<C, 'futures'>,
): CloseChannel {
  return futures.open(params, handlers);
}

/** Asks the futures feed for a fresh snapshot of an open channel. */
export function resyncFuturesChannel(params: ChannelParams): void {
  futures.resync(params);
}
