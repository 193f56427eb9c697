import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRequestHelper } from '../../test/support/fake-request.ts';
import { aKline } from '../../test/support/klines.ts';

type Handlers = {
  onSnapshot?: (payload: unknown) => void;
  onUpdate?: (payload: unknown) => void;
  onResubscribed?: () => void;
};
const opened: { socket: 'spot' | 'futures'; params: unknown; handlers: Handlers; closed: boolean }[] = [];
const opener = (socket: 'spot' | 'futures') => (params: unknown, handlers: Handlers) => {
  const entry = { socket, params, handlers, closed: false };
  opened.push(entry);
  return () => {
    entry.closed = true;
  };
};
const resynced: { socket: string; params: unknown }[] = [];
vi.mock('../lib/realtime/feed-loader.ts', () => ({
  openChannel: opener('spot'),
  openFuturesChannel: opener('futures'),
  resyncChannel: (params: unknown) => resynced.push({ socket: 'spot', params }),
  resyncFuturesChannel: (params: unknown) => resynced.push({ socket: 'futures', params }),
}));
const { helper, calls } = fakeRequestHelper((call) => {
  if (call.path.endsWith('klines')) return { body: { symbol: 'BTC_USDT', interval: '1m', klines: [bar] } };
  if (call.path.endsWith('trades')) return { body: { trades: tradePage } };
  return { body: { nope: true } };
});
vi.mock('../lib/api/browser-api.ts', () => ({ browserApi: () => helper }));

const { marketSession, futuresMarketSession } = await import('./market-session.ts');
const { createMarketLive } = await import('./market-live.ts');
const { fakeFrameClock } = await import('../../test/support/fake-frame-clock.ts');

const bar = aKline();

/** What the trades call answers, newest first. */
let tradePage: unknown[] = [];
const trade = (id: number, symbol = 'ETH_USDT') => ({
  id,
  symbol,
  price: '10.5',
  quantity: '1',
  side: 'buy' as const,
  time: id,
});

beforeEach(() => {
  opened.length = 0;
  calls.length = 0;
});

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
    // No pass-through: the channel layer calls the book's and the trades' own receive functions.
    expect(opened[0]?.handlers.onUpdate).toBe(live.book.receiveUpdate);
    expect(opened[1]?.handlers.onUpdate).toBe(live.trades.receive);
    opened[0]?.handlers.onSnapshot?.({ symbol: 'ETH_USDT', seq: 7, bids: [['10', '1']], asks: [['11', '2']] });
    opened[1]?.handlers.onUpdate?.([{ id: 1, symbol: 'ETH_USDT', price: '10.5', quantity: '1', side: 'buy', time: 1 }]);
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

  it('reads the trades again when the socket is back, and lists them even when their ids went back', async () => {
    opened.length = 0;
    vi.stubGlobal('window', {});
    const session = marketSession('SOL_USDT');
    const seed = {
      depth: undefined,
      trades: [trade(41, 'SOL_USDT'), trade(40, 'SOL_USDT')],
      book: { step: '0.01', rows: 5 },
      recentTrades: { limit: 10 },
    };
    const clock = fakeFrameClock();
    const live = createMarketLive('SOL_USDT', seed, () => {}, clock);
    const release = session.holdLive(live);
    const tradesChannel = opened.find((entry) => (entry.params as { channel: string }).channel === 'trades');
    // A server restarted on a new database: its trades are numbered from 1 again.
    tradePage = [trade(2, 'SOL_USDT'), trade(1, 'SOL_USDT')];
    tradesChannel?.handlers.onResubscribed?.();
    tradesChannel?.handlers.onUpdate?.([trade(3, 'SOL_USDT')]);
    await vi.waitFor(() => expect(live.trades.getTrades().map((item) => item.id)).toEqual([3, 2, 1]));
    expect(calls.at(-1)).toMatchObject({ path: '/api/v1/trades', payload: { symbol: 'SOL_USDT', limit: 50 } });
    release();
    vi.unstubAllGlobals();
  });

  it('reads older bars over the spot klines call, without a price', async () => {
    const result = await marketSession('BTC_USDT').loadKlines({ interval: '1m', price: 'mark', limit: 500 });
    expect(result).toEqual({ ok: true, klines: [bar] });
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/api/v1/klines',
        payload: { symbol: 'BTC_USDT', interval: '1m', limit: 500 },
        mode: 'spot',
      },
    ]);
    // A spot market has no mark-price bars: no channel is opened for them.
    const off = marketSession('BTC_USDT').subscribeCandle('1m', () => {}, 'mark');
    expect(opened).toEqual([]);
    off();
  });
});

describe('futures market session', () => {
  it('opens its channels on the futures socket, with last- and mark-price candles apart', () => {
    const session = futuresMarketSession('BTC_USDT');
    expect(futuresMarketSession('BTC_USDT')).toBe(session);
    expect(session).not.toBe(marketSession('BTC_USDT'));
    const last = vi.fn();
    const mark = vi.fn();
    const offLast = session.subscribeCandle('1m', last);
    const offMark = session.subscribeCandle('1m', mark, 'mark');
    const seed = { depth: undefined, trades: [], book: { step: '0.01', rows: 5 }, recentTrades: { limit: 10 } };
    const offLive = session.holdLive(createMarketLive('BTC_USDT', seed, () => {}, fakeFrameClock()));
    expect(opened.map((entry) => [entry.socket, entry.params])).toEqual([
      ['futures', { channel: 'kline', symbol: 'BTC_USDT', interval: '1m' }],
      ['futures', { channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'mark' }],
      ['futures', { channel: 'depth', symbol: 'BTC_USDT' }],
      ['futures', { channel: 'trades', symbol: 'BTC_USDT' }],
    ]);
    const markBar = { ...bar, close: '1.5', volume: '0' };
    opened[1]?.handlers.onUpdate?.(markBar);
    expect(session.candle('1m', 'mark')).toEqual(markBar);
    expect(session.candle('1m')).toBeUndefined();
    expect([last.mock.calls.length, mark.mock.calls.length]).toEqual([0, 1]);
    session.resyncDepth();
    expect(resynced.at(-1)).toEqual({ socket: 'futures', params: { channel: 'depth', symbol: 'BTC_USDT' } });
    offLast();
    offMark();
    offLive();
    expect(opened.every((entry) => entry.closed)).toBe(true);
  });

  it('reads older bars of either price over the futures klines call', async () => {
    const result = await futuresMarketSession('BTC_USDT').loadKlines({ interval: '1m', price: 'mark', limit: 100 });
    expect(result.ok).toBe(true);
    expect(calls[0]).toMatchObject({
      path: '/v1/klines',
      mode: 'futures',
      payload: { symbol: 'BTC_USDT', interval: '1m', price: 'mark', limit: 100 },
    });
  });

  it('says a failed or malformed klines answer is not ok', async () => {
    const session = futuresMarketSession('ETH_USDT');
    helper.get = vi.fn(async () => ({ klines: 'none' }) as never);
    expect(await session.loadKlines({ interval: '5m', limit: 10 })).toEqual({ ok: false });
    helper.get = vi.fn(async () => {
      throw new Error('500');
    });
    expect(await session.loadKlines({ interval: '5m', limit: 10 })).toEqual({ ok: false });
  });
});
