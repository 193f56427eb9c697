import { priceToTicks } from './engine/fixed-point.ts';
import type { MarketSpec } from './markets.ts';
import { MINUTE_VOLATILITY } from './price-walk.ts';
import type { MarketUnits } from './units.ts';

/** What a simulated taker trades on average, in USDT: a retail-sized order. */
const TYPICAL_TRADE_NOTIONAL = 400;
/** Price levels a main book's maker quotes on each side; a thin book quotes fewer. */
const MAIN_BOOK_LEVELS = 50;
const THIN_BOOK_LEVELS = 20;
/** A thin book's share of the taker flow, and how much less often its maker requotes. */
const THIN_BOOK_FLOW = 1 / 3;
const THIN_BOOK_REQUOTE_SCALE = 2;
/** A minute's log-return deviation between two stablecoins: a few hundredths of a percent a day. */
const STABLE_MINUTE_VOLATILITY = 0.000005;
const STABLECOINS = new Set(['USDT', 'USDC']);

/** A market's simulation parameters, derived once from its listing. */
export interface SimulatedMarket {
  readonly symbol: string;
  readonly units: MarketUnits;
  /** The reference price in ticks: where the walk is anchored and where history ends. */
  readonly anchorTicks: number;
  /** Lots of an average taker order (at least one). */
  readonly typicalLots: number;
  readonly tradesPerSecond: number;
  /** Levels the maker quotes on each side. */
  readonly quotedLevels: number;
  /** The maker requotes this many times less often than the run's SIMULATOR_REQUOTE_MS. */
  readonly requoteScale: number;
  /** Of the fair price's walk and the backfilled history. */
  readonly minuteVolatility: number;
}

export interface SimulationShape {
  /** One unit of the quote asset in USDT (a float estimate: it only sizes orders); 1 by default. */
  readonly quoteInUsdt?: number;
  /**
   * A thin book (a later listing): fewer levels, a third of the taker flow and slower requotes,
   * so thirty markets cost the engine instance little more than ten.
   */
  readonly thin?: boolean;
}

/**
 * The market's reference price in ticks; undefined when it has none, or one off its own tick grid
 * (a listing mistake, which must cost that market its simulation, not the server its start).
 */
export function referenceTicks(spec: MarketSpec): number | undefined {
  if (spec.referencePrice === null) return undefined;
  const ticks = priceToTicks(spec.referencePrice, spec.units.tickSize);
  return ticks.ok && ticks.value > 0 ? ticks.value : undefined;
}

/** Undefined for a market without a usable reference price: there is nothing to anchor it to. */
export function simulatedMarket(
  spec: MarketSpec,
  tradesPerSecond: number,
  shape: SimulationShape = {},
): SimulatedMarket | undefined {
  const anchorTicks = referenceTicks(spec);
  if (anchorTicks === undefined) return undefined;
  // A float estimate is fine here: it only sizes simulated orders, and the result is whole lots.
  const lotNotional = anchorTicks * Number(spec.units.tickSize) * Number(spec.units.lotSize) * (shape.quoteInUsdt ?? 1);
  const typicalLots = Math.max(1, Math.round(TYPICAL_TRADE_NOTIONAL / lotNotional));
  const stable = STABLECOINS.has(spec.base) && STABLECOINS.has(spec.quote);
  return {
    symbol: spec.symbol,
    units: spec.units,
    anchorTicks,
    typicalLots,
    tradesPerSecond: shape.thin ? tradesPerSecond * THIN_BOOK_FLOW : tradesPerSecond,
    quotedLevels: shape.thin ? THIN_BOOK_LEVELS : MAIN_BOOK_LEVELS,
    requoteScale: shape.thin ? THIN_BOOK_REQUOTE_SCALE : 1,
    minuteVolatility: stable ? STABLE_MINUTE_VOLATILITY : MINUTE_VOLATILITY,
  };
}

/**
 * A seed for one random stream (a market's history, its live walk, its bots) from the run's
 * seed: FNV-1a over the names, so every stream is independent of how many markets are listed.
 */
export function streamSeed(seed: number, ...names: string[]): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of names.join('/')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
