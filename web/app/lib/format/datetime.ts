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

/**
 * The spec's timestamp format, YYYY/MM/DD HH:mm:ss, in `timeZone`: the zone the viewer chose
 * (see time-zone.ts and `useTimeFormat`), so every screen writes the same wall time for an instant,
 * the same on the server and in every browser.
 */
export function formatTimestamp(value: Date | number | string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = wallClockParts(date, timeZone);
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A date without its time ("Dec 9, 2026"), in the locale's words, as the day it is in `timeZone`. */
export function formatDate(value: Date | number | string, localeTag: string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${localeTag}|${timeZone}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTag, { timeZone, year: 'numeric', month: 'short', day: 'numeric' });
    dayFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

function toDate(value: Date | number | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
