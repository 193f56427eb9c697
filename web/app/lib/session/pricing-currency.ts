import type { CurrencyCode } from '@vela/contracts/currencies';
import { serializeCookie } from '../http/cookies.ts';
import { writeText } from './storage.ts';

/** Mirrors the choice for the server's first render (the spec's "local storage or cookie"). */
export const PRICING_CURRENCY_COOKIE = 'pricingCurrency';

/** Remembers the pricing currency in this browser: local storage and the cookie the server reads. */
export function rememberPricingCurrency(currency: CurrencyCode): void {
  writeText('pricingCurrency', currency);
  document.cookie = serializeCookie(PRICING_CURRENCY_COOKIE, currency, { maxAgeSeconds: 31_536_000 });
}
