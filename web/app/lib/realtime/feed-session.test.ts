import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../test/support/realtime-testing.ts';
import { createFeedSession, type FeedKind, type FeedToken, feedTokenPath } from './feed-session.ts';
import { createManagerRegistry } from './registry.ts';

const PUBLIC = { endpoint: 'wss://feed.test/ws/spot?feed=public', token: 'public-token' };
const PRIVATE = { endpoint: 'wss://feed.test/ws/spot?feed=private', token: 'private-token' };
const depth = { biz: 'spot', type: 'depth', pairCode: 'BTC_USDT' };
const ticker = { biz: 'spot', type: 'ticker', pairCode: 'BTC_USDT' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(fetchToken?: (kind: FeedKind, uid: string | undefined) => Promise<FeedToken>) {
  const test = createTestEnvironment();
  const registry = createManagerRegistry(test.env);
  const fetch = vi.fn(fetchToken ?? (async (kind: FeedKind) => (kind === 'private' ? PRIVATE : PUBLIC)));
  const session = createFeedSession({ fetchToken: fetch, registry });
  return { test, registry, session, fetch };
}

describe('feedTokenPath', () => {
  it('names the public and private token calls', () => {
    expect(feedTokenPath('public')).toBe('/realtime/v1/public-token');
    expect(feedTokenPath('private', 'u 1&x')).toBe('/realtime/v1/private-token?uid=u+1%26x');
  });
});

describe('feed session', () => {
  it('opens the public feed on the endpoint of the public token, without login', async () => {
    const { test, session, fetch } = setup();
    session.subscribe(depth);
    await session.switchTo('public');
    expect(fetch).toHaveBeenCalledExactlyOnceWith('public', undefined);
    expect(test.latest().url).toBe(PUBLIC.endpoint);
    expect(session.kind()).toBe('public');
    test.latest().open();
    expect(test.latest().commands()).toEqual([{ event: 'sub', params: depth }]);
    expect(session.connection.getSnapshot()).toBe('live');
  });

  it('logs in on the private feed before resubscribing', async () => {
    const { test, session, fetch } = setup();
    session.subscribe(depth);
    await session.switchTo('private', 'user-7');
    expect(fetch).toHaveBeenCalledExactlyOnceWith('private', 'user-7');
    expect(test.latest().url).toBe(PRIVATE.endpoint);
    test.latest().open();
    expect(test.latest().commands()).toEqual([
      { event: 'login', params: { token: 'private-token' } },
      { event: 'sub', params: depth },
    ]);
  });

  it('switches public -> private -> public without losing subscriptions, leaving each feed cleanly', async () => {
    const { test, session, registry } = setup();
    await session.switchTo('public');
    const publicSocket = test.latest();
    publicSocket.open();
    session.subscribe(depth);
    session.subscribe(ticker);

    await session.switchTo('private', 'user-7');
    expect(publicSocket.commands().slice(-2)).toEqual([
      { event: 'unsub', params: depth },
      { event: 'unsub', params: ticker },
    ]);
    expect(publicSocket.closeCalls).toBe(1);
    expect(registry.peek(PUBLIC.endpoint)).toBeUndefined();
    const privateSocket = test.latest();
    privateSocket.open();
    expect(privateSocket.commands()).toEqual([
      { event: 'login', params: { token: 'private-token' } },
      { event: 'sub', params: depth },
      { event: 'sub', params: ticker },
    ]);

    await session.switchTo('public');
    expect(privateSocket.commands().slice(-3)).toEqual([
      { event: 'unsub', params: depth },
      { event: 'unsub', params: ticker },
      { event: 'logout', params: { token: 'private-token' } },
    ]);
    expect(privateSocket.closeCalls).toBe(1);
    const back = test.latest();
    expect(back.url).toBe(PUBLIC.endpoint);
    back.open();
    expect(back.commands()).toEqual([
      { event: 'sub', params: depth },
      { event: 'sub', params: ticker },
    ]);
    expect(test.sockets).toHaveLength(3);
  });

  it('re-opens even when both feeds share one endpoint', async () => {
    const { test, session } = setup(async (kind) => ({ endpoint: 'wss://feed.test/ws', token: kind }));
    await session.switchTo('public');
    test.latest().open();
    await session.switchTo('private', 'user-7');
    expect(test.sockets).toHaveLength(2);
    expect(test.sockets[0]?.closeCalls).toBe(1);
    test.latest().open();
    expect(test.latest().commands()).toEqual([{ event: 'login', params: { token: 'private' } }]);
  });

  it('keeps handlers across switches', async () => {
    const { test, session } = setup();
    const received = vi.fn();
    session.onPush(received);
    await session.switchTo('public');
    test.latest().open();
    await session.switchTo('private', 'user-7');
    test.latest().open();
    test.latest().receive({ biz: 'spot', type: 'depth', data: { bids: [] } });
    expect(received).toHaveBeenCalledExactlyOnceWith('spot.depth', { biz: 'spot', type: 'depth', data: { bids: [] } });
  });

  it('ignores a token that arrives after a later switch', async () => {
    let answerSlowly: ((token: FeedToken) => void) | undefined;
    const { test, session } = setup((kind) =>
      kind === 'private' ? new Promise((resolve) => (answerSlowly = resolve)) : Promise.resolve(PUBLIC),
    );
    const slow = session.switchTo('private', 'user-7');
    await session.switchTo('public');
    answerSlowly?.(PRIVATE);
    await slow;
    expect(test.sockets.map((socket) => socket.url)).toEqual([PUBLIC.endpoint]);
    expect(session.kind()).toBe('public');
  });

  it('keeps subscriptions made while the token is on its way', async () => {
    let answer: ((token: FeedToken) => void) | undefined;
    const { test, session } = setup(() => new Promise((resolve) => (answer = resolve)));
    const opening = session.switchTo('public');
    session.subscribe(depth);
    session.subscribe(ticker);
    expect(session.unsubscribe(ticker)).toBe(true);
    expect(session.subscriptions()).toEqual([{ event: 'sub', params: depth }]);
    expect(session.connection.getSnapshot()).toBe('connecting');
    answer?.(PUBLIC);
    await opening;
    test.latest().open();
    expect(test.latest().commands()).toEqual([{ event: 'sub', params: depth }]);
  });

  it('reports a failed token call and retries it every 10 s', async () => {
    const refusal = new Error('503');
    let calls = 0;
    const { test, session } = setup(async () => {
      calls += 1;
      if (calls < 3) throw refusal;
      return PUBLIC;
    });
    const errors = vi.fn();
    session.on('connectError', errors);
    const opening = session.switchTo('public');
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveBeenCalledExactlyOnceWith({ url: '/realtime/v1/public-token', error: refusal });
    expect(session.connection.getSnapshot()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(9999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    await opening;
    expect(calls).toBe(3);
    expect(test.sockets).toHaveLength(1);
  });

  it('stops retrying the token once disposed', async () => {
    const { test, session, fetch } = setup(async () => {
      throw new Error('down');
    });
    const opening = session.switchTo('public');
    await vi.advanceTimersByTimeAsync(0);
    session.dispose();
    await opening;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledOnce();
    expect(test.sockets).toEqual([]);
  });

  it('refuses the private feed without a uid', async () => {
    const { session, fetch } = setup();
    await expect(session.switchTo('private', '')).rejects.toThrow(/uid/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('mirrors the connection state of the current socket', async () => {
    const { test, session } = setup();
    await session.switchTo('public');
    expect(session.connection.getSnapshot()).toBe('connecting');
    test.latest().open();
    expect(session.connection.getSnapshot()).toBe('live');
    test.latest().serverClose();
    expect(session.connection.getSnapshot()).toBe('reconnecting');
  });

  it('dispose leaves the feed and closes the socket', async () => {
    const { test, session } = setup();
    await session.switchTo('private', 'user-7');
    test.latest().open();
    session.dispose();
    expect(test.latest().commands().at(-1)).toEqual({ event: 'logout', params: { token: 'private-token' } });
    expect(test.latest().closeCalls).toBe(1);
    expect(session.manager()).toBeUndefined();
    await expect(session.switchTo('public')).rejects.toThrow(/disposed/);
  });
});
