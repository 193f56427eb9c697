import { exponentialAverage, type Study } from './moving-averages.ts';

export interface MacdValue {
  /** Fast average minus slow average. */
  readonly macd: number;
  /** Undefined until the signal average has its first value. */
  readonly signal: number | undefined;
  /** macd - signal. */
  readonly histogram: number | undefined;
}

/** MACD (Appel): fast EMA - slow EMA, its own EMA as the signal line, and their difference. */
export function macd(fast: number, slow: number, signalPeriod: number): Study<MacdValue> {
  const fastAverage = exponentialAverage(fast);
  const slowAverage = exponentialAverage(slow);
  const signalAverage = exponentialAverage(signalPeriod);
  const combine = (fastValue: number | undefined, slowValue: number | undefined, keep: boolean) => {
    if (fastValue === undefined || slowValue === undefined) return undefined;
    const line = fastValue - slowValue;
    const signal = keep ? signalAverage.next(line) : signalAverage.peek(line);
    return { macd: line, signal, histogram: signal === undefined ? undefined : line - signal };
  };
  return {
    next: (value) => combine(fastAverage.next(value), slowAverage.next(value), true),
    peek: (value) => combine(fastAverage.peek(value), slowAverage.peek(value), false),
  };
}
