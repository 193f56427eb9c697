import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { localeFromPath } from '../../i18n/locale-paths.ts';
import { matchScreen } from '../navigation/match-screen.ts';
import { runGuards } from './guards.ts';

/**
 * Every layout's loader: runs the guards the matched screen declares in the route list. It runs
 * on document requests and on every client navigation (see `layoutShouldRevalidate`).
 */
export function layoutLoader({ request }: { request: Request }): null {
  const url = new URL(request.url);
  const matched = matchScreen(url.pathname);
  if (!matched) return null;
  const outcome = runGuards({
    url,
    locale: localeFromPath(url.pathname).locale,
    cookieHeader: request.headers.get('cookie'),
    screen: matched.screen,
  });
  if (outcome) throw outcome;
  return null;
}

export function layoutShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}
