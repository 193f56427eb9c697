import type { CurrencyCode } from '@vela/contracts/currencies';
import type { LocaleCode } from '@vela/contracts/locale-table';
import { PREFERENCES_UPDATE_PATH } from '@vela/contracts/preference-paths';
import type { TimeZoneChoice } from '@vela/contracts/zoned-time';
import type { DeviceKind } from '../device/flags.ts';
import { browserApi } from './browser-api.ts';

/**
 * Saves a language, currency or time-zone choice for a signed-in user (spec 4), with deviceType h5 on
 * phones and web otherwise. A failure is not fatal: the choice still applies in this browser.
 */
export async function savePreference(
  change:
    | { userLanguage?: LocaleCode; pricingCurrency?: CurrencyCode }
    | { timeZoneChoice: TimeZoneChoice; timeZone: string },
  deviceKind: DeviceKind,
): Promise<boolean> {
  try {
    await browserApi().post(PREFERENCES_UPDATE_PATH, { ...change, deviceType: deviceKind === 'mobile' ? 'h5' : 'web' });
    return true;
  } catch {
    return false;
  }
}
