import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment, eventNames, recordEvents } from '../../../test/support/realtime-testing.ts';
import { createHeartbeatManager } from './heartbeat-manager.ts';

// Message handling and subscriptions of the heartbeat manager (spec 4).

const FEED_URL = 'wss://feed.test/ws/spot';
const depth = { biz: 'spot', type: 'depth', pairCode: 'BTC_USDT' };
const ticker = { biz: 'spot', type: 'ticker', pairCode: 'BTC_USDT' };
const login = { event: 'login', params: { token: 'secret' } } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const test = createTestEnvironment();
  const manager = createHeartbeatManager(FEED_URL, test.env);
  const events = recordEvents(manager);
  manager.connect();
  return { test, manager, events };
}

describe('socket message handling', () => {
  it('swallows pong', () => {
    const { test, events } = setup();
    test.latest().open();
    events.length = 0;
    test.latest().receive({ event: 'pong', channel: 'x', biz: 'spot', type: 'depth', data: { ts: 1 } });
    expect(events).toEqual([]);
  });

  it('raises subfail for a frame with a channel and no successful result', () => {
    const { test, events } = setup();
    test.latest().open();
    events.length = 0;
    test.latest().receive({ event: 'sub', channel: 'spot.depth.btc_usdt', data: { result: false } });
    test.latest().receive({ event: 'sub', channel: 'spot.ticker.btc_usdt', data: { result: true } });
    test.latest().receive({ event: 'sub', channel: 'spot.trade.btc_usdt', data: '{"result":"no"}' });
    expect(events).toEqual([
      ['subfail', { event: 'sub', channel: 'spot.depth.btc_usdt', data: { result: false } }],
      ['subfail', { event: 'sub', channel: 'spot.trade.btc_usdt', data: { result: 'no' } }],
    ]);
  });

  it('publishes data under biz.type, with a JSON-string payload parsed', () => {
    const { test, manager } = setup();
    test.latest().open();
    const received = vi.fn();
    manager.onPush(received);
    test.latest().receive({ biz: 'spot', type: 'depth', base: 'btc', data: '{"asks":[["1","2"]]}' });
    expect(received).toHaveBeenCalledWith('spot.depth', {
      biz: 'spot',
      type: 'depth',
      base: 'btc',
      data: { asks: [['1', '2']] },
    });
  });

  it('gives futures messages the lower-cased pairCode as base', () => {
    const { test, manager } = setup();
    test.latest().open();
    const received = vi.fn();
    manager.onPush(received);
    test.latest().receive({ biz: 'futures', type: 'ticker', base: 'ignored', pairCode: 'BTC_USDT', data: {} });
    expect(received).toHaveBeenCalledWith('futures.ticker', {
      biz: 'futures',
      type: 'ticker',
      base: 'btc_usdt',
      pairCode: 'BTC_USDT',
      data: {},
    });
  });

  it('does not publish a frame whose data.result is a boolean', () => {
    const { test, events } = setup();
    test.latest().open();
    events.length = 0;
    test.latest().receive({ biz: 'spot', type: 'depth', data: { result: true } });
    expect(events).toEqual([]);
  });

  it('survives frames that are not JSON and a throwing handler', () => {
    const errors: unknown[] = [];
    const test = createTestEnvironment();
    const manager = createHeartbeatManager(FEED_URL, test.env, { onHandlerError: (error) => errors.push(error) });
    manager.connect();
    test.latest().open();
    const after = vi.fn();
    manager.onPush(() => {
      throw new Error('boom');
    });
    manager.onPush(after);
    test.latest().receive('not json');
    test.latest().receive({ biz: 'spot', type: 'depth', data: [] });
    expect(after).toHaveBeenCalledOnce();
    expect(errors).toEqual([new Error('boom')]);
  });
});

