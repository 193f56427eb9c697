import { defaultLocale, isLocaleCode, type LocaleCode } from '@vela/contracts/locale-table';
import { assertSafeInSitePath } from '../lib/navigation/safe-url.ts';

export interface LocatedPath {
  locale: LocaleCode;
  /** True when the URL names its locale (/ja_JP/...); the unprefixed default is implicit. */
  explicit: boolean;
  /** The path without its locale prefix, always starting with "/". */
  path: string;
}

/** Reads the locale from the first path segment; an unknown first segment is not a locale. */
export function localeFromPath(pathname: string): LocatedPath {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocaleCode(first)) return { locale: first, explicit: true, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, explicit: false, path: pathname || '/' };
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The in-site link builder (spec 2.4): /{lang}/{path}, no prefix for the default locale, with a
 * query string when parameters are given. Every in-site link is built here.
 */
export function localePath(
  locale: LocaleCode,
  path: string,
  query?: Record<string, QueryValue> | URLSearchParams | string,
): string {
  assertSafeInSitePath(path);
  const [pathname = '/', hash] = path.split('#');
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const prefixed = locale === defaultLocale ? normalized : `/${locale}${normalized === '/' ? '' : normalized}`;
  const search = toSearch(query);
  return `${prefixed}${search ? `?${search}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The same page and query under another locale (the language switcher's target). */
export function switchLocalePath(pathname: string, search: string, locale: LocaleCode): string {
  return localePath(locale, localeFromPath(pathname).path, search.replace(/^\?/, ''));
}

function toSearch(query: Record<string, QueryValue> | URLSearchParams | string | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  if (query instanceof URLSearchParams) return query.toString();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}
