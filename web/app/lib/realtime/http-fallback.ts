/**
 * Spec 4 "Reconnect": each reconnect may tell the screens to refresh over REST while the socket is
 * down: connectHttp when more than 30 s passed since the last connectHttp, connectHttp_1m when
 * more than 60 s passed since the last connectHttp_1m. The first reconnect sends both.
 */

/** Spec 9: HTTP-fallback throttle 30 s and 60 s. */
export const HTTP_FALLBACK_MS = 30_000;
export const HTTP_FALLBACK_LONG_MS = 60_000;

export interface HttpFallbackSignals {
  connectHttp: boolean;
  connectHttp_1m: boolean;
}

export interface HttpFallbackThrottle {
  /** Which signals are due at `now`; a due signal counts as sent. */
  take(now: number): HttpFallbackSignals;
}

export function createHttpFallbackThrottle(
  shortMs: number = HTTP_FALLBACK_MS,
  longMs: number = HTTP_FALLBACK_LONG_MS,
): HttpFallbackThrottle {
  let lastShort: number | undefined;
  let lastLong: number | undefined;
  return {
    take(now) {
      const connectHttp = lastShort === undefined || now - lastShort > shortMs;
      const connectHttp_1m = lastLong === undefined || now - lastLong > longMs;
      if (connectHttp) lastShort = now;
      if (connectHttp_1m) lastLong = now;
      return { connectHttp, connectHttp_1m };
    },
  };
}
