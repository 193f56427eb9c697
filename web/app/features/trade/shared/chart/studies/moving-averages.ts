/**
 * Moving averages, computed bar by bar. Every study here keeps the state of the closed bars and
 * works out the bar still forming from it without keeping it (`peek`): a live tick costs one step,
 * never a pass over the history. Floats: these are drawn lines, never amounts of money.
 */

/** A study fed one value per closed bar (`next`), that can value the bar still forming (`peek`). */
export interface Study<Out> {
  /** Takes a closed bar's value in; returns the study's value at that bar (undefined while warming up). */
  next(value: number): Out | undefined;
  /** The study's value if the next bar closed at `value`, without taking it in. */
  peek(value: number): Out | undefined;
}

/** Simple moving average of the last `period` values. */
export function simpleAverage(period: number): Study<number> {
  const window: number[] = [];
  let sum = 0;
  const valueWith = (value: number): number | undefined => {
    if (window.length + 1 < period) return undefined;
    const dropped = window.length === period ? (window[0] ?? 0) : 0;
    return (sum - dropped + value) / period;
  };
  return {
    next(value) {
      const average = valueWith(value);
      window.push(value);
      sum += value;
      if (window.length > period) sum -= window.shift() ?? 0;
      return average;
    },
    peek: valueWith,
  };
}

/**
 * Exponential moving average, weight 2 / (period + 1), started from the simple average of the
 * first `period` values (as the usual charting packages start it).
 */
export function exponentialAverage(period: number): Study<number> {
  const weight = 2 / (period + 1);
  let count = 0;
  let seedSum = 0;
  let average = 0;
  const valueWith = (value: number): number | undefined => {
    if (count + 1 < period) return undefined;
    if (count + 1 === period) return (seedSum + value) / period;
    return average + weight * (value - average);
  };
  return {
    next(value) {
      const next = valueWith(value);
      count += 1;
      if (count <= period) seedSum += value;
      if (next !== undefined) average = next;
      return next;
    },
    peek: valueWith,
  };
}
