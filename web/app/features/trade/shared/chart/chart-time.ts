/** How the chart writes times: in the zone of the visitor's locale (spec 9), with Intl. */

export type TickKind = 'year' | 'month' | 'day' | 'time' | 'seconds';

const styles: Record<TickKind | 'bar', Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { month: 'numeric', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  seconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  bar: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

// The axis is redrawn on every scroll and zoom: one formatter per style, locale and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: TickKind | 'bar', localeTag: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${localeTag}|${timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(localeTag, { ...styles[style], timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

/** A tick label of the time axis; `seconds` is a bar's UTC time in seconds. */
export function formatTick(seconds: number, kind: TickKind, localeTag: string, timeZone: string): string {
  return formatter(kind, localeTag, timeZone).format(seconds * 1000);
}

/** The crosshair's label: date and time of the bar. */
export function formatBarTime(seconds: number, localeTag: string, timeZone: string): string {
  return formatter('bar', localeTag, timeZone).format(seconds * 1000);
}
