import { localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { resolvePricingCurrency, resolveStartLanguage } from './start-preferences.ts';

const all = [...localeCodes];

describe('resolveStartLanguage', () => {
  it.each([
    ['saved language when offered', { savedLanguage: 'ko_KR', routeLocale: 'ja_JP', offered: all }, 'ko_KR'],
    ['route locale when nothing is saved', { savedLanguage: null, routeLocale: 'ja_JP', offered: all }, 'ja_JP'],
    [
      'route locale when the saved one is not offered',
      { savedLanguage: 'ru_RU', routeLocale: 'ja_JP', offered: ['ja_JP', 'en_US'] },
      'ja_JP',
    ],
    [
      'en_US when neither is offered',
      { savedLanguage: 'ru_RU', routeLocale: 'ko_KR', offered: ['fr_FR', 'en_US'] },
      'en_US',
    ],
    [
      'the first offered as a last resort',
      { savedLanguage: 'ru_RU', routeLocale: 'ko_KR', offered: ['fr_FR', 'es_ES'] },
      'fr_FR',
    ],
    ['en_US with nothing at all', { savedLanguage: undefined, routeLocale: 'en_US', offered: all }, 'en_US'],
  ] as const)('%s', (_, input, expected) => {
    expect(resolveStartLanguage({ ...input, offered: [...input.offered] })).toBe(expected);
  });
});

describe('resolvePricingCurrency', () => {
  it.each([
    ['server preference first', { serverPreference: 'JPY', stored: 'EUR' }, 'JPY'],
    ['stored value without a server preference', { serverPreference: null, stored: 'EUR' }, 'EUR'],
    ['stored value when the server one is unknown', { serverPreference: 'XYZ', stored: 'KRW' }, 'KRW'],
    ['default when nothing is known', { serverPreference: undefined, stored: 'not-a-code' }, 'USD'],
    ['default with nothing at all', { serverPreference: null, stored: null }, 'USD'],
  ] as const)('%s', (_, input, expected) => {
    expect(resolvePricingCurrency(input)).toBe(expected);
  });
});
