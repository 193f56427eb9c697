import { defaultLocale, type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../i18n/i18n.ts';
import { localeFromPath, localePath } from '../../i18n/locale-paths.ts';
import { screenOfRouteId } from '../../route-list.ts';
import { rootDataOf } from './root-data.ts';

interface MetaArgs {
  location: { pathname: string; search?: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

export interface PageText {
  title: string;
  description: string;
}

/**
 * The page of a paginated list (`?page=N`, N > 1) as the query its canonical keeps: every page of a
 * list is a page of its own for search engines. Page 1 and every other parameter are dropped.
 */
function listPageQuery(search: string): { page: number } | undefined {
  const value = new URLSearchParams(search).get('page');
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && String(page) === value ? { page } : undefined;
}

/** Canonical, hreflang alternates (every offered locale + x-default) and Open Graph locales. */
export function alternateLinks(
  publicUrl: string,
  pathname: string,
  locale: LocaleCode,
  offered: readonly LocaleCode[],
  search = '',
): MetaDescriptor[] {
  const { path } = localeFromPath(pathname);
  const query = listPageQuery(search);
  const absolute = (code: LocaleCode) => `${publicUrl}${localePath(code, path, query)}`;
  return [
    { tagName: 'link', rel: 'canonical', href: absolute(locale) },
    ...offered.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: localeByCode[code].tag,
      href: absolute(code),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(defaultLocale) },
    { property: 'og:locale', content: locale },
    ...offered.filter((code) => code !== locale).map((code) => ({ property: 'og:locale:alternate', content: code })),
    { property: 'og:url', content: absolute(locale) },
  ];
}

/**
 * Head tags of a screen: title and description in the active locale (from `meta.<pageKey>` or
 * the given text), plus the alternates. Every route module's `meta` goes through here.
 */
export function pageMeta(args: MetaArgs, text?: (t: ReturnType<typeof translatorFor>) => PageText): MetaDescriptor[] {
  const root = rootDataOf(args.matches);
  if (!root) return [];
  const t = translatorFor(root.locale, root.messages);
  const leaf = args.matches.at(-1);
  const screen = leaf ? screenOfRouteId(leaf.id) : undefined;
  const page = text?.(t) ?? {
    title: t(`meta.${screen?.pageKey ?? 'notFound'}.title`),
    description: t(`meta.${screen?.pageKey ?? 'notFound'}.description`),
  };
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:site_name', content: t('common.siteName') },
    { property: 'og:type', content: 'website' },
    ...alternateLinks(
      root.publicConfig.publicUrl,
      args.location.pathname,
      root.locale,
      root.offered,
      args.location.search,
    ),
  ];
}
