import { describe, expect, it, vi } from 'vitest';

/** A feed session that records which feed it was switched to. */
function fakeFeed() {
  const switches: string[] = [];
  return {
    switches,
    session: {
      switchTo: async (kind: string, uid?: string) => {
        switches.push(uid ? `${kind}:${uid}` : kind);
      },
    },
    channels: { openChannel: () => () => {}, resync: () => {} },
  };
}

const spot = fakeFeed();
const futures = fakeFeed();
vi.mock('../lib/realtime/browser-feed.ts', () => ({
  browserFeed: () => spot.session,
  browserChannels: () => spot.channels,
}));
vi.mock('../lib/realtime/browser-futures-feed.ts', () => ({
  browserFuturesFeed: () => futures.session,
  browserFuturesChannels: () => futures.channels,
}));
const stopNotifications = vi.fn();
vi.mock('../lib/notifications/client-socket.ts', () => ({ connectNotifications: async () => stopNotifications }));

const { connectAccountSession, currentAccount } = await import('./account-session.ts');
type TradingAccount = import('./trading-account.ts').TradingAccount;
const { currentFuturesAccount } = await import('./futures-account-session.ts');
const { loadBrowserFuturesFeed } = await import('../lib/realtime/feed-loader.ts');

function host(initial: string | null) {
  let userId = initial;
  const listeners = new Set<() => void>();
  return {
    userId: () => userId,
    subscribeUser(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onUnread: () => {},
    onNotice: () => {},
    become(next: string | null) {
      userId = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An account session as far as the follower uses it: it is disposed when its user goes. */
function fakeAccounts() {
  const made: { dispose: ReturnType<typeof vi.fn> }[] = [];
  const create = () => {
    const account = { dispose: vi.fn() };
    made.push(account);
    return account as unknown as TradingAccount;
  };
  return { made, create };
}

describe('connectAccountSession and futures', () => {
  it('follows the user with a futures account session, and switches the futures feed only once it is loaded', async () => {
    const user = host('u1');
    const stop = connectAccountSession(user);
    await settle();
    expect(spot.switches).toEqual(['private:u1']);
    expect(currentAccount(fakeAccounts().create)).toBeDefined();
    const first = currentFuturesAccount();
    expect(first).toBeDefined();
    // No futures screen yet: the futures feed was neither loaded nor switched.
    expect(futures.switches).toEqual([]);

    await loadBrowserFuturesFeed();
    await settle();
    expect(futures.switches).toEqual(['private:u1']);

    user.become(null);
    await settle();
    expect(spot.switches).toEqual(['private:u1', 'public']);
    expect(futures.switches).toEqual(['private:u1', 'public']);
    expect(currentFuturesAccount()).toBeUndefined();

    user.become('u2');
    await settle();
    expect(futures.switches.at(-1)).toBe('private:u2');
    expect(currentFuturesAccount()).not.toBe(first);

    stop();
    expect(currentFuturesAccount()).toBeUndefined();
    expect(currentAccount(fakeAccounts().create)).toBeUndefined();
  });

  it("makes the user's account session on the first ask, keeps it, and disposes of it when the user changes", async () => {
    const accounts = fakeAccounts();
    const user = host(null);
    const stop = connectAccountSession(user);
    expect(currentAccount(accounts.create)).toBeUndefined();
    expect(accounts.made).toHaveLength(0);

    user.become('u1');
    // Nothing is made for a user until a screen asks: the store's code loads with those screens.
    expect(accounts.made).toHaveLength(0);
    const first = currentAccount(accounts.create);
    expect(currentAccount(accounts.create)).toBe(first);
    expect(accounts.made).toHaveLength(1);

    user.become('u2');
    expect(accounts.made[0]?.dispose).toHaveBeenCalledOnce();
    const second = currentAccount(accounts.create);
    expect(second).not.toBe(first);

    stop();
    expect(accounts.made[1]?.dispose).toHaveBeenCalledOnce();
    expect(currentAccount(accounts.create)).toBeUndefined();
    expect(accounts.made).toHaveLength(2);
  });
});
