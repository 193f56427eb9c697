import { formatAssetAmount } from '../../../lib/format/number.ts';
import { AMOUNT_DECIMALS } from './earn-terms.ts';

type Numeric = `${number}`;

const formatters = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A plain decimal string cut (never rounded up) to `places` decimals. */
export function cutDecimal(value: string, places: number): string {
  const point = value.indexOf('.');
  return point < 0 || value.length - point - 1 <= places ? value : value.slice(0, point + 1 + places);
}

/** An earn amount grouped per locale, cut (never rounded up) to 8 places, as every asset amount. */
export function formatEarnAmount(value: string, localeTag: string): string {
  return formatAssetAmount(value, localeTag, AMOUNT_DECIMALS);
}

/** An APR given as a fraction ("0.0525") as the locale writes a percentage ("5.25%", "5,25 %", "%5,25"). */
export function formatApr(apr: string, localeTag: string): string {
  return cached(
    `apr|${localeTag}`,
    () => new Intl.NumberFormat(localeTag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 4 }),
  ).format(apr as Numeric);
}

/** A price in the quote asset, grouped, as many places as it has (up to 8). */
export function formatPrice(value: string, localeTag: string): string {
  return formatAssetAmount(value, localeTag);
}
