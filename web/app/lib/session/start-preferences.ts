import { type CurrencyCode, currencyCodeSchema, defaultCurrency } from '@vela/contracts/currencies';
import { defaultLocale, type LocaleCode } from '@vela/contracts/locale-table';

/**
 * Language choice at start (spec 4): the user's saved language if offered; else the route
 * locale; else en_US; else the first offered language. Each candidate must be offered.
 */
export function resolveStartLanguage(input: {
  savedLanguage: LocaleCode | null | undefined;
  routeLocale: LocaleCode;
  offered: readonly LocaleCode[];
}): LocaleCode {
  const { savedLanguage, routeLocale, offered } = input;
  for (const candidate of [savedLanguage, routeLocale, defaultLocale]) {
    if (candidate && offered.includes(candidate)) return candidate;
  }
  return offered[0] ?? defaultLocale;
}

/**
 * Pricing currency (spec 4): the server preference; else what the browser stored (local storage
 * or cookie); else the default. An unknown code at any step falls through to the next.
 */
export function resolvePricingCurrency(input: {
  serverPreference: string | null | undefined;
  stored: string | null | undefined;
}): CurrencyCode {
  for (const candidate of [input.serverPreference, input.stored]) {
    const parsed = currencyCodeSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return defaultCurrency;
}
