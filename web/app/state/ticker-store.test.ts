import type { FuturesTicker } from '@vela/contracts/futures';
import { describe, expect, it, vi } from 'vitest';
import { fakeRequestHelper } from '../../test/support/fake-request.ts';
import { aFuturesTicker } from '../../test/support/futures.ts';

type Handlers = { onSnapshot?: (batch: unknown) => void; onHttpFallback?: (signal: string) => void };
const opened: { socket: string; params: unknown; handlers: Handlers; closed: boolean }[] = [];
const opener = (socket: string) => (params: unknown, handlers: Handlers) => {
  const entry = { socket, params, handlers, closed: false };
  opened.push(entry);
  return () => {
    entry.closed = true;
  };
};
vi.mock('../lib/realtime/feed-loader.ts', () => ({
  openChannel: opener('spot'),
  openFuturesChannel: opener('futures'),
}));
const { helper, calls } = fakeRequestHelper(() => ({ body: { tickers: [futuresTicker('ETH_USDT', '3000', 9)] } }));
vi.mock('../lib/api/browser-api.ts', () => ({ browserApi: () => helper }));

const { browserFuturesTickers, browserTickers, createTickerStore } = await import('./ticker-store.ts');

const ticker = (symbol: string, last: string, time: number) => ({
  symbol,
  open: '1',
  high: '2',
  low: '1',
  last,
  volume: '10',
  quoteVolume: '15',
  change: '0.5',
  changePercent: '50.00',
  time,
});

describe('ticker store', () => {
  it('notifies only the rows whose market changed', () => {
    const store = createTickerStore();
    const btc = vi.fn();
    const eth = vi.fn();
    store.subscribe('BTC_USDT', btc);
    store.subscribe('ETH_USDT', eth);
    store.apply([ticker('BTC_USDT', '1.5', 1)]);
    expect(btc).toHaveBeenCalledTimes(1);
    expect(eth).not.toHaveBeenCalled();
    expect(store.get('BTC_USDT')?.last).toBe('1.5');
  });

  it('ignores a ticker older than the one it holds', () => {
    const store = createTickerStore();
    store.apply([ticker('BTC_USDT', '2', 10)]);
    store.apply([ticker('BTC_USDT', '1', 5)]);
    expect(store.get('BTC_USDT')?.last).toBe('2');
  });

  it('stops notifying after unsubscribe', () => {
    const store = createTickerStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe('BTC_USDT', listener);
    unsubscribe();
    store.apply([ticker('BTC_USDT', '2', 10)]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells a whole-list listener once per batch that changed something', () => {
    const store = createTickerStore();
    const listener = vi.fn();
    store.subscribeAll(listener);
    store.apply([ticker('BTC_USDT', '1', 1), ticker('ETH_USDT', '2', 1)]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.apply([ticker('BTC_USDT', '0.5', 0)]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect([...store.all().keys()]).toEqual(['BTC_USDT', 'ETH_USDT']);
  });

  it('opens its feed for the first reader and closes it when the last one leaves', () => {
    const close = vi.fn();
    const feed = vi.fn((_apply: (batch: readonly ReturnType<typeof ticker>[]) => void) => () => close);
    const store = createTickerStore(feed);
    const offRow = store.subscribe('BTC_USDT', () => {});
    const offList = store.subscribeAll(() => {});
    expect(feed).toHaveBeenCalledTimes(1);
    const pushed = vi.fn();
    store.subscribe('ETH_USDT', pushed)();
    feed.mock.calls[0]?.[0]([ticker('BTC_USDT', '3', 2)]);
    expect(store.get('BTC_USDT')?.last).toBe('3');
    offRow();
    offRow();
    expect(close).not.toHaveBeenCalled();
    offList();
    expect(close).toHaveBeenCalledTimes(1);
    store.subscribe('BTC_USDT', () => {});
    expect(feed).toHaveBeenCalledTimes(2);
  });

  it('keeps futures tickers by symbol and time like spot ones', () => {
    const store = createTickerStore<FuturesTicker>();
    const row = vi.fn();
    store.subscribe('BTC_USDT', row);
    store.apply([futuresTicker('BTC_USDT', '60010', 5)]);
    store.apply([futuresTicker('BTC_USDT', '59000', 4)]);
    expect(store.get('BTC_USDT')?.markPrice).toBe('60010');
    expect(row).toHaveBeenCalledTimes(1);
  });
});

function futuresTicker(symbol: string, markPrice: string, time: number): FuturesTicker {
  return aFuturesTicker({ symbol, markPrice }, time);
}

describe('the browser ticker stores', () => {
  it('open the futures tickers channel on the futures socket only for a futures reader', async () => {
    const offSpot = browserTickers.subscribe('BTC_USDT', () => {});
    expect(opened.map((entry) => [entry.socket, entry.params])).toEqual([['spot', { channel: 'tickers' }]]);
    const offFirst = browserFuturesTickers.subscribe('BTC_USDT', () => {});
    const offList = browserFuturesTickers.subscribeAll(() => {});
    expect(opened.map((entry) => [entry.socket, entry.params])).toEqual([
      ['spot', { channel: 'tickers' }],
      ['futures', { channel: 'tickers' }],
    ]);
    const futures = opened[1];
    futures?.handlers.onSnapshot?.([futuresTicker('BTC_USDT', '60010', 1)]);
    expect(browserFuturesTickers.get('BTC_USDT')?.markPrice).toBe('60010');
    expect(browserTickers.get('BTC_USDT')).toBeUndefined();
    // Socket down: the futures tickers call, in futures mode.
    futures?.handlers.onHttpFallback?.('connectHttp');
    await vi.waitFor(() => expect(browserFuturesTickers.get('ETH_USDT')?.markPrice).toBe('3000'));
    expect(calls).toEqual([{ method: 'GET', path: '/v1/tickers', payload: undefined, mode: 'futures' }]);
    offFirst();
    offList();
    // The browser stores linger before closing (a reader that re-subscribes keeps the channel).
    expect(futures?.closed).toBe(false);
    await vi.waitFor(() => expect(futures?.closed).toBe(true), { timeout: 3000 });
    offSpot();
  });

  it('keeps its feed open for lingerMs after the last reader, for a reader that comes back', () => {
    vi.useFakeTimers();
    try {
      const close = vi.fn();
      const feed = vi.fn(() => () => close);
      const store = createTickerStore(feed, { lingerMs: 1000 });
      store.subscribe('BTC_USDT', () => {})();
      store.subscribe('BTC_USDT', () => {});
      vi.advanceTimersByTime(5000);
      expect(feed).toHaveBeenCalledTimes(1);
      expect(close).not.toHaveBeenCalled();
      const off = store.subscribeAll(() => {});
      off();
      vi.advanceTimersByTime(999);
      expect(close).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes a lingering feed once the time is up', () => {
    vi.useFakeTimers();
    try {
      const close = vi.fn();
      const store = createTickerStore(() => () => close, { lingerMs: 1000 });
      store.subscribe('BTC_USDT', () => {})();
      vi.advanceTimersByTime(1000);
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
