import { localeByCode } from '@vela/contracts/locale-table';
import { useMemo } from 'react';
import { formatDate, formatTimestamp, zonedStamp } from '../lib/format/datetime.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { type ShownTimeZone, useTimeZone } from './time-zone.ts';

type Instant = Date | number | string;

export interface TimeFormat extends ShownTimeZone {
  /** YYYY/MM/DD HH:mm:ss in the chosen zone, for a table whose heading names the zone. */
  readonly timestamp: (value: Instant) => string;
  /**
   * The same followed by the zone's label at that instant ("2026/12/07 12:13:00 UTC+8"), where
   * nothing else names it: the one labelling the server's notices use too.
   */
  readonly stamp: (value: Instant) => string;
  /** The day (no time) in the chosen zone, in the page's language ("Dec 9, 2026"). */
  readonly day: (value: Instant) => string;
}

/** How every screen writes an instant: in the time zone the viewer chose, and saying which. */
export function useTimeFormat(): TimeFormat {
  const { locale } = useRootData();
  const shown = useTimeZone();
  const { tag } = localeByCode[locale];
  return useMemo(
    () => ({
      ...shown,
      timestamp: (value) => formatTimestamp(value, shown.zone),
      stamp: (value) => zonedStamp(value, shown.zone),
      day: (value) => formatDate(value, tag, shown.zone),
    }),
    [shown, tag],
  );
}
