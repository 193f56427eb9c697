import { isLocaleCode } from '@vela/contracts/locale-table';
import { PREFERENCES_GET_PATH, preferencesResponseSchema } from '@vela/contracts/preferences';
import { localeCookie } from '../../i18n/detect.ts';
import { localeFromPath, switchLocalePath } from '../../i18n/locale-paths.ts';
import { browserApi } from '../../lib/api/browser-api.ts';
import { saveTimeZoneChoice } from '../../lib/api/save-time-zone.ts';
import { timeZoneSettingFromCookies } from '../../lib/format/time-zone.ts';
import { sameOriginPathOrHome } from '../../lib/navigation/safe-url.ts';
import type { RootData } from '../../lib/routing/root-data.ts';
import { markSessionChanged } from '../../lib/session/session-changes.ts';

/**
 * Where to go once signed in: the forwardUrl/redirectUrl (same-origin paths only, else home),
 * in the user's saved language when that language is offered. An account without a saved time
 * zone takes this browser's choice (its notices are then written in the zone shown here).
 */
export async function pathAfterSignIn(
  returnTo: string | null,
  { offered, locale, deviceKind }: Pick<RootData, 'offered' | 'locale' | 'deviceKind'>,
): Promise<string> {
  markSessionChanged();
  const target = sameOriginPathOrHome(returnTo);
  const saved = await browserApi()
    .get(PREFERENCES_GET_PATH)
    .then((response) => preferencesResponseSchema.safeParse(response))
    .catch(() => undefined);
  if (saved?.success && saved.data.data.timeZoneChoice === null) {
    await saveTimeZoneChoice(timeZoneSettingFromCookies(document.cookie).choice, locale, deviceKind);
  }
  const language = saved?.success ? saved.data.data.userLanguage : null;
  if (!isLocaleCode(language) || !offered.includes(language)) return target;
  const [pathname = '/', search = ''] = target.split('?');
  if (localeFromPath(pathname).locale === language) return target;
  document.cookie = localeCookie(language);
  return switchLocalePath(pathname, search ? `?${search}` : '', language);
}
