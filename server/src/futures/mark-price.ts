import Big from 'big.js';
import { clamp, type Decimal, roundToTick } from './decimal.ts';
import { type BookSides, samplePremium } from './premium-index.ts';
import { PremiumWindow } from './premium-window.ts';

/**
 * The mark price of a perpetual: what unrealized PnL and liquidations are measured at.
 *
 *   mark = index + index x clamp(average premium, -band, +band), the added part rounded toward
 *          zero to the tick, so |mark - index| <= band x index holds after rounding
 *
 * where the average premium is the time-weighted average of the premium index samples
 * (premium-index.ts) of the last `windowMs` (premium-window.ts).
 *
 * Why this model: Binance takes mark = median(index x (1 + last funding rate x time to funding /
 * interval), index + 5-minute moving average of the basis, last price), which needs the last
 * price and the funding state. The single smoothed, clamped premium is simpler, cannot be moved
 * by the last price at all (a trade prints at any price a taker accepts), and can move at most
 * `band` away from the platform's spot prices however the perpetual's book is pushed. A moving
 * average over a time window rather than an exponential one: with exact decimals there is no
 * exp(), and a time-weighted window gives the same mark whatever the sampling beat.
 *
 * An empty perpetual book gives premium samples of 0: the mark converges to the index within one
 * window, and before the first sample mark = index.
 */

/** The premium used for the mark never leaves +/- 0.5 % of the index. */
export const MARK_PREMIUM_BAND = '0.005';
/** The premium is averaged over the last minute. */
export const MARK_WINDOW_MS = 60_000;
/** A sample covers at most the 5 s before it: a longer pause in sampling is not filled in. */
export const MARK_MAX_SAMPLE_GAP_MS = 5_000;

/** The mark from an index and a premium: the premium clamped to the band, the offset rounded toward zero. */
export function markPrice(index: Decimal, premium: Decimal, band: Decimal, tickSize: Decimal): Big {
  const reference = new Big(index);
  const limit = new Big(band);
  if (limit.lt(0)) throw new RangeError(`invalid premium band ${limit.toFixed()}`);
  const offset = reference.times(clamp(new Big(premium), limit));
  return reference.plus(roundToTick(offset, tickSize, 'toward-zero'));
}

export interface MarkPriceOptions {
  /** The perpetual's tick. */
  readonly tickSize: Decimal;
  /** From `impactNotional(maxLeverage)`. */
  readonly impactNotional: Decimal;
  readonly band?: Decimal;
  readonly windowMs?: number;
  readonly maxSampleGapMs?: number;
}

export interface MarkSample {
  /** On the tick (when the index is), shortest decimal form. */
  readonly price: string;
  /** This second's premium index: the funding accumulator's sample. */
  readonly premiumIndex: Big;
  /** The time-weighted average of the window, before the clamp. */
  readonly averagePremium: Big;
  /** The premium applied: the average clamped to the band. */
  readonly premium: Big;
  readonly impactBid: Big | undefined;
  readonly impactAsk: Big | undefined;
}

/** One perpetual's mark: the caller samples it (at least) once a second with the current index and book. */
export class MarkPriceTracker {
  private readonly window: PremiumWindow;
  private readonly band: Big;

  constructor(private readonly options: MarkPriceOptions) {
    this.window = new PremiumWindow(
      options.windowMs ?? MARK_WINDOW_MS,
      options.maxSampleGapMs ?? MARK_MAX_SAMPLE_GAP_MS,
    );
    this.band = new Big(options.band ?? MARK_PREMIUM_BAND);
  }

  /**
   * Takes the premium index of `book` against `index` (a positive price, normally on the tick)
   * and returns the mark. A sample not later than the previous one adds nothing to the average
   * but still gives a mark at the current index.
   */
  sample(now: number, index: Decimal, book: BookSides): MarkSample {
    const { premium: premiumIndex, impactBid, impactAsk } = samplePremium(index, book, this.options.impactNotional);
    this.window.record(now, premiumIndex);
    const averagePremium = this.window.averageAt(now);
    const premium = clamp(averagePremium, this.band);
    const price = markPrice(index, premium, this.band, this.options.tickSize).toFixed();
    return { price, premiumIndex, averagePremium, premium, impactBid, impactAsk };
  }
}
