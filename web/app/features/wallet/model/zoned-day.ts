import { wallClockParts } from '../../../lib/format/datetime.ts';

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const clock = wallClockParts(instant, timeZone);
  const parts = Object.fromEntries(Object.entries(clock).map(([type, value]) => [type, Number(value)]));
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a calendar day (`YYYY-MM-DD`, as a date input gives it) starts in `timeZone`, plus
 * `addDays`; undefined for anything that is not a date. Timestamps are shown in the locale's
 * zone, so a date filter has to mean days in that same zone.
 */
export function startOfZonedDay(day: string, timeZone: string, addDays = 0): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const day0 = new Date(Date.UTC(year, month, date));
  if (day0.getUTCFullYear() !== year || day0.getUTCMonth() !== month || day0.getUTCDate() !== date) return undefined;
  const wallMidnight = Date.UTC(year, month, date + addDays);
  // The offset at the guess can differ from the offset at the answer across a DST change: ask again.
  let instant = wallMidnight - zoneOffset(wallMidnight, timeZone);
  instant = wallMidnight - zoneOffset(instant, timeZone);
  return new Date(instant);
}
