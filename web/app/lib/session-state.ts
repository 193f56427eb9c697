import { readCookie } from './cookies.ts';

/**
 * The client-readable marker whose presence means "logged in" (the spec's correction token). It
 * carries no secret: the session itself lives in an httpOnly cookie the scripts never see.
 */
export const LOGGED_IN_MARKER_COOKIE = 'correctionToken';

export function isLoggedIn(cookieHeader: string | null | undefined): boolean {
  return Boolean(readCookie(cookieHeader, LOGGED_IN_MARKER_COOKIE));
}
