import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { futuresClearingHooks } from '../../src/desks/futures/clearing-hooks.ts';
import type { OrderForwarderSettings } from '../../src/desks/order-relay.ts';
import { TradingService } from '../../src/desks/trading-service.ts';
import type { FeedLimits } from '../../src/feed/connection.ts';
import { type FeedRuntime, openFeedRuntime } from '../../src/feed/runtime.ts';
import { loadFuturesContracts } from '../../src/futures/contract-list.ts';
import { type PerpetualMarkets, startPerpetualMarkets } from '../../src/futures/perpetual-markets.ts';
import { type FuturesPriceService, startFuturesPriceService } from '../../src/futures/price-service.ts';
import { buildApp } from '../../src/http/app.ts';
import { type MarketService, type MarketServiceSettings, startMarketService } from '../../src/market/market-service.ts';
import { seedDemoData } from '../../src/seeding.ts';

/** Shared by the instances of one test, as FEED_TOKEN_SECRET must be in production. */
export const TEST_FEED_SECRET = 'vela-test-feed-token-secret-0123456789';

/**
 * A busy, fast market: the feed tests see depth, trades and bars within a second. A fresh market
 * gets a day of history rather than production's week (a week of minutes per spot market and two
 * per perpetual made most of a simulated app's start); a test about the week asks for it.
 */
export const fastMarket: MarketServiceSettings = {
  simulator: true,
  seed: 20_240_601,
  tradesPerSecond: 40,
  requoteMs: 100,
  historyDays: 1,
  stepMs: 20,
  publishMs: 100,
  snapshotMs: 300,
  saveMs: 100,
};

export interface MarketApp {
  app: FastifyInstance;
  /** The settings it runs with (PORT from `env`, 0 by default: a free port). */
  config: Config;
  feed: FeedRuntime;
  market: MarketService | undefined;
  /** The perpetuals' prices, with the engine (FUNDING_INTERVAL_MINUTES from `env`). */
  futures: FuturesPriceService | undefined;
  /** The perpetual books with simulated liquidity: with the engine, when the simulator setting is on. */
  perpetuals: PerpetualMarkets | undefined;
  trading: TradingService;
  /** ws://127.0.0.1:<port> once listening. */
  wsBase: string;
  close(): Promise<void>;
}

export interface MarketAppOptions {
  env?: Record<string, string>;
  /** ENGINE=on: run the market service in this instance (default true). */
  engine?: boolean;
  settings?: Partial<MarketServiceSettings>;
  symbols?: readonly string[];
  limits?: Partial<FeedLimits>;
  busPrefix?: string;
  connectionName?: string;
  /** ENGINE=off: how long and how many order commands wait for the engine instance. */
  orderRelay?: OrderForwarderSettings;
}

/**
 * What main.ts wires, for tests: seeded markets, the feed runtime, the app listening on a free
 * loopback port, and (ENGINE=on) the market service publishing on the same bus.
 */
export async function startMarketApp(database: Database, options: MarketAppOptions = {}): Promise<MarketApp> {
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
    NODE_ENV: 'test',
    PORT: '0',
    FEED_TOKEN_SECRET: TEST_FEED_SECRET,
    // As main.ts: without the engine, order commands are forwarded to the engine instance.
    ENGINE: options.engine === false ? 'off' : 'on',
    ...options.env,
  });
  await seedDemoData(database);
  const feed = await openFeedRuntime(config, {
    limits: options.limits,
    busPrefix: options.busPrefix,
    connectionName: options.connectionName,
  });
  const trading = new TradingService({ db: database.db, bus: feed.bus });
  const app = await buildApp({ config, database, feed, trading, orderRelay: options.orderRelay });
  await app.listen({ host: '127.0.0.1', port: config.PORT });
  const market =
    options.engine === false
      ? undefined
      : await startMarketService({
          database,
          bus: feed.bus,
          log: app.log,
          settings: { ...fastMarket, ...options.settings },
          symbols: options.symbols,
          beforeStart: (markets) => trading.attach(markets, app.log),
        });
  const marketSettings = { ...fastMarket, ...options.settings };
  const perpetuals = market
    ? await startPerpetualMarkets({
        database,
        bus: feed.bus,
        log: app.log,
        spotMarkets: market.markets,
        settings: marketSettings,
      })
    : undefined;
  if (perpetuals) await trading.attachFutures(perpetuals.markets, await loadFuturesContracts(database.db));
  const futures =
    market &&
    (await startFuturesPriceService({
      database,
      bus: feed.bus,
      log: app.log,
      markets: market.markets,
      perpetuals,
      settings: {
        fundingIntervalMinutes: config.FUNDING_INTERVAL_MINUTES,
        stepMs: options.settings?.publishMs ?? fastMarket.publishMs,
      },
      ...futuresClearingHooks(trading, app.log),
    }));
  return {
    app,
    config,
    feed,
    market,
    futures,
    perpetuals,
    trading,
    wsBase: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await trading.close();
      futures?.stop();
      await perpetuals?.stop();
      await market?.stop();
      await feed.close();
    },
  };
}

export interface ReceivedFrame {
  event: string;
  channel?: string;
  biz?: string;
  type?: string;
  base?: string;
  pairCode?: string;
  data: unknown;
}

/** A raw WebSocket client that keeps every frame it receives and waits for the ones a test needs. */
export class FeedClient {
  readonly socket: WebSocket;
  readonly frames: ReceivedFrame[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  private waiters: (() => void)[] = [];

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ReceivedFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
  }

  static async open(url: string): Promise<FeedClient> {
    const client = new FeedClient(url);
    await client.opened;
    return client;
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame from index `from` on that matches, waiting up to `timeoutMs` for it. */
  async waitFor(
    matches: (frame: ReceivedFrame) => boolean,
    { from = 0, timeoutMs = 5000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<ReceivedFrame> {
    const deadline = Date.now() + timeoutMs;
    for (let index = from; ; ) {
      for (; index < this.frames.length; index++) {
        const frame = this.frames[index] as ReceivedFrame;
        if (matches(frame)) return frame;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; got ${this.frames.length} frames`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames of one push type from index `from` on. */
  pushes(type: string, from = 0): ReceivedFrame[] {
    return this.frames.slice(from).filter((frame) => frame.event === 'push' && frame.type === type);
  }

  close(): void {
    this.socket.close();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
