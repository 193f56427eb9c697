import { screenOfRouteId } from '../../route-list.ts';
import type { TrackingChoiceSnapshot } from './tracking-choice.ts';

/** The global config flag (GET /api/v1/config) that turns data reporting to gtag on: 'true' only. */
export const DATA_REPORT_SWITCH = 'Data_Report_Switch';
export const FUTURES_VIEW_EVENT = 'futures_view';
const GTAG_SCRIPT_ID = 'vela-gtag';

export interface GtagGate {
  globalConfig: Readonly<Record<string, string>>;
  /** publicConfig.gaMeasurementId (GA_MEASUREMENT_ID). */
  measurementId: string | undefined;
  /** Google Analytics is analytics too: only with the visitor's consent. */
  choice: TrackingChoiceSnapshot;
}

/** The measurement id to report to, or undefined: then gtag is not loaded at all (spec 7). */
export function gtagMeasurementId({ globalConfig, measurementId, choice }: GtagGate): string | undefined {
  if (globalConfig[DATA_REPORT_SWITCH] !== 'true' || !measurementId || choice !== 'allow') return undefined;
  return measurementId;
}

const futuresScreens = new Set(['futures', 'futures-trade']);

/** A futures page in any locale: the entry and the terminal (`futures___ja_JP`, `futures-trade___en_US___default`). */
export function isFuturesRoute(routeId: string | undefined): boolean {
  const id = routeId === undefined ? undefined : screenOfRouteId(routeId)?.id;
  return id !== undefined && futuresScreens.has(id);
}

export type Gtag = (...args: unknown[]) => void;

export interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

interface ScriptLike {
  id: string;
  async: boolean;
  src: string;
}

/** The document as far as the loader uses it; `document` satisfies it, tests pass a fake that loads nothing. */
export interface GtagDocument<Script extends ScriptLike = HTMLScriptElement> {
  getElementById(id: string): unknown;
  createElement(tagName: 'script'): Script;
  head: { append(script: Script): void };
}

/**
 * Google's gtag snippet, once per page: the loader script and the `gtag` queue in front of it.
 * Page views are left to the app (send_page_view off); only the events it sends are reported.
 */
export function loadGtag<Script extends ScriptLike>(
  win: GtagWindow,
  doc: GtagDocument<Script>,
  measurementId: string,
): Gtag {
  if (win.gtag && doc.getElementById(GTAG_SCRIPT_ID)) return win.gtag;
  const dataLayer = win.dataLayer ?? [];
  win.dataLayer = dataLayer;
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from the data layer, not arrays.
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', measurementId, { send_page_view: false });
  const script = doc.createElement('script');
  script.id = GTAG_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  doc.head.append(script);
  return win.gtag;
}
