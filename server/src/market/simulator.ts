import { createRandom, type Random } from './engine/random.ts';
import type { MarketEngine } from './market-engine.ts';
import { PriceWalk } from './price-walk.ts';
import { type SimulatedMarket, streamSeed } from './simulated-market.ts';

/** Owners of the simulated orders (user ids are UUIDs, so these never meet a user's orders as "self"). */
export const MAKER_OWNER = 'simulator:maker';
export const TAKER_OWNER = 'simulator:taker';

/**
 * Distance from the fair price to the best quote, and between levels, as fractions of the price,
 * never less than one tick: a liquid pair's book is a few hundredths of a basis point wide at the
 * top and quotes a level every fifth of a basis point (BTC_USDT at 95,000: about 1.90 USDT).
 */
const HALF_SPREAD = 0.00001;
const LEVEL_STEP = 0.00002;
/** A level's size in average taker orders: the best holds about three, each level further one more. */
const BEST_LEVEL_ORDERS = 3;
/** Each level's size varies by up to this many percent either way, drawn at every requote. */
const LEVEL_SIZE_JITTER_PERCENT = 20;

export interface SimulatorSettings {
  readonly seed: number;
  /** Average time between two requotes of a market's maker (each is jittered by +-25 %). */
  readonly requoteMs: number;
}

/** Where a book's maker quotes around: a seeded walk for spot, the index for perpetuals. */
export interface FairPrice {
  /** Moves on by `elapsedMs`; the fair price in ticks, undefined while there is none to follow. */
  advance(elapsedMs: number): number | undefined;
}

/** Who the simulated orders belong to, and how their ids start (ids are unique per book). */
export interface SimulatedOwners {
  readonly maker: string;
  readonly taker: string;
  readonly idPrefix: string;
}

/** One book to simulate: its market's sizes, its engine, its fair price and its random stream. */
export interface SimulatedBook {
  readonly market: SimulatedMarket;
  readonly engine: MarketEngine;
  readonly fair: FairPrice;
  /** The book's own stream (its fair price may draw from the same one). */
  readonly random: Random;
}

/** One book's bots: a market maker around the fair price, and takers arriving at random. */
interface MarketBots extends SimulatedBook {
  quotes: string[];
  untilRequote: number;
  serial: number;
}

/**
 * Simulated liquidity over any books. Every `step(ms)` advances each book's fair price, lets its
 * maker requote when due (cancel everything, quote the market's levels on each side of the fair
 * price) and sends the takers that arrived meanwhile (a Poisson stream of market orders). Decisions
 * depend only on the random streams, the fair prices and the sequence of steps, never on the
 * clock. A book without a fair price yet does nothing until it has one.
 */
export class BookSimulator {
  private readonly bots: MarketBots[];

  constructor(
    books: readonly SimulatedBook[],
    private readonly settings: Pick<SimulatorSettings, 'requoteMs'>,
    private readonly owners: SimulatedOwners,
  ) {
    this.bots = books.map((book) => ({ ...book, quotes: [], untilRequote: 0, serial: 0 }));
  }

  step(elapsedMs: number): void {
    for (const bots of this.bots) {
      const fair = bots.fair.advance(elapsedMs);
      if (fair === undefined) continue;
      bots.untilRequote -= elapsedMs;
      if (bots.untilRequote <= 0) {
        this.requote(bots, fair);
        const average = this.settings.requoteMs * bots.market.requoteScale;
        bots.untilRequote = Math.round(average * (0.75 + bots.random.integer(0, 50) / 100));
      }
      const arrivals = poisson(bots.market.tradesPerSecond * (elapsedMs / 1000), bots.random);
      for (let i = 0; i < arrivals; i++) this.take(bots);
    }
  }

  private requote(bots: MarketBots, fair: number): void {
    for (const id of bots.quotes) bots.engine.cancel(id);
    bots.quotes = [];
    const halfSpread = Math.max(1, Math.round(fair * HALF_SPREAD));
    const step = Math.max(1, Math.round(fair * LEVEL_STEP));
    for (let level = 0; level < bots.market.quotedLevels; level++) {
      const offset = halfSpread + level * step;
      this.quote(bots, 'buy', fair - offset, levelLots(bots, level));
      this.quote(bots, 'sell', fair + offset, levelLots(bots, level));
    }
  }

