import { CORRECTION_TOKEN_COOKIE, USER_ID_COOKIE } from '@vela/contracts/session-names';
import { clearUserStorage } from './storage.ts';

/**
 * The spec's session cookies a script can remove (spec 3: userId, the correction tokens, the
 * futures token, the access token, the token, the web-session cookie). The session secret itself
 * is httpOnly: the server drops it when it answers for a dead session or on logout.
 */
export const clientSessionCookies = [
  USER_ID_COOKIE,
  CORRECTION_TOKEN_COOKIE,
  'correctionAccessToken',
  'futuresToken',
  'accessToken',
  'token',
  'webSession',
] as const;

/** Clearing the user (spec 4 "Login"): every listed cookie and accessToken, userMenu, tabsList. */
export function clearUserInBrowser(): void {
  for (const name of clientSessionCookies) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  clearUserStorage();
}
