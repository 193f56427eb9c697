import {
  type EarnPosition,
  type EarnProduct,
  earnOperatorPaths,
  earnPaths,
  earnPositionListSchema,
  earnProductResponseSchema,
} from '@vela/contracts/earn';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { setEarnClock } from '../src/earn/clock.ts';
import { EarnJob } from '../src/earn/job.ts';
import { SAME_ORIGIN, signUp } from './support/app.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { Trader } from './support/trading.ts';

export const OPERATOR_TOKEN = 'earn-operator-token-0123456789abcdef';

/** The time earn runs on in a test: set it, and every subscription, redemption and job run sees it. */
export class TestClock {
  private at: number;

  constructor(iso: string) {
    this.at = Date.parse(iso);
    setEarnClock(() => new Date(this.at));
  }

  set(iso: string): void {
    this.at = Date.parse(iso);
  }

  advanceHours(hours: number): void {
    this.at += hours * 3_600_000;
  }

  get now(): Date {
    return new Date(this.at);
  }

  release(): void {
    setEarnClock(undefined);
  }
}

/** The engine instance as main.ts runs it (one market, no simulator), with the earn job driven by hand. */
export interface EarnHarness {
  market: MarketApp;
  app: FastifyInstance;
  job: EarnJob;
  /** The index price each underlying has for the job's sharkfin samples. */
  prices: Map<string, string>;
  close(): Promise<void>;
}

export async function startEarnHarness(database: Database, prices = new Map<string, string>()): Promise<EarnHarness> {
  const market = await startMarketApp(database, {
    settings: { simulator: false },
    symbols: ['BTC_USDT'],
    env: { OPERATOR_TOKEN },
  });
  const job = new EarnJob({
    db: database.db,
    bus: market.feed.bus,
    log: market.app.log,
    priceOf: (underlying) => prices.get(underlying),
  });
  await job.start();
  return {
    market,
    app: market.app,
    job,
    prices,
    async close() {
      await job.stop();
      await market.close();
    },
  };
}

/** A signed-up user's earn calls. */
export class Saver extends Trader {
  constructor(
    private readonly earnApp: FastifyInstance,
    cookie: string,
    readonly userId: string,
  ) {
    super(earnApp, cookie);
  }

  static async signUp(app: FastifyInstance): Promise<Saver> {
    const { cookie, user } = await signUp(app);
    return new Saver(app, cookie, user.id);
  }

  /** The same user on another app instance (after a restart). */
  on(app: FastifyInstance): Saver {
    return new Saver(app, this.cookie, this.userId);
  }

  post(url: string, payload: Record<string, unknown>) {
    return this.earnApp.inject({ method: 'POST', url, headers: { cookie: this.cookie, origin: SAME_ORIGIN }, payload });
  }

  subscribe(productId: string, amount: string, autoRenew?: boolean) {
    return this.post(earnPaths.subscribe, { productId, amount, ...(autoRenew === undefined ? {} : { autoRenew }) });
  }

  redeem(positionId: string, amount: string) {
    return this.post(earnPaths.redeem, { positionId, amount });
  }

  async positions(state: 'live' | 'closed' | 'all' = 'live'): Promise<EarnPosition[]> {
    const response = await this.get(`${earnPaths.positions}?state=${state}`);
    return earnPositionListSchema.parse(response.json()).positions;
  }

  async product(id: string): Promise<EarnProduct> {
    return earnProductResponseSchema.parse((await this.get(earnPaths.product(id))).json()).product;
  }
}

/** The operator's calls (bearer OPERATOR_TOKEN): a POST with a body or to a status action, else a GET. */
export function operatorCall(app: FastifyInstance, url: string, payload?: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${OPERATOR_TOKEN}` };
  if (payload !== undefined) return app.inject({ method: 'POST', url, headers, payload });
  return app.inject({ method: /\/(pause|resume|close)$/.test(url) ? 'POST' : 'GET', url, headers });
}

export async function createProduct(app: FastifyInstance, body: Record<string, unknown>): Promise<EarnProduct> {
  const response = await operatorCall(app, earnOperatorPaths.products, body);
  if (response.statusCode !== 201) throw new Error(`product not created: ${response.statusCode} ${response.body}`);
  return earnProductResponseSchema.parse(response.json()).product;
}
