import type { LocaleCode } from '@vela/contracts/locale-table';
import type { DeviceKind } from '../device/flags.ts';
import { resolveTimeZone, type TimeZoneChoice, viewerTimeZone } from '../format/time-zone.ts';
import { savePreference } from './save-preference.ts';

/**
 * Saves a signed-in user's zone choice on the account, with the IANA zone it shows here and now:
 * another browser restores the choice, and the server writes notices' and e-mails' times in the
 * zone (a sign-in's cookie is the new device's word, so the server never reads the zone from it).
 */
export function saveTimeZoneChoice(choice: TimeZoneChoice, locale: LocaleCode, deviceKind: DeviceKind) {
  const timeZone = resolveTimeZone({ choice, viewerZone: viewerTimeZone() }, locale);
  return savePreference({ timeZoneChoice: choice, timeZone }, deviceKind);
}
