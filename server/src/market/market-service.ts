import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { marketCandles, marketTrades } from '../db/schema.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { CandleWindow } from './candle-window.ts';
import { prepareHistory } from './history.ts';
import { LiveMarket } from './live-market.ts';
import { periodicSave, saveBarsOf, saveTradesOf } from './market-saving.ts';
import { loadMarkets, type MarketSpec } from './markets.ts';
import { referenceTicks, type SimulationShape, simulatedMarket } from './simulated-market.ts';
import { MarketSimulator, type SimulatedSpotMarket } from './simulator.ts';
import { lastTradeId } from './trade-store.ts';

export interface MarketServiceSettings {
  /** Simulated makers and takers (SIMULATOR). */
  simulator: boolean;
  /** SIMULATOR_SEED: the same seed replays the same history and the same order stream. */
  seed: number;
  /** SIMULATOR_TRADES_PER_SECOND: average taker orders per second and market. */
  tradesPerSecond: number;
  /** SIMULATOR_REQUOTE_MS: average time between two requotes of a market maker. */
  requoteMs: number;
  /**
   * SIMULATOR_HISTORY_DAYS: the days of one-minute bars a fresh market (spot, and a perpetual's
   * last and mark price) is back-filled with; a week when unset. The test apps start with a day.
   */
  historyDays?: number;
  /** How often the simulator acts; the tests shorten the timers below too. */
  stepMs?: number;
  /** Tickers and current bars are published this often (the feed's "at most once a second"). */
  publishMs?: number;
  /** Full depth snapshots for relays, this often. */
  snapshotMs?: number;
  /** Trades and bars are written this often. */
  saveMs?: number;
}

export interface MarketServiceOptions {
  database: Database;
  bus: Bus;
  log: FastifyBaseLogger;
  settings: MarketServiceSettings;
  /** Only these markets (tests); all listed ones by default. */
  symbols?: readonly string[];
  /**
   * Runs once the books exist and before anything trades on them or is published: the trading
   * layer puts the users' open orders back into the books here.
   */
  beforeStart?: (markets: ReadonlyMap<string, LiveMarket>) => Promise<void>;
  /** Start-up stops between two markets' history once this aborts (a signal during start-up). */
  signal?: AbortSignal;
}

export interface MarketService {
  /** The live markets by symbol. */
  readonly markets: ReadonlyMap<string, LiveMarket>;
  /** Stops the timers, publishes and saves what is pending. */
  stop(): Promise<void>;
}

/** The pairs first in the display order carry the demo's main flow; later listings get thin books. */
const MAIN_BOOKS = 10;

/** How the simulator shapes a market: its quote asset's USDT reference sizes the orders. */
function simulationShape(spec: MarketSpec, specs: readonly MarketSpec[]): SimulationShape {
  const quoteMarket = specs.find((other) => other.symbol === `${spec.quote}_USDT`);
  const quoteInUsdt = spec.quote === 'USDT' ? 1 : Number(quoteMarket?.referencePrice ?? 1);
  return { quoteInUsdt, thin: spec.displayOrder > MAIN_BOOKS };
}

/**
 * The live market: one engine per listed market, the simulator driving them, and the
 * publications every feed instance serves. Runs on exactly one instance (ENGINE=on).
 */
export async function startMarketService(options: MarketServiceOptions): Promise<MarketService> {
  const { database, bus, log, settings } = options;
  const { db } = database;
  const started = Date.now();
  const specs = (await loadMarkets(db)).filter((spec) => !options.symbols || options.symbols.includes(spec.symbol));

  // A bug in one tick must cost that tick, not the process: every timer and drain runs guarded.
  const guarded = (what: string, work: () => void) => () => {
    try {
      work();
    } catch (error) {
      log.error({ err: error }, `market ${what} failed`);
    }
  };

  let drainQueued = false;
  const scheduleDrain = () => {
    if (drainQueued) return;
    drainQueued = true;
    queueMicrotask(guarded('publication', publishActivity));
  };

  const markets: LiveMarket[] = [];
  const simulated: SimulatedSpotMarket[] = [];
  for (const spec of specs) {
    options.signal?.throwIfAborted();
    const simulation = settings.simulator
      ? simulatedMarket(spec, settings.tradesPerSecond, simulationShape(spec, specs))
      : undefined;
    const history = await prepareHistory(db, marketCandles, spec, simulation, settings.seed, Date.now(), {
      days: settings.historyDays,
    });
    if (history.filled !== 'none') {
      log.info({ symbol: spec.symbol, filled: history.filled, bars: history.written }, 'market history filled');
    }
    const candles = new CandleWindow(spec.symbol, spec.units, history.lastDay, referenceTicks(spec) ?? 0);
    const market = new LiveMarket(spec, candles, await lastTradeId(db, marketTrades, spec.symbol), scheduleDrain);
    markets.push(market);
    if (simulation) simulated.push({ market: simulation, engine: market.engine, startTicks: candles.lastClose });
  }
  const simulator = simulated.length > 0 ? new MarketSimulator(simulated, settings) : undefined;
  const bySymbol = new Map(markets.map((market) => [market.spec.symbol, market]));
  await options.beforeStart?.(bySymbol);

  function publishActivity(): void {
    drainQueued = false;
    const now = Date.now();
    for (const market of markets) {
      const { depth, trades } = market.takeActivity(now);
      if (depth) bus.publish('market.depth', { kind: 'update', depth });
      if (trades) bus.publish('market.trades', { symbol: market.spec.symbol, trades });
    }
  }

  function publishSnapshots(): void {
    publishActivity();
    const now = Date.now();
    for (const market of markets) bus.publish('market.depth', { kind: 'snapshot', depth: market.depthSnapshot(now) });
  }

  function publishTickersAndBars(): void {
    const now = Date.now();
    bus.publish('market.tickers', { tickers: markets.map((market) => market.ticker(now)) });
    for (const market of markets) {
      const klines = market.takeKlines(now);
      if (klines) bus.publish('market.klines', { symbol: market.spec.symbol, klines });
    }
  }

  const saving = periodicSave(async (prune) => {
    for (const market of markets) {
      try {
        await saveTradesOf(db, marketTrades, market, prune);
        await saveBarsOf(db, marketCandles, market.spec, market.candles);
      } catch (error) {
        log.warn({ err: error, symbol: market.spec.symbol }, 'saving market data failed; will retry');
      }
    }
  });

  const stepMs = settings.stepMs ?? 100;
  const timers = [
    setInterval(
      guarded('simulation', () => simulator?.step(stepMs)),
      stepMs,
    ),
    setInterval(guarded('ticker publication', publishTickersAndBars), settings.publishMs ?? 1000),
    setInterval(guarded('snapshot publication', publishSnapshots), settings.snapshotMs ?? 3000),
    setInterval(saving.save, settings.saveMs ?? 1000),
  ];
  publishSnapshots();
  publishTickersAndBars();
  log.info(
    {
      markets: markets.length,
      simulator: simulator ? { seed: settings.seed, tradesPerSecond: settings.tradesPerSecond } : 'off',
      ms: Date.now() - started,
    },
    'market engine started',
  );

  return {
    markets: bySymbol,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      publishActivity();
      await saving.flush();
    },
  };
}
