import Big from 'big.js';

/** A price, rate or amount as the margin modules take it: exact, never a binary float. */
export type Decimal = Big | string;

/**
 * Rounding of the margin modules. Sums, differences and products of decimals are exact in big.js,
 * so a formula made of them (notional, maintenance margin, unrealized PnL) is returned exactly. A
 * value is rounded only where a division makes it inexact or where an amount is booked into a
 * wallet, and then always in a stated direction, never "half up":
 *
 * - an amount the user owes or must lock (initial margin, fee, order cost) is rounded up
 *   (toward +infinity) to USDT_DECIMALS: `owed`;
 * - an amount credited to the user (realized PnL, funding, released margin) is rounded toward
 *   -infinity to USDT_DECIMALS: `credited`. A profit is rounded down and a loss, being a
 *   negative credit, grows in magnitude: either way the remainder stays with the exchange.
 *
 * Division goes through a constructor of big.js's own with 0 decimal places and truncation, and
 * the quotient is then corrected by its remainder: floor and ceil of a / b are exact for any a
 * and b, where `a.div(b)` would first round half up at Big.DP places.
 */

/** USDT amounts in the futures wallets have 8 decimals, as on the spot side. */
export const USDT_DECIMALS = 8;

/** Margin ratio and ROE are kept to 8 decimals (0.00000001 = one millionth of a percent). */
export const RATIO_DECIMALS = 8;

export type Direction = 'floor' | 'ceil';

const Truncating = Big();
Truncating.DP = 0;
Truncating.RM = Big.roundDown;

export function toBig(value: Decimal): Big {
  return value instanceof Big ? value : new Big(value);
}

/** Negative zero (from neg() or a product with a negative factor) prints as "-0": never return it. */
function positiveZero(value: Big): Big {
  return value.eq(0) ? new Big(0) : value;
}

/** `value` to `decimals` places, toward -infinity ('floor') or +infinity ('ceil'). */
export function roundTo(value: Big, decimals: number, direction: Direction): Big {
  const awayFromZero = (direction === 'ceil') === value.gt(0);
  return positiveZero(value.round(decimals, awayFromZero ? Big.roundUp : Big.roundDown));
}

/** floor(a / b) or ceil(a / b) as an integer, exactly. Throws on b = 0, as big.js does. */
export function divideToInteger(a: Big, b: Big, direction: Direction): Big {
  const truncated = new Big(new Truncating(a).div(b));
  if (truncated.times(b).eq(a)) return positiveZero(truncated);
  const negative = a.gt(0) !== b.gt(0);
  if (direction === 'floor' && negative) return truncated.minus(1);
  if (direction === 'ceil' && !negative) return truncated.plus(1);
  return positiveZero(truncated);
}

/** a / b to `decimals` places, rounded in `direction`, exactly. */
export function divide(a: Big, b: Big, decimals: number, direction: Direction): Big {
  return positiveZero(divideToInteger(a.times(`1e${decimals}`), b, direction).times(`1e-${decimals}`));
}

/** a / b on the grid of `step` (a tick or a lot): floor or ceil of a / (b x step), times step. */
export function divideToStep(a: Big, b: Big, step: Big, direction: Direction): Big {
  return positiveZero(divideToInteger(a, b.times(step), direction).times(step));
}

/** An amount the user owes or must lock, rounded up to USDT_DECIMALS: see the module comment. */
export function owed(amount: Big): Big {
  return roundTo(amount, USDT_DECIMALS, 'ceil');
}

/** An amount credited to the user (negative: debited), toward -infinity: see the module comment. */
export function credited(amount: Big): Big {
  return roundTo(amount, USDT_DECIMALS, 'floor');
}
