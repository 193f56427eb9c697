import { describe, expect, it } from 'vitest';
import { UnsafeNavigationError } from '../lib/navigation/safe-url.ts';
import { localeFromPath, localePath, switchLocalePath } from './locale-paths.ts';

describe('localeFromPath', () => {
  it('reads a locale prefix', () => {
    expect(localeFromPath('/ja_JP/events-announcements')).toEqual({
      locale: 'ja_JP',
      explicit: true,
      path: '/events-announcements',
    });
    expect(localeFromPath('/pt_PT')).toEqual({ locale: 'pt_PT', explicit: true, path: '/' });
  });

  it('treats an unprefixed path as the default locale', () => {
    expect(localeFromPath('/events-courses/web3')).toEqual({
      locale: 'en_US',
      explicit: false,
      path: '/events-courses/web3',
    });
    expect(localeFromPath('/')).toEqual({ locale: 'en_US', explicit: false, path: '/' });
  });

  it('does not take an unknown first segment for a locale', () => {
    expect(localeFromPath('/xx_XX/login')).toEqual({ locale: 'en_US', explicit: false, path: '/xx_XX/login' });
    expect(localeFromPath('/ja_jp/login').explicit).toBe(false);
  });
});

describe('localePath (the link builder)', () => {
  it('prefixes every locale but the default', () => {
    expect(localePath('en_US', '/login')).toBe('/login');
    expect(localePath('ko_KR', '/login')).toBe('/ko_KR/login');
    expect(localePath('ko_KR', '/')).toBe('/ko_KR');
    expect(localePath('en_US', '/')).toBe('/');
    expect(localePath('fr_FR', 'events-courses')).toBe('/fr_FR/events-courses');
  });

  it('appends a query when parameters are given, and keeps a hash', () => {
    expect(localePath('zh_CN', '/login', { forwardUrl: '/trade/BTC_USDT', empty: undefined })).toBe(
      '/zh_CN/login?forwardUrl=%2Ftrade%2FBTC_USDT',
    );
    expect(localePath('en_US', '/events-announcements', { page: 2, tag: ['a', 'b'] })).toBe(
      '/events-announcements?page=2&tag=a&tag=b',
    );
    expect(localePath('ja_JP', '/events-courses#web3')).toBe('/ja_JP/events-courses#web3');
    expect(localePath('en_US', '/x', {})).toBe('/x');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'https://evil.example/',
    '//evil.example/x',
  ])('refuses %j', (target) => {
    expect(() => localePath('en_US', target)).toThrow(UnsafeNavigationError);
  });
});

describe('switchLocalePath', () => {
  it('keeps the page and the query under the new locale', () => {
    expect(switchLocalePath('/ja_JP/events-announcements/new-listings', '?page=2', 'fr_FR')).toBe(
      '/fr_FR/events-announcements/new-listings?page=2',
    );
    expect(switchLocalePath('/ja_JP/events-courses', '', 'en_US')).toBe('/events-courses');
    expect(switchLocalePath('/', '?clientSupperLanguage=ja_JP,ko_KR', 'ko_KR')).toBe(
      '/ko_KR?clientSupperLanguage=ja_JP,ko_KR',
    );
  });
});
