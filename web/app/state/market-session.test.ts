import { describe, expect, it, vi } from 'vitest';

const opened: { params: unknown; handlers: { onUpdate?: (payload: unknown) => void }; closed: boolean }[] = [];
vi.mock('../lib/realtime/feed-loader.ts', () => ({
  openChannel: (params: unknown, handlers: { onUpdate?: (payload: unknown) => void }) => {
    const entry = { params, handlers, closed: false };
    opened.push(entry);
    return () => {
      entry.closed = true;
    };
  },
  resyncChannel: vi.fn(),
}));

const { marketSession } = await import('./market-session.ts');

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
});
