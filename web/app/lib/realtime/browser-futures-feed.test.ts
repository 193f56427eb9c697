import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRequestHelper } from '../../../test/support/fake-request.ts';
import { aFuturesOrder, aFuturesPosition } from '../../../test/support/futures.ts';
import { createTestEnvironment } from '../../../test/support/realtime-testing.ts';

const test = createTestEnvironment();
vi.mock('./environment.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./environment.ts')>()),
  browserRealtimeEnvironment: () => test.env,
}));
const { helper, calls } = fakeRequestHelper((call) => {
  const query = call.payload as { biz?: string } | undefined;
  const socket = query?.biz === 'futures' ? 'futures' : 'spot';
  return { body: { endpoint: `wss://feed.test/ws/${socket}`, token: `${socket}-token` } };
});
vi.mock('../api/browser-api.ts', () => ({ browserApi: () => helper }));

const { browserFeed, browserFeedRegistry } = await import('./browser-feed.ts');
const { browserFuturesChannels, browserFuturesFeed } = await import('./browser-futures-feed.ts');

const socketOf = (path: string) => {
  const socket = test.sockets.findLast((candidate) => candidate.url.endsWith(path));
  if (!socket) throw new Error(`no socket to ${path}`);
  return socket;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the browser futures feed', () => {
  it('asks for futures tokens, and opens its own socket on the registry the spot feed uses', async () => {
    const futures = browserFuturesFeed();
    expect(browserFuturesFeed()).toBe(futures);
    await futures.switchTo('private', 'u1');
    await browserFeed().switchTo('public');
    expect(calls.map((call) => [call.path, call.payload])).toEqual([
      ['/realtime/v1/private-token?uid=u1', { biz: 'futures' }],
      ['/realtime/v1/public-token', undefined],
    ]);
    expect(browserFeedRegistry().peek('wss://feed.test/ws/futures')).toBe(futures.manager());
    expect(browserFeedRegistry().peek('wss://feed.test/ws/spot')).toBe(browserFeed().manager());
    const socket = socketOf('/ws/futures');
    socket.open();
    expect(socket.commands()).toEqual([{ event: 'login', params: { token: 'futures-token' } }]);
  });

  it('routes the futures payloads to their channels, one subscription per channel', () => {
    const layer = browserFuturesChannels();
    const socket = socketOf('/ws/futures');
    const orders = vi.fn();
    const moreOrders = vi.fn();
    const positions = vi.fn();
    const marks = vi.fn();
    const lasts = vi.fn();
    const closeOrders = layer.openChannel({ channel: 'orders' }, { onUpdate: orders });
    const closeMore = layer.openChannel({ channel: 'orders' }, { onUpdate: moreOrders });
    layer.openChannel({ channel: 'positions' }, { onSnapshot: positions });
    layer.openChannel({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'mark' }, { onUpdate: marks });
    layer.openChannel({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m' }, { onUpdate: lasts });
    const push = (type: string, data: unknown, pairCode?: string) =>
      socket.receive({ event: 'push', biz: 'futures', type, pairCode, data });
    const order = aFuturesOrder('1');
    push('orders', [order]);
    // A spot-shaped order (not an array) is not a futures push: dropped.
    push('orders', order);
    push('positions', [aFuturesPosition()]);
    const bar = { symbol: 'BTC_USDT', interval: '1m', openTime: 0, open: '1', high: '1', low: '1', close: '1' };
    push('kline.mark', { ...bar, volume: '0' }, 'BTC_USDT');
    push('kline', { ...bar, volume: '3' }, 'BTC_USDT');
    // The spot socket's pushes never reach the futures channels.
    socket.receive({ event: 'push', biz: 'spot', type: 'orders', data: [order] });
    expect(orders).toHaveBeenCalledExactlyOnceWith([order], expect.anything());
    expect(moreOrders).toHaveBeenCalledTimes(1);
    expect(positions).toHaveBeenCalledExactlyOnceWith([aFuturesPosition()], expect.anything());
    expect(marks).toHaveBeenCalledExactlyOnceWith(
      { ...bar, volume: '0' },
      expect.objectContaining({ base: 'btc_usdt' }),
    );
    expect(lasts).toHaveBeenCalledExactlyOnceWith({ ...bar, volume: '3' }, expect.anything());
    const subs = socket.commands().filter((frame) => frame.event === 'sub');
    expect(subs.map((frame) => frame.params)).toEqual([
      { channel: 'orders' },
      { channel: 'orders' },
      { channel: 'positions' },
      { channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'mark' },
      { channel: 'kline', symbol: 'BTC_USDT', interval: '1m' },
    ]);
    closeOrders();
    expect(socket.commands().some((frame) => frame.event === 'unsub')).toBe(false);
    closeMore();
    expect(socket.commands().filter((frame) => frame.event === 'unsub')).toEqual([
      { event: 'unsub', params: { channel: 'orders' } },
    ]);
  });
});
