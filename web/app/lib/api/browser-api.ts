import { lazyRequestHelper } from '../http/lazy-request.ts';
import type { RequestHelper } from '../http/request.ts';

/** Base URLs are configuration so the client can point at another platform (same origin by default). */
export interface ApiBaseUrls {
  spot: string;
  futures: string;
}

let helper: RequestHelper | undefined;
let unauthorizedHandler: () => void = () => {};

/** The browser's request helper (one per page). Server-side code uses the load context's apiFetch instead. */
export function browserApi(baseUrls: ApiBaseUrls = { spot: '', futures: '/futuresapi' }): RequestHelper {
  helper ??= lazyRequestHelper(() =>
    import('./browser-request.ts').then(({ createBrowserRequestHelper }) =>
      createBrowserRequestHelper(baseUrls, () => unauthorizedHandler()),
    ),
  );
  return helper;
}

/** The root installs what a 401 does (clear the user, go to login); the helper calls it. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}
