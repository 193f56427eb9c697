import type { SsrLoadContext } from '@vela/contracts/ssr';

type SentryServer = typeof import('@sentry/react-router');

let sdk: Promise<SentryServer> | undefined;

/**
 * Reports a server-rendering error (a loader, an action or a render that threw) to Sentry. The
 * server process started the SDK (@sentry/node, server/src/main.ts) before mounting this app, and
 * @sentry/react-router's server build shares its client; without a DSN the SDK is never imported.
 */
export function reportServerError(error: unknown, request: Request, context: Partial<SsrLoadContext> | undefined) {
  if (!context?.publicConfig?.sentryDsn) return;
  sdk ??= import('@sentry/react-router');
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  sdk
    .then((Sentry) =>
      Sentry.withScope((scope) => {
        scope.setTransactionName(`${request.method} ${path}`);
        scope.setTag('path', path);
        Sentry.captureException(error, { mechanism: { type: 'react-router', handled: false } });
      }),
    )
    .catch((importError: unknown) => {
      // The error itself is already in the log (handleError); say why it did not reach Sentry.
      console.error('Sentry SDK failed to load', importError);
    });
}
