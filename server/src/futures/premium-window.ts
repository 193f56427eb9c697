import Big from 'big.js';
import type { Decimal } from './decimal.ts';

/**
 * The time-weighted average of premium samples over the trailing `windowMs`: the smoothing of the
 * mark price. Each sample stands for the time since the one before it (at most `maxGapMs`, so a
 * pause in sampling is left out rather than filled in by the next sample):
 *
 *   sample i covers (max(t[i-1], t[i] - maxGapMs), t[i]]
 *   average(now) = sum(premium[i] x covered ms of i inside (now - windowMs, now]) / sum(covered ms)
 *
 * Time-weighted, so one sample a second, two a second or an irregular beat give the same average
 * of the same premium path; exact decimals (the weights are whole milliseconds), so the average is
 * a single division. A sample not later than the previous one covers no time and is not kept.
 */
export class PremiumWindow {
  private readonly samples: { readonly from: number; readonly to: number; readonly premium: Big }[] = [];
  private newestTime = Number.NEGATIVE_INFINITY;

  constructor(
    readonly windowMs: number,
    readonly maxGapMs: number,
  ) {
    if (!Number.isSafeInteger(windowMs) || windowMs <= 0) throw new RangeError(`invalid premium window ${windowMs}`);
    if (!Number.isSafeInteger(maxGapMs) || maxGapMs <= 0) throw new RangeError(`invalid sample gap ${maxGapMs}`);
  }

  /** Whether the sample was kept (false: not after the previous one). */
  record(time: number, premium: Decimal): boolean {
    if (time <= this.newestTime) return false;
    const from = Math.max(this.newestTime, time - this.maxGapMs);
    this.samples.push({ from, to: time, premium: new Big(premium) });
    this.newestTime = time;
    return true;
  }

  /** The average over (now - windowMs, now]; 0 before the first sample or when all are older. */
  averageAt(now: number): Big {
    const start = now - this.windowMs;
    let stale = 0;
    while (stale < this.samples.length && (this.samples[stale] as { to: number }).to <= start) stale++;
    if (stale > 0) this.samples.splice(0, stale);
    let weighted = new Big(0);
    let weight = 0;
    for (const sample of this.samples) {
      const covered = Math.min(sample.to, now) - Math.max(sample.from, start);
      if (covered <= 0) continue;
      weighted = weighted.plus(sample.premium.times(covered));
      weight += covered;
    }
    return weight === 0 ? new Big(0) : weighted.div(weight);
  }
}
