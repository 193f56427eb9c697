import { defaultLocale, type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import { serializeCookie } from '../lib/cookies.ts';

/** The spec's locale cookie: name i18n_redirected, 365 days, path /, SameSite=Lax. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeCookie(locale: LocaleCode): string {
  return serializeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
}

/**
 * Picks the first browser language that matches an offered locale: the exact tag first
 * (pt-PT), then the language alone (pt -> the first offered pt_* locale). zh-Hant / zh-HK / zh-MO
 * count as Traditional Chinese.
 */
export function matchBrowserLanguages(
  languages: readonly string[],
  offered: readonly LocaleCode[],
): LocaleCode | undefined {
  for (const raw of languages) {
    const tag = raw.trim().replace('_', '-').toLowerCase();
    if (!tag || tag === '*') continue;
    const exact = offered.find((code) => localeByCode[code].tag.toLowerCase() === tag);
    if (exact) return exact;
    const traditional = /^zh-(hant|hk|mo|tw)/.test(tag);
    if (traditional && offered.includes('zh_TW')) return 'zh_TW';
    const language = tag.split('-')[0];
    const sameLanguage = offered.find(
      (code) => localeByCode[code].tag.toLowerCase().split('-')[0] === language && !(traditional && code === 'zh_CN'),
    );
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

const LANGUAGE_TAG = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i;

/** Accept-Language header -> tags by descending quality (q=0 and malformed entries dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => LANGUAGE_TAG.test(entry.tag) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
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
