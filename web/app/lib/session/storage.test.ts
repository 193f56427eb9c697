// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearUserStorage, readJson, readPreviousLeverage, readText, writeJson, writeText } from './storage.ts';

describe('session storage keys', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses the spec key names', () => {
    writeText('previousLeverage', '25');
    writeJson('userMenu', { id: '1' });
    writeJson('availableLanguage', ['ja_JP']);
    expect(window.localStorage.getItem('PREV_LEVERAGE')).toBe('25');
    expect(window.localStorage.getItem('userMenu')).toBe('{"id":"1"}');
    expect(readJson<string[]>('availableLanguage')).toEqual(['ja_JP']);
  });

  it('defaults the previous leverage to 10 and ignores nonsense', () => {
    expect(readPreviousLeverage()).toBe(10);
    writeText('previousLeverage', '-3');
    expect(readPreviousLeverage()).toBe(10);
    writeText('previousLeverage', '20');
    expect(readPreviousLeverage()).toBe(20);
  });

  it('reads corrupt JSON as nothing', () => {
    window.localStorage.setItem('userAnchorInfo', '{oops');
    expect(readJson('userAnchorInfo')).toBeUndefined();
  });

  it('clears accessToken, userMenu and tabsList with the user, and nothing else', () => {
    for (const key of ['accessToken', 'userMenu', 'tabsList', 'language'] as const) writeText(key, 'x');
    clearUserStorage();
    expect(readText('accessToken')).toBeUndefined();
    expect(readText('userMenu')).toBeUndefined();
    expect(readText('tabsList')).toBeUndefined();
    expect(readText('language')).toBe('x');
  });
});
