import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { reportingSettingsScript } from './lib/errors/reporting-settings.ts';
import { reportServerError } from './lib/errors/sentry-server.server.ts';
import { CspNonceContext } from './ui/csp-nonce.tsx';
import { InlineStylesheetsContext } from './ui/route-stylesheets.tsx';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and non-JS clients get the whole document at once; browsers get the shell first.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // The response's CSP nonce (server/src/http/security-headers.ts): React Router's <Scripts>,
    // <ScrollRestoration> and <Links> take it from ServerRouter's context, React's own inline
    // scripts (Suspense reveals, the bootstrap content below) and the inline stylesheets from the
    // `nonce` option, the app's own (ui/csp-nonce.tsx) from CspNonceContext.
    const nonce = loadContext?.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <InlineStylesheetsContext.Provider value={loadContext?.inlineStylesheets}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetsContext.Provider>
      </CspNonceContext.Provider>,
      {
        ...(nonce ? { nonce: { script: nonce, style: nonce } } : {}),
        // The browser's error reporting settings, in place before the app's modules run.
        ...(loadContext?.publicConfig
          ? { bootstrapScriptContent: reportingSettingsScript(loadContext.publicConfig) }
          : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Expected outcomes (a 404, a client that went away) are not errors worth a log line. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && /No route matches URL/.test(error.message)) return;
  console.error(error);
  reportServerError(error, request, context);
};
