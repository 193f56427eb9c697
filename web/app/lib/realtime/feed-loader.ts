import type { FeedSession } from './feed-session.ts';

let session: FeedSession | undefined;
let loading: Promise<FeedSession> | undefined;

/**
 * The page's feed session (browser-feed.ts), whose code is loaded on first use after hydration
 * rather than before the first paint. A failed load is tried again by the next caller.
 */
export function loadBrowserFeed(): Promise<FeedSession> {
  loading ??= import('./browser-feed.ts').then(
    ({ browserFeed }) => {
      session = browserFeed();
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
