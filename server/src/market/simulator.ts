import { createRandom, type Random } from './engine/random.ts';
import type { MarketEngine } from './market-engine.ts';
import { PriceWalk } from './price-walk.ts';
import { type SimulatedMarket, streamSeed } from './simulated-market.ts';

/** Owners of the simulated orders (user ids are UUIDs, so these never meet a user's orders as "self"). */
export const MAKER_OWNER = 'simulator:maker';
export const TAKER_OWNER = 'simulator:taker';

/** Price levels a maker quotes on each side. */
const QUOTED_LEVELS = 20;
/** Distance from the fair price to the best quote, and between levels, as fractions of the price. */
const HALF_SPREAD = 0.0001;
const LEVEL_STEP = 0.0002;

export interface SimulatorSettings {
  readonly seed: number;
  /** Average time between two requotes of a market's maker (each is jittered by +-25 %). */
  readonly requoteMs: number;
}

/** One market's bots: a market maker around the walk, and takers arriving at random. */
interface MarketBots {
  readonly market: SimulatedMarket;
  readonly engine: MarketEngine;
  readonly walk: PriceWalk;
  readonly random: Random;
  quotes: string[];
  untilRequote: number;
  serial: number;
}

/**
 * Simulated liquidity. Every `step(ms)` advances each market's walk, lets its maker requote when
 * due (cancel everything, quote QUOTED_LEVELS levels a side around the walk) and sends the takers
 * that arrived meanwhile (a Poisson stream of market orders). Decisions depend only on the seed
 * and the sequence of steps, never on the clock, so a fixed seed replays the same orders.
 */
export class MarketSimulator {
  private readonly bots: MarketBots[];

  constructor(
    markets: readonly { market: SimulatedMarket; engine: MarketEngine; startTicks: number }[],
    private readonly settings: SimulatorSettings,
  ) {
    this.bots = markets.map(({ market, engine, startTicks }) => {
      const random = createRandom(streamSeed(settings.seed, market.symbol, 'live'));
      return {
        market,
        engine,
        walk: new PriceWalk(startTicks, market.anchorTicks, random),
        random,
        quotes: [],
        untilRequote: 0,
        serial: 0,
      };
    });
  }

  step(elapsedMs: number): void {
    for (const bots of this.bots) {
      bots.walk.advance(elapsedMs);
      bots.untilRequote -= elapsedMs;
      if (bots.untilRequote <= 0) {
        this.requote(bots);
        bots.untilRequote = Math.round(this.settings.requoteMs * (0.75 + bots.random.integer(0, 50) / 100));
      }
      const arrivals = poisson(bots.market.tradesPerSecond * (elapsedMs / 1000), bots.random);
      for (let i = 0; i < arrivals; i++) this.take(bots);
    }
  }

  private requote(bots: MarketBots): void {
    for (const id of bots.quotes) bots.engine.cancel(id);
    bots.quotes = [];
    const fair = bots.walk.ticks;
    const halfSpread = Math.max(1, Math.round(fair * HALF_SPREAD));
    const step = Math.max(1, Math.round(fair * LEVEL_STEP));
    for (let level = 0; level < QUOTED_LEVELS; level++) {
      // Deeper levels hold more, as on a real book.
      const lots = bots.market.typicalLots * bots.random.integer(1 + level, 4 + 2 * level);
      const offset = halfSpread + level * step;
      this.quote(bots, 'buy', fair - offset, lots);
      this.quote(bots, 'sell', fair + offset, lots);
    }
  }

  private quote(bots: MarketBots, side: 'buy' | 'sell', price: number, quantity: number): void {
    if (price < 1) return;
    const id = `sim-${bots.market.symbol}-${++bots.serial}`;
    const placed = bots.engine.place({ type: 'limit', id, owner: MAKER_OWNER, side, price, quantity });
    if (placed.ok) bots.quotes.push(id);
  }

  private take(bots: MarketBots): void {
    const side = bots.random.integer(0, 1) === 0 ? 'buy' : 'sell';
    const quantity = bots.market.typicalLots * bots.random.integer(1, 3);
    const id = `sim-${bots.market.symbol}-${++bots.serial}`;
    bots.engine.place({ type: 'market', id, owner: TAKER_OWNER, side, quantity });
  }
}

/** How many events of a Poisson process with mean `mean` (Knuth's method: means here are small). */
function poisson(mean: number, random: Random): number {
  const limit = Math.exp(-Math.min(mean, 500));
  let count = 0;
  let product = random.uint32() / 4294967296;
  while (product > limit) {
    count++;
    product *= random.uint32() / 4294967296;
  }
  return count;
}