  private quote(bots: MarketBots, side: 'buy' | 'sell', price: number, quantity: number): void {
    if (price < 1) return;
    const id = `${this.owners.idPrefix}-${bots.market.symbol}-${++bots.serial}`;
    const placed = bots.engine.place({ type: 'limit', id, owner: this.owners.maker, side, price, quantity });
    if (placed.ok) bots.quotes.push(id);
  }

  private take(bots: MarketBots): void {
    const side = bots.random.integer(0, 1) === 0 ? 'buy' : 'sell';
    const quantity = bots.market.typicalLots * bots.random.integer(1, 3);
    const id = `${this.owners.idPrefix}-${bots.market.symbol}-${++bots.serial}`;
    bots.engine.place({ type: 'market', id, owner: this.owners.taker, side, quantity });
  }
}

/** A spot market to simulate, with the book it trades on and where its price walk starts. */
export interface SimulatedSpotMarket {
  readonly market: SimulatedMarket;
  readonly engine: MarketEngine;
  readonly startTicks: number;
}

/** A walk and the tick it counts in: one USDT leg of a cross pair. */
interface Leg {
  readonly walk: PriceWalk;
  readonly tickSize: number;
}

/**
 * A cross pair's fair price (ETH_BTC, BTC_USDC): the ratio of its legs' USDT walks, so it never
 * drifts away from what ETH_USDT / BTC_USDT say and no arbitrage sits in the demo. Reads the legs
 * as their own books last moved them; float arithmetic, rounded to whole ticks like the walk.
 */
class CrossFairPrice implements FairPrice {
  constructor(
    private readonly base: Leg,
    private readonly quote: Leg,
    private readonly tickSize: number,
  ) {}

  advance(): number {
    const ratio = (this.base.walk.ticks * this.base.tickSize) / (this.quote.walk.ticks * this.quote.tickSize);
    return Math.max(1, Math.round(ratio / this.tickSize));
  }
}

/**
 * The spot markets' liquidity: each maker quotes around its market's seeded price walk, or, for
 * a pair whose two USDT legs are simulated too, around the legs' ratio.
 */
export class MarketSimulator extends BookSimulator {
  constructor(markets: readonly SimulatedSpotMarket[], settings: SimulatorSettings) {
    const stream = (symbol: string) => createRandom(streamSeed(settings.seed, symbol, 'live'));
    const walkOf = ({ market, startTicks }: SimulatedSpotMarket, random: Random) =>
      new PriceWalk(startTicks, market.anchorTicks, random, market.minuteVolatility);
    const pairOf = (entry: SimulatedSpotMarket) => entry.market.symbol.split('_') as [string, string];
    const legs = new Map<string, Leg>();
    const books = new Map<string, SimulatedBook>();
    // The USDT pairs first, whatever the listing order: they are the cross pairs' legs.
    for (const entry of markets.filter((entry) => pairOf(entry)[1] === 'USDT')) {
      const random = stream(entry.market.symbol);
      const walk = walkOf(entry, random);
      legs.set(entry.market.symbol, { walk, tickSize: Number(entry.market.units.tickSize) });
      books.set(entry.market.symbol, { market: entry.market, engine: entry.engine, fair: walk, random });
    }
    for (const entry of markets.filter((entry) => pairOf(entry)[1] !== 'USDT')) {
      const random = stream(entry.market.symbol);
      const [base, quote] = pairOf(entry);
      const baseLeg = legs.get(`${base}_USDT`);
      const quoteLeg = legs.get(`${quote}_USDT`);
      const fair =
        baseLeg && quoteLeg
          ? new CrossFairPrice(baseLeg, quoteLeg, Number(entry.market.units.tickSize))
          : walkOf(entry, random);
      books.set(entry.market.symbol, { market: entry.market, engine: entry.engine, fair, random });
    }
    super(
      markets.map((entry) => books.get(entry.market.symbol) as SimulatedBook),
      settings,
      { maker: MAKER_OWNER, taker: TAKER_OWNER, idPrefix: 'sim' },
    );
  }
}

/** A level's size in whole lots: growing away from the mid, as on a real book, each side drawn on its own. */
function levelLots(bots: MarketBots, level: number): number {
  const percent = 100 + bots.random.integer(-LEVEL_SIZE_JITTER_PERCENT, LEVEL_SIZE_JITTER_PERCENT);
  return Math.max(1, Math.round((bots.market.typicalLots * (BEST_LEVEL_ORDERS + level) * percent) / 100));
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
