import type { FuturesContract, FuturesPriceTicker, FuturesTicker } from '@vela/contracts/futures';
import type { Ticker, Trade } from '@vela/contracts/market-data';
import type Big from 'big.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Bus } from '../infra/bus/bus.ts';
import type { LiveMarket } from '../market/live-market.ts';
import { loadFuturesContracts } from './contract-list.ts';
import { withDayStats } from './day-stats.ts';
import {
  addPremiumSample,
  fundingIntervalMs,
  openPremiumAccumulator,
  type PremiumAccumulator,
  predictedFundingRate,
} from './funding-rate.ts';
import { indexPrice, VwapWindow } from './index-price.ts';
import { MarkPriceTracker } from './mark-price.ts';
import type { PerpetualMarkets } from './perpetual-markets.ts';
import { type BookSides, impactNotional } from './premium-index.ts';

/**
 * The perpetuals' public prices, taken every second on the engine instance and published as one
 * `futures.tickers` bus message that every instance serves:
 *
 *   index   = median(spot mid, last spot trade, 30 s spot VWAP) of the contract's spot market (index-price.ts)
 *   mark    = index + the perpetual book's smoothed premium, clamped to +/- 0.5 % (mark-price.ts)
 *   funding = the interval's time-weighted premium plus the clamped interest term, capped (funding-rate.ts)
 *
 * with each perpetual's 24 h statistics from its one-minute bars (day-stats.ts), which the engine
 * keeps and stores (perpetual-markets.ts), so they are right after a restart too.
 *
 * The spot best bid and ask are read from the spot engines at each step; the spot trades come from
 * the `market.trades` messages the market service publishes (its own drain stays untouched).
 * At each funding time the interval's rate is settled and the next interval opened; paying it
 * between positions comes with positions, so for now only the last settled rate is kept.
 */

/** The spot trades of the last 30 s make the index's VWAP. */
export const INDEX_VWAP_WINDOW_MS = 30_000;

/** A spot book's best prices (decimal strings); a side left out is empty. */
export interface SpotQuote {
  readonly bestBid?: string | undefined;
  readonly bestAsk?: string | undefined;
}

export interface PriceSources {
  /** The best bid and ask of a spot market now; undefined when this instance has no such market. */
  spotQuote(indexSymbol: string): SpotQuote | undefined;
  /** The perpetual's own book; absent or undefined: an empty book. */
  perpetualBook?(symbol: string): BookSides | undefined;
  /** The perpetual's last trade price; absent or undefined: it has not traded. */
  perpetualLastPrice?(symbol: string): string | undefined;
  /** The perpetual's 24 h ticker from its bars; absent or undefined: it never traded. */
  perpetualDayTicker?(symbol: string, now: number): Ticker | undefined;
  /** The perpetual's open interest (base asset); absent: 0. */
  openInterest?(symbol: string): string;
}

/** A funding interval that ended: its rate, to be paid at the mark price of that moment. */
export interface SettledFunding {
  readonly symbol: string;
  readonly fundingTime: Date;
  readonly rate: string;
  readonly markPrice: string;
}

export interface PerpetualPricesSettings {
  /** FUNDING_INTERVAL_MINUTES. */
  fundingIntervalMinutes: number;
  vwapWindowMs?: number;
}

/**
 * Without a perpetual book (none given, or its contract not running) each premium sample is 0, so
 * mark = index and the funding rate is the interest term alone.
 */
const EMPTY_BOOK: BookSides = { bids: [], asks: [] };

interface SpotState {
  lastPrice: string | undefined;
  readonly vwap: VwapWindow;
}

interface PerpetualState {
  readonly contract: FuturesContract;
  readonly mark: MarkPriceTracker;
  funding: PremiumAccumulator;
  lastSettledRate: string | undefined;
}

/**
 * The prices of every perpetual, stepped by the caller's clock: plain state and one `step` per
 * second, so it is tested with a fake clock and hand-made books and trades.
 */
