/**
 * Times written in a time zone and saying which, the same on the server (notices, e-mails) and in
 * every browser (`useTimeFormat`): the spec's YYYY/MM/DD HH:mm:ss and an offset label ("UTC+9").
 * No zod here: the page's root bundle reads these.
 */

/**
 * Which zone times are shown in: the viewer's own (`local`, the default), UTC, or the zone the
 * spec's locale table gives the language (`locale`: Tokyo for Japanese, New York for English...).
 */
export const timeZoneChoices = ['local', 'utc', 'locale'] as const;
export type TimeZoneChoice = (typeof timeZoneChoices)[number];

export function isTimeZoneChoice(value: unknown): value is TimeZoneChoice {
  return typeof value === 'string' && (timeZoneChoices as readonly string[]).includes(value);
}

/** Whether Intl knows `zone` (a cookie or a request is the visitor's to change: never trust it blindly). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `instant`: year, month, day, hour (0-23), minute, second, as digits. */
export function wallClockParts(
  instant: Date | number,
  timeZone: string,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
}

/** A date from an instant in any of its wire forms; null for one that is not a date. */
export function toDate(value: Date | number | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The spec's timestamp format, YYYY/MM/DD HH:mm:ss, in `timeZone`: the zone the viewer chose,
 * so every screen and every server text writes the same wall time for an instant.
 */
export function formatTimestamp(value: Date | number | string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = wallClockParts(date, timeZone);
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The timestamp followed by its zone's label at that instant ("2026/12/07 12:13:00 UTC+8"), where
 * nothing else names the zone: a notice's text, an e-mail, a line on a screen.
 */
export function zonedStamp(value: Date | number | string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatTimestamp(date, timeZone)} ${zoneLabel(timeZone, date)}`;
}
