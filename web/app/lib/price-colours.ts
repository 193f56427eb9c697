import { readCookie, serializeCookie } from './http/cookies.ts';

/**
 * Which way the profit/loss colours run (spec 4 "Default accent colour upgreen"): `upgreen` shows
 * rises and buys green, falls and sells red; `upred` the inverse, as East-Asian traders expect.
 */
export type PriceColours = 'upgreen' | 'upred';

/** In a cookie, like the theme, so the server renders the chosen colours from the first paint. */
export const PRICE_COLOURS_COOKIE = 'vela_price_colours';
export const DEFAULT_PRICE_COLOURS: PriceColours = 'upgreen';

export function isPriceColours(value: unknown): value is PriceColours {
  return value === 'upgreen' || value === 'upred';
}

export function priceColoursFromCookieHeader(cookieHeader: string | null): PriceColours {
  const value = readCookie(cookieHeader, PRICE_COLOURS_COOKIE);
  return isPriceColours(value) ? value : DEFAULT_PRICE_COLOURS;
}

/** Lasts a year, as the theme's. */
export function priceColoursCookie(choice: PriceColours): string {
  return serializeCookie(PRICE_COLOURS_COOKIE, choice, { maxAgeSeconds: 31_536_000 });
}
