import { matchBrowserLanguages } from '@vela/contracts/browser-languages';
import { defaultLocale, type LocaleCode } from '@vela/contracts/locale-table';
import { serializeCookie } from '../lib/http/cookies.ts';

export { matchBrowserLanguages, parseAcceptLanguage } from '@vela/contracts/browser-languages';

/** The spec's locale cookie: name i18n_redirected, 365 days, path /, SameSite=Lax. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeCookie(locale: LocaleCode): string {
  return serializeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
}

export interface DocumentLocaleInput {
  /** Locale named by the URL prefix, if any. */
  routeLocale: LocaleCode | undefined;
  cookieLocale: LocaleCode | undefined;
  browserLanguages: readonly string[];
  offered: readonly LocaleCode[];
}

export interface DocumentLocaleDecision {
  locale: LocaleCode;
  /** Set when the visitor should be sent to the same page under `locale`. */
  redirect: boolean;
  /** Set when the locale cookie must be written (first visit, or it disagrees with the page). */
  writeCookie: boolean;
}

/**
 * Locale of a document request (spec 2.1): the route's locale, then the cookie, then the browser
 * languages, then en_US. The browser may move a visitor only on the first visit (no cookie yet)
 * and only to an offered locale; afterwards the route wins.
 */
export function decideDocumentLocale(input: DocumentLocaleInput): DocumentLocaleDecision {
  const { routeLocale, cookieLocale, browserLanguages, offered } = input;
  if (routeLocale) return { locale: routeLocale, redirect: false, writeCookie: cookieLocale !== routeLocale };
  if (cookieLocale) return { locale: defaultLocale, redirect: false, writeCookie: cookieLocale !== defaultLocale };
  const fromBrowser = matchBrowserLanguages(browserLanguages, offered);
  const fallback = offered.includes(defaultLocale) ? defaultLocale : (offered[0] ?? defaultLocale);
  const locale = fromBrowser ?? fallback;
  return { locale, redirect: locale !== defaultLocale, writeCookie: true };
}
