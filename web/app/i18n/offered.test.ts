import { localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { isRestricted, parseOfferedLocales } from './offered.ts';

describe('parseOfferedLocales', () => {
  it('keeps served codes in order, without duplicates', () => {
    expect(parseOfferedLocales('ja_JP,ko_KR')).toEqual(['ja_JP', 'ko_KR']);
    expect(parseOfferedLocales(' ko_KR , xx_XX,ko_KR,ja_JP')).toEqual(['ko_KR', 'ja_JP']);
  });

  it('offers everything without a usable list', () => {
    expect(parseOfferedLocales(undefined)).toEqual([...localeCodes]);
    expect(parseOfferedLocales('')).toEqual([...localeCodes]);
    expect(parseOfferedLocales('de_DE,xx')).toEqual([...localeCodes]);
  });

  it('says when the list is restricted', () => {
    expect(isRestricted(parseOfferedLocales('ja_JP'))).toBe(true);
    expect(isRestricted(parseOfferedLocales(null))).toBe(false);
  });
});
