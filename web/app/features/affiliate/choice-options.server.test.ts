import { contentLanguages, countryCodes } from '@vela/contracts/affiliate';
import { describe, expect, it } from 'vitest';
import { applicationChoices } from './choice-options.server.ts';

describe('applicationChoices', () => {
  it('names every country and language in the locale, sorted for it', () => {
    const english = applicationChoices('en_US');
    expect(english.countries).toHaveLength(countryCodes.length);
    expect(english.languages).toHaveLength(contentLanguages.length);
    expect(english.countries.find((country) => country.code === 'JP')?.name).toBe('Japan');
    const names = english.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));

    const japanese = applicationChoices('ja_JP');
    expect(japanese.countries.find((country) => country.code === 'JP')?.name).toBe('日本');
    expect(japanese.languages.find((language) => language.code === 'en')?.name).toBe('英語');
  });

  it('starts language names with a capital where the language writes them in lower case', () => {
    const french = applicationChoices('fr_FR');
    expect(french.languages.find((language) => language.code === 'en')?.name).toBe('Anglais');
    expect(applicationChoices('tr_TR').languages.find((language) => language.code === 'it')?.name).toBe('İtalyanca');
  });
});
