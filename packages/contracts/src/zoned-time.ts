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
  return canonicalTimeZone(zone) !== null;
}

/**
 * The zone as Intl names it ("asia/tokyo" and "Asia/Tokyo" both read "Asia/Tokyo"); null where
 * Intl knows no such zone. What is stored or cached is this name, never the text as typed.
 */
export function canonicalTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The most entries a zone cache keeps; past it the oldest goes. */
export const ZONE_CACHE_LIMIT = 64;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= ZONE_CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
  return value;
}

/** Spellings seen to their canonical names, so a spelling met again costs no Intl lookup. */
const canonicalNames = new Map<string, string>();

/**
 * The cached value for `zone`, made by `make` from the zone's canonical name and kept under that
 * name only, so no spelling of a zone adds a formatter; every cache stays within ZONE_CACHE_LIMIT.
 * A zone Intl does not know throws, as Intl itself would.
 */
export function cachedForZone<T>(cache: Map<string, T>, zone: string, make: (zone: string) => T): T {
  let canonical = canonicalNames.get(zone);
  if (canonical === undefined) {
    const name = canonicalTimeZone(zone);
    if (name === null) throw new RangeError(`Invalid time zone specified: ${zone}`);
    canonical = remember(canonicalNames, zone, name);
  }
  return cache.get(canonical) ?? remember(cache, canonical, make(canonical));
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, in minutes (east positive). */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  const formatter = cachedForZone(
    offsetFormatters,
    zone,
    (timeZone) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  );
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

function formatterFor(zone: string): Intl.DateTimeFormat {
  return cachedForZone(
    formatters,
    zone,
    (timeZone) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
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
