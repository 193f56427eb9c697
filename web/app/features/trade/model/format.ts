import type { SpotMarket } from '@vela/contracts/markets';
import Big from 'big.js';

/**
 * Display of prices, amounts and totals from their decimal strings. Big decides the digits
 * (rounded half-up to the market's precision); Intl only groups and localizes them. Intl is given
 * the decimal string itself, which current engines read exactly, so 18-digit values keep every
 * digit.
 */

type Numeric = `${number}`;

const formatters = new Map<string, Intl.NumberFormat>();

/** Formatters are costly to build and a book redraw formats hundreds of cells: one per style. */
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

// A live book shows the same prices and sizes frame after frame: their text is kept, up to a bound.
const formatted = new Map<string, string>();
const FORMATTED_KEPT = 5000;

/** `value` rounded half-up to `digits` decimals, grouped per locale, always showing `digits` decimals. */
export function formatFixed(value: string, digits: number, locale: string): string {
  const key = `${locale}|${digits}|${value}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const rounded = new Big(value).toFixed(digits, Big.roundHalfUp) as Numeric;
    text = formatter(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(rounded);
    if (formatted.size >= FORMATTED_KEPT) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

export function formatPrice(price: string, market: Pick<SpotMarket, 'pricePrecision'>, locale: string): string {
  return formatFixed(price, market.pricePrecision, locale);
}

export function formatAmount(amount: string, market: Pick<SpotMarket, 'amountPrecision'>, locale: string): string {
  return formatFixed(amount, market.amountPrecision, locale);
}

/** A quote-asset value (price x amount): same asset as the price, so the price precision. */
export function formatTotal(total: string, market: Pick<SpotMarket, 'pricePrecision'>, locale: string): string {
  return formatFixed(total, market.pricePrecision, locale);
}

/**
 * A 24 h volume in the locale's compact notation ("1.23M", "123.46万"). Display only: it keeps
 * three or four significant digits, so it never needs exact arithmetic, and an engine that read
 * the string as a Number would show the same text.
 */
export function formatCompactVolume(volume: string, locale: string): string {
  return formatter(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(volume as Numeric);
}

/**
 * A change already in percent ("1.23", "-0.5", as the ticker carries it) with its sign and the
 * locale's percent form ("+1.23%", "-0.50%", "+%1,23" in Turkish). Zero, and a change that rounds
 * to zero, shows no sign: "-0.00%" would read as a fall.
 */
export function formatPercentChange(changePercent: string, locale: string, digits = 2): string {
  const ratio = new Big(changePercent).div(100).toFixed() as Numeric;
  return formatter(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(ratio);
}

/**
 * A signed price difference ("-12.5", as the ticker's change) at the market's precision with
 * its sign: "+12.50", "-12.50", and "0.00" without a sign when it rounds to zero.
 */
export function formatSignedPrice(
  difference: string,
  market: Pick<SpotMarket, 'pricePrecision'>,
  locale: string,
): string {
  const value = new Big(difference);
  const text = formatFixed(value.abs().toFixed(), market.pricePrecision, locale);
  if (value.abs().round(market.pricePrecision, Big.roundHalfUp).eq(0)) return text;
  return `${value.lt(0) ? '-' : '+'}${text}`;
}

/** A non-negative percentage ("0.0012", already in percent) in the locale's percent form. */
export function formatPercent(percent: string, locale: string, digits = 2): string {
  const ratio = new Big(percent).div(100).toFixed() as Numeric;
  return formatter(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(ratio);
}
