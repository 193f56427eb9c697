import { CORRECTION_TOKEN_COOKIE, USER_ID_COOKIE } from '@vela/contracts/session';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { redirect } from 'react-router';
import { localeFromPath } from '../../i18n/locale-paths.ts';
import { matchScreen } from '../navigation/match-screen.ts';
import { loginRedirectTarget } from '../session/unauthorized.ts';

/**
 * A platform call from a loader. A 401 applies the spec's rule on the server: clear the
 * client-readable session cookies and send the browser to login, back here afterwards unless the
 * route is noreturn. Any other failure is the caller's to handle.
 */
export async function loaderFetch(
  { request, context }: { request: Request; context: SsrLoadContext },
  path: string,
  init?: RequestInit,
): Promise<Response> {
  const response = await context.apiFetch(path, init);
  if (response.status !== 401) return response;
  const url = new URL(request.url);
  const headers = new Headers();
  for (const name of [USER_ID_COOKIE, CORRECTION_TOKEN_COOKIE])
    headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
  const noreturn = matchScreen(url.pathname)?.screen.noreturn ?? false;
  throw redirect(loginRedirectTarget(localeFromPath(url.pathname).locale, url.pathname + url.search, noreturn), {
    headers,
  });
}
