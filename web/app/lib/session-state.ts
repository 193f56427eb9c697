import { CORRECTION_TOKEN_COOKIE } from '@vela/contracts/session-names';
import { readCookie } from './http/cookies.ts';

/**
 * Logged in is true only while the correction token cookie exists (spec 4). It carries no secret:
 * the session itself lives in an httpOnly cookie the scripts never see.
 */
export function isLoggedIn(cookieHeader: string | null | undefined): boolean {
  return Boolean(readCookie(cookieHeader, CORRECTION_TOKEN_COOKIE));
}
