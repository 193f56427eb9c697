import { formatAssetAmount } from '../../../lib/format/number.ts';

/**
 * A reward amount in USDT grouped per locale, with at least two decimals ("5.00", "1,000.00",
 * "0.0125"), through the app's number module. The server sends at most 8 decimals.
 */
export function formatUsdt(value: string, localeTag: string): string {
  return formatAssetAmount(value, localeTag, undefined, 2);
}

/** A task's progress or target as it is ("1", "523.5", "1,000"). */
export function formatCount(value: string, localeTag: string): string {
  return formatAssetAmount(value, localeTag);
}

type DurationUnit = 'day' | 'hour' | 'minute';

const unitFormats = new Map<string, Intl.NumberFormat>();

/** "30 days", "30 日", "30 дней": the language's own plural forms, from Intl. */
export function formatUnit(value: number, unit: DurationUnit, localeTag: string): string {
  const key = `${localeTag}|${unit}`;
  let cached = unitFormats.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(localeTag, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(key, cached);
  }
  return cached.format(value);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left until `deadline` in its two largest units ("3 days, 4 hours", "5 hours, 12
 * minutes", "1 minute"); null once the deadline has passed.
 */
export function formatTimeLeft(deadline: string, now: number, localeTag: string): string | null {
  const left = Date.parse(deadline) - now;
  if (!(left > 0)) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.max(1, Math.floor((left % HOUR) / MINUTE));
  const parts: [number, DurationUnit][] =
    days > 0
      ? [
          [days, 'day'],
          [hours, 'hour'],
        ]
      : hours > 0
        ? [
            [hours, 'hour'],
            [minutes, 'minute'],
          ]
        : [[minutes, 'minute']];
  const shown = parts.filter(([value], index) => index === 0 || value > 0);
  return new Intl.ListFormat(localeTag, { style: 'narrow', type: 'unit' }).format(
    shown.map(([value, unit]) => formatUnit(value, unit, localeTag)),
  );
}
