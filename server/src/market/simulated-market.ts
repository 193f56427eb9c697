import { priceToTicks } from './engine/fixed-point.ts';
import type { MarketSpec } from './markets.ts';
import type { MarketUnits } from './units.ts';

/** What a simulated taker trades on average, in the quote asset: a retail-sized order. */
const TYPICAL_TRADE_NOTIONAL = 400;

/** A market's simulation parameters, derived once from its listing. */
export interface SimulatedMarket {
  readonly symbol: string;
  readonly units: MarketUnits;
  /** The reference price in ticks: where the walk is anchored and where history ends. */
  readonly anchorTicks: number;
  /** Lots of an average taker order (at least one). */
  readonly typicalLots: number;
  readonly tradesPerSecond: number;
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
export function simulatedMarket(spec: MarketSpec, tradesPerSecond: number): SimulatedMarket | undefined {
  const anchorTicks = referenceTicks(spec);
  if (anchorTicks === undefined) return undefined;
  // A float estimate is fine here: it only sizes simulated orders, and the result is whole lots.
  const lotNotional = anchorTicks * Number(spec.units.tickSize) * Number(spec.units.lotSize);
  const typicalLots = Math.max(1, Math.round(TYPICAL_TRADE_NOTIONAL / lotNotional));
  return { symbol: spec.symbol, units: spec.units, anchorTicks, typicalLots, tradesPerSecond };
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
