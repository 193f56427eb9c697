import {
  type AnalyticsEvent,
  type AnalyticsEventType,
  type AnalyticsProperties,
  analyticsDebugReceiverPath,
  analyticsReceiverPath,
} from '@vela/contracts/analytics';
import type {
  Analytics,
  AnalyticsEnvironment,
  AnalyticsOptions,
  EventProperties,
  FirstTrackOptions,
  TrackOutcome,
} from './api.ts';
import { systemClock } from './clock.ts';
import { analyticsDefaults, durationPropertyName, pageViewEventName, storageKeyPrefix } from './constants.ts';
import { decorateLinksOnClick, decorateUrl, type LinkerEntry, parseLinkerEntries, readLinkerId } from './linker.ts';
import { createProfileStore, type TrackingState, trackingStates } from './profile.ts';
import { createEventQueue } from './queue.ts';
import { createSender, resolveSendMethod } from './sender.ts';
import {
  type AnalyticsError,
  type AnalyticsErrorCode,
  type AnalyticsResult,
  type Checked,
  checkEventKey,
  checkEventName,
  checkProperties,
  checkUserId,
  isPlainObject,
} from './validation.ts';

function randomId(): string {
  const { crypto } = globalThis;
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function clampBatchSize(requested: number | undefined): number {
  if (requested === undefined || !Number.isInteger(requested) || requested < 1) return analyticsDefaults.batchSize;
  return Math.min(requested, analyticsDefaults.maxBatchSize);
}

function positiveOr(requested: number | undefined, fallback: number): number {
  return requested !== undefined && Number.isFinite(requested) && requested > 0 ? requested : fallback;
}

function checkTime(time: Date | number | undefined, now: number): Checked<number> {
  if (time === undefined) return { value: now, problems: [] };
  const ms = time instanceof Date ? time.getTime() : time;
  if (Number.isInteger(ms) && ms >= 0) return { value: ms, problems: [] };
  return { value: now, problems: ['event time must be a valid date or milliseconds since the epoch; used now'] };
}

type EventKind =
  | { type: 'track'; firstCheckId?: string }
  | { type: 'track_update' | 'track_overwrite'; extraId: string };

interface EventDraft {
  type: AnalyticsEventType;
  eventName: unknown;
  properties: unknown;
  options: FirstTrackOptions | undefined;
  extraId?: unknown;
  first?: boolean;
}

/** Creates the master instance; named instances come from its createInstance. */
export function createAnalytics(options: AnalyticsOptions, environment: AnalyticsEnvironment): Analytics {
  const names = new Set<string>();
  return buildInstance(undefined, options, environment, names);
}

function buildInstance(
  name: string | undefined,
  options: AnalyticsOptions,
  environment: AnalyticsEnvironment,
  names: Set<string>,
): Analytics {
  const clock = environment.clock ?? systemClock;
  const logger = environment.logger ?? { warn: () => {} };
  const newId = environment.randomId ?? randomId;
  const strict = options.strict ?? false;
  const storageKey = (kind: string) => `${storageKeyPrefix}_${kind}${name === undefined ? '' : `@${name}`}`;
  const profile = createProfileStore(environment.storage, storageKey('profile'), logger);
  const queue = createEventQueue({
    storage: environment.storage,
    key: storageKey('events'),
    cap: analyticsDefaults.localCap,
    logger,
  });
  // Configuration reaches here untyped at times: a missing URL must not throw into the app.
  const serverUrl = typeof options.serverUrl === 'string' ? options.serverUrl.replace(/\/+$/, '') : '';
  if (!serverUrl) logger.warn('analytics: no serverUrl; events stay queued on the device');
  const sender = createSender({
    queue,
    transports: environment.transports,
    method: serverUrl ? resolveSendMethod(options.sendMethod, environment.transports, logger) : undefined,
    endpoint: serverUrl + (options.debug ? analyticsDebugReceiverPath : analyticsReceiverPath),
    clock,
    logger,
    batchSize: options.debug ? 1 : clampBatchSize(options.batchSize),
    intervalMs: positiveOr(options.sendIntervalMs, analyticsDefaults.sendIntervalMs),
    timeoutMs: positiveOr(options.sendTimeoutMs, analyticsDefaults.sendTimeoutMs),
    maxPerSend: analyticsDefaults.maxEventsPerSend,
    maxRetries: analyticsDefaults.maxRetries,
  });

  const timers = new Map<string, number>();
  let awaitingLogin: AnalyticsEvent[] = [];
  let dynamicProperties: (() => EventProperties) | undefined;
  let linkerEntries: LinkerEntry[] = [];
  let stopAutoTrack: (() => void) | undefined;
  let stopLinkClicks: (() => void) | undefined;
  const children: Analytics[] = [];
  const stopPageHide = environment.onPageHide?.(() => sender.flushByBeacon());

  function reject(code: AnalyticsErrorCode, message: string): { ok: false; error: AnalyticsError } {
    logger.warn(`analytics: ${message}`);
    return { ok: false, error: { code, message } };
  }

  /** Strict mode rejects any problem; non-strict only unusable input, and logs the rest into `warnings`. */
  function take<T>(checked: Checked<T>, code: AnalyticsErrorCode, warnings: string[]): AnalyticsResult<T> {
    const [problem] = checked.problems;
    if (checked.value === undefined || (strict && problem !== undefined)) return reject(code, problem ?? code);
    warnings.push(...checked.problems);
    return { ok: true, value: checked.value };
  }

  function logWarnings(warnings: readonly string[]): void {
    for (const warning of warnings) logger.warn(`analytics: ${warning}`);
  }

  function distinctId(): string {
    return profile.read().distinctId ?? environment.deviceId;
  }

  function dynamicCheck(): Checked<AnalyticsProperties> {
    if (!dynamicProperties) return { value: {}, problems: [] };
    try {
      const computed = checkProperties(dynamicProperties());
      return {
        value: computed.value,
        problems: computed.problems.map((problem) => `dynamic super properties: ${problem}`),
      };
    } catch {
      return { value: {}, problems: ['dynamic super properties threw; left out'] };
    }
  }

  /** The type, with the extraId or firstCheckId it needs. */
  function eventKind(draft: EventDraft, warnings: string[]): AnalyticsResult<EventKind> {
    if (draft.type !== 'track') {
      const extraId = take(checkEventKey(draft.extraId, 'extraId'), 'invalid_extra_id', warnings);
      return extraId.ok ? { ok: true, value: { type: draft.type, extraId: extraId.value } } : extraId;
    }
    if (!draft.first) return { ok: true, value: { type: 'track' } };
    const firstCheckId = draft.options?.firstCheckId ?? environment.deviceId;
    const checked = take(checkEventKey(firstCheckId, 'firstCheckId'), 'invalid_first_check_id', warnings);
    return checked.ok ? { ok: true, value: { type: 'track', firstCheckId: checked.value } } : checked;
  }

  function collect(draft: EventDraft): AnalyticsResult<TrackOutcome> {
    const current = profile.read();
    // Not an input problem, so not logged: the user or the app chose it.
    if (current.state === 'pause')
      return { ok: false, error: { code: 'tracking_paused', message: 'tracking is paused' } };
    if (current.state === 'stop')
      return { ok: false, error: { code: 'tracking_stopped', message: 'tracking is stopped' } };
    const warnings: string[] = [];
    const eventName = take(checkEventName(draft.eventName), 'invalid_event_name', warnings);
    if (!eventName.ok) return eventName;
    const properties = take(checkProperties(draft.properties), 'invalid_properties', warnings);
    if (!properties.ok) return properties;
    const dynamic = take(dynamicCheck(), 'invalid_dynamic_properties', warnings);
    if (!dynamic.ok) return dynamic;
    const time = take(checkTime(draft.options?.time, clock.now()), 'invalid_time', warnings);
    if (!time.ok) return time;
    const kind = eventKind(draft, warnings);
    if (!kind.ok) return kind;
    logWarnings(warnings);

    const started = timers.get(eventName.value);
    timers.delete(eventName.value);
    const merged: AnalyticsProperties = {
      ...(options.siteid ? { siteid: options.siteid } : {}),
      ...current.superProperties,
      ...dynamic.value,
      ...properties.value,
      ...(started === undefined ? {} : { [durationPropertyName]: Math.round(clock.now() - started) / 1000 }),
    };
    const base = {
      uuid: newId(),
      eventName: eventName.value,
      time: time.value,
      distinctId: distinctId(),
      properties: merged,
      ...(current.accountId ? { accountId: current.accountId } : {}),
    };
    const event: AnalyticsEvent = { ...base, ...kind.value };
    if (draft.options?.needLogin && !current.accountId) {
      awaitingLogin.push(event);
      return { ok: true, value: 'awaiting_login' };
    }
    sender.enqueue(event);
    return { ok: true, value: 'queued' };
  }

  function setState(state: TrackingState): void {
    if (state === 'stop') {
      // Opt-out: what was collected about the user must not leave the device later either.
      profile.update({ state, superProperties: {}, accountId: undefined });
      timers.clear();
      awaitingLogin = [];
      queue.clear();
    } else {
      profile.update({ state });
    }
    if (state === 'normal') sender.start();
    else sender.stop();
  }

  function setDistinctIdChecked(id: unknown): AnalyticsResult {
    const warnings: string[] = [];
    const checked = take(checkUserId(id, 'distinct id'), 'invalid_user_id', warnings);
    if (!checked.ok) return checked;
    logWarnings(warnings);
    profile.update({ distinctId: checked.value });
    return { ok: true, value: undefined };
  }

  function decorateLink(href: string): string {
    return decorateUrl(href, linkerEntries, distinctId());
  }

  const instance: Analytics = {
    name,
    track: (eventName, properties, trackOptions) =>
      collect({ type: 'track', eventName, properties, options: trackOptions }),
    trackFirst: (eventName, properties, trackOptions) =>
      collect({ type: 'track', eventName, properties, options: trackOptions, first: true }),
    trackUpdate: (eventName, properties, extraId, trackOptions) =>
      collect({ type: 'track_update', eventName, properties, extraId, options: trackOptions }),
    trackOverwrite: (eventName, properties, extraId, trackOptions) =>
      collect({ type: 'track_overwrite', eventName, properties, extraId, options: trackOptions }),
    trackPageView: (path, title, properties) =>
      collect({
        type: 'track',
        eventName: pageViewEventName,
        properties: { ...properties, page_name: title, page_path: path },
        options: undefined,
      }),
    timeEvent(eventName) {
      const warnings: string[] = [];
      const checked = take(checkEventName(eventName), 'invalid_event_name', warnings);
      if (!checked.ok) return checked;
      logWarnings(warnings);
      timers.set(checked.value, clock.now());
      return { ok: true, value: undefined };
    },
    login(userId) {
      const warnings: string[] = [];
      const checked = take(checkUserId(userId, 'user id'), 'invalid_user_id', warnings);
      if (!checked.ok) return checked;
      logWarnings(warnings);
      const accountId = checked.value;
      profile.update({ accountId });
      const held = awaitingLogin;
      awaitingLogin = [];
      for (const event of held) sender.enqueue({ ...event, distinctId: distinctId(), accountId });
      return { ok: true, value: undefined };
    },
    logout: () => void profile.update({ accountId: undefined }),
    setDistinctId: setDistinctIdChecked,
    getDistinctId: distinctId,
    getAccountId: () => profile.read().accountId,
    getDeviceId: () => environment.deviceId,
    setSuperProperties(properties) {
      if (!isPlainObject(properties)) return reject('invalid_super_properties', 'super properties must be an object');
      const warnings: string[] = [];
      const checked = take(checkProperties(properties), 'invalid_super_properties', warnings);
      if (!checked.ok) return checked;
      logWarnings(warnings);
      profile.update({ superProperties: { ...profile.read().superProperties, ...checked.value } });
      return { ok: true, value: undefined };
    },
    unsetSuperProperty(propertyName) {
      const { [propertyName]: _removed, ...rest } = profile.read().superProperties;
      profile.update({ superProperties: rest });
    },
    clearSuperProperties: () => void profile.update({ superProperties: {} }),
    getSuperProperties: () => profile.read().superProperties,
    setDynamicSuperProperties(compute) {
      if (typeof compute !== 'function') {
        return reject('invalid_dynamic_properties', 'dynamic super properties must be a function returning an object');
      }
      dynamicProperties = compute;
      return { ok: true, value: undefined };
    },
    quick(action: unknown, config?: unknown): AnalyticsResult {
      if (action === 'autoTrack') {
        const { navigation } = environment;
        if (!navigation) return reject('navigation_unavailable', 'autoTrack needs a navigation source');
        const properties = isPlainObject(config) ? config : undefined;
        const page = navigation.current();
        instance.trackPageView(page.path, page.title, properties);
        stopAutoTrack?.();
        stopAutoTrack = navigation.subscribe((next) => void instance.trackPageView(next.path, next.title, properties));
        return { ok: true, value: undefined };
      }
      if (action === 'siteLinker') {
        linkerEntries = parseLinkerEntries(isPlainObject(config) ? config.linker : undefined, logger);
        if (environment.clicks) stopLinkClicks ??= decorateLinksOnClick(environment.clicks, decorateLink);
        return { ok: true, value: undefined };
      }
      return reject('invalid_quick_action', `quick supports only autoTrack and siteLinker, not "${String(action)}"`);
    },
    decorateLink,
    setTrackingState(state) {
      if (!trackingStates.includes(state)) {
        return reject('invalid_tracking_state', `tracking state must be one of ${trackingStates.join(', ')}`);
      }
      setState(state);
      return { ok: true, value: undefined };
    },
    getTrackingState: () => profile.read().state,
    flush: () => sender.flush(),
    createInstance(childName, childOptions) {
      if (name !== undefined) {
        return reject('not_master_instance', 'named instances are created from the master instance only');
      }
      if (typeof childName !== 'string' || childName === '') {
        return reject('invalid_instance_name', 'an instance name must be a non-empty string');
      }
      if (names.has(childName)) return reject('instance_name_taken', `an instance named "${childName}" exists already`);
      names.add(childName);
      const child = buildInstance(childName, { ...options, ...childOptions }, environment, names);
      children.push(child);
      return { ok: true, value: child };
    },
    shutdown() {
      sender.stop();
      stopPageHide?.();
      stopAutoTrack?.();
      stopLinkClicks?.();
      for (const child of children) child.shutdown();
    },
  };

  if (environment.landingUrl) {
    const linkedId = readLinkerId(environment.landingUrl);
    if (linkedId !== undefined) setDistinctIdChecked(linkedId);
  }
  if (profile.read().state === 'normal') sender.start();
  return instance;
}
