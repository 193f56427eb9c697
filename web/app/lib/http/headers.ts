import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import type { NativeShell } from '../native/shell.ts';

/** Everything the spec's request headers are made of, gathered by the caller (browser or server). */
export interface HeaderSources {
  locale: LocaleCode;
  /** Token from localStorage `accessToken` (native shells use token sessions); web sessions ride the httpOnly cookie. */
  accessToken?: string;
  /** The login token cookie, when a shell set one (script-readable by design of the shell). */
  loginToken?: string;
  /** The futures partner token cookie, when present. */
  futuresToken?: string;
  /** localStorage `selectType`, with its default. */
  selectType: string;
  deviceId?: string;
  systemVersion?: string;
  deviceName?: string;
  /** The native shell hosting the page, if any: adds the `system` header. */
  nativeShell?: NativeShell;
}

export const DEFAULT_SELECT_TYPE = '1';
export const PRODUCT_DEVICE_ID_HEADER = 'vela-device-id';
export const APP_VERSION = '1.0.0';
/** The exchange partner id futures calls identify themselves with. */
export const THIRD_APP_ID = 'vela';

/** Headers on every call (spec 7). Empty values are left out rather than sent blank. */
export function commonHeaders(sources: HeaderSources): Record<string, string> {
  const headers: Record<string, string | undefined> = {
    language: sources.locale,
    'x-language': sources.locale,
    'X-Authorization': sources.accessToken,
    token: sources.loginToken,
    loginToken: sources.loginToken,
    selectType: sources.selectType,
    deviceId: sources.deviceId,
    [PRODUCT_DEVICE_ID_HEADER]: sources.deviceId,
    systemVersion: sources.systemVersion,
    deviceName: sources.deviceName,
    clientTag: 'web',
    system: sources.nativeShell,
  };
  return withoutEmpty(headers);
}

/** The futures API's extra headers (spec 7 "Futures extra headers"). */
export function futuresHeaders(sources: HeaderSources): Record<string, string> {
  return withoutEmpty({
    ...commonHeaders(sources),
    appVersion: APP_VERSION,
    'Accept-Language': localeByCode[sources.locale].tag,
    'x-locale': sources.locale,
    authorization: sources.accessToken ? `Bearer ${sources.accessToken}` : undefined,
    thirdAppToken: sources.futuresToken ?? sources.loginToken,
    thirdAppId: THIRD_APP_ID,
    'Content-Type': 'application/json',
  });
}

function withoutEmpty(headers: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value) kept[name] = value;
  return kept;
}
