import { useMemo, useSyncExternalStore } from 'react';
import {
  resolveTimeZone,
  type TimeZoneChoice,
  timeZoneCookie,
  viewerTimeZone,
  viewerZoneCookie,
  zoneLabel,
} from '../lib/format/time-zone.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { nextTask } from '../lib/scheduling/next-task.ts';

/**
 * What the browser learnt after the page came: the viewer's own zone and a choice made here.
 * Until then (and on the server) the root loader's cookies decide, so hydration matches the
 * server's markup; the browser's zone is written to a cookie so the next page is served in it.
 */
interface Learnt {
  readonly choice: TimeZoneChoice | null;
  readonly viewerZone: string | null;
}

const nothingLearnt: Learnt = { choice: null, viewerZone: null };
let learnt = nothingLearnt;
let detected = false;
const listeners = new Set<() => void>();

function update(next: Partial<Learnt>) {
  learnt = { ...learnt, ...next };
  for (const listener of [...listeners]) listener();
}

/**
 * Learns the viewer's zone in a task after the subscribing one: never a store change inside
 * subscribe, and the first use of the zone data (slow) out of hydration's effects.
 */
function detectViewerZone() {
  if (detected) return;
  detected = true;
  void nextTask().then(() => {
    const zone = viewerTimeZone();
    if (!zone) return;
    document.cookie = viewerZoneCookie(zone);
    update({ viewerZone: zone });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  detectViewerZone();
  return () => listeners.delete(listener);
}

/** Chooses the zone times are shown in, remembered in a cookie for the next pages. */
export function chooseTimeZone(choice: TimeZoneChoice): void {
  document.cookie = timeZoneCookie(choice);
  update({ choice });
}

export interface ShownTimeZone {
  readonly choice: TimeZoneChoice;
  /** The IANA zone times are written in. */
  readonly zone: string;
  /** The zone as shown beside times: "UTC", "UTC+9". */
  readonly label: string;
}

/** The zone every time of the page is written in, with its label. */
export function useTimeZone(): ShownTimeZone {
  const { locale, timeZone: served } = useRootData();
  const settingOf = (now: Learnt) => ({
    choice: now.choice ?? served.choice,
    viewerZone: now.viewerZone ?? served.viewerZone,
  });
  // Strings as snapshots: learning the zone the page was already served in renders nothing again
  // (a store's change re-renders its readers synchronously, a long task on a slow phone).
  const choice = useSyncExternalStore(
    subscribe,
    () => settingOf(learnt).choice,
    () => served.choice,
  );
  const zone = useSyncExternalStore(
    subscribe,
    () => resolveTimeZone(settingOf(learnt), locale),
    () => resolveTimeZone(settingOf(nothingLearnt), locale),
  );
  return useMemo(() => ({ choice, zone, label: zoneLabel(zone) }), [choice, zone]);
}
