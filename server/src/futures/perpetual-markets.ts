import type { Ticker } from '@vela/contracts/market-data';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { perpetualCandles, perpetualMarkCandles, perpetualTrades } from '../db/schema.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { CandleWindow } from '../market/candle-window.ts';
import { bucketStart, MINUTE_MS } from '../market/candles.ts';
import { priceToTicks } from '../market/engine/fixed-point.ts';
import { prepareHistory } from '../market/history.ts';
import { LiveMarket } from '../market/live-market.ts';
import { periodicSave, saveBarsOf, saveTradesOf } from '../market/market-saving.ts';
import type { MarketServiceSettings } from '../market/market-service.ts';
import type { MarketSpec } from '../market/markets.ts';
import { simulatedMarket } from '../market/simulated-market.ts';
import type { BookSimulator } from '../market/simulator.ts';
import { lastTradeId } from '../market/trade-store.ts';
import { MarketUnits } from '../market/units.ts';
import { loadFuturesContracts } from './contract-list.ts';
import { perpetualSimulator, type SimulatedPerpetual } from './perpetual-simulator.ts';
import type { BookSides } from './premium-index.ts';

export interface PerpetualMarketsOptions {
  database: Database;
  bus: Bus;
  log: FastifyBaseLogger;
  /** The spot engines (market service): a perpetual is listed here only when its index market runs. */
  spotMarkets: ReadonlyMap<string, LiveMarket>;
  /** The spot market's settings: the same switch, seed and timing drive the perpetuals. */
  settings: MarketServiceSettings;
}

export interface PerpetualMarkets {
  /** The perpetual books by contract symbol (engines separate from the spot ones). */
  readonly markets: ReadonlyMap<string, LiveMarket>;
  /** The book's sides as decimal strings, best first (the price service's premium); undefined: no book. */
  book(symbol: string): BookSides | undefined;
  /** The price of the perpetual's last trade since start; undefined before it trades. */
  lastPrice(symbol: string): string | undefined;
  /** The perpetual's 24 h statistics from its stored and live bars; undefined before its first bar. */
  dayTicker(symbol: string, now: number): Ticker | undefined;
  /** Stops the timers, publishes what is pending and saves the trades and bars. */
  stop(): Promise<void>;
}

/**
 * The perpetuals' order books on the engine instance, one `LiveMarket` per contract whose spot
 * (index) market runs here, with simulated liquidity (SIMULATOR=on) quoting around the index.
 * Publishes `futures.depth` (updates with seq, a full snapshot every few seconds),
 * `futures.trades` and `futures.klines` (the current trade bar of every interval, at most once a
 * `publishMs`) like the market service does for spot. The trades are saved in `perpetual_trades`
 * (the last TRADES_KEPT per contract), so trade ids go on across restarts. The one-minute bars of
 * the last price (`perpetual_candles`) and of the mark price (`perpetual_mark_candles`, from the
 * marks of `futures.tickers`) are kept like spot's: back-filled at start from the same walk as a
 * spot market's history (a simulated perpetual trades around its index), written as they grow.
 */
