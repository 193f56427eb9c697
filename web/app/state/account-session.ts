import type { Notice } from '@vela/contracts/feed';
import { loadBrowserFeed, loadedBrowserFuturesFeed, onBrowserFuturesFeedLoad } from '../lib/realtime/feed-loader.ts';
import type { FeedSession } from '../lib/realtime/feed-session.ts';
import type { TradingAccount } from './trading-account.ts';

// The account's store is its own module (trading-account.ts), loaded with the screens that show it:
// this module runs on every page, for visitors too.

/** The signed-in user's session: what the account session needs of the app store. */
export interface AccountSessionHost {
  /** The signed-in user's id, or null for a visitor. */
  userId(): string | null;
  subscribeUser(listener: () => void): () => void;
  onUnread(count: number): void;
  onNotice(notice: Notice): void;
}

/** The signed-in user, and their account session once a screen asked for it. */
let current: { userId: string; account?: TradingAccount } | undefined;
const currentListeners = new Set<() => void>();

/**
 * The signed-in user's account session, made with `create` on the first call for this user;
 * undefined for a visitor (and on the server).
 */
export function currentAccount(create: () => TradingAccount): TradingAccount | undefined {
  if (current && !current.account) current.account = create();
  return current?.account;
}

/** Whose account session is open: the signed-in user's id, null for a visitor. */
export function currentAccountUserId(): string | null {
  return current?.userId ?? null;
}

export function subscribeCurrentAccount(listener: () => void): () => void {
  currentListeners.add(listener);
  return () => currentListeners.delete(listener);
}

/** The public feed for a visitor, the user's private feed for a user. */
function switchFeed(feed: FeedSession, userId: string | null): void {
  (userId === null ? feed.switchTo('public') : feed.switchTo('private', userId)).catch(() => {});
}

/**
 * Follows the signed-in user (browser only): for a user, one account session, the feed switched
 * to the private socket and the notification socket (socket.io, loaded only then) open; for a
 * visitor none, the public feed. The futures feed and the futures account session follow too,
 * once a futures screen loaded them (never loaded here: a page without futures opens no futures
 * socket and carries none of their code). Login and logout switch without a reload. Returns what
 * stops it.
 */
export function connectAccountSession(host: AccountSessionHost): () => void {
  let stopNotifications: (() => void) | undefined;
  let generation = 0;
  let followed: string | null | undefined;
  const stopFuturesFeed = onBrowserFuturesFeedLoad((feed) => {
    if (followed !== undefined) switchFeed(feed, followed);
  });

  function follow(): void {
    const userId = host.userId();
    if (followed === userId) return;
    followed = userId;
    const mine = ++generation;
    current?.account?.dispose();
    stopNotifications?.();
    stopNotifications = undefined;
    current = userId === null ? undefined : { userId };
    for (const listener of [...currentListeners]) listener();
    void loadBrowserFeed().then(
      (feed) => switchFeed(feed, userId),
      () => {},
    );
    const futuresFeed = loadedBrowserFuturesFeed();
    if (futuresFeed) switchFeed(futuresFeed, userId);
    if (userId === null) return;
    import('../lib/notifications/client-socket.ts')
      .then(({ connectNotifications }) =>
        connectNotifications({
          onUnread: (count) => host.onUnread(count),
          onNotice: (notice) => host.onNotice(notice),
        }),
      )
      .then(
        (stop) => {
          if (mine !== generation) stop();
          else stopNotifications = stop;
        },
        () => {},
      );
  }

  follow();
  const off = host.subscribeUser(follow);
  return () => {
    off();
    stopFuturesFeed();
    generation += 1;
    stopNotifications?.();
    stopNotifications = undefined;
    current?.account?.dispose();
    current = undefined;
    for (const listener of [...currentListeners]) listener();
  };
}
