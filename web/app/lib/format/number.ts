import { movePoint, type Rounding, roundToFixed, signOf, withoutTrailingZeros } from './exact-decimal.ts';

/**
 * Every number the app shows, from its decimal string: the digits are decided here in exact
 * decimal arithmetic (never through a float), and Intl only groups and localizes them. Intl is
 * given the decimal string itself, which current engines read exactly, so 18-digit values keep
 * every digit. The rules:
 * - a price, a total or a money value has a fixed number of decimals (the market's precision,
 *   the currency's), rounded half away from zero: "0.00", never a bare "0";
 * - an asset amount (a balance, a ledger change) is cut to the asset's precision, never rounded
 *   up past what is held, and shows no trailing zeros: "0", "0.1", "10,000";
 * - a sign is shown on changes only, and never on a value that rounds to zero ("-0.00" would read
 *   as a loss).
 * Money in a pricing currency (with its symbol) is money.ts, built on the same rules.
 */

type Numeric = `${number}`;

/** Decimals every wallet keeps for an asset (the ledger's precision): an amount never shows more. */
export const ASSET_DECIMALS = 8;

const formats = new Map<string, Intl.NumberFormat>();

/** Formatters are costly to build and a book redraw formats hundreds of cells: one per style. */
function numberFormat(localeTag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, options);
    formats.set(key, format);
  }
  return format;
}

// A live book shows the same prices and sizes frame after frame: their text is kept, up to a bound.
const fixedTexts = new Map<string, string>();
const FIXED_TEXTS_KEPT = 5000;

/** `value` at exactly `digits` decimals (half away from zero unless cut), grouped per locale. */
export function formatFixed(value: string, digits: number, localeTag: string, rounding: Rounding = 'half-up'): string {
  const key = `${localeTag}|${digits}|${rounding}|${value}`;
  let text = fixedTexts.get(key);
  if (text === undefined) {
    const fixed = roundToFixed(value, digits, rounding) as Numeric;
    text = numberFormat(localeTag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fixed);
    if (fixedTexts.size >= FIXED_TEXTS_KEPT) fixedTexts.clear();
    fixedTexts.set(key, text);
  }
  return text;
}

/** A signed difference at `digits` decimals: "+12.50", "-12.50", and "0.00" when it rounds to zero. */
export function formatSignedFixed(value: string, digits: number, localeTag: string): string {
  const fixed = roundToFixed(value, digits);
  const sign = signOf(fixed);
  const text = formatFixed(sign < 0 ? fixed.slice(1) : fixed, digits, localeTag);
  return sign === 0 ? text : `${sign < 0 ? '-' : '+'}${text}`;
}

/**
 * An asset amount cut to `digits` decimals (the asset's precision), without trailing zeros but
 * with at least `minimumDigits`: "10,000", "0.1", "0"; "5.00" with two.
 */
export function formatAssetAmount(
  value: string,
  localeTag: string,
  digits = ASSET_DECIMALS,
  minimumDigits = 0,
): string {
  const shown = withoutTrailingZeros(roundToFixed(value, digits, 'down')) as Numeric;
  return numberFormat(localeTag, {
    minimumFractionDigits: Math.min(minimumDigits, digits),
    maximumFractionDigits: digits,
  }).format(shown);
}

/** A change of an asset amount with its sign: "+1,000", "-0.5", and "0" for no change. */
export function formatSignedAssetAmount(value: string, localeTag: string, digits = ASSET_DECIMALS): string {
  const shown = withoutTrailingZeros(roundToFixed(value, digits, 'down')) as Numeric;
  return numberFormat(localeTag, { maximumFractionDigits: digits, signDisplay: 'exceptZero' }).format(shown);
}

/**
 * A percentage given in per cent ("1.23", "-0.5") in the locale's percent form, at `digits`
 * decimals: "1.23%", "1,23 %", "%1,23".
 */
export function formatPercent(percent: string, localeTag: string, digits = 2): string {
  const ratio = movePoint(roundToFixed(percent, digits), -2) as Numeric;
  return numberFormat(localeTag, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(ratio);
}

/** A change in per cent with its sign: "+1.23%", "-0.50%", and "0.00%" when it rounds to zero. */
export function formatPercentChange(changePercent: string, localeTag: string, digits = 2): string {
  const ratio = movePoint(roundToFixed(changePercent, digits), -2) as Numeric;
  return numberFormat(localeTag, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(ratio);
}

/**
 * A volume in the locale's compact notation ("1.23M", "123.46万"). Display only: it keeps three
 * or four significant digits, so it never needs exact arithmetic.
 */
export function formatCompact(value: string, localeTag: string): string {
  return numberFormat(localeTag, { notation: 'compact', maximumFractionDigits: 2 }).format(value as Numeric);
}

/** A whole count or limit ("1,000", "1 000"): counts are never money. */
export function formatCount(count: number, localeTag: string): string {
  return numberFormat(localeTag, { maximumFractionDigits: 0 }).format(count);
}
