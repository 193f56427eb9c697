import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment, eventNames, recordEvents } from '../../../test/support/realtime-testing.ts';
import { createHeartbeatManager, type HeartbeatOptions, heartbeatFromConfig } from './heartbeat-manager.ts';

const START = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

/** A manager connected to an open fake socket at START. */
function openManager(options: HeartbeatOptions = {}) {
  const test = createTestEnvironment();
  const manager = createHeartbeatManager('wss://feed.test/ws/spot', test.env, options);
  const events = recordEvents(manager);
  manager.connect();
  test.latest().open();
  return { test, manager, events, socket: test.latest() };
}

describe('heartbeat', () => {
  it('pings every 2000 ms once open, with the send time in params.ts', () => {
    const { socket } = openManager();
    vi.advanceTimersByTime(1999);
    expect(socket.pings()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.pings()).toEqual([{ event: 'ping', params: { ts: START + 2000 } }]);
    vi.advanceTimersByTime(2000);
    expect(socket.pings()).toEqual([
      { event: 'ping', params: { ts: START + 2000 } },
      { event: 'ping', params: { ts: START + 4000 } },
    ]);
  });

  it('sends no ping while the socket is still connecting', () => {
    const test = createTestEnvironment();
    const manager = createHeartbeatManager('wss://feed.test/ws/spot', test.env);
    manager.connect();
    vi.advanceTimersByTime(6000);
    expect(test.latest().sent).toEqual([]);
    expect(manager.connection.getSnapshot()).toBe('connecting');
  });

  it('does not reconnect when ping and pong differ by exactly 5 intervals, and does beyond', () => {
    const { test, socket, events } = openManager();
    vi.advanceTimersByTime(10_000);
    expect(test.sockets).toHaveLength(1);
    expect(socket.pings()).toHaveLength(5);
    vi.advanceTimersByTime(2000);
    expect(test.sockets).toHaveLength(2);
    expect(socket.pings()).toHaveLength(5);
    expect(eventNames(events)).toContain('connectHttp');
  });

  it('counts any received frame as a sign of life', () => {
    const { test, socket } = openManager();
    vi.advanceTimersByTime(9000);
    socket.receive({ event: 'pong', data: { ts: 1 } });
    vi.advanceTimersByTime(9000); // tick at +18000 is 9000 after the pong
    expect(test.sockets).toHaveLength(1);
    vi.advanceTimersByTime(2000); // tick at +20000 is 11000 after it
    expect(test.sockets).toHaveLength(2);
  });

  it('a data frame keeps the socket alive like a pong', () => {
    const { test, socket } = openManager();
    vi.advanceTimersByTime(9000);
    socket.receive({ biz: 'spot', type: 'ticker', data: { last: '1' } });
    vi.advanceTimersByTime(9000);
    expect(test.sockets).toHaveLength(1);
  });

  it('reconnect tears down the old socket: closed, detached, replaced', () => {
    const { test, manager, socket, events } = openManager();
    manager.reconnect();
    expect(socket.closeCalls).toBe(1);
    expect(test.sockets).toHaveLength(2);
    expect(test.latest()).not.toBe(socket);
    expect(test.latest().url).toBe('wss://feed.test/ws/spot');
    expect(manager.connection.getSnapshot()).toBe('reconnecting');
    events.length = 0;
    socket.serverClose(1000, 'late');
    socket.receive({ biz: 'spot', type: 'depth', data: {} });
    expect(events).toEqual([]);
    test.latest().open();
    expect(manager.connection.getSnapshot()).toBe('live');
    vi.advanceTimersByTime(2000);
    expect(socket.pings()).toEqual([]);
    expect(test.latest().pings()).toHaveLength(1);
  });

  it('retries a socket that closed once it is stale, about every 12 s', () => {
    const { test, socket, events } = openManager();
    socket.serverClose(1006, 'gone');
    expect(events.at(-1)).toEqual(['connectClose', { url: 'wss://feed.test/ws/spot', code: 1006, reason: 'gone' }]);
    vi.advanceTimersByTime(10_000);
    expect(test.sockets).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(test.sockets).toHaveLength(2);
    vi.advanceTimersByTime(12_000); // the new one never opens
    expect(test.sockets).toHaveLength(3);
    expect(test.sockets[1]?.closeCalls).toBe(1);
  });

  it('turns a refused socket URL into connectError and retries it when stale', () => {
    const test = createTestEnvironment();
    const manager = createHeartbeatManager('not a url', test.env);
    const events = recordEvents(manager);
    const refusal = new Error('SyntaxError');
    test.refuseSockets = refusal;
    manager.connect();
    expect(events).toEqual([['connectError', { url: 'not a url', error: refusal }]]);
    expect(manager.connection.getSnapshot()).toBe('reconnecting');
    test.refuseSockets = undefined;
    vi.advanceTimersByTime(12_000);
    expect(test.sockets).toHaveLength(1);
  });
});

describe('heartbeat switch (Hbt_Switch)', () => {
  it("reads 'false' as off and anything else as on", () => {
    expect(heartbeatFromConfig({ Hbt_Switch: 'false' })).toBe(false);
    expect(heartbeatFromConfig({ Hbt_Switch: 'true' })).toBe(true);
    expect(heartbeatFromConfig({})).toBe(true);
  });

  it('sends no ping when off, and a quiet open socket is not judged stale', () => {
    const { test, socket } = openManager({ heartbeat: false });
    vi.advanceTimersByTime(60_000);
    expect(socket.sent).toEqual([]);
    expect(test.sockets).toHaveLength(1);
  });

  it('still brings back a closed socket when off', () => {
    const { test, socket } = openManager({ heartbeat: false });
    socket.serverClose();
    vi.advanceTimersByTime(12_000);
    expect(test.sockets).toHaveLength(2);
  });

  it('can be switched on later', () => {
    const { manager, socket } = openManager({ heartbeat: false });
    vi.advanceTimersByTime(4000);
    manager.setHeartbeat(true);
    vi.advanceTimersByTime(2000);
    expect(socket.pings()).toEqual([{ event: 'ping', params: { ts: START + 6000 } }]);
  });
});

