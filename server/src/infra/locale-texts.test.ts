import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { defaultLocale, localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { serverSourceDir } from '../paths.ts';
import { loadLocaleTexts, localeTextFolders, readLocaleFile } from './locale-texts.ts';

/** Every text of a table by its dotted path. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      for (const [path, text] of flatten(inner, prefix ? `${prefix}.${key}` : key)) entries.set(path, text);
  } else entries.set(prefix, value);
  return entries;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const folders = localeTextFolders();

describe('server-written locale texts', () => {
  it('finds every table under server/src', () => {
    expect(folders).toEqual(
      expect.arrayContaining([
        'accounts/kyc-texts',
        'accounts/security-texts',
        'alerts/alert-texts',
        'desks/spot/stop-notice-texts',
      ]),
    );
  });

  describe.each(folders)('%s', (folder) => {
    const english = flatten(readLocaleFile(folder, defaultLocale));

    it.each(localeCodes)('%s has every English key, each non-empty text with the same placeholders', (locale) => {
      const texts = flatten(readLocaleFile(folder, locale));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(typeof text, key).toBe('string');
        expect(String(text).trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
      }
    });

    it('loads every locale', () => {
      const table = loadLocaleTexts(folder);
      expect(Object.keys(table).sort()).toEqual([...localeCodes].sort());
    });
  });
});

describe('loadLocaleTexts', () => {
  function tableFolder(files: Record<string, unknown>): string {
    const dir = mkdtempSync(join(tmpdir(), 'locale-texts-'));
    const folder = join(dir, 'demo-texts');
    mkdirSync(folder);
    for (const [locale, value] of Object.entries(files))
      writeFileSync(join(folder, `${locale}.json`), JSON.stringify(value));
    return relative(serverSourceDir, folder);
  }

  it('reads a missing key or file as English', () => {
    const folder = tableFolder({
      en_US: { title: 'Hello', nested: { body: 'Body {name}', extra: 'More' } },
      fr_FR: { title: 'Bonjour', nested: { body: 'Corps {name}' } },
    });
    const table = loadLocaleTexts<{ title: string; nested: { body: string; extra: string } }>(folder);
    expect(table.fr_FR).toEqual({ title: 'Bonjour', nested: { body: 'Corps {name}', extra: 'More' } });
    expect(table.ja_JP).toEqual(table.en_US);
  });

  it('refuses a file with a key English lacks, a leaf that is not text, or no English file', () => {
    expect(() => loadLocaleTexts(tableFolder({ en_US: { a: 'x' }, fr_FR: { b: 'y' } }))).toThrow(
      /fr_FR\.json: b is not in en_US\.json/,
    );
    expect(() => loadLocaleTexts(tableFolder({ en_US: { a: 'x' }, ja_JP: { a: 3 } }))).toThrow(/a must be text/);
    expect(() => loadLocaleTexts(tableFolder({ en_US: { a: { b: 'x' } }, ja_JP: { a: 'flat' } }))).toThrow(
      /a must be an object/,
    );
    expect(() => loadLocaleTexts(tableFolder({ en_US: { a: 1 } }))).toThrow(/must be/);
    expect(() => loadLocaleTexts(tableFolder({ fr_FR: { a: 'x' } }))).toThrow(/en_US\.json is required/);
  });
});
