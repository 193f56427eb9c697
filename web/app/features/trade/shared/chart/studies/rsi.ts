import type { Study } from './moving-averages.ts';

/**
 * Relative strength index (Wilder): average gain and loss of the last `period` changes, the
 * first averages simple, the later ones smoothed by (previous x (period - 1) + change) / period.
 */
export function relativeStrength(period: number): Study<number> {
  let previous: number | undefined;
  let changes = 0;
  let gain = 0;
  let loss = 0;
  const averagesWith = (value: number) => {
    if (previous === undefined) return undefined;
    const change = value - previous;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (changes + 1 < period) return { gain: gain + up, loss: loss + down, ready: false };
    if (changes + 1 === period) return { gain: (gain + up) / period, loss: (loss + down) / period, ready: true };
    return { gain: (gain * (period - 1) + up) / period, loss: (loss * (period - 1) + down) / period, ready: true };
  };
  const index = (averages: { gain: number; loss: number; ready: boolean } | undefined) => {
    if (!averages?.ready) return undefined;
    if (averages.loss === 0) return averages.gain === 0 ? 50 : 100;
    return 100 - 100 / (1 + averages.gain / averages.loss);
  };
  return {
    next(value) {
      const averages = averagesWith(value);
      previous = value;
      if (averages) {
        changes += 1;
        gain = averages.gain;
        loss = averages.loss;
      }
      return index(averages);
    },
    peek: (value) => index(averagesWith(value)),
  };
}
