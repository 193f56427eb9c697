import { createRandom, type Random } from '../market/engine/random.ts';
import type { MarketEngine } from '../market/market-engine.ts';
import { gaussian } from '../market/price-walk.ts';
import { type SimulatedMarket, streamSeed } from '../market/simulated-market.ts';
import { BookSimulator, type FairPrice, type SimulatorSettings } from '../market/simulator.ts';

/**
 * Owners of the simulated perpetual orders: distinct from spot's simulator and from users (UUIDs),
 * so user futures orders can later meet these quotes without being taken for self-trades.
 */
export const PERPETUAL_MAKER_OWNER = 'simulator:perp-maker';
export const PERPETUAL_TAKER_OWNER = 'simulator:perp-taker';

/** The basis never leaves +/- 0.1 % of the index: a calm perpetual, well inside the mark's 0.5 % band. */
export const MAX_BASIS = 0.001;
/** Standard deviation of one minute's basis change. */
const BASIS_MINUTE_VOLATILITY = 0.0003;
/** Share of the basis closed per minute: a half-life of five minutes. */
const BASIS_REVERSION_PER_MINUTE = Math.LN2 / 5;
const MINUTE_MS = 60_000;

/**
 * A perpetual's fair price: its reference (the index, or the spot mid before there is one) times
 * 1 + a small mean-reverting random basis. The basis moves on every step whether or not there is a
 * reference, so the stream drawn from the seed does not depend on when the index first appears.
 * Floating point is fine: the result is rounded to whole ticks before it reaches the book.
 */
export class IndexFollower implements FairPrice {
  private basisFraction = 0;

  constructor(
    /** The reference price in the perpetual's ticks; undefined while there is none. */
    private readonly reference: () => number | undefined,
    private readonly random: Random,
  ) {}

  get basis(): number {
    return this.basisFraction;
  }

  advance(elapsedMs: number): number | undefined {
    const minutes = elapsedMs / MINUTE_MS;
    const pulled = this.basisFraction * Math.max(0, 1 - BASIS_REVERSION_PER_MINUTE * minutes);
    const moved = pulled + BASIS_MINUTE_VOLATILITY * Math.sqrt(minutes) * gaussian(this.random);
    this.basisFraction = Math.min(MAX_BASIS, Math.max(-MAX_BASIS, moved));
    const reference = this.reference();
    if (reference === undefined || reference < 1) return undefined;
    return Math.max(1, Math.round(reference * (1 + this.basisFraction)));
  }
}

export interface SimulatedPerpetual {
  readonly market: SimulatedMarket;
  readonly engine: MarketEngine;
  /** The price to follow, in the perpetual's ticks (see IndexFollower). */
  readonly reference: () => number | undefined;
}

/**
 * Simulated liquidity for the perpetuals: the spot simulator's maker and takers (same levels,
 * requote timing and Poisson arrivals), quoting around the index instead of a walk, each book on
 * its own seeded stream (`<seed>/<symbol>/perpetual`).
 */
export function perpetualSimulator(
  perpetuals: readonly SimulatedPerpetual[],
  settings: SimulatorSettings,
): BookSimulator {
  const books = perpetuals.map(({ market, engine, reference }) => {
    const random = createRandom(streamSeed(settings.seed, market.symbol, 'perpetual'));
    return { market, engine, fair: new IndexFollower(reference, random), random };
  });
  return new BookSimulator(books, settings, {
    maker: PERPETUAL_MAKER_OWNER,
    taker: PERPETUAL_TAKER_OWNER,
    idPrefix: 'perp',
  });
}
