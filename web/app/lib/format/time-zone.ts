import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import { isTimeZone, isTimeZoneChoice, type TimeZoneChoice } from '@vela/contracts/zoned-time';
import { readCookie, serializeCookie } from '../http/cookies.ts';

// Choices, zone checks and labels are shared with the server's texts (packages/contracts).
export {
  isTimeZone,
  isTimeZoneChoice,
  type TimeZoneChoice,
  timeZoneChoices,
  zoneLabel,
  zoneOffsetMinutes,
} from '@vela/contracts/zoned-time';

/** The choice, in a cookie so the server renders the zone the browser will (like the theme cookie). */
export const TIME_ZONE_COOKIE = 'vela_time_zone';
/** The browser's own IANA zone, written by the browser, read by the server for `local`. */
export const VIEWER_ZONE_COOKIE = 'vela_viewer_zone';

export interface TimeZoneSetting {
  readonly choice: TimeZoneChoice;
  /** The viewer's zone as the browser reported it; unknown before its first visit ends. */
  readonly viewerZone: string | null;
}

/** The choice the `vela_time_zone` cookie holds, null without a valid one. */
export function timeZoneChoiceCookie(cookieHeader: string | null | undefined): TimeZoneChoice | null {
  const choice = readCookie(cookieHeader, TIME_ZONE_COOKIE);
  return isTimeZoneChoice(choice) ? choice : null;
}

/**
 * The setting the cookies hold; without a choice in this browser, the one the signed-in account
 * saved (`savedChoice`), else `local`.
 */
export function timeZoneSettingFromCookies(
  cookieHeader: string | null | undefined,
  savedChoice: TimeZoneChoice | null = null,
): TimeZoneSetting {
  const viewerZone = readCookie(cookieHeader, VIEWER_ZONE_COOKIE);
  return {
    choice: timeZoneChoiceCookie(cookieHeader) ?? savedChoice ?? 'local',
    viewerZone: isTimeZone(viewerZone) ? viewerZone : null,
  };
}

/** The IANA zone times are written in. A viewer's zone not yet known is taken as UTC. */
export function resolveTimeZone(setting: TimeZoneSetting, locale: LocaleCode): string {
  if (setting.choice === 'utc') return 'UTC';
  if (setting.choice === 'locale') return localeByCode[locale].timeZone;
  return setting.viewerZone ?? 'UTC';
}

/** The browser's own zone, as Intl reports it; null where it names none Intl knows. */
export function viewerTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : null;
}

/** Cookies last a year, as the theme's. */
export function timeZoneCookie(choice: TimeZoneChoice): string {
  return serializeCookie(TIME_ZONE_COOKIE, choice, { maxAgeSeconds: 31_536_000 });
}

export function viewerZoneCookie(zone: string): string {
  return serializeCookie(VIEWER_ZONE_COOKIE, zone, { maxAgeSeconds: 31_536_000 });
}
