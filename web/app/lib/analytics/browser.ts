import type { Analytics, AnalyticsOptions } from './api.ts';
import { systemClock } from './clock.ts';
import { createAnalytics } from './instance.ts';
import { historyNavigation } from './navigation.ts';
import { type AnalyticsLogger, type KeyValueStorage, memoryStorage } from './queue.ts';
import { browserTransports } from './transports.ts';

export interface BrowserAnalyticsOptions extends AnalyticsOptions {
  /** The device id of lib/device: the default distinct id and firstCheckId. */
  deviceId: string;
  /** Where warnings go (default: the console). */
  logger?: AnalyticsLogger;
}

/** localStorage, or memory where reading it throws (sandboxed frames, storage disabled). */
function pageStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage();
  }
}

/**
 * The master instance wired to the browser: localStorage, image/fetch/beacon transports, the
 * landing URL's `_tasdk`, link clicks, history navigation and pagehide. Call it from an effect;
 * during server rendering it returns an instance that only queues in memory and sends nothing.
 */
export function createBrowserAnalytics({ deviceId, logger, ...options }: BrowserAnalyticsOptions): Analytics {
  if (typeof window === 'undefined') {
    return createAnalytics(options, { storage: memoryStorage(), transports: {}, deviceId, logger });
  }
  return createAnalytics(options, {
    storage: pageStorage(),
    transports: browserTransports(window),
    deviceId,
    logger: logger ?? console,
    landingUrl: window.location.href,
    navigation: historyNavigation(window, systemClock),
    clicks: document,
    onPageHide(listener) {
      window.addEventListener('pagehide', listener);
      return () => window.removeEventListener('pagehide', listener);
    },
  });
}