export async function startPerpetualMarkets(options: PerpetualMarketsOptions): Promise<PerpetualMarkets> {
  const { bus, log, settings, spotMarkets } = options;
  const { db } = options.database;
  const contracts = await loadFuturesContracts(db);

  const guarded = (what: string, work: () => void) => () => {
    try {
      work();
    } catch (error) {
      log.error({ err: error }, `perpetual ${what} failed`);
    }
  };
  let drainQueued = false;
  const scheduleDrain = () => {
    if (drainQueued) return;
    drainQueued = true;
    queueMicrotask(guarded('publication', publishActivity));
  };

  /** Each perpetual's mark-price bars: one sample a second, no volume. */
  const markBars = new Map<string, { units: MarketUnits; window: CandleWindow }>();
  // The index the price service published last, by contract: what the makers follow.
  const indexPrices = new Map<string, string>();
  const stopTickers = bus.subscribe('futures.tickers', ({ tickers }) => {
    for (const ticker of tickers) {
      indexPrices.set(ticker.symbol, ticker.indexPrice);
      const marks = markBars.get(ticker.symbol);
      const mark = marks && priceToTicks(ticker.markPrice, marks.units.tickSize);
      if (marks && mark?.ok) marks.window.recordTrade(ticker.time, mark.value, 0);
    }
  });

  const markets = new Map<string, LiveMarket>();
  const lastPrices = new Map<string, string>();
  /** The time of each perpetual's last trade: the bars that hold it are the current ones. */
  const lastTradeTimes = new Map<string, number>();
  const simulated: SimulatedPerpetual[] = [];
  for (const contract of contracts) {
    const spot = spotMarkets.get(contract.indexSymbol);
    if (!spot) continue;
    const units = new MarketUnits(contract.tickSize, contract.lotSize);
    const spec: MarketSpec = {
      symbol: contract.symbol,
      base: contract.base,
      quote: contract.quote,
      units,
      displayOrder: spot.spec.displayOrder,
      // Only sizes the simulated orders: a perpetual trades around its spot market's price.
      referencePrice: spot.spec.referencePrice,
    };
    const simulation = settings.simulator ? simulatedMarket(spec, settings.tradesPerSecond) : undefined;
    const now = Date.now();
    const days = settings.historyDays;
    const history = await prepareHistory(db, perpetualCandles, spec, simulation, settings.seed, now, { days });
    const marks = await prepareHistory(db, perpetualMarkCandles, spec, simulation, settings.seed, now, {
      volume: false,
      days,
    });
    if (history.filled !== 'none') {
      log.info({ symbol: spec.symbol, filled: history.filled, bars: history.written }, 'perpetual history filled');
    }
    const candles = new CandleWindow(spec.symbol, units, history.lastDay, 0);
    markBars.set(spec.symbol, { units, window: new CandleWindow(spec.symbol, units, marks.lastDay, 0) });
    const market = new LiveMarket(spec, candles, await lastTradeId(db, perpetualTrades, spec.symbol), scheduleDrain);
    markets.set(contract.symbol, market);
    if (!simulation) continue;
    const reference = () => {
      const index = indexPrices.get(contract.symbol);
      if (index !== undefined) return approximateTicks(index, contract.tickSize);
      // Before the first index: the spot mid, so the book does not wait a second for the price service.
      const bid = spot.engine.bestBid();
      const ask = spot.engine.bestAsk();
      if (bid === undefined || ask === undefined) return undefined;
      return approximateTicks(spot.spec.units.price(Math.round((bid + ask) / 2)), contract.tickSize);
    };
    simulated.push({ market: simulation, engine: market.engine, reference });
  }
  const simulator: BookSimulator | undefined =
    simulated.length > 0 ? perpetualSimulator(simulated, settings) : undefined;

  /**
   * The bars that hold the market's last trade, when it traded since they were last published.
   * Taken at the last trade's time rather than now, so a bar is published with every trade it
   * got even once the clock has moved into the next interval.
   */
  function publishKlines(market: LiveMarket): void {
    const at = lastTradeTimes.get(market.spec.symbol);
    if (at === undefined) return;
    const klines = market.takeKlines(at);
    if (klines) bus.publish('futures.klines', { symbol: market.spec.symbol, klines });
  }

  function publishActivity(): void {
    drainQueued = false;
    const now = Date.now();
    for (const market of markets.values()) {
      const symbol = market.spec.symbol;
      const previous = lastTradeTimes.get(symbol);
      // A new minute: the bars of the previous trades are final, publish them as they ended first.
      if (previous !== undefined && bucketStart(previous, MINUTE_MS) !== bucketStart(now, MINUTE_MS)) {
        publishKlines(market);
      }
      const { depth, trades } = market.takeActivity(now);
      if (depth) bus.publish('futures.depth', { kind: 'update', depth });
      if (trades) {
        const last = trades[trades.length - 1];
        if (last) {
          lastPrices.set(symbol, last.price);
          lastTradeTimes.set(symbol, last.time);
        }
        bus.publish('futures.trades', { symbol, trades });
      }
    }
  }

  const saving = periodicSave(async (prune) => {
    for (const market of markets.values()) {
      const marks = markBars.get(market.spec.symbol);
      try {
        await saveTradesOf(db, perpetualTrades, market, prune);
        await saveBarsOf(db, perpetualCandles, market.spec, market.candles);
        if (marks) await saveBarsOf(db, perpetualMarkCandles, market.spec, marks.window);
      } catch (error) {
        log.warn({ err: error, symbol: market.spec.symbol }, 'saving perpetual market data failed; will retry');
      }
    }
  });

  function publishBars(): void {
    for (const market of markets.values()) publishKlines(market);
  }

  function publishSnapshots(): void {
    publishActivity();
    const now = Date.now();
    for (const market of markets.values()) {
      bus.publish('futures.depth', { kind: 'snapshot', depth: market.depthSnapshot(now) });
    }
  }

  const stepMs = settings.stepMs ?? 100;
  const timers = [
    setInterval(
      guarded('simulation', () => simulator?.step(stepMs)),
      stepMs,
    ),
    setInterval(guarded('snapshot publication', publishSnapshots), settings.snapshotMs ?? 3000),
    setInterval(guarded('bar publication', publishBars), settings.publishMs ?? 1000),
    setInterval(saving.save, settings.saveMs ?? 1000),
  ];
  publishSnapshots();
  log.info({ perpetuals: markets.size, simulated: simulated.length }, 'perpetual books started');

  return {
    markets,
    book(symbol) {
      const market = markets.get(symbol);
      if (!market) return undefined;
      const { bids, asks } = market.depthSnapshot(Date.now());
      return { bids, asks };
    },
    lastPrice: (symbol) => lastPrices.get(symbol),
    dayTicker(symbol, now) {
      const market = markets.get(symbol);
      if (!market || market.candles.empty) return undefined;
      return market.candles.ticker(now, now);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      stopTickers();
      publishActivity();
      publishBars();
      await saving.flush();
    },
  };
}

/** A decimal price in whole ticks of `tickSize`, nearest: a simulation input, so a float is fine. */
function approximateTicks(price: string, tickSize: string): number | undefined {
  const ticks = Math.round(Number(price) / Number(tickSize));
  return Number.isFinite(ticks) && ticks > 0 ? ticks : undefined;
}
