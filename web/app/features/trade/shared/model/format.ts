import type { SpotMarket } from '@vela/contracts/markets';
import {
  formatCompact,
  formatFixed,
  formatPercent,
  formatPercentChange,
  formatSignedFixed,
} from '../../../../lib/format/number.ts';

/**
 * The terminal's numbers at the market's precision, through the app's one number module
 * (lib/format/number.ts): prices and amounts rounded half-up to the market's decimals, totals in
 * the quote asset at the price's.
 */

export { formatFixed, formatPercent, formatPercentChange };

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

/** A 24 h volume in the locale's compact notation ("1.23M", "123.46万"). */
export function formatCompactVolume(volume: string, locale: string): string {
  return formatCompact(volume, locale);
}

/** A signed price difference at the market's precision: "+12.50", "-12.50", "0.00" when it rounds to zero. */
export function formatSignedPrice(
  difference: string,
  market: Pick<SpotMarket, 'pricePrecision'>,
  locale: string,
): string {
  return formatSignedFixed(difference, market.pricePrecision, locale);
}
