import { localeFromPath } from '../../i18n/locale-paths.ts';
import { readCookie } from '../cookies.ts';
import { browserDeviceId } from '../device/device-id.ts';
import { deviceName, systemVersion } from '../device/ua.ts';
import { commonHeaders, DEFAULT_SELECT_TYPE, futuresHeaders, type HeaderSources } from '../http/headers.ts';
import { createRequestHelper, type RequestHelper } from '../http/request.ts';
import { nativeShell } from '../native/shell.ts';
import { readText } from '../session/storage.ts';

/** Base URLs are configuration so the client can point at another platform (same origin by default). */
export interface ApiBaseUrls {
  spot: string;
  futures: string;
}

let helper: RequestHelper | undefined;
let unauthorizedHandler: () => void = () => {};

function headerSources(): HeaderSources {
  const userAgent = navigator.userAgent;
  return {
    locale: localeFromPath(window.location.pathname).locale,
    accessToken: readText('accessToken'),
    loginToken: readCookie(document.cookie, 'token'),
    futuresToken: readCookie(document.cookie, 'futuresToken'),
    selectType: readText('selectType') ?? DEFAULT_SELECT_TYPE,
    deviceId: browserDeviceId(),
    systemVersion: systemVersion(userAgent),
    deviceName: deviceName(userAgent),
    nativeShell: nativeShell(),
  };
}

/** The browser's request helper (one per page). Server-side code uses the load context's apiFetch instead. */
export function browserApi(baseUrls: ApiBaseUrls = { spot: '', futures: '/futuresapi' }): RequestHelper {
  helper ??= createRequestHelper({
    spotBaseUrl: baseUrls.spot,
    futuresBaseUrl: baseUrls.futures,
    headers: (mode) => (mode === 'futures' ? futuresHeaders(headerSources()) : commonHeaders(headerSources())),
    onUnauthorized: () => unauthorizedHandler(),
  });
  return helper;
}

/** The root installs what a 401 does (clear the user, go to login); the helper calls it. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}
