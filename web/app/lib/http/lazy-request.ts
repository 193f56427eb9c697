import type { RequestHelper } from './request.ts';

/**
 * A request helper whose implementation (ofetch and the header sources) is loaded with its first
 * call, so pages do not download it before their first paint. Calls made meanwhile wait for it;
 * if it cannot load, they reject like a failed call.
 */
export function lazyRequestHelper(load: () => Promise<RequestHelper>): RequestHelper {
  let loaded: Promise<RequestHelper> | undefined;
  // A failed load (offline for a moment) is tried again by the next call.
  const helper = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return {
    get: (path, query, mode) => helper().then((real) => real.get(path, query, mode)),
    post: (path, body, mode) => helper().then((real) => real.post(path, body, mode)),
    patch: (path, body, mode) => helper().then((real) => real.patch(path, body, mode)),
  };
}
