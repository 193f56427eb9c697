import { type CurrencyCode, currencySymbols } from '@vela/contracts/currency-table';
import { multiplyToFixed } from './exact-decimal.ts';
import { formatFixed } from './number.ts';

const fractionDigitsCache = new Map<string, number>();

/** The currency's usual number of decimals (JPY, KRW, VND: 0; most: 2), as Intl knows it. */
export function fractionDigits(currency: CurrencyCode): number {
  let digits = fractionDigitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * A USDT amount shown in the pricing currency: amount x rate in decimal arithmetic, rounded to
 * the currency's decimals (or more, for small prices), grouped per locale, with the spec's currency symbol in front. Returns
 * undefined when the rate is not known yet.
 */
export function formatInPricingCurrency(
  usdtAmount: string,
  rate: string | undefined,
  currency: CurrencyCode,
  localeTag: string,
  /** At least this many decimals (a market's price precision), where the currency has fewer. */
  minimumDigits = 0,
): string | undefined {
  if (rate === undefined) return undefined;
  const digits = Math.max(fractionDigits(currency), minimumDigits);
  return `${currencySymbols[currency]}${formatFixed(multiplyToFixed(usdtAmount, rate, digits), digits, localeTag)}`;
}
