import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { futuresClearingHooks } from './desks/futures/clearing-hooks.ts';
import type { TradingService } from './desks/trading-service.ts';
import { indexPriceOf } from './earn/index-prices.ts';
import { EarnJob } from './earn/job.ts';
import type { FeedRuntime } from './feed/runtime.ts';
import { loadFuturesContracts } from './futures/contract-list.ts';
import { type PerpetualMarkets, startPerpetualMarkets } from './futures/perpetual-markets.ts';
import { type FuturesPriceService, startFuturesPriceService } from './futures/price-service.ts';
import type { StartupProgress } from './http/start-up.ts';
import { type MarketService, startMarketService } from './market/market-service.ts';

export interface EngineParts {
  config: Config;
  database: Database;
  feed: FeedRuntime;
  trading: TradingService;
  log: FastifyBaseLogger;
  progress: StartupProgress;
}

/**
 * The engine of the one instance that runs it (ENGINE=on): spot markets with their history, the
 * perpetuals, the futures prices and the earn job, started in that order while the port already
 * answers. Each part is kept as soon as it runs, so a signal during start-up stops exactly what
 * started; `signal` ends the start between two parts (and between two markets' history).
 */
export class EngineRuntime {
  #market: MarketService | undefined;
  #perpetuals: PerpetualMarkets | undefined;
  #futures: FuturesPriceService | undefined;
  #earn: EarnJob | undefined;

  constructor(private readonly parts: EngineParts) {}

  async start(signal: AbortSignal): Promise<void> {
    const { config, database, feed, trading, log, progress } = this.parts;
    const settings = {
      simulator: config.SIMULATOR === 'on',
      seed: config.SIMULATOR_SEED ?? randomInt(2 ** 32),
      tradesPerSecond: config.SIMULATOR_TRADES_PER_SECOND,
      requoteMs: config.SIMULATOR_REQUOTE_MS,
      historyDays: config.SIMULATOR_HISTORY_DAYS,
    };
    progress.enter('markets');
    this.#market = await startMarketService({
      database,
      bus: feed.bus,
      log,
      settings,
      signal,
      beforeStart: (markets) => trading.attach(markets, log),
    });
    signal.throwIfAborted();
    progress.enter('futures');
    this.#perpetuals = await startPerpetualMarkets({
      database,
      bus: feed.bus,
      log,
      spotMarkets: this.#market.markets,
      settings,
    });
    await trading.attachFutures(this.#perpetuals.markets, await loadFuturesContracts(database.db));
    signal.throwIfAborted();
    this.#futures = await startFuturesPriceService({
      database,
      bus: feed.bus,
      log,
      markets: this.#market.markets,
      perpetuals: this.#perpetuals,
      settings: { fundingIntervalMinutes: config.FUNDING_INTERVAL_MINUTES },
      ...futuresClearingHooks(trading, log),
    });
    signal.throwIfAborted();
    progress.enter('earn');
    // Subscriptions left pending (a stopped process, a lost relay answer) are settled from the ledger on each run, once old enough.
    const earn = new EarnJob({ db: database.db, bus: feed.bus, log, priceOf: indexPriceOf(feed) });
    this.#earn = earn;
    await earn.start();
  }

  /** First at shutdown: no earn settlement starts once the trading layer closes. */
  async stopEarn(): Promise<void> {
    await this.#earn?.stop();
  }

  /** After the trading layer has closed: prices, perpetuals and the spot markets. */
  async stopMarkets(): Promise<void> {
    this.#futures?.stop();
    await this.#perpetuals?.stop();
    await this.#market?.stop();
  }
}
