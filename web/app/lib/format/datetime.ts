import { toDate } from '@vela/contracts/zoned-time';

// The spec's timestamp (and its wall-clock parts) is shared with the server's texts.
export { formatTimestamp, wallClockParts, zonedStamp } from '@vela/contracts/zoned-time';

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