export class PerpetualPriceBoard {
  private readonly spots = new Map<string, SpotState>();
  private readonly perpetuals: PerpetualState[];
  private readonly intervalMs: number;
  private settled: SettledFunding[] = [];

  constructor(
    contracts: readonly FuturesContract[],
    private readonly settings: PerpetualPricesSettings,
    now: number,
  ) {
    this.intervalMs = fundingIntervalMs(settings.fundingIntervalMinutes);
    this.perpetuals = contracts.map((contract) => {
      if (!this.spots.has(contract.indexSymbol)) {
        const vwap = new VwapWindow(settings.vwapWindowMs ?? INDEX_VWAP_WINDOW_MS);
        this.spots.set(contract.indexSymbol, { lastPrice: undefined, vwap });
      }
      return {
        contract,
        mark: new MarkPriceTracker({
          tickSize: contract.tickSize,
          impactNotional: impactNotional(contract.maxLeverage),
        }),
        funding: openPremiumAccumulator(now, this.intervalMs),
        lastSettledRate: undefined,
      };
    });
  }

  /** New trades of a spot market, oldest first (a `market.trades` message). */
  recordSpotTrades(symbol: string, trades: readonly Trade[]): void {
    const spot = this.spots.get(symbol);
    if (!spot) return;
    for (const trade of trades) spot.vwap.record(trade);
    const last = trades[trades.length - 1];
    if (last) spot.lastPrice = last.price;
  }

  /**
   * One step at `now`: index, mark and a funding sample per contract, the funding interval rolled
   * when its time has come. A contract whose spot market has no price yet gets no ticker.
   */
  step(now: number, sources: PriceSources): FuturesTicker[] {
    const vwaps = new Map<string, Big | undefined>();
    for (const [symbol, spot] of this.spots) vwaps.set(symbol, spot.vwap.vwapAt(now));
    const tickers: FuturesTicker[] = [];
    for (const perpetual of this.perpetuals) {
      const { contract } = perpetual;
      const quote = sources.spotQuote(contract.indexSymbol);
      const index = indexPrice(
        {
          bestBid: quote?.bestBid,
          bestAsk: quote?.bestAsk,
          lastPrice: this.spots.get(contract.indexSymbol)?.lastPrice,
          vwap: vwaps.get(contract.indexSymbol),
        },
        contract.tickSize,
      );
      if (!index.ok) {
        this.rollFunding(perpetual, now, undefined);
        continue;
      }
      const book = sources.perpetualBook?.(contract.symbol) ?? EMPTY_BOOK;
      const mark = perpetual.mark.sample(now, index.price, book);
      // A sample past the funding time counts up to it, and again in the interval it opens.
      perpetual.funding = addPremiumSample(perpetual.funding, now, mark.premiumIndex);
      this.rollFunding(perpetual, now, mark.premiumIndex, mark.price);
      const prices: FuturesPriceTicker = {
        symbol: contract.symbol,
        indexPrice: index.price,
        markPrice: mark.price,
        lastPrice: sources.perpetualLastPrice?.(contract.symbol) ?? null,
        fundingRate: rateText(predictedFundingRate(perpetual.funding)),
        nextFundingTime: new Date(perpetual.funding.end).toISOString(),
        fundingIntervalMinutes: this.settings.fundingIntervalMinutes,
        openInterest: sources.openInterest?.(contract.symbol) ?? '0',
        time: now,
      };
      tickers.push(withDayStats(prices, sources.perpetualDayTicker?.(contract.symbol, now)));
    }
    return tickers;
  }

  /** The rate of the last interval that ended, undefined before the first funding time. */
  lastSettledRate(symbol: string): string | undefined {
    return this.perpetuals.find((perpetual) => perpetual.contract.symbol === symbol)?.lastSettledRate;
  }

  /** The funding intervals that ended since the last call, to be paid. */
  takeSettled(): SettledFunding[] {
    const settled = this.settled;
    this.settled = [];
    return settled;
  }

