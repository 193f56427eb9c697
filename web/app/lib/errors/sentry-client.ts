import * as Sentry from '@sentry/react-router';
import { TRACING_DEFAULTS } from '@vela/contracts/client-errors';
import type { ErrorSink, RecordedError } from './record-error.ts';
import type { ReportingSettings } from './reporting-settings.ts';
import { currentRoutePattern, routePatternFor } from './route-pattern.ts';

/*
 * The Sentry browser SDK, in its own chunk: start-reporting.ts imports this module only when a DSN
 * is configured, so without one no Sentry code is fetched and nothing is sent.
 *
 * Spec section 9 "Tracing defaults" -> @sentry/react-router v10 (the @sentry/browser options):
 *   idle time-out 1000 ms        -> browserTracingIntegration({ idleTimeout })
 *   final time-out 30000 ms      -> browserTracingIntegration({ finalTimeout })
 *   child span 15000 ms          -> browserTracingIntegration({ childSpanTimeout })
 *   at most 100 breadcrumbs      -> init({ maxBreadcrumbs })
 *   1000 spans per transaction   -> no option since SDK v8: @sentry/core keeps at most
 *                                   MAX_SPAN_COUNT = 1000 spans per transaction (tracing/sentrySpan.ts).
 * The three time-outs equal the SDK's own defaults; they are passed anyway so an upgrade cannot
 * silently change them.
 */

/** The browserTracingIntegration options; span names are route patterns, not raw paths. */
export function tracingOptions(): Parameters<typeof Sentry.browserTracingIntegration>[0] {
  return {
    idleTimeout: TRACING_DEFAULTS.idleTimeoutMs,
    finalTimeout: TRACING_DEFAULTS.finalTimeoutMs,
    childSpanTimeout: TRACING_DEFAULTS.childSpanTimeoutMs,
    // Page loads and navigations arrive named by path; name them by the route they match, so one
    // screen is one transaction whatever ids it shows.
    beforeStartSpan: (options) => ({ ...options, name: routePatternFor(options.name) ?? options.name }),
  };
}

export function sentryOptions(settings: ReportingSettings & { sentryDsn: string }): Sentry.BrowserOptions {
  return {
    dsn: settings.sentryDsn,
    release: settings.release,
    // NODE_ENV of the build: Vite's mode is "production" for the build the server serves.
    environment: import.meta.env.MODE,
    tracesSampleRate: settings.tracesSampleRate ?? 0,
    maxBreadcrumbs: TRACING_DEFAULTS.maxBreadcrumbs,
  };
}

/** An Error for Sentry when what was thrown was not one (a string, a rejected plain value). */
function errorFrom(recorded: RecordedError): Error {
  const error = new Error(recorded.message);
  error.name = recorded.name;
  if (recorded.stack) error.stack = recorded.stack;
  return error;
}

/** Starts the SDK and returns the sink that hands recorded errors to it. */
export function startSentry(settings: ReportingSettings & { sentryDsn: string }): ErrorSink {
  Sentry.init(sentryOptions(settings));
  // Added after init rather than in `integrations`: @sentry/react-router's init warns about a plain
  // browserTracingIntegration because it would name transactions by URL, and its own
  // reactRouterTracingIntegration takes no time-outs. beforeStartSpan above names them by route.
  Sentry.addIntegration(Sentry.browserTracingIntegration(tracingOptions()));
  return (recorded, thrown) => {
    const route = currentRoutePattern();
    Sentry.captureException(thrown instanceof Error ? thrown : errorFrom(recorded), {
      // Recorded errors were caught by an error boundary or a window handler: the visitor saw them.
      mechanism: { type: 'vela.record_error', handled: false },
      captureContext: { tags: route ? { route } : {} },
    });
  };
}
