import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema } from '@vela/contracts/errors';
import {
  FUTURES_API_BASE,
  type FuturesTicker,
  futuresCallPaths,
  futuresContractListSchema,
  futuresPaths,
  futuresTickerListSchema,
} from '@vela/contracts/futures';
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { spotMarkets } from '../src/db/schema.ts';
import { riskTierProblems } from '../src/futures/risk-tiers.ts';
import { buildTestApp } from './support/app.ts';
import { drivers, openMigrated, skipPostgresReason, type TestDatabaseFactory } from './support/databases.ts';
import { type MarketApp, sleep, startMarketApp } from './support/market.ts';

const redisUrl = process.env.REDIS_URL;
const skipRedisReason = 'Redis tests skipped: set REDIS_URL to run them';
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

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

for (const { driver, available, create } of drivers) {
  describe.skipIf(!available)(`futures API on ${driver}${available ? '' : ` (${skipPostgresReason})`}`, () => {
    let factory: TestDatabaseFactory;
    let database: Database;
    let running: MarketApp;
    let get: ReturnType<typeof futuresClient>;
    const tickers = async (query?: Record<string, string>) =>
      futuresTickerListSchema.parse(ok(await get(futuresCallPaths.tickers, query)));

    beforeAll(async () => {
      factory = await create();
      database = await openMigrated(factory);
      // Only BTC_USDT's spot engine runs: every other contract has no index price.
      running = await startMarketApp(database, { symbols: ['BTC_USDT'], env: { FUNDING_INTERVAL_MINUTES: '1' } });
      get = futuresClient(running.app);
    });
    afterAll(async () => {
      await running?.close();
      await database?.close();
      await factory?.dispose();
    });

    it('publishes BTC_USDT with an index inside the spot best bid and ask, mark = index, and the next funding time', async () => {
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
      expect(ticker.markPrice).toBe(ticker.indexPrice);
      expect(next % FUNDING_INTERVAL_MS).toBe(0);
      expect(next).toBeGreaterThan(ticker.time);
      expect(next - ticker.time).toBeLessThanOrEqual(FUNDING_INTERVAL_MS);
      expect(next).toBeGreaterThan(now - 1_000);
      expect(ticker).toMatchObject({
        fundingIntervalMinutes: 1,
        lastPrice: null,
        openInterest: '0',
        // No perpetual book yet, so no premium: the interest term, 0.01 % per 8 h, for one minute.
        fundingRate: '0.0000002',
      });
      // The other contracts' spot markets do not run here: no ticker, no error.
      expect((await tickers()).tickers.map((candidate) => candidate.symbol)).toEqual(['BTC_USDT']);
      expect((await tickers({ symbol: 'BTC_USDT' })).tickers).toHaveLength(1);
      expect((await tickers({ symbol: 'ETH_USDT' })).tickers).toEqual([]);
    });

    it('lists every seeded contract, one per USDT spot market, with consistent risk tiers', async () => {
      const { contracts } = futuresContractListSchema.parse(ok(await get(futuresCallPaths.contracts)));
      const usdtMarkets = await database.db.select().from(spotMarkets).where(eq(spotMarkets.quote, 'USDT'));
      const bySymbol = new Map(usdtMarkets.map((market) => [market.symbol, market]));
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

    it('accepts the futures headers on both calls', async () => {
      // Every call of this suite sends them; here, both calls answer 200 with them and without them.
      for (const path of [futuresCallPaths.contracts, futuresCallPaths.tickers]) {
        const withHeaders = await get(path);
        const without = await running.app.inject({ method: 'GET', url: `${FUTURES_API_BASE}${path}` });
        expect([withHeaders.status, without.statusCode]).toEqual([200, 200]);
      }
    });

    it('refuses a malformed or unknown symbol with a 400 that says why', async () => {
      for (const path of [futuresCallPaths.contracts, futuresCallPaths.tickers]) {
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
    });
  });

  describe.skipIf(!available)(`futures tickers before any price on ${driver}`, () => {
    let factory: TestDatabaseFactory;
    let database: Database;
    let app: FastifyInstance;

    beforeAll(async () => {
      factory = await create();
      database = await openMigrated(factory);
      // An instance without the engine and without Redis: nothing ever publishes tickers to it.
      app = await buildTestApp(database);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await factory?.dispose();
    });

    it('answers an empty list, never an error', async () => {
      const response = await app.inject({ method: 'GET', url: futuresPaths.tickers });
      expect(response.statusCode).toBe(200);
      expect(futuresTickerListSchema.parse(response.json())).toEqual({ tickers: [] });
    });
  });

  const runs = available && Boolean(redisUrl);
  const why = !available ? ` (${skipPostgresReason})` : redisUrl ? '' : ` (${skipRedisReason})`;
  describe.skipIf(!runs)(`futures tickers on an ENGINE=off instance over Redis on ${driver}${why}`, () => {
    let factory: TestDatabaseFactory;
    let database: Database;
    let engine: MarketApp;
    let relay: MarketApp;
    const tag = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      factory = await create();
      database = await openMigrated(factory);
      const shared = { env: { REDIS_URL: redisUrl as string }, busPrefix: `${tag}:`, symbols: ['BTC_USDT'] };
      engine = await startMarketApp(database, { ...shared, connectionName: `${tag}-engine` });
      relay = await startMarketApp(database, { ...shared, engine: false, connectionName: `${tag}-relay` });
    });
    afterAll(async () => {
      await relay?.close();
      await engine?.close();
      await database?.close();
      await factory?.dispose();
    });

    it('serves the tickers the engine instance publishes', async () => {
      expect(relay.futures).toBeUndefined();
      const ticker = await waitUntil('BTC_USDT on the relay', async () => {
        const response = await relay.app.inject({ method: 'GET', url: `${futuresPaths.tickers}?symbol=BTC_USDT` });
        expect(response.statusCode).toBe(200);
        return futuresTickerListSchema.parse(response.json()).tickers[0] as FuturesTicker | undefined;
      });
      expect(ticker).toMatchObject({ symbol: 'BTC_USDT', fundingIntervalMinutes: 480, markPrice: ticker.indexPrice });
      expect(Date.parse(ticker.nextFundingTime) % (480 * 60_000)).toBe(0);
    });
  });
}
