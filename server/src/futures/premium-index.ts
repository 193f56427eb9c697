import Big from 'big.js';
import type { Decimal } from './decimal.ts';

/**
 * How far the perpetual's own book trades from the index, as a fraction of the index: one sample
 * of the premium index, taken each second, smoothed into the mark price (mark-price.ts) and
 * averaged over the funding interval into the funding rate (funding-rate.ts).
 *
 *   impact bid / ask = average fill price of selling / buying `impact notional` USDT into the book
 *   premium index    = (max(0, impact bid - index) - max(0, index - impact ask)) / index
 *
 * Impact prices rather than the best bid and ask, so that a single small order at the top of the
 * book cannot move the premium: moving it takes the impact notional (200 USDT of margin at the
 * contract's max leverage, as on the large venues). A side too thin to fill the impact notional
 * has no impact price and its term counts as 0, so an empty book gives a premium of 0.
 */

/** [price, quantity], best first: the contract's depth level (`DepthLevel`). */
export type BookLevel = readonly [price: string, quantity: string];

export interface BookSides {
  /** Highest first. */
  readonly bids: readonly BookLevel[];
  /** Lowest first. */
  readonly asks: readonly BookLevel[];
}

/** The margin whose leveraged position defines the impact notional. */
export const IMPACT_MARGIN_USDT = '200';

/** 200 USDT x max leverage: the notional an impact price must absorb. */
export function impactNotional(maxLeverage: Decimal | number, margin: Decimal = IMPACT_MARGIN_USDT): Big {
  const notional = new Big(margin).times(maxLeverage);
  if (notional.lte(0)) throw new RangeError(`invalid impact notional ${notional.toFixed()}`);
  return notional;
}

/**
 * The average price at which `notional` USDT fills when walked through `levels` (bids for an
 * impact bid, asks for an impact ask): notional / quantity filled, the last level taken in part,
 * at big.js's 20 places.
 * Undefined when the levels hold less than the notional.
 */
export function impactPrice(levels: readonly BookLevel[], notional: Decimal): Big | undefined {
  const target = new Big(notional);
  if (target.lte(0)) throw new RangeError(`invalid impact notional ${target.toFixed()}`);
  let remaining = target;
  let filled = new Big(0);
  for (const [priceText, quantityText] of levels) {
    const price = new Big(priceText);
    const quantity = new Big(quantityText);
    if (price.lte(0) || quantity.lte(0)) continue;
    const levelNotional = price.times(quantity);
    if (levelNotional.gte(remaining)) {
      // notional / (filled + remaining / price), with the one division last: a fill inside one
      // level comes out at exactly that level's price.
      return target.times(price).div(filled.times(price).plus(remaining));
    }
    filled = filled.plus(quantity);
    remaining = remaining.minus(levelNotional);
  }
  return undefined;
}

/** One premium index sample; a missing impact price contributes 0. `index` must be positive. */
export function premiumIndex(index: Decimal, impactBid: Big | undefined, impactAsk: Big | undefined): Big {
  const reference = new Big(index);
  if (reference.lte(0)) throw new RangeError(`invalid index price ${reference.toFixed()}`);
  const bidAbove = impactBid?.gt(reference) ? impactBid.minus(reference) : new Big(0);
  const askBelow = impactAsk?.lt(reference) ? reference.minus(impactAsk) : new Big(0);
  return bidAbove.minus(askBelow).div(reference);
}

export interface PremiumSample {
  readonly premium: Big;
  readonly impactBid: Big | undefined;
  readonly impactAsk: Big | undefined;
}

/** The premium index of the perpetual's book against `index`. */
export function samplePremium(index: Decimal, book: BookSides, notional: Decimal): PremiumSample {
  const impactBid = impactPrice(book.bids, notional);
  const impactAsk = impactPrice(book.asks, notional);
  return { premium: premiumIndex(index, impactBid, impactAsk), impactBid, impactAsk };
}
