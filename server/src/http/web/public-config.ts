import { feedSocketPaths } from '@vela/contracts/feed';
import { FUTURES_API_BASE } from '@vela/contracts/futures';
import type { PublicConfig, SpotAndFutures } from '@vela/contracts/ssr';
import type { Config } from '../../config.ts';
import { reportingRelease } from '../../errors-reporting/release.ts';

/** Where browsers reach the APIs and the feed: the global state's fast-API and websocket URLs (spec 3). */
export interface ClientEndpoints {
  /** '' is the page's own origin (PUBLIC_URL): relative, so a page opened on another host name still works. */
  fastApiUrls: SpotAndFutures;
  websocketUrls: SpotAndFutures;
}

/** SPOT_API_URL, FUTURES_API_URL, SPOT_WS_URL and FUTURES_WS_URL, with their same-origin defaults. */
export function clientEndpoints(
  config: Pick<Config, 'PUBLIC_URL' | 'SPOT_API_URL' | 'FUTURES_API_URL' | 'SPOT_WS_URL' | 'FUTURES_WS_URL'>,
): ClientEndpoints {
  const socket = (biz: 'spot' | 'futures') => {
    const url = new URL(feedSocketPaths[biz], config.PUBLIC_URL);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  };
  return {
    fastApiUrls: { spot: config.SPOT_API_URL ?? '', futures: config.FUTURES_API_URL ?? FUTURES_API_BASE },
    websocketUrls: { spot: config.SPOT_WS_URL ?? socket('spot'), futures: config.FUTURES_WS_URL ?? socket('futures') },
  };
}

/**
 * The origins the configured APIs live on other than the page's own (PUBLIC_URL's): empty when
 * every call is same-origin, which is the default.
 */
export function crossOriginApiOrigins(
  config: Pick<Config, 'PUBLIC_URL' | 'SPOT_API_URL' | 'FUTURES_API_URL'>,
): string[] {
  const appOrigin = new URL(config.PUBLIC_URL).origin;
  const origins = [config.SPOT_API_URL, config.FUTURES_API_URL]
    .filter((url): url is string => url !== undefined)
    .map((url) => new URL(url).origin);
  return [...new Set(origins)].filter((origin) => origin !== appOrigin);
}

/** What the server hands the web app (root loader data): everything here reaches the browser. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    publicUrl: config.PUBLIC_URL,
    ...(config.HELP_CENTER_URL ? { helpCenterUrl: config.HELP_CENTER_URL } : {}),
    chatGroupLinks: config.CHAT_GROUP_LINKS,
    release: reportingRelease(config.SENTRY_RELEASE),
    ...(config.GA_MEASUREMENT_ID ? { gaMeasurementId: config.GA_MEASUREMENT_ID } : {}),
    ...(config.SENTRY_DSN
      ? { sentryDsn: config.SENTRY_DSN, sentryTracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE }
      : {}),
    ...clientEndpoints(config),
  };
}
