import Big from 'big.js';
import { type Decimal, roundToTick } from './decimal.ts';

/**
 * The index price of a perpetual: where its underlying trades on the platform's own spot market.
 *
 *   index = median(spot mid, last spot trade price, VWAP of the spot trades of the last N seconds)
 *
 * rounded to the nearest tick of the perpetual (half up). With three inputs one bad print moves
 * the median no further than the other two allow: a fat-finger trade sets `last` but not the mid,
 * and shifts the VWAP only by its share of the window's volume. What is missing is left out (no
 * bid or no ask: no mid; no trade yet: no last; nothing in the window: no VWAP), and the median
 * is taken of what exists: of two inputs it is their mean (no longer robust to a bad one), of one
 * that input, and with none there is no index, a typed result the caller publishes as such.
 */

export interface SpotPrices {
  readonly bestBid?: Decimal | undefined;
  readonly bestAsk?: Decimal | undefined;
  readonly lastPrice?: Decimal | undefined;
  /** From `VwapWindow.vwapAt(now)`. */
  readonly vwap?: Decimal | undefined;
}

/** The inputs the index was taken from, unrounded; undefined = missing. */
export interface IndexComponents {
  readonly mid: Big | undefined;
  readonly last: Big | undefined;
  readonly vwap: Big | undefined;
}

export type IndexPriceResult =
  | {
      readonly ok: true;
      /** On the perpetual's tick, shortest decimal form. */
      readonly price: string;
      /** Before rounding to the tick. */
      readonly median: Big;
      readonly components: IndexComponents;
    }
  | { readonly ok: false; readonly reason: 'no-spot-price'; readonly components: IndexComponents };

export function indexPrice(spot: SpotPrices, tickSize: Decimal): IndexPriceResult {
  const components: IndexComponents = {
    mid: spotMid(spot.bestBid, spot.bestAsk),
    last: positive(spot.lastPrice),
    vwap: positive(spot.vwap),
  };
  const middle = median([components.mid, components.last, components.vwap].filter((value) => value !== undefined));
  if (middle === undefined) return { ok: false, reason: 'no-spot-price', components };
  return { ok: true, price: roundToTick(middle, tickSize, 'nearest').toFixed(), median: middle, components };
}

/** Half way between the best bid and the best ask; a one-sided book has no mid. */
export function spotMid(bestBid: Decimal | undefined, bestAsk: Decimal | undefined): Big | undefined {
  const bid = positive(bestBid);
  const ask = positive(bestAsk);
  if (bid === undefined || ask === undefined) return undefined;
  return bid.plus(ask).div(2);
}

/** The middle value; of an even count the mean of the two middle ones; undefined of none. */
export function median(values: readonly Big[]): Big | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a.cmp(b));
  const upper = sorted[Math.floor(sorted.length / 2)] as Big;
  if (sorted.length % 2 === 1) return upper;
  return (sorted[sorted.length / 2 - 1] as Big).plus(upper).div(2);
}

/** A price of zero or less is no price (an empty engine level reads as 0 ticks). */
function positive(value: Decimal | undefined): Big | undefined {
  if (value === undefined) return undefined;
  const price = new Big(value);
  return price.gt(0) ? price : undefined;
}

export interface SpotTrade {
  /** Ms since the epoch. */
  readonly time: number;
  readonly price: Decimal;
  readonly quantity: Decimal;
}

interface WindowTrade {
  readonly time: number;
  readonly quote: Big;
  readonly quantity: Big;
}

/** Dropped entries are compacted away once this many sit at the front. */
const COMPACT_AFTER = 1024;

/**
 * The volume-weighted average price of the spot trades of the last `windowMs`: the trades with
 * time in (now - windowMs, now]. Fed with every spot trade as it prints (the `trades` of
 * `LiveMarket.takeActivity`); sums are kept exactly, so the VWAP is sum(price x quantity) /
 * sum(quantity) divided once, at big.js's 20 places.
 */
export class VwapWindow {
  private readonly trades: WindowTrade[] = [];
  /** Index of the oldest trade still in the window. */
  private head = 0;
  private quoteSum = new Big(0);
  private quantitySum = new Big(0);
  private newestTime = Number.NEGATIVE_INFINITY;

  constructor(readonly windowMs: number) {
    if (!Number.isSafeInteger(windowMs) || windowMs <= 0) throw new RangeError(`invalid VWAP window ${windowMs}`);
  }

  record(trade: SpotTrade): void {
    const quantity = new Big(trade.quantity);
    const price = new Big(trade.price);
    if (quantity.lte(0) || price.lte(0)) return;
    // A clock that stepped back must not leave a trade behind an older one: it joins the newest time.
    this.newestTime = Math.max(this.newestTime, trade.time);
    const quote = price.times(quantity);
    this.trades.push({ time: this.newestTime, quote, quantity });
    this.quoteSum = this.quoteSum.plus(quote);
    this.quantitySum = this.quantitySum.plus(quantity);
  }

  /** Undefined when no trade of the window is left. */
  vwapAt(now: number): Big | undefined {
    this.forgetUntil(now - this.windowMs);
    if (this.quantitySum.eq(0)) return undefined;
    return this.quoteSum.div(this.quantitySum);
  }

  private forgetUntil(time: number): void {
    while (this.head < this.trades.length && (this.trades[this.head] as WindowTrade).time <= time) {
      const trade = this.trades[this.head] as WindowTrade;
      this.quoteSum = this.quoteSum.minus(trade.quote);
      this.quantitySum = this.quantitySum.minus(trade.quantity);
      this.head += 1;
    }
    if (this.head === this.trades.length) {
      this.trades.length = 0;
      this.head = 0;
    } else if (this.head >= COMPACT_AFTER) {
      this.trades.splice(0, this.head);
      this.head = 0;
    }
  }
}
