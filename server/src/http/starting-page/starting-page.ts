import { matchBrowserLanguages, parseAcceptLanguage } from '@vela/contracts/browser-languages';
import { defaultLocale, isLocaleCode, type LocaleCode, localeByCode, localeCodes } from '@vela/contracts/locale-table';
import texts from './texts.json' with { type: 'json' };

/** Seconds a browser waits before it asks again (the Retry-After header and the page's refresh). */
export const STARTING_RETRY_SECONDS = 5;

export type StartingTexts = (typeof texts)['en_US'];

/** Every locale's texts; the compiler insists on exactly the product's locales. */
export const startingTexts: Record<LocaleCode, StartingTexts> = texts satisfies Record<LocaleCode, StartingTexts>;

/** The page's language: the locale prefix of the path (`/ja_JP/markets`), else the browser's, else English. */
export function startingPageLocale(path: string, acceptLanguage: string | undefined): LocaleCode {
  const prefix = path.split('/')[1];
  if (isLocaleCode(prefix)) return prefix;
  return matchBrowserLanguages(parseAcceptLanguage(acceptLanguage), localeCodes) ?? defaultLocale;
}

/**
 * What a page request gets while the process starts: a few hundred bytes with no script, style or
 * asset (none of them is served yet), which reloads itself. The texts are the product's own, never
 * anything from the request, so nothing needs escaping.
 */
export function startingPage(locale: LocaleCode): string {
  const { title, message, reload } = startingTexts[locale];
  return [
    '<!doctype html>',
    `<html lang="${localeByCode[locale].tag}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="${STARTING_RETRY_SECONDS}">`,
    `<title>${title}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    `<p role="status">${message}</p>`,
    `<p><a href="">${reload}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