  private rollFunding(perpetual: PerpetualState, now: number, premium: Big | undefined, markPrice?: string): void {
    if (now < perpetual.funding.end) return;
    perpetual.lastSettledRate = rateText(predictedFundingRate(perpetual.funding));
    // Without a mark (no index) there is nothing to pay at: the interval's rate is only recorded.
    if (markPrice !== undefined) {
      this.settled.push({
        symbol: perpetual.contract.symbol,
        fundingTime: new Date(perpetual.funding.end),
        rate: perpetual.lastSettledRate,
        markPrice,
      });
    }
    // After a pause longer than an interval the missed ones are skipped: nothing was sampled in them.
    perpetual.funding = openPremiumAccumulator(now, this.intervalMs);
    if (premium !== undefined) perpetual.funding = addPremiumSample(perpetual.funding, now, premium);
  }
}

/** A rate rounded toward zero can come out as -0: on the wire it is "0". */
function rateText(rate: Big): string {
  return rate.eq(0) ? '0' : rate.toFixed();
}

export interface FuturesPriceServiceSettings extends PerpetualPricesSettings {
  /** How often prices are taken and published (default 1 s; tests shorten it). */
  stepMs?: number;
}

export interface FuturesPriceServiceOptions {
  database: Database;
  bus: Bus;
  log: FastifyBaseLogger;
  /** The spot engines (market service): the index's best bid and ask. */
  markets: ReadonlyMap<string, LiveMarket>;
  /** The perpetual books (perpetual-markets.ts): the premium's impact prices and the last price. */
  perpetuals?: Pick<PerpetualMarkets, 'book' | 'lastPrice' | 'dayTicker'>;
  settings: FuturesPriceServiceSettings;
  /** Open interest per perpetual (the futures clearing); absent: 0. */
  openInterest?(symbol: string): string;
  /** After each step: the tickers published and the funding rounds to pay (the futures clearing). */
  onStep?(tickers: readonly FuturesPriceTicker[], settled: readonly SettledFunding[]): void;
}

export interface FuturesPriceService {
  readonly board: PerpetualPriceBoard;
  stop(): void;
}

/** Starts the perpetuals' prices on the engine instance (ENGINE=on), after the market service. */
export async function startFuturesPriceService(options: FuturesPriceServiceOptions): Promise<FuturesPriceService> {
  const { bus, log, markets, perpetuals, settings } = options;
  const contracts = await loadFuturesContracts(options.database.db);
  const board = new PerpetualPriceBoard(contracts, settings, Date.now());
  const stopTrades = bus.subscribe('market.trades', ({ symbol, trades }) => board.recordSpotTrades(symbol, trades));
  const sources: PriceSources = {
    spotQuote(indexSymbol) {
      const market = markets.get(indexSymbol);
      if (!market) return undefined;
      const bid = market.engine.bestBid();
      const ask = market.engine.bestAsk();
      return {
        bestBid: bid === undefined ? undefined : market.spec.units.price(bid),
        bestAsk: ask === undefined ? undefined : market.spec.units.price(ask),
      };
    },
    perpetualBook: (symbol) => perpetuals?.book(symbol),
    perpetualLastPrice: (symbol) => perpetuals?.lastPrice(symbol),
    perpetualDayTicker: (symbol, now) => perpetuals?.dayTicker(symbol, now),
    ...(options.openInterest ? { openInterest: options.openInterest } : {}),
  };
  // A bug in one step must cost that step, not the process.
  const publish = () => {
    try {
      const tickers = board.step(Date.now(), sources);
      bus.publish('futures.tickers', { tickers });
      options.onStep?.(tickers, board.takeSettled());
    } catch (error) {
      log.error({ err: error }, 'futures price step failed');
    }
  };
  const timer = setInterval(publish, settings.stepMs ?? 1000);
  publish();
  log.info(
    { contracts: contracts.length, fundingIntervalMinutes: settings.fundingIntervalMinutes },
    'futures prices started',
  );
  return {
    board,
    stop() {
      clearInterval(timer);
      stopTrades();
    },
  };
}
