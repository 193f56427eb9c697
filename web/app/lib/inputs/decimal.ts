import { fullwidthToAscii } from './fullwidth.ts';

/** Spec section 9: amounts take 2 decimals unless the field says otherwise. */
export const DEFAULT_DECIMALS = 2;

export function assertDigitCount(name: string, count: number, least: number): void {
  if (!Number.isInteger(count) || count < least) throw new RangeError(`${name} must be an integer >= ${least}`);
}

function stripLeadingZeros(integer: string): string {
  return integer.replace(/^0+(?=\d)/, '');
}

/**
 * Decimal while typing. Keeps the digits and the first point (a CJK IME's "．" and "。" count as
 * the point); later points and every other character, commas included, are dropped: a comma may
 * be a grouping separator ("1,234.5") so reading it as a point could change the amount tenfold.
 * Leading zeros go ("007.5" -> "7.5", "00" -> "0"), a bare point gets its zero (".5" -> "0.5"),
 * the fraction is cut to `maxDecimals` (never rounded: the user never gets more than typed) and
 * a trailing point stays ("1.") so the next digit can follow. With `maxDecimals` 0 the first
 * point ends the number ("1.5" -> "1").
 */
export function decimal(value: string, maxDecimals = DEFAULT_DECIMALS): string {
  assertDigitCount('maxDecimals', maxDecimals, 0);
  const kept = fullwidthToAscii(value)
    .replaceAll('。', '.')
    .replace(/[^0-9.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return stripLeadingZeros(kept);
  const integer = stripLeadingZeros(kept.slice(0, point));
  if (maxDecimals === 0) return integer;
  const fraction = kept
    .slice(point + 1)
    .replaceAll('.', '')
    .slice(0, maxDecimals);
  return `${integer || '0'}.${fraction}`;
}

/** Decimal when the field is left: as while typing, without the trailing point ("1." -> "1"). */
export function commitDecimal(value: string, maxDecimals = DEFAULT_DECIMALS): string {
  return decimal(value, maxDecimals).replace(/\.$/, '');
}

/**
 * Reads a comma the user just typed (ending at `caret`) as the decimal point. iOS shows the
 * locale's separator on a decimal keypad, a comma in fr, es, pt, ru, uk, tr and vi, and the
 * numpad key of those keyboards types one too: without this those users could not type a point.
 * Pasted text does not come through here, so its commas stay grouping separators.
 */
export function typedCommaAsPoint(value: string, caret: number): string {
  return value[caret - 1] === ',' ? `${value.slice(0, caret - 1)}.${value.slice(caret)}` : value;
}
