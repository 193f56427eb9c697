import { readCookie, serializeCookie } from './http/cookies.ts';

export type Theme = 'light' | 'dark';

/** The spec's theme cookie: name `theme`, default light. */
export const THEME_COOKIE = 'theme';
export const DEFAULT_THEME: Theme = 'light';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function themeFromCookieHeader(cookieHeader: string | null): Theme {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function themeCookie(theme: Theme): string {
  return serializeCookie(THEME_COOKIE, theme, { maxAgeSeconds: 31_536_000 });
}

/** Browser status-bar colour per theme (spec 4): white in light, #212121 in dark. */
export const themeColour: Record<Theme, string> = { light: '#ffffff', dark: '#212121' };
