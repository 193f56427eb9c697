/**
 * The few decimal operations the app shell and the home page need (the header's total in the
 * pricing currency, the account session's "filled more" check, the market table's figures), exact
 * on bigint, so their first load carries no decimal library: big.js stays with the screens that
 * compute with money.
 */

interface Scaled {
  /** The value times 10^scale. */
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function scaled(text: string): Scaled {
  const match = DECIMAL.exec(text.trim());
  if (!match || `${match[2]}${match[3] ?? ''}` === '') throw new TypeError(`not a decimal: ${text}`);
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = Number(exponentText ?? 0);
  let scale = fraction.length - exponent;
  let digits = `${whole}${fraction}` || '0';
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

const pow10 = (n: number) => 10n ** BigInt(n);

function aligned(a: Scaled, b: Scaled): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale)];
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (decimal strings, plain or with an exponent). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [left, right] = aligned(scaled(a), scaled(b));
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The plain decimal text of units x 10^-scale ("-0.025"), without trailing zeros. */
function plainText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The value times 10^places, exactly ("2.5", -2 -> "0.025"): per cent to fraction and back. */
export function movePoint(text: string, places: number): string {
  const { units, scale } = scaled(text);
  const moved = scale - places;
  return moved >= 0 ? plainText(units, moved) : plainText(units * pow10(-moved), 0);
}

/** How a value loses the decimals it cannot show: half away from zero, or cut toward zero. */
export type Rounding = 'half-up' | 'down';

/** units x 10^-scale at `digits` decimals, written with exactly that many ("-0.001" -> "0.00"). */
function toFixedDigits(units: bigint, scale: number, digits: number, rounding: Rounding): string {
  let value = units;
  if (scale > digits) {
    const divisor = pow10(scale - digits);
    const negative = value < 0n;
    const magnitude = negative ? -value : value;
    let rounded = magnitude / divisor;
    if (rounding === 'half-up' && (magnitude % divisor) * 2n >= divisor) rounded += 1n;
    value = negative ? -rounded : rounded;
  } else {
    value *= pow10(digits - scale);
  }
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const fixed = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative ? `-${fixed}` : fixed;
}

/** a x b rounded half away from zero to `digits` decimals, written with exactly that many. */
export function multiplyToFixed(a: string, b: string, digits: number): string {
  const left = scaled(a);
  const right = scaled(b);
  return toFixedDigits(left.units * right.units, left.scale + right.scale, digits, 'half-up');
}

/** The value at `digits` decimals, written with exactly that many ("1.005", 2 -> "1.01"; cut: "1.00"). */
export function roundToFixed(text: string, digits: number, rounding: Rounding = 'half-up'): string {
  const { units, scale } = scaled(text);
  return toFixedDigits(units, scale, digits, rounding);
}

/** The same value without trailing zeros ("10.500" -> "10.5", "3.00" -> "3", "-0.0" -> "0"). */
export function withoutTrailingZeros(text: string): string {
  const { units, scale } = scaled(text);
  return plainText(units, scale);
}

/** -1, 0 or 1: the sign of a decimal string. */
export function signOf(text: string): -1 | 0 | 1 {
  const { units } = scaled(text);
  return units < 0n ? -1 : units > 0n ? 1 : 0;
}
