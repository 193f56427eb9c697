import { futuresAccountCallPaths } from '@vela/contracts/futures-account';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { signUp } from './app.ts';
import { completeKycLevelOne } from './kyc.ts';
import { type MarketApp, startMarketApp } from './market.ts';
import { answerOf, appOrigin, BrowserStandIn, type RequestHelper, webRequestHelper } from './web-client.ts';

/** A signed-up, verified browser on the futures API app, through the client's request helper. */
export interface FuturesApiTrader {
  userId: string;
  browser: BrowserStandIn;
  api: RequestHelper;
}

/** What a futures API suite's tests use, from its `beforeAll` on. */
export interface FuturesApiSuite {
  /** The running app (the engine with the contracts' spot markets, their perpetuals and the prices). */
  readonly running: MarketApp;
  readonly app: FastifyInstance;
  /** The app's address, as a browser's origin. */
  readonly origin: string;
  /** A fresh trader at KYC level 1; with `funds`, that much USDT moved to futures. */
  trader(funds?: string): Promise<FuturesApiTrader>;
}

/**
 * For the body of a per-database suite (`onDatabase.describe`): starts the market app over the
 * suite's database with `symbols`' spot engines, so their perpetuals have an index, a mark and
 * simulated liquidity, before the body's own `beforeAll`, and closes it after the body's `afterAll`.
 */
export function futuresApiSuite(database: Database, symbols: readonly string[] = ['BTC_USDT']): FuturesApiSuite {
  let running: MarketApp | undefined;
  let origin: string | undefined;
  beforeAll(async () => {
    running = await startMarketApp(database, { symbols });
    origin = appOrigin(running.app);
  });
  afterAll(async () => {
    await running?.close();
  });
  const started = () => {
    if (!running || origin === undefined) throw new Error('the futures API app runs from the suite’s beforeAll on');
    return { running, origin };
  };
  return {
    get running() {
      return started().running;
    },
    get app() {
      return started().running.app;
    },
    get origin() {
      return started().origin;
    },
    async trader(funds) {
      const { running, origin } = started();
      const signed = await signUp(running.app);
      await completeKycLevelOne(running.app, signed.cookie);
      const browser = new BrowserStandIn(origin);
      browser.takeCookieHeader(signed.cookie);
      const api = await webRequestHelper(running.app, browser);
      if (funds) {
        const transfer = { direction: 'to-futures', asset: 'USDT', amount: funds };
        const answer = await answerOf(api.post(futuresAccountCallPaths.transfers, transfer, 'futures'));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      return { userId: signed.user.id, browser, api };
    },
  };
}
