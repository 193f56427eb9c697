/**
 * The device info record of spec 3, computed in the browser after first paint and cached in
 * localStorage for 24 h. `loadDeviceInfo` takes every browser API through `env`, so it runs in
 * Node tests with fakes; `browserDeviceInfo` wires the real ones. Nothing runs during SSR.
 */
import { nextTask } from '../scheduling/next-task.ts';
import { hashText } from './hash.ts';
import {
  audioCode,
  type CanvasFactory,
  canvasCode,
  type OfflineAudioContextFactory,
  pluginList,
  UNKNOWN,
  webglInfo,
} from './probes.ts';
import { brandModel, deviceName, systemVersion } from './ua.ts';

/** The record's field names are the spec's, spelling included (`timezoneOffset` is camel case there too). */
export const DEVICE_INFO_FIELDS = [
  'screen_resolution',
  'available_screen_resolution',
  'system_version',
  'brand_model',
  'system_lang',
  'timezone',
  'timezoneOffset',
  'user_agent',
  'list_plugin',
  'canvas_code',
  'webgl_vendor',
  'webgl_renderer',
  'audio',
  'platform',
  'web_timezone',
  'device_name',
  'fingerprint',
] as const;

export type DeviceInfoField = (typeof DEVICE_INFO_FIELDS)[number];

/** Every value is text; what the browser does not give is 'unknown'. */
export type DeviceInfo = Record<DeviceInfoField, string>;

export const DEVICE_INFO_STORAGE_KEY = 'vela_device_info';
/** Spec 9: device info cache 24 h. */
export const DEVICE_INFO_TTL_MS = 86_400_000;

/** `navigator.userAgentData` (User-Agent Client Hints), not yet in TypeScript's DOM types. */
interface UserAgentData {
  platform?: string;
  getHighEntropyValues?(hints: string[]): Promise<{ model?: string }>;
}

export interface DeviceNavigator {
  userAgent: string;
  language?: string;
  platform?: string;
  plugins?: ArrayLike<{ name: string }>;
  userAgentData?: UserAgentData;
}

