import type { ServerFrame } from '@vela/contracts/feed';
import type { FuturesTicker } from '@vela/contracts/futures';
import type { DepthSnapshot, Kline } from '@vela/contracts/market-data';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Bus, createMemoryBus } from '../infra/bus/bus.ts';
import type { MarketDirectory } from '../market/markets.ts';
import { defaultFeedLimits } from './connection.ts';
import { FeedHub, type HubSocket } from './hub.ts';
import { MarketView } from './market-view.ts';
import { signFeedToken } from './tokens.ts';

const secret = Buffer.from('hub-futures-test-secret-0123456789abcdef');
const silent = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

/** A socket the hub can serve: frames sent to the client are decoded into `received`. */
function fakeSocket() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const socket = {
    readyState: 1,
    bufferedAmount: 0,
    received: [] as ServerFrame[],
    send(data: string) {
      socket.received.push(JSON.parse(data) as ServerFrame);
    },
    close() {
      socket.readyState = 3;
    },
    terminate() {
      socket.readyState = 3;
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      listeners.set(event, listener);
      return socket;
    },
    /** The client sends a text frame. */
    deliver(frame: unknown) {
      listeners.get('message')?.(Buffer.from(typeof frame === 'string' ? frame : JSON.stringify(frame)), false);
    },
    pushes(type: string) {
      return socket.received.filter((frame) => frame.event === 'push' && frame.type === type);
    },
    ack(channel: string) {
      return socket.received.find((frame) => frame.event !== 'push' && frame.channel === channel)?.data;
    },
  };
  return socket;
}

function depth(seq: number, bids: [string, string][] = [], asks: [string, string][] = []): DepthSnapshot {
  return { symbol: 'BTC_USDT', seq, bids, asks, time: 1 };
}

function ticker(symbol: string, markPrice: string, time: number): FuturesTicker {
  return {
    symbol,
    indexPrice: markPrice,
    markPrice,
    lastPrice: null,
    fundingRate: '0.0001',
    nextFundingTime: '2024-06-01T08:00:00.000Z',
    fundingIntervalMinutes: 480,
    openInterest: '0',
    time,
    open24h: null,
    high24h: null,
    low24h: null,
    volume24h: '0',
    changePercent24h: null,
  };
}