describe('subscriptions', () => {
  it('lists subscriptions made before open once each (params compared deeply) and sends them on open, logins first', () => {
    const { test, manager } = setup();
    expect(manager.subscribe({ event: 'sub', params: depth })).toBe(true);
    expect(manager.subscribe(login)).toBe(true);
    expect(manager.subscribe({ event: 'sub', params: { pairCode: 'BTC_USDT', type: 'depth', biz: 'spot' } })).toBe(
      false,
    );
    expect(test.latest().sent).toEqual([]);
    test.latest().open();
    expect(test.latest().commands()).toEqual([
      { event: 'login', params: { token: 'secret' } },
      { event: 'sub', params: depth },
    ]);
  });

  it('resends every subscription after a reconnect, on the new socket', () => {
    const { test, manager } = setup();
    manager.subscribe({ event: 'sub', params: depth });
    manager.subscribe(login);
    test.latest().open();
    manager.subscribe({ event: 'sub', params: ticker });
    manager.reconnect();
    test.latest().open();
    expect(test.sockets).toHaveLength(2);
    expect(test.latest().commands()).toEqual([
      { event: 'login', params: { token: 'secret' } },
      { event: 'sub', params: depth },
      { event: 'sub', params: ticker },
    ]);
  });

  it('sends a subscription made while open at once, and a duplicate not again', () => {
    const { test, manager } = setup();
    test.latest().open();
    manager.subscribe({ event: 'sub', params: depth });
    manager.subscribe({ event: 'sub', params: { ...depth } });
    expect(test.latest().commands()).toEqual([{ event: 'sub', params: depth }]);
  });

  it('unsubscribe sends unsub and drops the entry when the send succeeded', () => {
    const { test, manager } = setup();
    manager.subscribe({ event: 'sub', params: depth });
    test.latest().open();
    expect(manager.unsubscribe({ type: 'depth', pairCode: 'BTC_USDT', biz: 'spot' })).toBe(true);
    expect(test.latest().commands().at(-1)).toEqual({ event: 'unsub', params: depth });
    expect(manager.subscriptions()).toEqual([]);
    manager.reconnect();
    test.latest().open();
    expect(test.latest().commands()).toEqual([]);
  });

  it('unsubscribe keeps the entry when the socket is closed (and resends it on reconnect)', () => {
    const { test, manager } = setup();
    manager.subscribe({ event: 'sub', params: depth });
    test.latest().open();
    test.latest().serverClose();
    expect(manager.unsubscribe(depth)).toBe(false);
    expect(manager.subscriptions()).toEqual([{ event: 'sub', params: depth }]);
    manager.reconnect();
    test.latest().open();
    expect(test.latest().commands()).toEqual([{ event: 'sub', params: depth }]);
  });

  it('unsubscribe keeps the entry when send throws', () => {
    const { test, manager } = setup();
    manager.subscribe({ event: 'sub', params: depth });
    test.latest().open();
    test.latest().failSends = true;
    expect(manager.unsubscribe(depth)).toBe(false);
    expect(manager.subscriptions()).toEqual([{ event: 'sub', params: depth }]);
  });

  it('unsubscribe of a login sends logout', () => {
    const { test, manager } = setup();
    manager.subscribe(login);
    test.latest().open();
    expect(manager.unsubscribe({ token: 'secret' })).toBe(true);
    expect(test.latest().commands().at(-1)).toEqual({ event: 'logout', params: { token: 'secret' } });
  });

  it('unsubscribe of something never subscribed sends nothing', () => {
    const { test, manager } = setup();
    test.latest().open();
    expect(manager.unsubscribe(depth)).toBe(false);
    expect(test.latest().commands()).toEqual([]);
  });

  it('unsubscribeAll sends unsub for subscriptions, logout for logins, then empties the list', () => {
    const { test, manager } = setup();
    manager.subscribe({ event: 'sub', params: depth });
    manager.subscribe(login);
    manager.subscribe({ event: 'sub', params: ticker });
    test.latest().open();
    const before = test.latest().sent.length;
    manager.unsubscribeAll();
    expect(test.latest().frames().slice(before)).toEqual([
      { event: 'unsub', params: depth },
      { event: 'unsub', params: ticker },
      { event: 'logout', params: { token: 'secret' } },
    ]);
    expect(manager.subscriptions()).toEqual([]);
    manager.reconnect();
    test.latest().open();
    expect(test.latest().commands()).toEqual([]);
  });

  it('unsubscribeAll empties the list even when the socket is closed', () => {
    const { manager, events } = setup();
    manager.subscribe({ event: 'sub', params: depth });
    manager.unsubscribeAll();
    expect(manager.subscriptions()).toEqual([]);
    expect(eventNames(events)).toEqual([]);
  });
});
