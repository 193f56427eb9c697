import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, type LocaleCode, localeCodes } from '@vela/contracts/locales';
import { serverSourceDir } from '../paths.ts';

/**
 * Texts the server writes itself (e-mails, notices), one table per folder: `<folder>/<locale>.json`
 * for each of the twelve locales, every file shaped like `en_US.json`. Folders are named relative
 * to `server/src` (`accounts/kyc-texts`), read from the sources in development, tests and the
 * bundle alike. A key a translation lacks (or a missing file) reads as English; a key English does
 * not have, or a leaf that is not a string, is a broken file and throws at load.
 * `locale-texts.test.ts` holds every table to every key in every locale.
 */

/** A table's value: nested objects whose leaves are strings. */
export type TextTree = { readonly [key: string]: string | TextTree };

export function loadLocaleTexts<Texts extends object>(folder: string): Record<LocaleCode, Texts> {
  const english = readLocaleFile(folder, defaultLocale);
  if (english === undefined) throw new Error(`locale texts ${folder}: ${defaultLocale}.json is required`);
  const tree = checkedTree(english, english, `${folder}/${defaultLocale}.json`);
  return Object.fromEntries(
    localeCodes.map((locale) => {
      const own = locale === defaultLocale ? tree : readLocaleFile(folder, locale);
      return [locale, own === undefined ? tree : checkedTree(own, tree, `${folder}/${locale}.json`)];
    }),
  ) as Record<LocaleCode, Texts>;
}

/** The locale's file as written (undefined when it has none): for the completeness test. */
export function readLocaleFile(folder: string, locale: LocaleCode): unknown {
  const path = join(serverSourceDir, folder, `${locale}.json`);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/** Every folder under `server/src` holding a table (a `*-texts` folder with an `en_US.json`). */
export function localeTextFolders(root = serverSourceDir, prefix = ''): string[] {
  return readdirSync(join(root, prefix), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const folder = prefix ? `${prefix}/${entry.name}` : entry.name;
      const table = entry.name.endsWith('-texts') && existsSync(join(root, folder, `${defaultLocale}.json`));
      return table ? [folder] : localeTextFolders(root, folder);
    });
}

/** `value` checked against the English `shape`, with English filling the keys it lacks. */
function checkedTree(value: unknown, shape: unknown, name: string, path = ''): TextTree {
  if (!isObject(value) || !isObject(shape))
    throw new Error(`locale texts ${name}: ${path.slice(0, -1) || 'the file'} must be an object`);
  const merged: Record<string, string | TextTree> = {};
  for (const key of Object.keys(value)) {
    if (!(key in shape)) throw new Error(`locale texts ${name}: ${path}${key} is not in ${defaultLocale}.json`);
  }
  for (const [key, english] of Object.entries(shape)) {
    const own = value[key];
    if (typeof english === 'string') {
      if (own !== undefined && typeof own !== 'string')
        throw new Error(`locale texts ${name}: ${path}${key} must be text`);
      merged[key] = own ?? english;
    } else {
      merged[key] = checkedTree(own ?? english, english, name, `${path}${key}.`);
    }
  }
  return merged;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