describe('FeedHub on the futures socket', () => {
  let bus: Bus;
  let view: MarketView;
  let hub: FeedHub;
  const contracts = new Set(['BTC_USDT', 'ETH_USDT']);

  beforeEach(() => {
    bus = createMemoryBus((error) => {
      throw error;
    });
    view = new MarketView(bus);
    hub = new FeedHub({
      view,
      bus,
      markets: { has: (symbol: string) => symbol === 'BTC_USDT' } as unknown as MarketDirectory,
      futuresContracts: { has: (symbol) => contracts.has(symbol) },
      tokenSecret: secret,
      limits: defaultFeedLimits,
      log: silent,
    });
  });
  afterEach(() => {
    hub.stop();
    view.close();
  });

  function open(biz: 'spot' | 'futures') {
    const socket = fakeSocket();
    hub.connect(socket as unknown as HubSocket, biz);
    return socket;
  }

  function login(socket: ReturnType<typeof fakeSocket>, uid: string) {
    socket.deliver({
      event: 'login',
      params: { token: signFeedToken(secret, { kind: 'private', uid, exp: Date.now() + 60_000 }) },
    });
  }

  it('sends the book on subscribe, passes updates that follow on, and resends it whole after a gap', () => {
    bus.publish('futures.depth', { kind: 'snapshot', depth: depth(10, [['100', '1']], [['101', '2']]) });
    const client = open('futures');
    client.deliver({ event: 'sub', params: { channel: 'depth', symbol: 'BTC_USDT' } });
    expect(client.ack('depth:BTC_USDT')).toEqual({ result: true });
    expect(client.pushes('depth.snapshot')).toEqual([
      {
        event: 'push',
        biz: 'futures',
        type: 'depth.snapshot',
        pairCode: 'BTC_USDT',
        base: 'btc',
        data: depth(10, [['100', '1']], [['101', '2']]),
      },
    ]);

    bus.publish('futures.depth', { kind: 'update', depth: depth(11, [['100', '0']]) });
    bus.publish('futures.depth', { kind: 'update', depth: depth(13, [['99', '1']]) }); // 12 was lost
    bus.publish('futures.depth', { kind: 'update', depth: depth(14, [['98', '1']]) });
    expect(client.pushes('depth.update').map((frame) => (frame.data as DepthSnapshot).seq)).toEqual([11]);

    // The periodic snapshot brings the book back: subscribers get it whole, then updates again.
    bus.publish('futures.depth', { kind: 'snapshot', depth: depth(14, [['98', '1']], [['101', '2']]) });
    bus.publish('futures.depth', { kind: 'update', depth: depth(15, [['97', '1']]) });
    expect(client.pushes('depth.snapshot').map((frame) => (frame.data as DepthSnapshot).seq)).toEqual([10, 14]);
    expect(client.pushes('depth.update').map((frame) => (frame.data as DepthSnapshot).seq)).toEqual([11, 15]);
    // A spot subscriber of the same symbol hears none of it.
    const spot = open('spot');
    spot.deliver({ event: 'sub', params: { channel: 'depth', symbol: 'BTC_USDT' } });
    bus.publish('futures.depth', { kind: 'update', depth: depth(16, [['96', '1']]) });
    expect(spot.pushes('depth.update')).toEqual([]);
  });

  it('pushes tickers, trades and both prices’ bars, and the latest of each on subscribe', () => {
    bus.publish('futures.tickers', { tickers: [ticker('BTC_USDT', '65000', 1_717_200_000_000)] });
    const client = open('futures');
    client.deliver({ event: 'sub', params: { channel: 'tickers' } });
    client.deliver({ event: 'sub', params: { channel: 'trades', symbol: 'BTC_USDT' } });
    client.deliver({ event: 'sub', params: { channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'mark' } });
    client.deliver({ event: 'sub', params: { channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'last' } });
    expect(client.ack('kline:BTC_USDT:1m:mark')).toEqual({ result: true });
    expect(client.ack('kline:BTC_USDT:1m')).toEqual({ result: true });
    expect(client.pushes('tickers')).toHaveLength(1);
    expect(client.pushes('kline.mark')).toMatchObject([
      { biz: 'futures', pairCode: 'BTC_USDT', base: 'btc', data: { interval: '1m', close: '65000', volume: '0' } },
    ]);

    bus.publish('futures.tickers', { tickers: [ticker('BTC_USDT', '65010', 1_717_200_001_000)] });
    expect(client.pushes('tickers').map((frame) => (frame.data as FuturesTicker[])[0]?.markPrice)).toEqual([
      '65000',
      '65010',
    ]);
    // One mark bar per interval changes; only the subscribed one is sent.
    expect(client.pushes('kline.mark').map((frame) => (frame.data as Kline).high)).toEqual(['65000', '65010']);

    const trade = { id: 1, symbol: 'BTC_USDT', price: '65005', quantity: '0.1', side: 'buy' as const, time: 1 };
    bus.publish('futures.trades', { symbol: 'BTC_USDT', trades: [trade] });
    expect(client.pushes('trades')).toMatchObject([{ pairCode: 'BTC_USDT', base: 'btc', data: [trade] }]);

    const bar: Kline = {
      symbol: 'BTC_USDT',
      interval: '1m',
      openTime: 1_717_200_000_000,
      open: '65005',
      high: '65005',
      low: '65005',
      close: '65005',
      volume: '0.1',
    };
    bus.publish('futures.klines', { symbol: 'BTC_USDT', klines: [bar, { ...bar, interval: '5m' }] });
    expect(client.pushes('kline')).toMatchObject([{ pairCode: 'BTC_USDT', data: bar }]);
    const late = open('futures');
    late.deliver({ event: 'sub', params: { channel: 'kline', symbol: 'BTC_USDT', interval: '5m' } });
    expect(late.pushes('kline')).toMatchObject([{ data: { interval: '5m', close: '65005' } }]);
  });

  it('refuses unknown contracts, and futures-only channels on the spot socket', () => {
    const client = open('futures');
    client.deliver({ event: 'sub', params: { channel: 'depth', symbol: 'NOPE_USDT' } });
    expect(client.ack('depth:NOPE_USDT')).toEqual({ result: false, message: 'unknown contract: NOPE_USDT' });
    // A contract the engine publishes about is known even when the list does not name it (yet).
    bus.publish('futures.trades', { symbol: 'SOL_USDT', trades: [] });
    client.deliver({ event: 'sub', params: { channel: 'trades', symbol: 'SOL_USDT' } });
    expect(client.ack('trades:SOL_USDT')).toEqual({ result: true });
    client.deliver({ event: 'sub', params: { channel: 'positions' } });
    expect(client.ack('positions')).toMatchObject({ result: false, message: expect.stringContaining('login') });

    const spot = open('spot');
    login(spot, 'u-1');
    for (const channel of ['positions', 'risk']) {
      spot.deliver({ event: 'sub', params: { channel } });
      expect(spot.ack(channel)).toEqual({
        result: false,
        message: `${channel} is a futures channel: subscribe on /ws/futures`,
      });
    }
    spot.deliver({ event: 'sub', params: { channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'mark' } });
    expect(spot.ack('kline:BTC_USDT:1m:mark')).toMatchObject({ result: false });
    spot.deliver({ event: 'sub', params: { channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'sideways' } });
    expect(spot.received.at(-1)).toMatchObject({ event: 'error' });
  });

  it('routes each private event to its user’s channel on its own socket only', () => {
    const futures = open('futures');
    const spot = open('spot');
    const other = open('futures');
    login(futures, 'u-1');
    login(spot, 'u-1');
    login(other, 'u-2');
    for (const socket of [futures, other]) {
      for (const channel of ['orders', 'balances', 'positions', 'risk'])
        socket.deliver({ event: 'sub', params: { channel } });
    }
    for (const channel of ['orders', 'balances']) spot.deliver({ event: 'sub', params: { channel } });

    const publish = (type: Parameters<typeof bus.publish<'user.event'>>[1]['type'], payload: unknown) =>
      bus.publish('user.event', { userId: 'u-1', type, payload });
    publish('futures-orders', [{ orderId: 'f-1' }]);
    publish('futures-positions', [{ symbol: 'BTC_USDT', size: '0.1' }]);
    publish('futures-balances', [{ asset: 'USDT', available: '90', frozen: '10' }]);
    publish('futures-risk', { kind: 'liquidated', userId: 'u-1', symbol: 'BTC_USDT', size: '0.1' });
    publish('orders', { orderId: 's-1' });
    publish('balances', [{ asset: 'BTC', available: '1', frozen: '0' }]);

    expect(futures.received.filter((frame) => frame.event === 'push')).toEqual([
      { event: 'push', biz: 'futures', type: 'orders', data: [{ orderId: 'f-1' }] },
      { event: 'push', biz: 'futures', type: 'positions', data: [{ symbol: 'BTC_USDT', size: '0.1' }] },
      { event: 'push', biz: 'futures', type: 'balances', data: [{ asset: 'USDT', available: '90', frozen: '10' }] },
      {
        event: 'push',
        biz: 'futures',
        type: 'risk',
        data: { kind: 'liquidated', userId: 'u-1', symbol: 'BTC_USDT', size: '0.1' },
      },
    ]);
    expect(spot.received.filter((frame) => frame.event === 'push')).toEqual([
      { event: 'push', biz: 'spot', type: 'orders', data: { orderId: 's-1' } },
      { event: 'push', biz: 'spot', type: 'balances', data: [{ asset: 'BTC', available: '1', frozen: '0' }] },
    ]);
    expect(other.received.filter((frame) => frame.event === 'push')).toEqual([]);

    // Logging out drops every private channel, the futures ones included.
    futures.deliver({ event: 'logout' });
    const seen = futures.received.length;
    publish('futures-positions', []);
    publish('futures-risk', { kind: 'margin-warning', userId: 'u-1', symbol: null, ratio: '0.9' });
    expect(futures.received.slice(seen)).toEqual([]);
    // An event type this version does not know goes nowhere and breaks nothing.
    bus.publish('user.event', { userId: 'u-2', type: 'futures-teleport' as 'orders', payload: {} });
    bus.publish('user.event', { userId: 'u-2', type: 'constructor' as 'orders', payload: {} });
    expect(other.received.filter((frame) => frame.event === 'push')).toEqual([]);
  });
});
