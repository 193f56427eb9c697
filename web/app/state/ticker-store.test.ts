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
});
