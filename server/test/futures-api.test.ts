import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema } from '@vela/contracts/errors';
import {
  FUTURES_API_BASE,
  type FuturesDepth,
  type FuturesTicker,
  futuresCallPaths,
  futuresContractListSchema,
  futuresDepthSchema,
  futuresPaths,
  futuresTickerListSchema,
  futuresTradeListSchema,
} from '@vela/contracts/futures';
import { riskTierProblems } from '@vela/contracts/futures-risk-tiers';
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spotMarkets } from '../src/db/schema.ts';
import { laterListingSymbols } from '../src/db/seed-data.ts';
import { seedDemoData } from '../src/seeding.ts';
import { buildTestApp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { type MarketApp, sleep, startMarketApp } from './support/market.ts';

const redisUrl = process.env.REDIS_URL;
const FUNDING_INTERVAL_MS = 60_000;

/**
 * The headers the client's futures mode sends (spec 7 "Futures extra headers",
 * web/app/lib/http/headers.ts `futuresHeaders`), the tokens made up: the calls are public. The
 * helper itself is browser code (DOM types) that the server's typecheck does not take in.
 */
const FUTURES_HEADERS = {
  appVersion: '1.0.0',
  'Accept-Language': 'fr-FR',
  'x-locale': 'fr_FR',
  authorization: 'Bearer not-a-session-token',
  thirdAppToken: 'not-a-futures-token',
  thirdAppId: 'vela',
  'Content-Type': 'application/json',
  language: 'fr_FR',
  clientTag: 'web',
};

interface Answer {
  status: number;
  body: unknown;
}

/** GET over the app's port with the futures headers, the way the browser calls it. */
function futuresClient(app: FastifyInstance): (path: string, query?: Record<string, string>) => Promise<Answer> {
  const port = (app.server.address() as AddressInfo).port;
  return async (path, query) => {
    const url = new URL(`${FUTURES_API_BASE}${path}`, `http://127.0.0.1:${port}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: FUTURES_HEADERS });
    return { status: response.status, body: await response.json() };
  };
}

/** The body of a 200. */
function ok({ status, body }: Answer): unknown {
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** |mark / index - 1| <= 0.5 %: the mark's clamp band. */
function expectMarkInBand(ticker: FuturesTicker): void {
  const index = new Big(ticker.indexPrice);
  expect(new Big(ticker.markPrice).minus(index).abs().lte(index.times('0.005')), JSON.stringify(ticker)).toBe(true);
}

/** A two-sided book, every bid below every ask. */
function twoSided(depth: FuturesDepth): boolean {
  const bestBid = depth.bids[0];
  const bestAsk = depth.asks[0];
  return bestBid !== undefined && bestAsk !== undefined && new Big(bestBid[0]).lt(bestAsk[0]);
}

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('futures API', ({ database }) => {
    let running: MarketApp;
    let get: ReturnType<typeof futuresClient>;
    const tickers = async (query?: Record<string, string>) =>
      futuresTickerListSchema.parse(ok(await get(futuresCallPaths.tickers, query)));

    beforeAll(async () => {
      // Only BTC_USDT's spot engine runs: every other contract has no index price.
      running = await startMarketApp(database, { symbols: ['BTC_USDT'], env: { FUNDING_INTERVAL_MINUTES: '1' } });
      get = futuresClient(running.app);
    });
    afterAll(async () => {
      await running?.close();
    });

    it('publishes BTC_USDT with an index inside the spot best bid and ask, a mark in the band, and the next funding time', async () => {
      const spot = running.market?.markets.get('BTC_USDT');
      if (!spot) throw new Error('no BTC_USDT engine');
      const ticker = await waitUntil('a BTC_USDT index inside the spot book', async () => {
        const found = (await tickers()).tickers.find((candidate) => candidate.symbol === 'BTC_USDT');
        const bid = spot.engine.bestBid();
        const ask = spot.engine.bestAsk();
        if (!found || bid === undefined || ask === undefined) return undefined;
        const index = new Big(found.indexPrice);
        const inside = index.gte(spot.spec.units.price(bid)) && index.lte(spot.spec.units.price(ask));
        return inside ? found : undefined;
      });
      const now = Date.now();
      const next = Date.parse(ticker.nextFundingTime);
      expectMarkInBand(ticker);
      expect(next % FUNDING_INTERVAL_MS).toBe(0);
      expect(next).toBeGreaterThan(ticker.time);
      expect(next - ticker.time).toBeLessThanOrEqual(FUNDING_INTERVAL_MS);
      expect(next).toBeGreaterThan(now - 1_000);
      expect(ticker).toMatchObject({ fundingIntervalMinutes: 1, openInterest: '0' });
      // The simulated basis is small, so the rate is near the interest term (0.01 % per 8 h, for one
      // minute), and never past the cap (0.75 % per 8 h).
      expect(new Big(ticker.fundingRate).abs().lte(new Big('0.0075').div(480))).toBe(true);
      // The other contracts' spot markets do not run here: no ticker, no error.
      expect((await tickers()).tickers.map((candidate) => candidate.symbol)).toEqual(['BTC_USDT']);
      expect((await tickers({ symbol: 'BTC_USDT' })).tickers).toHaveLength(1);
      expect((await tickers({ symbol: 'ETH_USDT' })).tickers).toEqual([]);
    });

    it('serves the BTC_USDT perpetual book and trades from its simulated liquidity, and sets lastPrice', async () => {
      const depth = await waitUntil('a two-sided BTC_USDT perpetual book', async () => {
        const found = futuresDepthSchema.parse(
          ok(await get(futuresCallPaths.depth, { symbol: 'BTC_USDT', limit: '5' })),
        );
        return twoSided(found) ? found : undefined;
      });
      expect(depth.symbol).toBe('BTC_USDT');
      expect(depth.seq).toBeGreaterThan(0);
      expect(depth.bids.length).toBeLessThanOrEqual(5);
      expect(depth.asks.length).toBeLessThanOrEqual(5);
      for (const [side, order] of [
        [depth.bids, -1],
        [depth.asks, 1],
      ] as const) {
        for (let i = 1; i < side.length; i++) {
          expect(new Big((side[i] as [string, string])[0]).cmp((side[i - 1] as [string, string])[0])).toBe(order);
        }
      }

      const { trades } = await waitUntil('BTC_USDT perpetual trades', async () => {
        const found = futuresTradeListSchema.parse(ok(await get(futuresCallPaths.trades, { symbol: 'BTC_USDT' })));
        return found.trades.length >= 2 ? found : undefined;
      });
      expect(trades.length).toBeLessThanOrEqual(50);
      expect(trades.every((trade) => trade.symbol === 'BTC_USDT')).toBe(true);
      // Newest first.
      for (let i = 1; i < trades.length; i++) {
        expect((trades[i] as { id: number }).id).toBeLessThan((trades[i - 1] as { id: number }).id);
      }

      const ticker = await waitUntil('a BTC_USDT ticker with a last price', async () =>
        (await tickers({ symbol: 'BTC_USDT' })).tickers.find((candidate) => candidate.lastPrice !== null),
      );
      expectMarkInBand(ticker);
      const index = new Big(ticker.indexPrice);
      // The perpetual trades around the index: within the basis and a few levels of spread.
      expect(new Big(ticker.lastPrice as string).minus(index).abs().lte(index.times('0.005'))).toBe(true);
      const fresh = futuresDepthSchema.parse(ok(await get(futuresCallPaths.depth, { symbol: 'BTC_USDT' })));
      const mid = new Big((fresh.bids[0] as [string, string])[0]).plus((fresh.asks[0] as [string, string])[0]).div(2);
      expect(mid.minus(index).abs().lte(index.times('0.005'))).toBe(true);

      // ETH_USDT's spot market does not run here, so neither does its perpetual: an empty book, no error.
      const eth = futuresDepthSchema.parse(ok(await get(futuresCallPaths.depth, { symbol: 'ETH_USDT' })));
      expect(eth).toMatchObject({ symbol: 'ETH_USDT', seq: 0, bids: [], asks: [] });
      expect(futuresTradeListSchema.parse(ok(await get(futuresCallPaths.trades, { symbol: 'ETH_USDT' })))).toEqual({
        trades: [],
      });
    });

    it('lists every seeded contract, one per USDT spot market of the first listings, with consistent risk tiers', async () => {
      const { contracts } = futuresContractListSchema.parse(ok(await get(futuresCallPaths.contracts)));
      const usdtMarkets = await database.db.select().from(spotMarkets).where(eq(spotMarkets.quote, 'USDT'));
      const firstListings = usdtMarkets.filter((market) => !laterListingSymbols.has(market.symbol));
      expect(firstListings).toHaveLength(10);
      const bySymbol = new Map(firstListings.map((market) => [market.symbol, market]));
      expect(contracts.map((contract) => contract.symbol).sort()).toEqual([...bySymbol.keys()].sort());
      for (const contract of contracts) {
        expect(riskTierProblems(contract.riskTiers)).toEqual([]);
        expect(contract.riskTiers[0]?.maintenanceAmount).toBe('0');
        expect(contract.maxLeverage).toBe(contract.riskTiers[0]?.maxLeverage);
        expect(contract.indexSymbol).toBe(contract.symbol);
        expect(new Big(contract.tickSize).eq(bySymbol.get(contract.symbol)?.tickSize ?? '0')).toBe(true);
      }
      const btc = futuresContractListSchema.parse(ok(await get(futuresCallPaths.contracts, { symbol: 'BTC_USDT' })));
      expect(btc.contracts).toEqual(contracts.filter((contract) => contract.symbol === 'BTC_USDT'));
    });

    it('accepts the futures headers on every call', async () => {
      // Every call of this suite sends them; here, every call answers 200 with them and without them.
      for (const path of Object.values(futuresCallPaths)) {
        const withHeaders = await get(path, { symbol: 'BTC_USDT' });
        const without = await running.app.inject({ method: 'GET', url: `${FUTURES_API_BASE}${path}?symbol=BTC_USDT` });
        expect([withHeaders.status, without.statusCode]).toEqual([200, 200]);
      }
    });

    it('refuses a malformed or unknown symbol with a 400 that says why', async () => {
      for (const path of Object.values(futuresCallPaths)) {
        const malformed = await get(path, { symbol: 'btc' });
        expect(malformed.status).toBe(400);
        expect(apiErrorSchema.parse(malformed.body).fields).toHaveProperty('symbol');

        const unknown = await get(path, { symbol: 'NOPE_USDT' });
        expect(unknown.status).toBe(400);
        expect(unknown.body).toMatchObject({
          code: 400,
          reason: 'unknown-contract',
          message: 'unknown contract: NOPE_USDT',
          fields: { symbol: 'unknown-contract' },
        });
      }
      // Depth and trades name one contract: without a symbol, or with a bad limit, a 400 too.
      const queries: Record<string, string>[] = [
        {},
        { symbol: 'BTC_USDT', limit: '0' },
        { symbol: 'BTC_USDT', limit: 'many' },
      ];
      for (const query of queries) {
        for (const path of [futuresCallPaths.depth, futuresCallPaths.trades]) {
          const answer = await get(path, query);
          expect(answer.status, `${path} ${JSON.stringify(query)}`).toBe(400);
          expect(apiErrorSchema.parse(answer.body).fields).toBeDefined();
        }
      }
    });
  });

  onDatabase.describe(
    'futures tickers before any price',
    ({ database }) => {
      let app: FastifyInstance;

      beforeAll(async () => {
        // An instance without the engine and without Redis: nothing ever publishes to it.
        await seedDemoData(database);
        app = await buildTestApp(database);
      });
      afterAll(async () => {
        await app?.close();
      });

      it('answers an empty list, never an error', async () => {
        const response = await app.inject({ method: 'GET', url: futuresPaths.tickers });
        expect(response.statusCode).toBe(200);
        expect(futuresTickerListSchema.parse(response.json())).toEqual({ tickers: [] });
      });

      it('answers an empty book and no trades, never an error', async () => {
        const depth = await app.inject({ method: 'GET', url: `${futuresPaths.depth}?symbol=BTC_USDT` });
        expect(depth.statusCode).toBe(200);
        expect(futuresDepthSchema.parse(depth.json())).toMatchObject({
          symbol: 'BTC_USDT',
          seq: 0,
          bids: [],
          asks: [],
        });
        const trades = await app.inject({ method: 'GET', url: `${futuresPaths.trades}?symbol=BTC_USDT` });
        expect(trades.statusCode).toBe(200);
        expect(futuresTradeListSchema.parse(trades.json())).toEqual({ trades: [] });
      });
    },
    { migrate: true },
  );

  onDatabase.describe('futures tickers on an ENGINE=off instance over Redis', { redis: true }, ({ database }) => {
    let engine: MarketApp;
    let relay: MarketApp;
    const tag = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      const shared = { env: { REDIS_URL: redisUrl as string }, busPrefix: `${tag}:`, symbols: ['BTC_USDT'] };
      engine = await startMarketApp(database, { ...shared, connectionName: `${tag}-engine` });
      relay = await startMarketApp(database, { ...shared, engine: false, connectionName: `${tag}-relay` });
    });
    afterAll(async () => {
      await relay?.close();
      await engine?.close();
    });

    it('serves the tickers the engine instance publishes', async () => {
      expect(relay.futures).toBeUndefined();
      const ticker = await waitUntil('BTC_USDT on the relay', async () => {
        const response = await relay.app.inject({ method: 'GET', url: `${futuresPaths.tickers}?symbol=BTC_USDT` });
        expect(response.statusCode).toBe(200);
        return futuresTickerListSchema.parse(response.json()).tickers[0] as FuturesTicker | undefined;
      });
      expect(ticker).toMatchObject({ symbol: 'BTC_USDT', fundingIntervalMinutes: 480 });
      expectMarkInBand(ticker);
      expect(Date.parse(ticker.nextFundingTime) % (480 * 60_000)).toBe(0);
    });

    it('serves the perpetual depth and trades the engine instance publishes', async () => {
      expect(relay.perpetuals).toBeUndefined();
      const depth = await waitUntil('a two-sided BTC_USDT perpetual book on the relay', async () => {
        const response = await relay.app.inject({ method: 'GET', url: `${futuresPaths.depth}?symbol=BTC_USDT` });
        expect(response.statusCode).toBe(200);
        const found = futuresDepthSchema.parse(response.json());
        return twoSided(found) ? found : undefined;
      });
      expect(depth.seq).toBeGreaterThan(0);
      // The relay's copy is the engine's book: its levels are levels of the engine's perpetual book.
      const engineBook = engine.perpetuals?.book('BTC_USDT');
      expect(engineBook?.bids.length).toBeGreaterThan(0);
      const trades = await waitUntil('BTC_USDT perpetual trades on the relay', async () => {
        const response = await relay.app.inject({ method: 'GET', url: `${futuresPaths.trades}?symbol=BTC_USDT` });
        const found = futuresTradeListSchema.parse(response.json()).trades;
        return found.length > 0 ? found : undefined;
      });
      expect(trades[0]?.symbol).toBe('BTC_USDT');
    });
  });
}
