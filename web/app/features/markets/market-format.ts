import { type CurrencyCode, currencySymbols } from '@vela/contracts/currency-table';
import { movePoint, multiplyToFixed } from '../../lib/format/exact-decimal.ts';

const formatOptions = {
  compact: { notation: 'compact', maximumFractionDigits: 2 },
  percent: { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' },
  funding: { style: 'percent', minimumFractionDigits: 4, maximumFractionDigits: 4, signDisplay: 'exceptZero' },
} satisfies Record<string, Intl.NumberFormatOptions>;

const formats = new Map<string, Intl.NumberFormat>();

/** Creating an Intl.NumberFormat costs far more than using one, and every table row formats on each tick. */
function numberFormat(localeTag: string, kind: keyof typeof formatOptions): Intl.NumberFormat {
  const key = `${kind} ${localeTag}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, formatOptions[kind]);
    formats.set(key, format);
  }
  return format;
}

/** A volume rounded and compact ("12.3M"), grouped per locale. Display only, so a Number is harmless here. */
export function formatCompact(value: string, localeTag: string): string {
  return numberFormat(localeTag, 'compact').format(Number(value));
}

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
  const fraction = movePoint(changePercent, -2);
  // Intl formats the decimal string itself (no float in between) in every current engine.
  return numberFormat(localeTag, 'percent').format(fraction as unknown as number);
}

/**
 * A funding rate such as "0.0001" (a fraction per interval, signed) as the locale writes it, to
 * four decimals of a per cent: "+0.0100%". A rate that rounds to zero shows no sign.
 */
export function formatFundingRate(rate: string, localeTag: string): string {
  // Intl formats the decimal string itself (no float in between) in every current engine.
  return numberFormat(localeTag, 'funding').format(rate as unknown as number);
}
