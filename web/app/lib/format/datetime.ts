import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';

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
 * The spec's timestamp format, YYYY/MM/DD HH:mm:ss, in `timeZone` (the viewer's setting, see
 * time-zone.ts) or else the zone the locale maps to (Shanghai, Taipei, Tokyo, Seoul, New York,
 * else UTC), the same on the server and in every browser.
 */
export function formatTimestamp(value: Date | number | string, locale: LocaleCode, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = wallClockParts(date, timeZone ?? localeByCode[locale].timeZone);
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
