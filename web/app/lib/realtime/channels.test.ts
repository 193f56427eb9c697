import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aKline } from '../../../test/support/klines.ts';
import { createTestEnvironment } from '../../../test/support/realtime-testing.ts';
import { createChannelLayer } from './channels.ts';
import { createFeedSession, type FeedKind } from './feed-session.ts';
import { createManagerRegistry } from './registry.ts';

const PUBLIC = { endpoint: 'wss://feed.test/ws/spot?feed=public', token: 'public-token' };
const DEPTH = { channel: 'depth', symbol: 'BTC_USDT' } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

async function setup() {
  const test = createTestEnvironment();
  const registry = createManagerRegistry(test.env);
  const session = createFeedSession({ fetchToken: async (_kind: FeedKind) => PUBLIC, registry });
  const layer = createChannelLayer(session, { timers: test.env.timers, resyncRetryMs: 3000 });
  await session.switchTo('public');
  test.latest().open();
  return { test, session, layer };
}

function book(seq: number, symbol = 'BTC_USDT') {
  return { symbol, seq, bids: [['100', '1']], asks: [['101', '2']], time: 1 };
}

function depthPush(type: 'depth.snapshot' | 'depth.update', seq: number, symbol = 'BTC_USDT') {
  return { event: 'push', biz: 'spot', type, pairCode: symbol, base: 'btc', data: book(seq, symbol) };
}

