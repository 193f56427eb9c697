import { feedCloseCodes, feedTokenResponseSchema } from '@vela/contracts/feed';
import {
  type DepthSnapshot,
  depthSnapshotSchema,
  klineSchema,
  tickerSchema,
  tradeSchema,
} from '@vela/contracts/market-data';
import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FEED_TOKEN_TTL_MS, signFeedToken } from '../src/feed/tokens.ts';
import { publishUserEvent } from '../src/infra/bus/user-events.ts';
import { SAME_ORIGIN, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { FeedClient, type MarketApp, type ReceivedFrame, startMarketApp, TEST_FEED_SECRET } from './support/market.ts';

const SYMBOLS = ['BTC_USDT', 'ETH_USDT'];
const secret = Buffer.from(TEST_FEED_SECRET);

/** Applies updates to a snapshot the way a client keeps its book. */
function applyDepth(book: Map<string, string>, levels: [string, string][]): void {
  for (const [price, quantity] of levels) {
    if (new Big(quantity).eq(0)) book.delete(price);
    else book.set(price, quantity);
  }
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('live market feed', ({ database }) => {
    let running: MarketApp;

    beforeAll(async () => {
      running = await startMarketApp(database, { symbols: SYMBOLS, limits: { maxSubscriptions: 5 } });
    });
    afterAll(async () => {
      await running?.close();
    });

    it('sends a depth snapshot on subscribe, then updates with consecutive seq that keep the book uncrossed', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/spot`);
      client.send({ event: 'sub', params: { channel: 'depth', symbol: 'BTC_USDT' } });
      expect(await client.waitFor((f) => f.event === 'sub')).toEqual({
        event: 'sub',
        channel: 'depth:BTC_USDT',
        data: { result: true },
      });
      const snapshotFrame = await client.waitFor((f) => f.type === 'depth.snapshot');
      expect(snapshotFrame).toMatchObject({ event: 'push', biz: 'spot', pairCode: 'BTC_USDT', base: 'btc' });
      expect(snapshotFrame.channel).toBeUndefined();
      const snapshot = depthSnapshotSchema.parse(snapshotFrame.data);
      const from = client.frames.indexOf(snapshotFrame);
      await client.waitFor(() => client.pushes('depth.update', from).length >= 5, { from });

      const bids = new Map(snapshot.bids);
      const asks = new Map(snapshot.asks);
      let seq = snapshot.seq;
      for (const frame of client.pushes('depth.update', from)) {
        const update = depthSnapshotSchema.parse(frame.data) as DepthSnapshot;
        expect(update.seq).toBe(seq + 1);
        seq = update.seq;
        applyDepth(bids, update.bids);
        applyDepth(asks, update.asks);
        const bestBid = [...bids.keys()].reduce((a, b) => (new Big(a).gt(b) ? a : b), '0');
        const bestAsk = [...asks.keys()].reduce((a, b) => (new Big(a).lt(b) ? a : b), '1e30');
        expect(new Big(bestBid).lt(bestAsk)).toBe(true);
      }
      client.close();
    });

    it('streams trades, tickers and the current bar of the simulated market', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/spot`);
      client.send({ event: 'sub', params: { channel: 'trades', symbol: 'ETH_USDT' } });
      client.send({ event: 'sub', params: { channel: 'tickers' } });
      client.send({ event: 'sub', params: { channel: 'kline', symbol: 'ETH_USDT', interval: '1m' } });

      const trades = await client.waitFor((f) => f.type === 'trades');
      expect(trades).toMatchObject({ biz: 'spot', pairCode: 'ETH_USDT', base: 'eth' });
      const list = tradeSchema.array().min(1).parse(trades.data);
      for (const trade of list) expect(trade.symbol).toBe('ETH_USDT');
      const ids = list.map((trade) => trade.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));

      const tickers = tickerSchema.array().parse((await client.waitFor((f) => f.type === 'tickers')).data);
      expect(tickers.map((ticker) => ticker.symbol)).toEqual(SYMBOLS);
      const kline = klineSchema.parse((await client.waitFor((f) => f.type === 'kline')).data);
      expect(kline).toMatchObject({ symbol: 'ETH_USDT', interval: '1m' });
      expect(kline.openTime % 60_000).toBe(0);
      client.close();
    });

    it('answers pings, and refuses unknown markets, private channels before login and subscriptions past the cap', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/spot`);
      client.send({ event: 'ping', params: { ts: 42 } });
      expect((await client.waitFor((f) => f.event === 'pong')).data).toMatchObject({ pingTs: 42 });

      client.send({ event: 'sub', params: { channel: 'depth', symbol: 'NOPE_USDT' } });
      expect(await client.waitFor((f) => f.channel === 'depth:NOPE_USDT')).toMatchObject({
        data: { result: false, message: 'unknown market: NOPE_USDT' },
      });
      client.send({ event: 'sub', params: { channel: 'orders' } });
      expect(await client.waitFor((f) => f.channel === 'orders')).toMatchObject({ data: { result: false } });

      for (const interval of ['1m', '5m', '15m', '1h', '4h', '1d']) {
        client.send({ event: 'sub', params: { channel: 'kline', symbol: 'BTC_USDT', interval } });
      }
      const sixth = await client.waitFor((f) => f.channel === 'kline:BTC_USDT:1d');
      expect(sixth.data).toEqual({ result: false, message: 'too many subscriptions: at most 5' });
      client.send({ event: 'unsub', params: { channel: 'kline', symbol: 'BTC_USDT', interval: '1m' } });
      expect(await client.waitFor((f) => f.event === 'unsub')).toMatchObject({ data: { result: true } });
      client.close();
    });

    it('logs in with a private token and delivers that user’s private events only', async () => {
      const { user, cookie } = await signUp(running.app);
      const response = await running.app.inject({
        method: 'GET',
        url: `/realtime/v1/private-token?uid=${user.id}`,
        headers: { cookie },
      });
      const { token, endpoint } = feedTokenResponseSchema.parse(response.json());
      expect(endpoint).toMatch(/^ws:\/\/.*\/ws\/spot$/);

      const mine = await FeedClient.open(`${running.wsBase}/ws/spot`);
      const stranger = await FeedClient.open(`${running.wsBase}/ws/spot`);
      mine.send({ event: 'login', params: { token } });
      expect(await mine.waitFor((f) => f.event === 'login')).toEqual({
        event: 'login',
        channel: 'login',
        data: { result: true },
      });
      const strangerToken = signFeedToken(secret, { kind: 'private', uid: 'someone-else', exp: Date.now() + 60_000 });
      stranger.send({ event: 'login', params: { token: strangerToken } });
      for (const client of [mine, stranger]) {
        client.send({ event: 'sub', params: { channel: 'orders' } });
        await client.waitFor((f) => f.channel === 'orders' && (f.data as { result: boolean }).result === true);
      }

      publishUserEvent(running.feed.bus, user.id, 'orders', { orderId: 'o-1', status: 'filled' });
      expect(await mine.waitFor((f) => f.type === 'orders')).toMatchObject({
        event: 'push',
        data: { orderId: 'o-1', status: 'filled' },
      });
      mine.send({ event: 'ping' });
      await mine.waitFor((f) => f.event === 'pong');
      expect(stranger.pushes('orders')).toEqual([]);

      mine.send({ event: 'logout' });
      await mine.waitFor((f) => f.event === 'logout');
      const seen = mine.frames.length;
      publishUserEvent(running.feed.bus, user.id, 'orders', { orderId: 'o-2' });
      mine.send({ event: 'ping' });
      await mine.waitFor((f) => f.event === 'pong', { from: seen });
      expect(mine.pushes('orders', seen)).toEqual([]);
      mine.close();
      stranger.close();
    });

    it('stops a logged-out session’s private channels at once, on the socket it opened', async () => {
      const { user, cookie } = await signUp(running.app);
      const tokenOf = async () =>
        feedTokenResponseSchema.parse(
          (
            await running.app.inject({
              method: 'GET',
              url: `/realtime/v1/private-token?uid=${user.id}`,
              headers: { cookie },
            })
          ).json(),
        ).token;
      const client = await FeedClient.open(`${running.wsBase}/ws/spot`);
      client.send({ event: 'login', params: { token: await tokenOf() } });
      await client.waitFor((f) => f.event === 'login');
      client.send({ event: 'sub', params: { channel: 'balances' } });
      await client.waitFor((f) => f.channel === 'balances');

      const logout = await running.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { cookie, origin: SAME_ORIGIN },
      });
      expect(logout.statusCode).toBe(200);
      expect(await client.waitFor((f) => f.event === 'error')).toMatchObject({
        data: { result: false, message: expect.stringContaining('session ended') },
      });
      const seen = client.frames.length;
      publishUserEvent(running.feed.bus, user.id, 'balances', [{ asset: 'USDT', available: '1', frozen: '0' }]);
      client.send({ event: 'ping' });
      await client.waitFor((f) => f.event === 'pong', { from: seen });
      expect(client.pushes('balances', seen)).toEqual([]);
      client.close();
    });

    it('refuses forged, expired and public tokens at login, keeping the connection', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/spot`);
      const login = async (token: string) => {
        const from = client.frames.length;
        client.send({ event: 'login', params: { token } });
        return (await client.waitFor((f: ReceivedFrame) => f.event === 'login', { from })).data;
      };
      const forged = signFeedToken(Buffer.from('another-secret-another-secret-xx'), {
        kind: 'private',
        uid: 'u',
        exp: Date.now() + FEED_TOKEN_TTL_MS,
      });
      expect(await login(forged)).toEqual({ result: false, message: 'invalid token signature' });
      const expired = signFeedToken(secret, { kind: 'private', uid: 'u', exp: Date.now() - 1 });
      expect(await login(expired)).toEqual({ result: false, message: 'token expired' });
      const publicToken = signFeedToken(secret, { kind: 'public', exp: Date.now() + FEED_TOKEN_TTL_MS });
      expect(await login(publicToken)).toEqual({ result: false, message: 'a private token is required' });
      expect(await login('not-a-token')).toEqual({ result: false, message: 'malformed token' });
      client.send({ event: 'ping' });
      await client.waitFor((f) => f.event === 'pong');
      client.close();
    });

    it('answers frames past the rate with error frames, then closes a flooding client with 1008', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/spot`);
      for (let i = 0; i < 120; i++) client.send({ event: 'ping', params: { ts: i } });
      expect(await client.closed).toBe(feedCloseCodes.policyViolation);
      expect(client.frames.filter((f) => f.event === 'pong')).toHaveLength(50);
      expect(client.frames.filter((f) => f.event === 'error').length).toBeGreaterThan(0);
      expect((await running.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  });
}
