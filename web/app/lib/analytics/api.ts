// The public contract of a tracking instance: what the app calls and what it injects.
import type { AnalyticsProperties, AnalyticsSiteId } from '@vela/contracts/analytics';
import type { Clock } from './clock.ts';
import type { ClickSource } from './linker.ts';
import type { NavigationSource } from './navigation.ts';
import type { TrackingState } from './profile.ts';
import type { AnalyticsLogger, KeyValueStorage } from './queue.ts';
import type { Transports } from './sender.ts';
import type { AnalyticsResult } from './validation.ts';

/** What callers pass as properties: checked and turned into JSON on the way in. */
export type EventProperties = Readonly<Record<string, unknown>>;

export interface AnalyticsOptions {
  /** The receiver's base URL; events go to `<serverUrl>/sync_js` (`/data_debug` in debug mode). */
  serverUrl: string;
  /** image, ajax or beacon; anything else (configuration is untyped) falls back to image. */
  sendMethod?: string;
  /** Reject invalid calls instead of warning and sending (spec section 5). */
  strict?: boolean;
  /** Send each event at once, to the debug receiver. */
  debug?: boolean;
  /** Events that start a send (default 6, at most 30). */
  batchSize?: number;
  sendIntervalMs?: number;
  sendTimeoutMs?: number;
  /** Added to every event as the `siteid` tracking property. */
  siteid?: AnalyticsSiteId;
}

/** The browser pieces, injected so the client runs (and is tested) without a browser. */
export interface AnalyticsEnvironment {
  storage: KeyValueStorage;
  transports: Transports;
  /** The default distinct id and firstCheckId. */
  deviceId: string;
  /** Default: the global clock and timers. */
  clock?: Clock;
  /** Where warnings go; default: nowhere. */
  logger?: AnalyticsLogger;
  /** The page's URL at start: a `_tasdk` parameter in it sets the distinct id. */
  landingUrl?: string;
  navigation?: NavigationSource;
  /** Where link clicks are heard, for the site linker's decoration. */
  clicks?: ClickSource;
  /** Registers a call for when the page is being left (pagehide); returns the unregister function. */
  onPageHide?: (listener: () => void) => () => void;
  /** Event uuids; default: crypto. */
  randomId?: () => string;
}

export interface TrackOptions {
  /** When the event happened (default: now). */
  time?: Date | number;
  /** Hold the event until login(), then send it with the account id (spec section 4). */
  needLogin?: boolean;
}

export interface FirstTrackOptions extends TrackOptions {
  /** What makes the event "first": one per (event name, firstCheckId); default: the device id. */
  firstCheckId?: string | number;
}

/** queued: on its way to the receiver; awaiting_login: held until login(). */
export type TrackOutcome = 'queued' | 'awaiting_login';

export interface SiteLinkerEntryInput {
  part_url: string;
  after_hash: boolean;
}

/**
 * One tracking instance. Calls never throw: they return an AnalyticsResult, `ok: false` meaning
 * the call had no effect (invalid input in strict mode or input unusable in any mode, tracking
 * paused or stopped); non-strict mode logs problems it can live with and goes on.
 */
export interface Analytics {
  /** undefined for the master instance. */
  readonly name: string | undefined;
  track(eventName: string, properties?: EventProperties, options?: TrackOptions): AnalyticsResult<TrackOutcome>;
  trackFirst(
    eventName: string,
    properties?: EventProperties,
    options?: FirstTrackOptions,
  ): AnalyticsResult<TrackOutcome>;
  trackUpdate(
    eventName: string,
    properties: EventProperties,
    extraId: string | number,
    options?: TrackOptions,
  ): AnalyticsResult<TrackOutcome>;
  trackOverwrite(
    eventName: string,
    properties: EventProperties,
    extraId: string | number,
    options?: TrackOptions,
  ): AnalyticsResult<TrackOutcome>;
  /** A `page_view` event with `page_name` (the title) and `page_path`. */
  trackPageView(path: string, title: string, properties?: EventProperties): AnalyticsResult<TrackOutcome>;
  /** The next track of this event name carries `duration`: seconds since this call. */
  timeEvent(eventName: string): AnalyticsResult;
  login(userId: string | number): AnalyticsResult;
  logout(): void;
  setDistinctId(distinctId: string | number): AnalyticsResult;
  getDistinctId(): string;
  getAccountId(): string | undefined;
  getDeviceId(): string;
  setSuperProperties(properties: EventProperties): AnalyticsResult;
  unsetSuperProperty(name: string): void;
  clearSuperProperties(): void;
  getSuperProperties(): AnalyticsProperties;
  /** Called at every track; what it returns is added to the event, over the static super properties. */
  setDynamicSuperProperties(compute: () => EventProperties): AnalyticsResult;
  /** Page views now and on every navigation. */
  quick(action: 'autoTrack', properties?: EventProperties): AnalyticsResult;
  /** Decorates links to the listed sites with the distinct id. */
  quick(action: 'siteLinker', config: { linker: readonly SiteLinkerEntryInput[] }): AnalyticsResult;
  /** The link with `_tasdk=<distinct id>` when it goes to a site-linker site; otherwise unchanged. */
  decorateLink(href: string): string;
  /**
   * normal collects and sends; pause does neither and keeps what is queued; stop (the user's
   * opt-out) also forgets super properties, account id, timers and every event not yet sent.
   * Remembered across page loads.
   */
  setTrackingState(state: TrackingState): AnalyticsResult;
  getTrackingState(): TrackingState;
  /** Sends what is queued now. */
  flush(): Promise<void>;
  /** A named instance with its own queue, identity and options (inherited from the master unless given). Master only. */
  createInstance(name: string, options?: Partial<AnalyticsOptions>): AnalyticsResult<Analytics>;
  /** Stops its interval and listeners, and those of its children (tests, hot reload). */
  shutdown(): void;
}
