import { createFetch, FetchError } from 'ofetch';
import type { NetworkFailure } from './network-failure.ts';
import { parseBody } from './parse-body.ts';

export { isNetworkFailure, type NetworkFailure } from './network-failure.ts';

export type Mode = 'spot' | 'futures';

/** Base URLs of the spot and futures APIs: the global state's fast-API URLs (spec 3, 7). */
export interface BaseUrls {
  spot: string;
  futures: string;
}

/** The page's own origin: spot calls relative to it, futures ones under /futuresapi. */
export const SAME_ORIGIN_BASE_URLS: BaseUrls = { spot: '', futures: '/futuresapi' };

/** The base URLs to call, each unset or empty one falling back to the same origin. */
export function resolveBaseUrls(configured: Partial<BaseUrls> | null | undefined): BaseUrls {
  return {
    spot: configured?.spot || SAME_ORIGIN_BASE_URLS.spot,
    futures: configured?.futures || SAME_ORIGIN_BASE_URLS.futures,
  };
}

export interface RequestHelperOptions {
  /**
   * The base URLs, read at every call (they are configuration held in the global state, which can
   * arrive after the helper is made); unset or empty ones mean the same origin (resolveBaseUrls).
   */
  baseUrls(): Partial<BaseUrls> | null | undefined;
  /** Headers for each call, computed at call time (locale, device, tokens). */
  headers(mode: Mode): Record<string, string>;
  /** Called once for any 401 (status or body code), before the error reaches the caller. */
  onUnauthorized?(): void;
  fetch?: typeof globalThis.fetch;
}

export interface RequestHelper {
  get<T>(path: string, query?: Record<string, unknown>, mode?: Mode): Promise<T | NetworkFailure>;
  post<T>(path: string, body?: unknown, mode?: Mode): Promise<T | NetworkFailure>;
  /** A partial change of a resource (the grid bot's stop-loss / take-profit). */
  patch<T>(path: string, body?: unknown, mode?: Mode): Promise<T | NetworkFailure>;
}

/**
 * The one request helper every call goes through. Its retry rules are ofetch's defaults, which
 * are exactly the spec's: GET is retried once on 408, 409, 425, 429, 500, 502, 503 and 504;
 * payload methods never; 4xx/5xx raise a FetchError. GET sends the payload as the query, POST as
 * a JSON body.
 */
export function createRequestHelper(options: RequestHelperOptions): RequestHelper {
  const $fetch = createFetch({ fetch: options.fetch ?? globalThis.fetch });
  const call = async <T>(
    mode: Mode,
    path: string,
    init: { method: 'GET' | 'POST' | 'PATCH'; query?: Record<string, unknown>; body?: unknown },
  ) => {
    const baseUrls = resolveBaseUrls(options.baseUrls());
    try {
      return await $fetch<T>(path, {
        baseURL: (mode === 'spot' ? baseUrls.spot : baseUrls.futures) || undefined,
        method: init.method,
        query: init.query,
        body: init.body as BodyInit | Record<string, unknown> | undefined,
        headers: options.headers(mode),
        credentials: 'include',
        parseResponse: parseBody,
        onResponse({ response }) {
          const bodyCode = (response._data as { code?: unknown } | undefined)?.code;
          if (response.status === 401 || bodyCode === 401) options.onUnauthorized?.();
        },
      });
    } catch (error) {
      if (error instanceof FetchError && error.response) throw error;
      return {
        code: 500,
        data: {},
        err: error instanceof Error ? error.message : String(error),
      } satisfies NetworkFailure;
    }
  };
  return {
    get: (path, query, mode = 'spot') => call(mode, path, { method: 'GET', query }),
    post: (path, body, mode = 'spot') => call(mode, path, { method: 'POST', body: body ?? {} }),
    patch: (path, body, mode = 'spot') => call(mode, path, { method: 'PATCH', body: body ?? {} }),
  };
}
