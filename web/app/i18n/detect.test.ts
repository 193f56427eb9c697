import { localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { decideDocumentLocale, localeCookie, matchBrowserLanguages, parseAcceptLanguage } from './detect.ts';

const all = [...localeCodes];

describe('parseAcceptLanguage', () => {
  it('orders by quality and drops q=0', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
      '*',
    ]);
    expect(parseAcceptLanguage('en;q=0.1, ja')).toEqual(['ja', 'en']);
    expect(parseAcceptLanguage('ko;q=0, ja;q=0.5')).toEqual(['ja']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(';;,,q=')).toEqual([]);
  });
});

describe('matchBrowserLanguages', () => {
  it('matches exact tags, then the language alone', () => {
    expect(matchBrowserLanguages(['ja-JP'], all)).toBe('ja_JP');
    expect(matchBrowserLanguages(['pt-BR'], all)).toBe('pt_PT');
    expect(matchBrowserLanguages(['de-DE', 'es'], all)).toBe('es_ES');
    expect(matchBrowserLanguages(['de-DE'], all)).toBeUndefined();
  });

  it('tells Traditional from Simplified Chinese', () => {
    expect(matchBrowserLanguages(['zh-TW'], all)).toBe('zh_TW');
    expect(matchBrowserLanguages(['zh-HK'], all)).toBe('zh_TW');
    expect(matchBrowserLanguages(['zh-Hant'], all)).toBe('zh_TW');
    expect(matchBrowserLanguages(['zh'], all)).toBe('zh_CN');
    expect(matchBrowserLanguages(['zh-CN'], all)).toBe('zh_CN');
  });

  it('only picks offered locales', () => {
    expect(matchBrowserLanguages(['ru', 'ko'], ['ja_JP', 'ko_KR'])).toBe('ko_KR');
    expect(matchBrowserLanguages(['ru'], ['ja_JP', 'ko_KR'])).toBeUndefined();
  });
});

describe('decideDocumentLocale', () => {
  it('lets the route locale win and records it in the cookie', () => {
    expect(
      decideDocumentLocale({ routeLocale: 'ko_KR', cookieLocale: undefined, browserLanguages: ['ja'], offered: all }),
    ).toEqual({
      locale: 'ko_KR',
      redirect: false,
      writeCookie: true,
    });
    expect(
      decideDocumentLocale({ routeLocale: 'ko_KR', cookieLocale: 'ko_KR', browserLanguages: [], offered: all })
        .writeCookie,
    ).toBe(false);
  });

  it('redirects a first visit (no cookie) to the browser language', () => {
    expect(
      decideDocumentLocale({
        routeLocale: undefined,
        cookieLocale: undefined,
        browserLanguages: ['ja-JP', 'en'],
        offered: all,
      }),
    ).toEqual({
      locale: 'ja_JP',
      redirect: true,
      writeCookie: true,
    });
  });

  it('does not redirect once the cookie exists: the unprefixed route is English', () => {
    expect(
      decideDocumentLocale({
        routeLocale: undefined,
        cookieLocale: 'ja_JP',
        browserLanguages: ['ja-JP'],
        offered: all,
      }),
    ).toEqual({
      locale: 'en_US',
      redirect: false,
      writeCookie: true,
    });
  });

  it('stays on the default locale when the browser language is English or not offered', () => {
    expect(
      decideDocumentLocale({
        routeLocale: undefined,
        cookieLocale: undefined,
        browserLanguages: ['en-GB'],
        offered: all,
      }),
    ).toMatchObject({
      locale: 'en_US',
      redirect: false,
    });
    expect(
      decideDocumentLocale({
        routeLocale: undefined,
        cookieLocale: undefined,
        browserLanguages: ['ru'],
        offered: ['en_US', 'ja_JP'],
      }),
    ).toMatchObject({ locale: 'en_US', redirect: false });
  });

  it('falls back to the first offered locale when English is not offered', () => {
    expect(
      decideDocumentLocale({
        routeLocale: undefined,
        cookieLocale: undefined,
        browserLanguages: ['de'],
        offered: ['ja_JP', 'ko_KR'],
      }),
    ).toEqual({ locale: 'ja_JP', redirect: true, writeCookie: true });
  });
});

describe('localeCookie', () => {
  it('is the spec cookie: i18n_redirected, 365 days, path /, lax', () => {
    expect(localeCookie('vi_VN')).toBe('i18n_redirected=vi_VN; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
