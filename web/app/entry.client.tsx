import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { recordError } from './lib/errors/record-error.ts';
import { reportingSettingsWhenParsed } from './lib/errors/reporting-settings.ts';
import { isSentryChunkFailure, startErrorReporting } from './lib/errors/start-reporting.ts';
import { reloadAfterChunkError } from './lib/navigation/chunk-reload.ts';

// Before anything can fail: recorded errors go to Sentry (DSN configured) or the platform's endpoint.
startErrorReporting(reportingSettingsWhenParsed(window, document));
// A stale deploy removed a chunk this page still refers to: reload (once per path per 10 s).
window.addEventListener('vite:preloadError', (event) => {
  // A blocked Sentry chunk is no stale deploy: handled without a reload (errors go to the platform).
  if (isSentryChunkFailure(event.payload) || reloadAfterChunkError()) event.preventDefault();
});
// Unhandled errors outside React rendering are recorded like the ones the error boundaries catch.
window.addEventListener('error', (event) => recordError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => recordError(event.reason));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
