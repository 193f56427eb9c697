import { describe, expect, it, vi } from 'vitest';

type Handlers = { onSnapshot?: (payload: unknown) => void; onUpdate?: (payload: unknown) => void };
const opened: { params: unknown; handlers: Handlers; closed: boolean }[] = [];
vi.mock('../lib/realtime/feed-loader.ts', () => ({
  openChannel: (params: unknown, handlers: Handlers) => {
    const entry = { params, handlers, closed: false };
    opened.push(entry);
    return () => {
      entry.closed = true;
    };
  },
  resyncChannel: vi.fn(),
}));

const { createMarketLive, marketSession } = await import('./market-session.ts');
const { fakeFrameClock } = await import('../../test/support/fake-frame-clock.ts');

const bar = {
  symbol: 'BTC_USDT',
  interval: '1m',
  openTime: 0,
  open: '1',
  high: '2',
  low: '1',
  close: '2',
  volume: '3',
};

describe('market session', () => {
  it('is one per market, and holds a candle channel open exactly while its bar is subscribed', () => {
    const session = marketSession('BTC_USDT');
    expect(marketSession('BTC_USDT')).toBe(session);
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = session.subscribeCandle('1m', first);
    const offSecond = session.subscribeCandle('1m', second);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.params).toEqual({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m' });
    opened[0]?.handlers.onUpdate?.(bar);
    expect(session.candle('1m')).toEqual(bar);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    // Another market's or interval's bar is not this one.
    opened[0]?.handlers.onUpdate?.({ ...bar, interval: '5m' });
    expect(session.candle('1m')).toEqual(bar);
    offFirst();
    expect(opened[0]?.closed).toBe(false);
    offSecond();
    expect(opened[0]?.closed).toBe(true);
    expect(session.candle('1m')).toBeUndefined();
  });

  it('feeds the live book and trades it holds from the depth and trades channels, and drops them with the last holder', () => {
    opened.length = 0;
    // In the browser: on the server the session keeps nothing.
    vi.stubGlobal('window', {});
    const session = marketSession('ETH_USDT');
    const seed = {
      depth: undefined,
      trades: [],
      book: { step: '0.01', rows: 5 },
      recentTrades: { limit: 10 },
    };
    const clock = fakeFrameClock();
    const live = createMarketLive('ETH_USDT', seed, () => {}, clock);
    const releaseFirst = session.holdLive(live);
    const releaseSecond = session.holdLive(live);
    expect(session.live(seed)).toBe(live);
    expect(opened.map((entry) => entry.params)).toEqual([
      { channel: 'depth', symbol: 'ETH_USDT' },
      { channel: 'trades', symbol: 'ETH_USDT' },
    ]);
    opened[0]?.handlers.onSnapshot?.({ symbol: 'ETH_USDT', seq: 7, bids: [['10', '1']], asks: [['11', '2']] });
    opened[1]?.handlers.onUpdate?.([
      { id: 1, symbol: 'ETH_USDT', price: '10.5', quantity: '1', side: 'buy', time: 1000 },
    ]);
    clock.frame();
    expect(live.book.getView().seq).toBe(7);
    expect(live.trades.getTrades().map((trade) => trade.id)).toEqual([1]);
    releaseFirst();
    expect(opened.some((entry) => entry.closed)).toBe(false);
    releaseSecond();
    expect(opened.every((entry) => entry.closed)).toBe(true);
    // Nothing held: the next screen starts from its own page data.
    expect(session.live(seed)).not.toBe(live);
    vi.unstubAllGlobals();
  });
});
