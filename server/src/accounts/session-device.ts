import { type DeviceHint, type SessionDevice, sessionDeviceSchema } from '@vela/contracts/security';
import type { FastifyRequest } from 'fastify';

/** Where a sign-in came from: what createSession and recordLogin keep. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  device: SessionDevice | null;
}

const USER_AGENT_MAX = 512;

/**
 * The request's origin: its address (after TRUST_PROXY), its user agent, and the reduced device
 * record built from the client's headers (`deviceId`, `deviceName`, `systemVersion`, `language`)
 * and the device fields a sign-in form sent (`hint`). Nothing identifying beyond that is kept.
 */
export function requestOrigin(request: FastifyRequest, hint?: DeviceHint): RequestOrigin {
  const userAgent = header(request, 'user-agent')?.slice(0, USER_AGENT_MAX) ?? null;
  return { ip: request.ip || null, userAgent, device: deviceRecord(request, userAgent, hint) };
}

export function deviceRecord(
  request: FastifyRequest,
  userAgent: string | null,
  hint?: DeviceHint,
): SessionDevice | null {
  const candidate = {
    deviceId: known(header(request, 'deviceid') ?? header(request, 'vela-device-id')),
    platform: known(hint?.platform),
    brandModel: known(hint?.brand_model),
    browser: known(hint?.device_name) ?? known(header(request, 'devicename')) ?? browserOf(userAgent),
    systemVersion: known(hint?.system_version) ?? known(header(request, 'systemversion')) ?? systemOf(userAgent),
    systemLanguage: known(hint?.system_lang) ?? languageOf(header(request, 'accept-language')),
  };
  // Each field is checked on its own: one odd value is dropped, not the whole record.
  const device: Record<string, string> = {};
  for (const [name, value] of Object.entries(candidate)) {
    if (value === undefined) continue;
    const field = sessionDeviceSchema.shape[name as keyof SessionDevice].safeParse(value);
    if (field.success && field.data !== undefined) device[name] = field.data;
  }
  return Object.keys(device).length > 0 ? (device as SessionDevice) : null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : undefined;
}

function known(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.toLowerCase() !== 'unknown' ? trimmed : undefined;
}

/** The first language of Accept-Language ("en-US,en;q=0.9" → "en-US"). */
function languageOf(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(first) ? first : undefined;
}

// For clients that send no deviceName header (API clients, other browsers' first call): the same
// reading as the web client's lib/device/ua.ts, in brief.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, 'Safari'],
];

function browserOf(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  for (const [pattern, name] of BROWSERS) {
    const major = userAgent.match(pattern)?.[1];
    if (major) return `${name} ${major}`;
  }
  return undefined;
}

function systemOf(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const ios = userAgent.match(/\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+)*)/);
  if (ios?.[1]) return `iOS ${ios[1].replaceAll('_', '.')}`;
  const android = userAgent.match(/\bAndroid(?: (\d+(?:\.\d+)*))?/);
  if (android) return android[1] ? `Android ${android[1]}` : 'Android';
  if (/\bWindows NT\b/.test(userAgent)) return 'Windows';
  if (/\bMac OS X\b/.test(userAgent)) return 'macOS';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return undefined;
}
