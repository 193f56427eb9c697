import type { Decimal } from '@vela/contracts/futures-margin-rounding';
import Big from 'big.js';

export type { Decimal };

/** How a value between two ticks is brought onto the grid. */
export type TickRounding = 'nearest' | 'toward-zero';

/**
 * `value` on the grid of `tickSize`: 'nearest' rounds half up (away from zero on a tie),
 * 'toward-zero' drops the part below a tick. Ticks of the platform are decimal fractions
 * ("0.01", "0.5"), so value / tick is exact at big.js's 20 places.
 */
export function roundToTick(value: Decimal, tickSize: Decimal, rounding: TickRounding): Big {
  const tick = new Big(tickSize);
  if (tick.lte(0)) throw new RangeError(`invalid tick size ${tick.toFixed()}`);
  const ticks = new Big(value).div(tick).round(0, rounding === 'nearest' ? Big.roundHalfUp : Big.roundDown);
  return ticks.times(tick);
}

/** `value` bounded to [-limit, +limit]; `limit` is not negative. */
export function clamp(value: Big, limit: Big): Big {
  if (value.gt(limit)) return limit;
  if (value.lt(limit.neg())) return limit.neg();
  return value;
}
