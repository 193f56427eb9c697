import { TRACING_DEFAULTS } from '@vela/contracts/client-errors';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { reportingRelease } from './release.ts';

type SentryNode = typeof import('@sentry/node');

export interface ServerReportingSettings {
  dsn: string;
  release: string;
  environment: string;
  tracesSampleRate: number;
}

let sentry: SentryNode | undefined;

/**
 * The @sentry/node options. Of spec section 9's tracing defaults only two apply to a server:
 *   at most 100 breadcrumbs      -> maxBreadcrumbs
 *   1000 spans per transaction   -> no option: @sentry/opentelemetry keeps at most
 *                                   MAX_SPAN_COUNT = 1000 spans per transaction.
 * The idle, final and child-span time-outs belong to the browser's page-load and navigation
 * transactions (web/app/lib/errors/sentry-client.ts); a server transaction ends with its request.
 */
export function serverSentryOptions(
  Sentry: Pick<SentryNode, 'onUnhandledRejectionIntegration'>,
  settings: ServerReportingSettings,
) {
  return {
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    tracesSampleRate: settings.tracesSampleRate,
    maxBreadcrumbs: TRACING_DEFAULTS.maxBreadcrumbs,
    sendDefaultPii: false,
    // Sentry's default ("warn") would keep the process alive after an unhandled rejection, which
    // Node ends; "strict" reports it and then exits as Node would, so turning reporting on does
    // not change how the server fails.
    integrations: [Sentry.onUnhandledRejectionIntegration({ mode: 'strict' })],
  };
}

/**
 * Loads and starts @sentry/node. main.ts calls this only when SENTRY_DSN is set, before it builds
 * the app, so the SDK's HTTP instrumentation sees every request; otherwise the SDK is never loaded.
 */
export async function startServerErrorReporting(
  settings: ServerReportingSettings,
  load: () => Promise<SentryNode> = () => import('@sentry/node'),
): Promise<void> {
  const Sentry = await load();
  Sentry.init(serverSentryOptions(Sentry, settings));
  sentry = Sentry;
}

/** Sends a 5xx to Sentry, named by its route; a no-op when reporting is off. */
export function captureServerError(
  error: unknown,
  request: Pick<FastifyRequest, 'method' | 'url' | 'id'> & { routeOptions: { url?: string | undefined } },
): void {
  const Sentry = sentry;
  if (!Sentry) return;
  const path = request.url.split('?')[0] ?? request.url;
  Sentry.withScope((scope) => {
    scope.setTransactionName(`${request.method} ${request.routeOptions.url ?? path}`);
    scope.setTag('path', path);
    scope.setTag('request_id', request.id);
    Sentry.captureException(error, { mechanism: { type: 'fastify', handled: false } });
  });
}

/** Sends what is queued before the process exits; true when all of it went out within the time. */
export async function flushErrorReporting(timeoutMs: number): Promise<boolean> {
  return sentry ? sentry.close(timeoutMs) : true;
}

/** Tests only: forget the started SDK. */
export function stopServerErrorReportingForTests(): void {
  sentry = undefined;
}

/** The settings SENTRY_* describe, or undefined when SENTRY_DSN is unset (reporting off). */
export function serverReportingSettings(
  config: Pick<Config, 'SENTRY_DSN' | 'SENTRY_RELEASE' | 'SENTRY_TRACES_SAMPLE_RATE' | 'NODE_ENV'>,
): ServerReportingSettings | undefined {
  if (!config.SENTRY_DSN) return undefined;
  return {
    dsn: config.SENTRY_DSN,
    release: reportingRelease(config.SENTRY_RELEASE),
    environment: config.NODE_ENV,
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
  };
}