describe('channel layer', () => {
  it('holds one subscription per channel however many open it, and leaves it with the last', async () => {
    const { test, layer } = await setup();
    const first = layer.openChannel(DEPTH, {});
    const second = layer.openChannel(DEPTH, {});
    const other = layer.openChannel({ channel: 'trades', symbol: 'BTC_USDT' }, {});
    expect(layer.openers(DEPTH)).toBe(2);
    // The second opener asks again, so that the server sends it the current book.
    expect(test.latest().commands()).toEqual([
      { event: 'sub', params: DEPTH },
      { event: 'sub', params: DEPTH },
      { event: 'sub', params: { channel: 'trades', symbol: 'BTC_USDT' } },
    ]);
    first();
    first();
    expect(layer.openers(DEPTH)).toBe(1);
    expect(
      test
        .latest()
        .commands()
        .filter((frame) => frame.event === 'unsub'),
    ).toEqual([]);
    second();
    expect(layer.openers(DEPTH)).toBe(0);
    expect(
      test
        .latest()
        .commands()
        .filter((frame) => frame.event === 'unsub'),
    ).toEqual([{ event: 'unsub', params: DEPTH }]);
    other();
    expect(
      test
        .latest()
        .commands()
        .filter((frame) => frame.event === 'unsub'),
    ).toHaveLength(2);
  });

  it('routes pushes to their channel by the table, typed and checked by its schema', async () => {
    const { test, layer } = await setup();
    const btc = { onSnapshot: vi.fn(), onUpdate: vi.fn() };
    const eth = { onSnapshot: vi.fn(), onUpdate: vi.fn() };
    const bars = { onUpdate: vi.fn() };
    layer.openChannel(DEPTH, btc);
    layer.openChannel({ channel: 'depth', symbol: 'ETH_USDT' }, eth);
    layer.openChannel({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m' }, bars);
    const socket = test.latest();
    socket.receive(depthPush('depth.snapshot', 5));
    socket.receive(depthPush('depth.update', 6));
    socket.receive(depthPush('depth.snapshot', 9, 'ETH_USDT'));
    // Not a depth payload: dropped.
    socket.receive({ event: 'push', biz: 'spot', type: 'depth.update', pairCode: 'BTC_USDT', data: { seq: 7 } });
    const bar = aKline();
    socket.receive({ event: 'push', biz: 'spot', type: 'kline', pairCode: 'BTC_USDT', data: bar });
    socket.receive({
      event: 'push',
      biz: 'spot',
      type: 'kline',
      pairCode: 'BTC_USDT',
      data: { ...bar, interval: '5m' },
    });
    expect(btc.onSnapshot).toHaveBeenCalledExactlyOnceWith(book(5), expect.objectContaining({ pairCode: 'BTC_USDT' }));
    expect(btc.onUpdate).toHaveBeenCalledExactlyOnceWith(book(6), expect.anything());
    expect(eth.onSnapshot).toHaveBeenCalledExactlyOnceWith(book(9, 'ETH_USDT'), expect.anything());
    expect(eth.onUpdate).not.toHaveBeenCalled();
    expect(bars.onUpdate).toHaveBeenCalledExactlyOnceWith(bar, expect.anything());
  });

  it('resubscribes on reconnect and takes the seq again from the snapshot that brings', async () => {
    const { test, layer } = await setup();
    const handlers = { onSnapshot: vi.fn(), onUpdate: vi.fn(), onGap: vi.fn() };
    layer.openChannel(DEPTH, handlers);
    test.latest().receive(depthPush('depth.snapshot', 5));
    test.latest().receive(depthPush('depth.update', 6));
    const before = test.sockets.length;
    test.latest().serverClose();
    // Stale after 5 heartbeats: the manager opens a new socket.
    vi.advanceTimersByTime(14_000);
    expect(test.sockets.length).toBeGreaterThan(before);
    test.latest().open();
    expect(test.latest().commands()).toEqual([{ event: 'sub', params: DEPTH }]);
    test.latest().receive(depthPush('depth.snapshot', 40));
    test.latest().receive(depthPush('depth.update', 41));
    expect(handlers.onSnapshot).toHaveBeenCalledTimes(2);
    expect(handlers.onUpdate.mock.calls.map(([payload]) => payload.seq)).toEqual([6, 41]);
    expect(handlers.onGap).not.toHaveBeenCalled();
  });

  it('tells the openers once the socket opened again and their `sub` was resent', async () => {
    const { test, layer } = await setup();
    const trades = { channel: 'trades', symbol: 'BTC_USDT' } as const;
    const onResubscribed = vi.fn(() => {
      // Told after the resend: a read started here sees the new connection's data.
      expect(test.latest().commands()).toEqual([{ event: 'sub', params: trades }]);
    });
    layer.openChannel(trades, { onResubscribed });
    expect(onResubscribed).not.toHaveBeenCalled();
    test.latest().serverClose();
    vi.advanceTimersByTime(14_000);
    test.latest().open();
    expect(onResubscribed).toHaveBeenCalledTimes(1);
  });

  it('reads nothing more on the socket’s first open: a channel opened before it is subscribed, not resubscribed', async () => {
    const test = createTestEnvironment();
    const session = createFeedSession({
      fetchToken: async (_kind: FeedKind) => PUBLIC,
      registry: createManagerRegistry(test.env),
    });
    const layer = createChannelLayer(session, { timers: test.env.timers });
    const trades = { channel: 'trades', symbol: 'BTC_USDT' } as const;
    // A terminal's first load: its tape holds the page's trades and opens the channel before the socket.
    let reads = 0;
    layer.openChannel(trades, { onResubscribed: () => (reads += 1) });
    await session.switchTo('public');
    test.latest().open();
    expect(test.latest().commands()).toEqual([{ event: 'sub', params: trades }]);
    expect(reads).toBe(0);
    test.latest().serverClose();
    vi.advanceTimersByTime(14_000);
    test.latest().open();
    expect(reads).toBe(1);
  });

  it('resynchronises a depth gap: tells the openers, drops updates, subscribes again until a snapshot', async () => {
    const { test, layer } = await setup();
    const handlers = { onSnapshot: vi.fn(), onUpdate: vi.fn(), onGap: vi.fn() };
    layer.openChannel(DEPTH, handlers);
    const socket = test.latest();
    socket.receive(depthPush('depth.snapshot', 5));
    socket.receive(depthPush('depth.update', 6));
    socket.receive(depthPush('depth.update', 8));
    expect(handlers.onGap).toHaveBeenCalledTimes(1);
    socket.receive(depthPush('depth.update', 9));
    expect(handlers.onUpdate.mock.calls.map(([payload]) => payload.seq)).toEqual([6]);
    const subs = () => socket.commands().filter((frame) => frame.event === 'sub');
    expect(subs()).toHaveLength(2);
    // No snapshot yet: asked again after the retry time, not before.
    vi.advanceTimersByTime(2999);
    expect(subs()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(subs()).toHaveLength(3);
    socket.receive(depthPush('depth.snapshot', 20));
    socket.receive(depthPush('depth.update', 21));
    vi.advanceTimersByTime(10_000);
    expect(subs()).toHaveLength(3);
    expect(handlers.onUpdate.mock.calls.map(([payload]) => payload.seq)).toEqual([6, 21]);
    expect(handlers.onGap).toHaveBeenCalledTimes(1);
  });

  it('passes on the HTTP fallback signals, at most once per 30 s and 60 s', async () => {
    const { test, layer } = await setup();
    const onHttpFallback = vi.fn();
    const close = layer.openChannel({ channel: 'tickers' }, { onHttpFallback });
    test.latest().serverClose();
    vi.advanceTimersByTime(12_000);
    expect(onHttpFallback.mock.calls.map(([signal]) => signal)).toEqual(['connectHttp', 'connectHttp_1m']);
    // Reconnects every 12 s (12, 24, 36, 48, ...): connectHttp again at 48 s (over 30 s later),
    // both again at 84 s (over 60 s after the first connectHttp_1m).
    const count = (name: string) => onHttpFallback.mock.calls.filter(([signal]) => signal === name).length;
    vi.advanceTimersByTime(60_000);
    expect([count('connectHttp'), count('connectHttp_1m')]).toEqual([2, 1]);
    vi.advanceTimersByTime(24_000);
    expect([count('connectHttp'), count('connectHttp_1m')]).toEqual([3, 2]);
    close();
    onHttpFallback.mockClear();
    vi.advanceTimersByTime(60_000);
    expect(onHttpFallback).not.toHaveBeenCalled();
  });

  it('keeps a throwing opener from stopping the others', async () => {
    const { test, layer } = await setup();
    const errors: unknown[] = [];
    const onUpdate = vi.fn();
    layer.openChannel(
      { channel: 'trades', symbol: 'BTC_USDT' },
      {
        onUpdate: () => {
          throw new Error('boom');
        },
      },
    );
    layer.openChannel({ channel: 'trades', symbol: 'BTC_USDT' }, { onUpdate });
    const trade = { id: 1, symbol: 'BTC_USDT', price: '1', quantity: '1', side: 'buy', time: 1 };
    const microtask = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((run) => {
      try {
        run();
      } catch (error) {
        errors.push(error);
      }
    });
    test.latest().receive({ event: 'push', biz: 'spot', type: 'trades', pairCode: 'BTC_USDT', data: [trade] });
    microtask.mockRestore();
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith([trade], expect.anything());
    expect(errors).toHaveLength(1);
  });
});
