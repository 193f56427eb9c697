import Big from 'big.js';
import { clamp, type Decimal } from './decimal.ts';

/**
 * Funding of a perpetual, paid every interval between longs and shorts (positive: longs pay).
 *
 *   P = time-weighted average of the interval's premium index samples
 *   F = clamp(P + clamp(I - P, -0.05 %, +0.05 %), -0.75 %, +0.75 %) x interval / 8 h
 *
 * with I = 0.01 % the interest term, every constant per 8 h. For the default 8 h interval this is
 * the large venues' formula as is; a shorter interval pays the same per hour, in proportion
 * (interest, clamp, premium and cap alike), so a 1-minute demo interval charges 1/480 of an 8 h
 * payment each minute rather than the whole premium each minute. Exact decimals throughout, one
 * division (by 8 h) at the end, then the rate is rounded toward zero to 8 decimals: funding is
 * zero-sum whatever the rounding, and toward zero keeps it within the cap.
 *
 * Funding times are multiples of the interval since the epoch, in UTC: 00:00, 08:00 and 16:00 for
 * 8 h; 10:05, 10:10, ... for a 5-minute demo interval.
 */

export const EIGHT_HOURS_MS = 8 * 3_600_000;
export const RATE_DECIMALS = 8;

export interface FundingRules {
  /** Per 8 h. */
  readonly interestRate: Decimal;
  /** The bound of the interest-minus-premium term, per 8 h. */
  readonly interestClamp: Decimal;
  /** The bound of the rate, per 8 h. */
  readonly cap: Decimal;
}

export const DEFAULT_FUNDING_RULES: FundingRules = {
  interestRate: '0.0001',
  interestClamp: '0.0005',
  cap: '0.0075',
};

/** A premium sample covers at most the 5 s before it: a pause in sampling is left out, not filled in. */
export const FUNDING_MAX_SAMPLE_GAP_MS = 5_000;

/** `FUNDING_INTERVAL_MINUTES` in ms. */
export function fundingIntervalMs(minutes: number): number {
  const ms = minutes * 60_000;
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`invalid funding interval ${minutes} min`);
  return ms;
}

/** The start of the interval that `now` falls in: the last funding time at or before `now`. */
export function fundingIntervalStart(now: number, intervalMs: number): number {
  return Math.floor(now / intervalMs) * intervalMs;
}

/** The first funding time strictly after `now`. */
export function nextFundingTime(now: number, intervalMs: number): number {
  return fundingIntervalStart(now, intervalMs) + intervalMs;
}

/**
 * The funding rate of an interval from its average premium, rounded toward zero to 8 decimals.
 * With P = 0 it is the interest term I x interval / 8 h.
 */
export function fundingRate(
  averagePremiumIndex: Decimal,
  intervalMs: number,
  rules: FundingRules = DEFAULT_FUNDING_RULES,
): Big {
  const premium = new Big(averagePremiumIndex);
  const interestMinusPremium = new Big(rules.interestRate).minus(premium);
  const perEightHours = clamp(
    premium.plus(clamp(interestMinusPremium, new Big(rules.interestClamp))),
    new Big(rules.cap),
  );
  return perEightHours.times(intervalMs).div(EIGHT_HOURS_MS).round(RATE_DECIMALS, Big.roundDown);
}

/** The largest rate magnitude of an interval: the cap x interval / 8 h, unrounded. */
export function fundingRateCap(intervalMs: number, rules: FundingRules = DEFAULT_FUNDING_RULES): Big {
  return new Big(rules.cap).times(intervalMs).div(EIGHT_HOURS_MS);
}

/**
 * The premium samples of one funding interval, (start, end] with end the funding time, as plain
 * data: persisting it across a restart is writing this object. Each sample weighs the time it
 * covers, (max(previous sample, start, time - maxSampleGapMs), min(time, end)], so the average is
 * independent of how often the same premium was sampled.
 */
export interface PremiumAccumulator {
  readonly intervalMs: number;
  readonly maxSampleGapMs: number;
  readonly start: number;
  /** The funding time at which this interval is paid. */
  readonly end: number;
  /** Sum of premium x covered ms, a decimal string. */
  readonly weightedSum: string;
  /** Sum of covered ms. */
  readonly weightMs: number;
  readonly lastSampleTime: number | null;
}

/** An empty accumulator for the interval that `now` falls in (at a funding time: the one it starts). */
export function openPremiumAccumulator(
  now: number,
  intervalMs: number,
  maxSampleGapMs: number = FUNDING_MAX_SAMPLE_GAP_MS,
): PremiumAccumulator {
  if (!Number.isSafeInteger(intervalMs) || intervalMs <= 0)
    throw new RangeError(`invalid funding interval ${intervalMs}`);
  if (!Number.isSafeInteger(maxSampleGapMs) || maxSampleGapMs <= 0)
    throw new RangeError(`invalid sample gap ${maxSampleGapMs}`);
  const start = fundingIntervalStart(now, intervalMs);
  return {
    intervalMs,
    maxSampleGapMs,
    start,
    end: start + intervalMs,
    weightedSum: '0',
    weightMs: 0,
    lastSampleTime: null,
  };
}

/**
 * The accumulator with one more sample. A sample past the funding time counts up to it (the
 * caller settles, then opens the next interval and records the sample there too). A sample not
 * after the previous one is ignored (the same accumulator comes back); one at or before the
 * interval's start covers no time of it.
 */
export function addPremiumSample(accumulator: PremiumAccumulator, time: number, premium: Decimal): PremiumAccumulator {
  const previous = accumulator.lastSampleTime ?? Number.NEGATIVE_INFINITY;
  if (time <= previous) return accumulator;
  const from = Math.max(previous, accumulator.start, time - accumulator.maxSampleGapMs);
  const covered = Math.min(time, accumulator.end) - from;
  if (covered <= 0) return { ...accumulator, lastSampleTime: time };
  return {
    ...accumulator,
    weightedSum: new Big(accumulator.weightedSum).plus(new Big(premium).times(covered)).toFixed(),
    weightMs: accumulator.weightMs + covered,
    lastSampleTime: time,
  };
}

/** The time-weighted average premium so far; 0 before the first sample. */
export function averagePremium(accumulator: PremiumAccumulator): Big {
  if (accumulator.weightMs === 0) return new Big(0);
  return new Big(accumulator.weightedSum).div(accumulator.weightMs);
}

/** The rate the interval would pay if it ended now: the public predicted rate; at the funding time, the rate paid. */
export function predictedFundingRate(
  accumulator: PremiumAccumulator,
  rules: FundingRules = DEFAULT_FUNDING_RULES,
): Big {
  return fundingRate(averagePremium(accumulator), accumulator.intervalMs, rules);
}
