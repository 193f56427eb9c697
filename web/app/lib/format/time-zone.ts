import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import { readCookie, serializeCookie } from '../http/cookies.ts';

/**
 * Which zone times are shown in: the viewer's own (`local`, the default), UTC, or the zone the
 * spec's locale table gives the language (`locale`: Tokyo for Japanese, New York for English...).
 */
export const timeZoneChoices = ['local', 'utc', 'locale'] as const;
export type TimeZoneChoice = (typeof timeZoneChoices)[number];

/** The choice, in a cookie so the server renders the zone the browser will (like the theme cookie). */
export const TIME_ZONE_COOKIE = 'vela_time_zone';
/** The browser's own IANA zone, written by the browser, read by the server for `local`. */
export const VIEWER_ZONE_COOKIE = 'vela_viewer_zone';

export interface TimeZoneSetting {
  readonly choice: TimeZoneChoice;
  /** The viewer's zone as the browser reported it; unknown before its first visit ends. */
  readonly viewerZone: string | null;
}

export function isTimeZoneChoice(value: unknown): value is TimeZoneChoice {
  return typeof value === 'string' && (timeZoneChoices as readonly string[]).includes(value);
}

/** Whether Intl knows `zone` (a cookie is the visitor's to change: never trust it blindly). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function timeZoneSettingFromCookies(cookieHeader: string | null | undefined): TimeZoneSetting {
  const choice = readCookie(cookieHeader, TIME_ZONE_COOKIE);
  const viewerZone = readCookie(cookieHeader, VIEWER_ZONE_COOKIE);
  return {
    choice: isTimeZoneChoice(choice) ? choice : 'local',
    viewerZone: isTimeZone(viewerZone) ? viewerZone : null,
  };
}

/** The IANA zone times are written in. A viewer's zone not yet known is taken as UTC. */
export function resolveTimeZone(setting: TimeZoneSetting, locale: LocaleCode): string {
  if (setting.choice === 'utc') return 'UTC';
  if (setting.choice === 'locale') return localeByCode[locale].timeZone;
  return setting.viewerZone ?? 'UTC';
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, in minutes (east positive). */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The zone as a label beside times: "UTC", "UTC+9", "UTC-4", "UTC+5:30" (at `at`: summer time moves it). */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  const offset = zoneOffsetMinutes(zone, at);
  if (offset === 0) return 'UTC';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** Cookies last a year, as the theme's. */
export function timeZoneCookie(choice: TimeZoneChoice): string {
  return serializeCookie(TIME_ZONE_COOKIE, choice, { maxAgeSeconds: 31_536_000 });
}

export function viewerZoneCookie(zone: string): string {
  return serializeCookie(VIEWER_ZONE_COOKIE, zone, { maxAgeSeconds: 31_536_000 });
}
