import { describe, expect, it, vi } from 'vitest';
import { createTickerStore } from './ticker-store.ts';

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
    const feed = vi.fn((_apply: (batch: readonly ReturnType<typeof ticker>[]) => void) => close);
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
});