describe('online and offline', () => {
  it('stops the heartbeat while offline and restarts it at once when online', () => {
    const { test, manager, socket } = openManager();
    vi.advanceTimersByTime(1000);
    test.goOffline();
    expect(manager.connection.getSnapshot()).toBe('offline');
    vi.advanceTimersByTime(6000);
    expect(socket.pings()).toEqual([]);
    test.goOnline();
    expect(manager.connection.getSnapshot()).toBe('live');
    expect(socket.pings()).toEqual([{ event: 'ping', params: { ts: START + 7000 } }]);
    vi.advanceTimersByTime(2000);
    expect(socket.pings()).toHaveLength(2);
    expect(test.sockets).toHaveLength(1);
  });

  it('does not reconnect while offline, however long', () => {
    const { test } = openManager();
    test.goOffline();
    vi.advanceTimersByTime(120_000);
    expect(test.sockets).toHaveLength(1);
  });

  it('reconnects at once when back online with a socket gone stale or closed', () => {
    const { test, socket, events } = openManager();
    test.goOffline();
    vi.advanceTimersByTime(30_000);
    socket.serverClose();
    test.goOnline();
    expect(test.sockets).toHaveLength(2);
    expect(eventNames(events)).toContain('connectHttp');
  });

  it('reconnects when back online after a long silence on a socket that still looks open', () => {
    const { test } = openManager();
    test.goOffline();
    vi.advanceTimersByTime(30_000);
    test.goOnline();
    expect(test.sockets).toHaveLength(2);
  });
});

describe('reconnect HTTP fallback signals', () => {
  it('emits connectHttp after more than 30 s and connectHttp_1m after more than 60 s, never within the window', () => {
    const { manager, events } = openManager();
    const signals = () => eventNames(events).filter((name) => name.startsWith('connectHttp'));

    manager.reconnect();
    expect(signals()).toEqual(['connectHttp', 'connectHttp_1m']);
    expect(events.find(([name]) => name === 'connectHttp')?.[1]).toEqual({
      url: 'wss://feed.test/ws/spot',
      at: START,
    });

    vi.setSystemTime(START + 30_000);
    manager.reconnect();
    expect(signals()).toHaveLength(2);

    vi.setSystemTime(START + 30_001);
    manager.reconnect();
    expect(signals()).toEqual(['connectHttp', 'connectHttp_1m', 'connectHttp']);

    vi.setSystemTime(START + 60_000);
    manager.reconnect();
    expect(signals()).toHaveLength(3);

    vi.setSystemTime(START + 60_001);
    manager.reconnect();
    expect(signals()).toEqual(['connectHttp', 'connectHttp_1m', 'connectHttp', 'connectHttp_1m']);

    vi.setSystemTime(START + 60_002); // 30 001 ms after the second connectHttp, 1 ms after connectHttp_1m
    manager.reconnect();
    expect(signals().slice(4)).toEqual(['connectHttp']);
  });

  it('emits the signals before the old socket is torn down', () => {
    const { manager, socket } = openManager();
    let closedWhenSignalled: number | undefined;
    manager.on('connectHttp', () => {
      closedWhenSignalled = socket.closeCalls;
    });
    manager.reconnect();
    expect(closedWhenSignalled).toBe(0);
    expect(socket.closeCalls).toBe(1);
  });
});

describe('connection events and state', () => {
  it('goes connecting -> live, emits connectOk after resubscribing, connectError on error', () => {
    const test = createTestEnvironment();
    const manager = createHeartbeatManager('wss://feed.test/ws/spot', test.env);
    const events = recordEvents(manager);
    const states: string[] = [];
    manager.connection.subscribe(() => states.push(manager.connection.getSnapshot()));
    manager.subscribe({ event: 'sub', params: { biz: 'spot', type: 'depth' } });
    let sentAtConnectOk = -1;
    manager.on('connectOk', () => {
      sentAtConnectOk = test.latest().sent.length;
    });
    manager.connect();
    expect(manager.connection.getSnapshot()).toBe('connecting');
    test.latest().open();
    expect(sentAtConnectOk).toBe(1);
    test.latest().fail();
    expect(events).toEqual([
      ['connectOk', { url: 'wss://feed.test/ws/spot' }],
      ['connectError', { url: 'wss://feed.test/ws/spot', error: { type: 'error' } }],
    ]);
    expect(states).toEqual(['live', 'reconnecting']);
  });

  it('connect() is a no-op while a socket is connecting or open', () => {
    const { test, manager } = openManager();
    manager.connect();
    expect(test.sockets).toHaveLength(1);
  });

  it('dispose closes the socket, stops the ticks and ignores the network', () => {
    const onDispose = vi.fn();
    const { test, manager, socket } = openManager({ onDispose });
    manager.dispose();
    expect(socket.closeCalls).toBe(1);
    expect(onDispose).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    test.goOffline();
    test.goOnline();
    expect(test.sockets).toHaveLength(1);
    expect(socket.pings()).toEqual([]);
    expect(() => manager.connect()).toThrow(/disposed/);
  });
});
