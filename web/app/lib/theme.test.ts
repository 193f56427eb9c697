import { describe, expect, it } from 'vitest';
import { themeCookie, themeFromCookieHeader } from './theme.ts';

describe('theme cookie', () => {
  it('defaults to light without a cookie or with an unknown value', () => {
    expect(themeFromCookieHeader(null)).toBe('light');
    expect(themeFromCookieHeader('theme=purple')).toBe('light');
    expect(themeFromCookieHeader('xtheme=dark')).toBe('light');
  });

  it('reads dark among other cookies', () => {
    expect(themeFromCookieHeader('a=1; theme=dark; b=2')).toBe('dark');
    expect(themeFromCookieHeader('theme=dark')).toBe('dark');
  });

  it('writes a year-long lax cookie on the whole site', () => {
    expect(themeCookie('dark')).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
