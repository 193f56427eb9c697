export type Theme = 'light' | 'dark';

/** The spec's theme cookie: name `theme`, default light. */
export const THEME_COOKIE = 'theme';
export const DEFAULT_THEME: Theme = 'light';

export function themeFromCookieHeader(cookieHeader: string | null): Theme {
  const match = cookieHeader?.match(/(?:^|;\s*)theme=(light|dark)(?:;|$)/);
  return (match?.[1] as Theme | undefined) ?? DEFAULT_THEME;
}

export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Browser status-bar colour per theme (spec 4): white in light, #212121 in dark. */
export const themeColour: Record<Theme, string> = { light: '#ffffff', dark: '#212121' };
