import Big from 'big.js';
import { assertDigitCount, DEFAULT_DECIMALS, decimal } from './decimal.ts';
import { fullwidthToAscii } from './fullwidth.ts';

export interface FuturesNumberOptions {
  /** No minus sign (default true). Zero stays allowed: use `min` to refuse it. */
  readonly positiveOnly?: boolean;
  /** Most digits after the point (default 2). */
  readonly decimals?: number;
  /** Price digits: most digits before the point, leading zeros not counted (default unlimited). */
  readonly priceDigits?: number;
  /** Bounds applied when the field is left, as decimal strings the filter itself accepts. */
  readonly min?: string;
  readonly max?: string;
}

/**
 * Futures number while typing: the decimal filter (see decimal.ts) with `decimals`, the integer
 * part cut to `priceDigits`, and, unless `positiveOnly`, a minus sign kept when it is the first
 * character ("-", "-0." and "-0" are steps toward a negative number). A minus anywhere else, or
 * any minus when `positiveOnly`, is dropped. min and max are not applied here, so the user can
 * pass through "0.0" on the way to "0.05" when the minimum is "0.01".
 */
export function futuresNumber(value: string, options: FuturesNumberOptions = {}): string {
  const { positiveOnly = true, decimals = DEFAULT_DECIMALS, priceDigits } = options;
  const ascii = fullwidthToAscii(value);
  const sign = !positiveOnly && ascii.startsWith('-') ? '-' : '';
  const number = decimal(ascii, decimals);
  if (priceDigits === undefined) return sign + number;
  assertDigitCount('priceDigits', priceDigits, 1);
  const point = number.indexOf('.');
  const integer = point < 0 ? number : number.slice(0, point);
  return sign + integer.slice(0, priceDigits) + (point < 0 ? '' : number.slice(point));
}

/**
 * Futures number when the field is left: the typing filter, then no trailing point, no sign on
 * zero ("-0.0" -> "0.0"), and the value clamped into [min, max]. An empty field (or a lone "-")
 * becomes "" and is not clamped: whether a value is required is the form's decision.
 */
export function commitFuturesNumber(value: string, options: FuturesNumberOptions = {}): string {
  const { min, max } = options;
  for (const bound of [min, max]) {
    if (bound !== undefined && unboundedCommit(bound, options) !== bound) {
      throw new RangeError(`futures number bound "${bound}" is not a number these options accept`);
    }
  }
  if (min !== undefined && max !== undefined && new Big(min).gt(max)) throw new RangeError('min is above max');

  const committed = unboundedCommit(value, options);
  if (committed === '') return committed;
  if (min !== undefined && new Big(committed).lt(min)) return min;
  if (max !== undefined && new Big(committed).gt(max)) return max;
  return committed;
}

function unboundedCommit(value: string, options: FuturesNumberOptions): string {
  const typed = futuresNumber(value, options).replace(/\.$/, '');
  if (typed === '-') return '';
  return /^-0(\.0*)?$/.test(typed) ? typed.slice(1) : typed;
}
