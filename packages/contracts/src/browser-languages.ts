// Browser language matching, shared by the web app's locale detection and the server's pages that
// render before the app can (the "starting" page).
import { type LocaleCode, localeByCode } from './locale-table.ts';

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
