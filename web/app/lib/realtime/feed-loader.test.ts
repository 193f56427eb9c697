import { describe, expect, it, vi } from 'vitest';

/** A feed session and channel layer that record what they are asked. */
function fakeFeed(name: string) {
  const opened: { params: unknown; closed: boolean }[] = [];
  const resynced: unknown[] = [];
  return {
    name,
    opened,
    resynced,
    session: { name },
    channels: {
      openChannel: (params: unknown) => {
        const entry = { params, closed: false };
        opened.push(entry);
        return () => {
          entry.closed = true;
        };
      },
      resync: (params: unknown) => resynced.push(params),
    },
  };
}

const spot = fakeFeed('spot');
const futures = fakeFeed('futures');
const imported: string[] = [];
vi.mock('./browser-feed.ts', () => {
  imported.push('spot');
  return { browserFeed: () => spot.session, browserChannels: () => spot.channels };
});
vi.mock('./browser-futures-feed.ts', () => {
  imported.push('futures');
  return { browserFuturesFeed: () => futures.session, browserFuturesChannels: () => futures.channels };
});

const loader = await import('./feed-loader.ts');

describe('feed loader', () => {
  it('loads the futures feed on its first channel only, apart from the spot feed', async () => {
    const loaded = vi.fn();
    loader.onBrowserFuturesFeedLoad(loaded);
    const closeSpot = loader.openChannel({ channel: 'tickers' }, {});
    await loader.loadBrowserFeed();
    expect(imported).toEqual(['spot']);
    expect(loader.loadedBrowserFuturesFeed()).toBeUndefined();
    expect(loaded).not.toHaveBeenCalled();

    // Closed before the code came: never opened.
    loader.openFuturesChannel({ channel: 'positions' }, {})();
    const closeOrders = loader.openFuturesChannel({ channel: 'orders' }, {});
    const feed = await loader.loadBrowserFuturesFeed();
    expect(imported).toEqual(['spot', 'futures']);
    expect(feed).toBe(futures.session);
    expect(loader.loadedBrowserFuturesFeed()).toBe(futures.session);
    expect(loaded).toHaveBeenCalledExactlyOnceWith(futures.session);
    expect(futures.opened.map((entry) => entry.params)).toEqual([{ channel: 'orders' }]);
    expect(spot.opened.map((entry) => entry.params)).toEqual([{ channel: 'tickers' }]);

    loader.resyncFuturesChannel({ channel: 'depth', symbol: 'BTC_USDT' });
    expect(futures.resynced).toEqual([{ channel: 'depth', symbol: 'BTC_USDT' }]);
    expect(spot.resynced).toEqual([]);
    closeOrders();
    closeSpot();
    expect([...futures.opened, ...spot.opened].every((entry) => entry.closed)).toBe(true);
    // Loaded once: a later load neither imports nor tells the listeners again.
    await loader.loadBrowserFuturesFeed();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
