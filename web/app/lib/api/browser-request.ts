import { localeFromPath } from '../../i18n/locale-paths.ts';
import { browserDeviceId } from '../device/device-id.ts';
import { deviceName, systemVersion } from '../device/ua.ts';
import { readCookie } from '../http/cookies.ts';
import { commonHeaders, DEFAULT_SELECT_TYPE, futuresHeaders, type HeaderSources } from '../http/headers.ts';
import { createRequestHelper, type RequestHelper } from '../http/request.ts';
import { nativeShell } from '../native/shell.ts';
import { readText } from '../session/storage.ts';
import type { ApiBaseUrls } from './base-urls.ts';

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

/** The request helper of browser-api.ts, with base URLs and headers read from the page at call time. */
export function createBrowserRequestHelper(
  baseUrls: () => Partial<ApiBaseUrls> | undefined,
  onUnauthorized: () => void,
): RequestHelper {
  return createRequestHelper({
    baseUrls,
    headers: (mode) => (mode === 'futures' ? futuresHeaders(headerSources()) : commonHeaders(headerSources())),
    onUnauthorized,
  });
}
