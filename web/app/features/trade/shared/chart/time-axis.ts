import { TickMarkType, type Time } from 'lightweight-charts';
import { formatBarTime, formatTick, type TickKind } from './chart-time.ts';

const tickKinds: Record<TickMarkType, TickKind> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'seconds',
};

/**
 * A lightweight-charts chart's times in the user's zone and the locale's style: the crosshair's
 * label and the time axis's ticks. Loaded with the library (the charts' lazy chunks).
 */
export function timeAxisOptions(localeTag: string, timeZone: string) {
  return {
    localization: {
      locale: localeTag,
      timeFormatter: (time: Time) => formatBarTime(time as number, localeTag, timeZone),
    },
    tickMarkFormatter: (time: Time, kind: TickMarkType) =>
      formatTick(time as number, tickKinds[kind], localeTag, timeZone),
  };
}
