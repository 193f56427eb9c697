import { type CurrencyCode, currencySymbols } from '@vela/contracts/currency-table';
import { movePoint, multiplyToFixed } from '../../lib/format/exact-decimal.ts';
import { formatCompact, formatPercentChange } from '../../lib/format/number.ts';

/** The market tables' figures, through the app's one number module (lib/format/number.ts). */

export { formatCompact };

/** A USDT volume in the pricing currency, compact, with the currency's symbol; undefined until the rate is known. */
export function formatCompactInPricingCurrency(
  usdtAmount: string,
  rate: string | undefined,
  currency: CurrencyCode,
  localeTag: string,
): string | undefined {
  if (rate === undefined) return undefined;
  return `${currencySymbols[currency]}${formatCompact(multiplyToFixed(usdtAmount, rate, 0), localeTag)}`;
}

/** A 24 h change such as "2.5" (per cent, signed decimal string) as the locale writes it: "+2.50%", "+2,50 %". */
export function formatChangePercent(changePercent: string, localeTag: string): string {
  return formatPercentChange(changePercent, localeTag);
}

/**
 * A funding rate such as "0.0001" (a fraction per interval, signed) as the locale writes it, to
 * four decimals of a per cent: "+0.0100%". A rate that rounds to zero shows no sign.
 */
export function formatFundingRate(rate: string, localeTag: string): string {
  return formatPercentChange(movePoint(rate, 2), localeTag, 4);
}

/** A listing day as the spec writes dates, YYYY/MM/DD: the calendar day of the listing (UTC), in every zone. */
export function formatListingDay(listedAt: string): string {
  return listedAt.slice(0, 10).replaceAll('-', '/');
}

/**
 * Decimals for a price shown in USDT terms when it is quoted in another asset: as many significant
 * places as the pair's own precision gives (ETH_BTC's 5 decimals at BTC ~ 95,000 USDT: 1; a float
 * estimate only chooses how many digits to show).
 */
export function usdtPricePrecision(pricePrecision: number, quoteInUsdt: string): number {
  return Math.max(0, pricePrecision - Math.floor(Math.log10(Number(quoteInUsdt))));
}
