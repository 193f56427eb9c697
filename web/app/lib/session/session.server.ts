import { PREFERENCES_GET_PATH, type Preferences, preferencesResponseSchema } from '@vela/contracts/preferences';
import { type Profile, TOPS_INFO_PATH, topsInfoResponseSchema } from '@vela/contracts/session';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { isLoggedIn } from '../session-state.ts';

export type ServerSession =
  | { state: 'visitor' }
  /** The marker cookie says logged in, the platform says the session is gone (a 401). */
  | { state: 'expired' }
  | { state: 'user'; user: Profile; preferences: Preferences | null };

/**
 * App start on the server (spec 1, 4): with the logged-in marker, load the user (tops-info) and
 * the saved preferences. A failed preference fetch falls back silently to local detection.
 */
export async function loadServerSession(
  apiFetch: SsrLoadContext['apiFetch'],
  cookieHeader: string | null,
): Promise<ServerSession> {
  if (!isLoggedIn(cookieHeader)) return { state: 'visitor' };
  const [topsResponse, preferencesResponse] = await Promise.all([
    apiFetch(TOPS_INFO_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    apiFetch(PREFERENCES_GET_PATH),
  ]);
  if (topsResponse.status === 401 || preferencesResponse.status === 401) return { state: 'expired' };
  const tops = topsInfoResponseSchema.safeParse(await topsResponse.json().catch(() => null));
  if (!tops.success) return { state: 'visitor' };
  if (!tops.data.userInfo) return { state: 'expired' };
  const preferences = preferencesResponse.ok
    ? preferencesResponseSchema.safeParse(await preferencesResponse.json().catch(() => null))
    : undefined;
  return { state: 'user', user: tops.data.userInfo, preferences: preferences?.success ? preferences.data.data : null };
}
