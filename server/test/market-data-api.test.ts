import { apiErrorSchema } from '@vela/contracts/errors';
import { feedTokenResponseSchema } from '@vela/contracts/feed';
import {
  depthSnapshotSchema,
  globalConfigSchema,
  klineIntervalMs,
  klineListSchema,
  tickerListSchema,
  tradeListSchema,
} from '@vela/contracts/market-data';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyFeedToken } from '../src/feed/tokens.ts';
import { seedDemoData } from '../src/seeding.ts';
import { buildTestApp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { drivers, openMigrated } from './support/databases.ts';
import { type MarketApp, sleep, startMarketApp, TEST_FEED_SECRET } from './support/market.ts';

const SYMBOLS = ['BTC_USDT', 'DOGE_USDT'];

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'market data REST and feed tokens',
    ({ database }) => {
      let running: MarketApp;
      const get = async (url: string, headers: Record<string, string> = {}) => {
        const response = await running.app.inject({ method: 'GET', url, headers });
        return { status: response.statusCode, body: response.json() as unknown };
      };

      beforeAll(async () => {
        running = await startMarketApp(database, {
          symbols: SYMBOLS,
          env: { PUBLIC_URL: 'https://vela.example', GLOBAL_CONFIG_JSON: '{"Hbt_Switch":"false","Beta":"on"}' },
        });
        // A few saves, so trades and the live bar are in the database.
        await sleep(600);
      });
      afterAll(async () => {
        await running?.close();
      });

      it('serves every simulated market’s ticker', async () => {
        const { status, body } = await get('/api/v1/tickers');
        expect(status).toBe(200);
        const { tickers } = tickerListSchema.parse(body);
        expect(tickers.map((ticker) => ticker.symbol)).toEqual(SYMBOLS);
        for (const ticker of tickers) {
          expect(new Big(ticker.low).lte(ticker.last) && new Big(ticker.last).lte(ticker.high)).toBe(true);
          expect(new Big(ticker.last).minus(ticker.open).eq(ticker.change)).toBe(true);
          expect(new Big(ticker.volume).gt(0)).toBe(true);
        }
      });

      it('serves the book up to the limit, best prices first', async () => {
        const { status, body } = await get('/api/v1/depth?symbol=BTC_USDT&limit=5');
        expect(status).toBe(200);
        const depth = depthSnapshotSchema.parse(body);
        expect(depth.bids.length).toBeLessThanOrEqual(5);
        expect(depth.asks.length).toBeGreaterThan(0);
        const bidPrices = depth.bids.map(([price]) => new Big(price));
        for (let i = 1; i < bidPrices.length; i++) expect(bidPrices[i - 1]?.gt(bidPrices[i] as Big)).toBe(true);
        expect(new Big(depth.bids[0]?.[0] ?? '0').lt(depth.asks[0]?.[0] ?? '0')).toBe(true);
      });

      it('serves recent trades newest first and bars of every interval oldest first', async () => {
        const trades = tradeListSchema.parse((await get('/api/v1/trades?symbol=DOGE_USDT&limit=7')).body).trades;
        expect(trades.length).toBeGreaterThan(0);
        expect(trades.length).toBeLessThanOrEqual(7);
        const ids = trades.map((trade) => trade.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));

        for (const interval of ['1m', '5m', '15m', '1h', '4h', '1d'] as const) {
          const { status, body } = await get(`/api/v1/klines?symbol=DOGE_USDT&interval=${interval}&limit=12`);
          expect(status).toBe(200);
          const { klines } = klineListSchema.parse(body);
          expect(klines.length).toBeGreaterThan(0);
          expect(klines.length).toBeLessThanOrEqual(12);
          for (const [index, kline] of klines.entries()) {
            expect(kline.openTime % klineIntervalMs[interval]).toBe(0);
            if (index > 0) expect(kline.openTime).toBeGreaterThan((klines[index - 1] as typeof kline).openTime);
          }
        }
        const from = Date.now() - 3 * 3_600_000;
        const forward = klineListSchema.parse(
          (await get(`/api/v1/klines?symbol=DOGE_USDT&interval=1h&from=${from}&limit=2`)).body,
        );
        expect(forward.klines.map((kline) => kline.openTime)).toEqual([
          from - (from % 3_600_000),
          from - (from % 3_600_000) + 3_600_000,
        ]);
      });

      it('serves the global config map from GLOBAL_CONFIG_JSON', async () => {
        const { status, body } = await get('/api/v1/config');
        expect(status).toBe(200);
        expect(globalConfigSchema.parse(body)).toEqual({ config: { Hbt_Switch: 'false', Beta: 'on' } });
      });

      it('answers an unknown market with 404 and a bad query with 400 naming the fields', async () => {
        for (const path of ['depth', 'trades', 'klines']) {
          const { status, body } = await get(`/api/v1/${path}?symbol=NOPE_USDT&interval=1m`);
          expect(status).toBe(404);
          expect(apiErrorSchema.parse(body).message).toBe('unknown market: NOPE_USDT');
        }
        const cases: [string, string[]][] = [
          ['/api/v1/depth?symbol=btc', ['symbol']],
          ['/api/v1/depth?symbol=BTC_USDT&limit=0', ['limit']],
          ['/api/v1/trades?symbol=BTC_USDT&limit=501', ['limit']],
          ['/api/v1/klines?symbol=BTC_USDT&interval=2m', ['interval']],
          ['/api/v1/klines?symbol=BTC_USDT&interval=1m&from=abc', ['from']],
          ['/api/v1/klines?symbol=BTC_USDT&interval=1m&from=20&to=10', ['from']],
          ['/api/v1/klines?symbol=BTC_USDT&interval=1m&limit=1001', ['limit']],
        ];
        for (const [url, fields] of cases) {
          const { status, body } = await get(url);
          expect(status, url).toBe(400);
          expect(Object.keys(apiErrorSchema.parse(body).fields ?? {}), url).toEqual(fields);
        }
      });

      it('hands out a short-lived public token for the wss endpoint of PUBLIC_URL', async () => {
        const { status, body } = await get('/realtime/v1/public-token');
        expect(status).toBe(200);
        const { endpoint, token } = feedTokenResponseSchema.parse(body);
        expect(endpoint).toBe('wss://vela.example/ws/spot');
        const check = verifyFeedToken(Buffer.from(TEST_FEED_SECRET), token);
        expect(check.ok && check.claims.kind).toBe('public');
        expect(verifyFeedToken(Buffer.from(TEST_FEED_SECRET), token, Date.now() + 61_000)).toEqual({
          ok: false,
          reason: 'token expired',
        });
        expect(feedTokenResponseSchema.parse((await get('/realtime/v1/public-token?biz=futures')).body).endpoint).toBe(
          'wss://vela.example/ws/futures',
        );
        expect((await get('/realtime/v1/public-token?biz=options')).status).toBe(400);
      });

      it('gives a private token only to the signed-in user named by uid', async () => {
        const { user, cookie } = await signUp(running.app);
        expect((await get(`/realtime/v1/private-token?uid=${user.id}`)).status).toBe(401);
        expect((await get('/realtime/v1/private-token?uid=someone-else', { cookie })).status).toBe(403);
        expect((await get('/realtime/v1/private-token', { cookie })).status).toBe(400);

        for (const uid of [user.id, user.fid]) {
          const { status, body } = await get(`/realtime/v1/private-token?uid=${uid}`, { cookie });
          expect(status).toBe(200);
          const check = verifyFeedToken(Buffer.from(TEST_FEED_SECRET), feedTokenResponseSchema.parse(body).token);
          expect(check.ok && check.claims).toMatchObject({ kind: 'private', uid: user.id });
        }
      });
    },
    { migrate: true },
  );
}

describe('market data REST without an engine', () => {
  it('shows a known market with an empty book and no tickers until the engine publishes', async () => {
    const pglite = drivers.find((d) => d.driver === 'pglite');
    if (!pglite) throw new Error('pglite driver missing');
    const factory = await pglite.create();
    const database = await openMigrated(factory);
    await seedDemoData(database);
    const app = await buildTestApp(database);
    try {
      const depth = await app.inject({ method: 'GET', url: '/api/v1/depth?symbol=BTC_USDT' });
      expect(depthSnapshotSchema.parse(depth.json())).toMatchObject({ seq: 0, bids: [], asks: [] });
      expect((await app.inject({ method: 'GET', url: '/api/v1/tickers' })).json()).toEqual({ tickers: [] });
      expect((await app.inject({ method: 'GET', url: '/api/v1/trades?symbol=BTC_USDT' })).json()).toEqual({
        trades: [],
      });
    } finally {
      await app.close();
      await database.close();
      await factory.dispose();
    }
  });
});
