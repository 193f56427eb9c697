import type { Random } from './engine/random.ts';

/**
 * The simulated market's "fair price": a seeded geometric random walk in whole ticks. It is a
 * simulation input, not money: the arithmetic runs in floating point on log prices and every
 * result is rounded to a whole number of ticks before it reaches the book or a candle.
 */

/** Standard deviation of one minute's log return by default: about 2 % a day, like a large-cap coin. */
export const MINUTE_VOLATILITY = 0.0008;
/** Share of the log distance to the anchor closed per minute: a half-life of one day. */
const REVERSION_PER_MINUTE = Math.LN2 / 1440;
const MINUTE_MS = 60_000;

/** About N(0, 1): the sum of four uniforms (Irwin-Hall), centred and scaled to unit variance. */
export function gaussian(random: Random): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += random.uint32() / 4294967296;
  return (sum - 2) * Math.sqrt(3);
}

function toTicks(value: number): number {
  return Math.max(1, Math.round(value));
}

/** One step of `minutes` (may be fractional) from `ticks`, pulled gently toward `anchor`. */
function step(ticks: number, anchor: number, minutes: number, random: Random, volatility: number): number {
  const pull = -REVERSION_PER_MINUTE * minutes * Math.log(ticks / anchor);
  return ticks * Math.exp(pull + volatility * Math.sqrt(minutes) * gaussian(random));
}

/** The live walk: advanced by the simulator on every tick. */
export class PriceWalk {
  private value: number;

  constructor(
    start: number,
    private readonly anchor: number,
    private readonly random: Random,
    private readonly volatility = MINUTE_VOLATILITY,
  ) {
    this.value = start;
  }

  get ticks(): number {
    return toTicks(this.value);
  }

  advance(elapsedMs: number): number {
    this.value = Math.max(1, step(this.value, this.anchor, elapsedMs / MINUTE_MS, this.random, this.volatility));
    return this.ticks;
  }
}

/**
 * Minute closes of a history that ENDS at `endTicks` (oldest first): the walk is drawn forward
 * and then shifted so its last close is the current reference price, which keeps the chart's
 * right edge where the live market starts.
 */
export function closesEndingAt(
  endTicks: number,
  minutes: number,
  random: Random,
  volatility = MINUTE_VOLATILITY,
): number[] {
  if (minutes <= 0) return [];
  const logs: number[] = [0];
  for (let i = 1; i < minutes; i++) {
    logs.push((logs[i - 1] as number) + volatility * gaussian(random));
  }
  const shift = Math.log(endTicks) - (logs[minutes - 1] ?? 0);
  return logs.map((log) => toTicks(Math.exp(log + shift)));
}

/** Minute closes continuing from `startTicks` (the last stored close), e.g. over downtime. */
export function closesFrom(
  startTicks: number,
  anchor: number,
  minutes: number,
  random: Random,
  volatility = MINUTE_VOLATILITY,
): number[] {
  const closes: number[] = [];
  let value = startTicks;
  for (let i = 0; i < minutes; i++) {
    value = Math.max(1, step(value, anchor, 1, random, volatility));
    closes.push(toTicks(value));
  }
  return closes;
}
