import type { Study } from './moving-averages.ts';

export interface BollingerValue {
  readonly upper: number;
  readonly middle: number;
  readonly lower: number;
}

/**
 * Bollinger bands: the simple average of the last `period` values, and `width` standard
 * deviations (of the population, as Bollinger defines them) above and below it.
 */
export function bollingerBands(period: number, width: number): Study<BollingerValue> {
  const window: number[] = [];
  const valueWith = (value: number): BollingerValue | undefined => {
    if (window.length + 1 < period) return undefined;
    const start = window.length === period ? 1 : 0;
    let sum = value;
    for (let index = start; index < window.length; index += 1) sum += window[index] ?? 0;
    const middle = sum / period;
    let squares = (value - middle) ** 2;
    for (let index = start; index < window.length; index += 1) squares += ((window[index] ?? 0) - middle) ** 2;
    const deviation = Math.sqrt(squares / period);
    return { upper: middle + width * deviation, middle, lower: middle - width * deviation };
  };
  return {
    next(value) {
      const bands = valueWith(value);
      window.push(value);
      if (window.length > period) window.shift();
      return bands;
    },
    peek: valueWith,
  };
}
