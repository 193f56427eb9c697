import { dropDuplicates } from './duplicate-filter.ts';
import { createLazySink } from './lazy-sink.ts';
import { createPlatformSink, type SendGlobals } from './platform-sink.ts';
import { addErrorSink, type ErrorSink } from './record-error.ts';
import type { ReportingSettings } from './reporting-settings.ts';
import { currentRoutePattern } from './route-pattern.ts';

type SentrySettings = ReportingSettings & { sentryDsn: string };

export interface StartReportingOptions {
  /** Loads and starts the Sentry SDK; tests pass a fake. */
  loadSentry?: (settings: SentrySettings) => Promise<ErrorSink>;
  globals?: SendGlobals;
  pageUrl?: () => string;
}

/** The Sentry chunk as Vite emits it: this directory's sentry-client.ts, named after it plus a hash. */
const SENTRY_CHUNK = /\/sentry-client-[\w-]+\.js\b/;

/**
 * Whether a failed chunk load (Vite's vite:preloadError) is the Sentry chunk's. That one must not
 * trigger the stale-deploy reload: an ad blocker or a flaky network only means errors go to the
 * platform instead. Chromium and Firefox name the module in the error; Safari does not, and there
 * the reload guard's single reload per path still applies.
 */
export function isSentryChunkFailure(payload: unknown): boolean {
  return payload instanceof Error && SENTRY_CHUNK.test(payload.message);
}

const loadSentryChunk = async (settings: SentrySettings) => (await import('./sentry-client.ts')).startSentry(settings);

/**
 * Browser only, before hydration. Once the settings are known: with a DSN, recorded errors go to
 * Sentry (its chunk is loaded then, in parallel with hydration); without one, or if that chunk
 * fails to load, to the platform's endpoint. Errors recorded before that wait (lazy-sink.ts), and
 * identical errors within a few seconds are reported once. Returns the unsubscribe function.
 */
export function startErrorReporting(
  settings: Promise<ReportingSettings | undefined>,
  { loadSentry = loadSentryChunk, globals = window, pageUrl = () => window.location.href }: StartReportingOptions = {},
): () => void {
  const platform = (known: ReportingSettings | undefined) =>
    createPlatformSink({
      ...(known ? { release: known.release } : {}),
      route: currentRoutePattern,
      globals,
      pageUrl,
    });
  const chooseSink = async (): Promise<ErrorSink> => {
    const known = await settings;
    const dsn = known?.sentryDsn;
    if (!known || !dsn) return platform(known);
    try {
      return await loadSentry({ ...known, sentryDsn: dsn });
    } catch {
      // Offline, a blocked script, a stale deploy: the platform still hears about the error.
      return platform(known);
    }
  };
  return addErrorSink(dropDuplicates(createLazySink(chooseSink, platform(undefined))));
}
