import Big from 'big.js';

/**
 * Decimal helpers shared by the trade model. Prices and amounts stay decimal strings or Big
 * values from the wire to the screen; none of these ever goes through a JS number.
 */

/** A Big constructor that truncates: a division result must never round up past what is affordable. */
const Truncating = Big();
Truncating.RM = Big.roundDown;

/** Plain notation always: Big's toString switches to exponents below 1e-7 ("1e-8"). */
export function plain(value: Big): string {
  return value.toFixed();
}

const DECIMAL_TEXT = /^\d+(\.\d*)?$/;

/** The Big of a typed or received non-negative decimal ("1." counts), undefined for anything else. */
export function parseDecimal(text: string): Big | undefined {
  return DECIMAL_TEXT.test(text) ? new Big(text) : undefined;
}

/** Digits after the point as written ("0.010" -> 3). */
export function fractionDigits(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** The largest multiple of `step` not above `value` (step > 0). Exact: mod never rounds. */
export function floorToStep(value: Big, step: Big): Big {
  return value.minus(value.mod(step));
}

/** The smallest multiple of `step` not below `value` (step > 0). */
export function ceilToStep(value: Big, step: Big): Big {
  const rest = value.mod(step);
  return rest.eq(0) ? value : value.minus(rest).plus(step);
}

export function isMultipleOf(value: Big, step: Big): boolean {
  return value.mod(step).eq(0);
}

/** a / b cut (not rounded) to `decimals` places. */
export function divideDown(a: Big, b: Big, decimals: number): Big {
  return new Truncating(a).div(b).round(decimals, Big.roundDown);
}

/**
 * The shortest form of a non-negative decimal string ("65000.50" -> "65000.5", "007" -> "7"),
 * so that two spellings of one price are one order-book level. Returns the very same string when
 * it already is (what the engine publishes), so the hot path allocates nothing.
 */
export function shortestDecimal(text: string): string {
  let start = 0;
  while (start < text.length - 1 && text[start] === '0' && text[start + 1] !== '.') start++;
  let end = text.length;
  if (text.includes('.')) {
    while (text[end - 1] === '0') end--;
    if (text[end - 1] === '.') end--;
  }
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * Compares two non-negative decimal strings in their shortest form: more integer digits is
 * larger, then digit by digit. Sorting a thousand book levels this way needs no Big per level.
 */
export function compareDecimals(a: string, b: string): number {
  const aPoint = integerLength(a);
  const bPoint = integerLength(b);
  if (aPoint !== bPoint) return aPoint - bPoint;
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index++) {
    // Past its end a shortest-form string is smaller: the other one still has a non-zero digit.
    const aCode = index < a.length ? a.charCodeAt(index) : -1;
    const bCode = index < b.length ? b.charCodeAt(index) : -1;
    if (aCode !== bCode) return aCode - bCode;
  }
  return 0;
}

function integerLength(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? text.length : point;
}

/** True for "0", "0.000" and the like: the quantity that removes a book level. */
export function isZeroDecimal(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== 48 && code !== 46) return false;
  }
  return true;
}
