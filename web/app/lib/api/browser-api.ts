import { lazyRequestHelper } from '../http/lazy-request.ts';
import type { RequestHelper } from '../http/request.ts';
import type { ApiBaseUrls } from './base-urls.ts';

let helper: RequestHelper | undefined;
let unauthorizedHandler: () => void = () => {};
/** Unbound (server rendering, before the root's store exists): every call goes to the same origin. */
let readBaseUrls: () => Partial<ApiBaseUrls> | undefined = () => undefined;

/**
 * The browser's request helper (one per page). Its spot and futures base URLs are the global
 * state's fast-API URLs (configuration: SPOT_API_URL, FUTURES_API_URL), read at every call.
 * Server-side code uses the load context's apiFetch instead.
 */
export function browserApi(): RequestHelper {
  helper ??= lazyRequestHelper(() =>
    import('./browser-request.ts').then(({ createBrowserRequestHelper }) =>
      createBrowserRequestHelper(
        () => readBaseUrls(),
        () => unauthorizedHandler(),
      ),
    ),
  );
  return helper;
}

/** The root installs what a 401 does (clear the user, go to login); the helper calls it. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/**
 * The root's store hands the helper its fast-API URLs (`read` runs at every call). Returns the
 * unbinding, which leaves a later binding in place.
 */
export function bindApiBaseUrls(read: () => Partial<ApiBaseUrls> | undefined): () => void {
  readBaseUrls = read;
  return () => {
    if (readBaseUrls === read) readBaseUrls = () => undefined;
  };
}