export interface DeviceInfoEnv {
  navigator: DeviceNavigator;
  screen: Pick<Screen, 'width' | 'height' | 'availWidth' | 'availHeight'> | undefined;
  /** localStorage; undefined where it is blocked. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now(): number;
  /** `Date#getTimezoneOffset()`: minutes to add to local time to get UTC (-480 in GMT+08:00). */
  timezoneOffset: number;
  /** IANA zone name from `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
  timeZone: string | undefined;
  createCanvas: CanvasFactory | undefined;
  createOfflineAudioContext: OfflineAudioContextFactory | undefined;
  subtle: Pick<SubtleCrypto, 'digest'> | undefined;
}

function known(value: string | undefined): string {
  return value?.trim() ? value : UNKNOWN;
}

function resolution(width: number | undefined, height: number | undefined): string {
  return width && height ? `${width}x${height}` : UNKNOWN;
}

/** "GMT+08:00" for an offset of -480: the sign is flipped because getTimezoneOffset counts towards UTC. */
export function gmtOffsetText(timezoneOffset: number): string {
  const minutes = Math.abs(timezoneOffset);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `GMT${timezoneOffset > 0 ? '-' : '+'}${hh}:${mm}`;
}

/** The hash input: one `key=value` line per field, sorted by key, so field order never changes it. */
export function fingerprintInput(values: Omit<DeviceInfo, 'fingerprint'>): string {
  return Object.entries(values)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

async function modelHint(userAgentData: UserAgentData | undefined): Promise<string | undefined> {
  try {
    return (await userAgentData?.getHighEntropyValues?.(['model']))?.model;
  } catch {
    return undefined;
  }
}

/** Measures every field now, without the cache. */
export async function computeDeviceInfo(env: DeviceInfoEnv): Promise<DeviceInfo> {
  const { navigator, screen } = env;
  const [audio, model] = await Promise.all([
    audioCode(env.createOfflineAudioContext),
    modelHint(navigator.userAgentData),
  ]);
  // Each probe draws on a canvas of its own: one task each, not one long one.
  const webgl = webglInfo(env.createCanvas);
  await nextTask();
  const canvas = canvasCode(env.createCanvas);
  const values: Omit<DeviceInfo, 'fingerprint'> = {
    screen_resolution: resolution(screen?.width, screen?.height),
    available_screen_resolution: resolution(screen?.availWidth, screen?.availHeight),
    system_version: systemVersion(navigator.userAgent),
    brand_model: brandModel(navigator.userAgent, model),
    system_lang: known(navigator.language),
    timezone: Number.isFinite(env.timezoneOffset) ? gmtOffsetText(env.timezoneOffset) : UNKNOWN,
    timezoneOffset: Number.isFinite(env.timezoneOffset) ? String(env.timezoneOffset) : UNKNOWN,
    user_agent: known(navigator.userAgent),
    list_plugin: pluginList(navigator.plugins),
    canvas_code: canvas,
    webgl_vendor: webgl.vendor,
    webgl_renderer: webgl.renderer,
    audio,
    platform: known(navigator.userAgentData?.platform || navigator.platform),
    web_timezone: known(env.timeZone),
    device_name: deviceName(navigator.userAgent),
  };
  return { ...values, fingerprint: await hashText(fingerprintInput(values), env.subtle) };
}

interface CachedDeviceInfo {
  savedAt: number;
  info: DeviceInfo;
}

function readCache(env: DeviceInfoEnv): DeviceInfo | undefined {
  let cached: Partial<CachedDeviceInfo> | null;
  try {
    cached = JSON.parse(env.storage?.getItem(DEVICE_INFO_STORAGE_KEY) ?? 'null') as Partial<CachedDeviceInfo> | null;
  } catch {
    return undefined;
  }
  const { savedAt, info } = cached ?? {};
  const age = typeof savedAt === 'number' ? env.now() - savedAt : Number.NaN;
  // A negative age means the clock went back: the entry cannot be trusted to be fresh.
  if (!(age >= 0 && age < DEVICE_INFO_TTL_MS) || !isDeviceInfo(info)) return undefined;
  // A browser update within the 24 h changes the user agent and the fields read from it.
  return info.user_agent === known(env.navigator.userAgent) ? info : undefined;
}

function isDeviceInfo(value: unknown): value is DeviceInfo {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return DEVICE_INFO_FIELDS.every((field) => typeof record[field] === 'string');
}

/** The cached record if under 24 h old, else a fresh one, which is then cached. */
export async function loadDeviceInfo(env: DeviceInfoEnv): Promise<DeviceInfo> {
  const cached = readCache(env);
  if (cached) return cached;
  const info = await computeDeviceInfo(env);
  const entry: CachedDeviceInfo = { savedAt: env.now(), info };
  try {
    env.storage?.setItem(DEVICE_INFO_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // A full or blocked storage only costs a recomputation on the next page load.
  }
  return info;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Reading the property itself throws when the browser blocks storage for this site.
    return undefined;
  }
}

function browserEnv(): DeviceInfoEnv {
  const AudioContext = window.OfflineAudioContext as typeof OfflineAudioContext | undefined;
  return {
    navigator: window.navigator,
    screen: window.screen,
    storage: browserStorage(),
    now: Date.now,
    timezoneOffset: new Date().getTimezoneOffset(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    createCanvas: () => document.createElement('canvas'),
    createOfflineAudioContext: AudioContext && ((...args) => new AudioContext(...args)),
    // crypto.subtle only exists in secure contexts (https, localhost): plain http gets FNV-1a.
    subtle: window.crypto?.subtle,
  };
}

/**
 * A frame callback runs just before a paint and a task queued from it runs after, so the probes
 * (canvas, WebGL, audio) never delay the first paint. Hidden tabs do not paint: a timer stands in.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, 1000);
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

let pending: Promise<DeviceInfo> | undefined;

/** The device info record, computed once per page after first paint. Call it from an effect, never during SSR. */
export function browserDeviceInfo(): Promise<DeviceInfo> {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('browserDeviceInfo is browser-only: call it from an effect'));
  }
  pending ??= afterFirstPaint()
    .then(() => loadDeviceInfo(browserEnv()))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
