import { randomBytes } from 'node:crypto';
import { feedTokenResponseSchema } from '@vela/contracts/feed';
import { depthSnapshotSchema, type Trade, tickerListSchema, tradeSchema } from '@vela/contracts/market-data';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { FeedClient, type MarketApp, type ReceivedFrame, startMarketApp } from './support/market.ts';

const redisUrl = process.env.REDIS_URL;
const SYMBOLS = ['BTC_USDT', 'SOL_USDT'];

/** Every depth update a client saw follows the frame before it, or a snapshot restarted the book. */
function expectConsistentDepth(frames: ReceivedFrame[]): void {
  let seq: number | undefined;
  for (const frame of frames) {
    const depth = depthSnapshotSchema.parse(frame.data);
    if (frame.type === 'depth.update') expect(depth.seq).toBe((seq ?? Number.NaN) + 1);
    seq = depth.seq;
  }
}

const tradesOf = (client: FeedClient, from = 0): Trade[] =>
  client.pushes('trades', from).flatMap((frame) => tradeSchema.array().parse(frame.data));

for (const onDatabase of testDatabases) {
  onDatabase.describe('one feed from two instances over Redis', { redis: true }, ({ database }) => {
    let engine: MarketApp;
    let relay: MarketApp;
    // This run's own channels and connection names: nothing else on the Redis is touched.
    const tag = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      const shared = { env: { REDIS_URL: redisUrl as string }, busPrefix: `${tag}:`, symbols: SYMBOLS };
      engine = await startMarketApp(database, { ...shared, connectionName: `${tag}-engine` });
      relay = await startMarketApp(database, { ...shared, engine: false, connectionName: `${tag}-relay` });
    });
    afterAll(async () => {
      await relay?.close();
      await engine?.close();
    });

    it('serves trades, depth and tickers on the relay (ENGINE=off) from what the engine instance publishes', async () => {
      const client = await FeedClient.open(`${relay.wsBase}/ws/spot`);
      client.send({ event: 'sub', params: { channel: 'trades', symbol: 'BTC_USDT' } });
      client.send({ event: 'sub', params: { channel: 'depth', symbol: 'BTC_USDT' } });
      client.send({ event: 'sub', params: { channel: 'tickers' } });
      await client.waitFor((f) => f.type === 'trades');
      await client.waitFor((f) => f.type === 'depth.snapshot');
      await client.waitFor((f) => f.type === 'tickers');
      await client.waitFor(() => client.pushes('depth.update').length >= 3);
      expectConsistentDepth(client.frames.filter((f) => f.type?.startsWith('depth')));
      client.close();

      const depth = await relay.app.inject({ method: 'GET', url: '/api/v1/depth?symbol=SOL_USDT&limit=3' });
      expect(depthSnapshotSchema.parse(depth.json()).bids).toHaveLength(3);
      const tickers = await relay.app.inject({ method: 'GET', url: '/api/v1/tickers' });
      expect(tickerListSchema.parse(tickers.json()).tickers.map((t) => t.symbol)).toEqual(SYMBOLS);
    });

    it('accepts on the relay a private token issued by the engine instance, and relays private events', async () => {
      const { user, cookie } = await signUp(engine.app);
      const response = await engine.app.inject({
        method: 'GET',
        url: `/realtime/v1/private-token?uid=${user.id}`,
        headers: { cookie },
      });
      const { token } = feedTokenResponseSchema.parse(response.json());
      const client = await FeedClient.open(`${relay.wsBase}/ws/spot`);
      client.send({ event: 'login', params: { token } });
      expect((await client.waitFor((f) => f.event === 'login')).data).toEqual({ result: true });
      client.send({ event: 'sub', params: { channel: 'balances' } });
      await client.waitFor((f) => f.channel === 'balances');
      engine.feed.bus.publish('user.event', { userId: user.id, type: 'balances', payload: { USDT: '10000' } });
      expect((await client.waitFor((f) => f.type === 'balances')).data).toEqual({ USDT: '10000' });
      client.close();
    });

    it('recovers on both instances when their Redis connections are cut', async () => {
      const onRelay = await FeedClient.open(`${relay.wsBase}/ws/spot`);
      const onEngine = await FeedClient.open(`${engine.wsBase}/ws/spot`);
      for (const client of [onRelay, onEngine]) {
        client.send({ event: 'sub', params: { channel: 'trades', symbol: 'SOL_USDT' } });
        client.send({ event: 'sub', params: { channel: 'depth', symbol: 'SOL_USDT' } });
        await client.waitFor((f) => f.type === 'trades');
      }
      const admin = new Redis(redisUrl as string);
      try {
        const clients = (await admin.call('CLIENT', 'LIST')) as string;
        const ours = clients
          .split('\n')
          .filter((line) => line.includes(` name=${tag}-`))
          .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
        expect(ours).toHaveLength(4);
        for (const id of ours) await admin.call('CLIENT', 'KILL', 'ID', id as string);
      } finally {
        admin.disconnect();
      }
      const cut = { relay: onRelay.frames.length, engine: onEngine.frames.length };
      const lastId = Math.max(...tradesOf(onRelay).map((trade) => trade.id));

      for (const [client, from] of [
        [onRelay, cut.relay],
        [onEngine, cut.engine],
      ] as const) {
        await client.waitFor((f) => f.type === 'trades', { from, timeoutMs: 10_000 });
        await client.waitFor((f) => f.type === 'depth.update', { from, timeoutMs: 10_000 });
        expectConsistentDepth(client.frames.filter((f) => f.type?.startsWith('depth')));
        client.close();
      }
      expect(Math.max(...tradesOf(onRelay, cut.relay).map((trade) => trade.id))).toBeGreaterThan(lastId);
    });
  });
}
