import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { clientEndpoints, crossOriginApiOrigins } from './web/public-config.ts';

export type SecurityHeadersConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'SPOT_API_URL'
  | 'FUTURES_API_URL'
  | 'SPOT_WS_URL'
  | 'FUTURES_WS_URL'
  | 'SENTRY_DSN'
  | 'GA_MEASUREMENT_ID'
  | 'FRAME_ANCESTORS'
>;

/**
 * Powerful features the app never uses are turned off for it and for anything it frames; passkeys
 * (WebAuthn) stay on for the app's own origin.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ');

/** Google's gtag.js (GA_MEASUREMENT_ID): where it loads from and where it reports. */
const GTAG_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const GTAG_REPORT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The one <style> element a library writes at run time: lightweight-charts' attribution logo (kept
 * on, as its licence asks). Allowed by the hash of its exact text; security-headers.test.ts
 * recomputes it from the installed library, so an upgrade that changes it fails there first.
 */
export const CHART_ATTRIBUTION_STYLE_HASH = "'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='";

const nonces = new WeakMap<ServerResponse, string>();

/** The response's CSP nonce, made on first use: helmet writes it into the header, the page into its scripts. */
function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The nonce every inline script and stylesheet of this reply's document must carry. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/** The origins the browser talks to besides the page's own: APIs, feeds, Sentry, gtag. */
export function connectSources(config: SecurityHeadersConfig): string[] {
  const publicOrigin = new URL(config.PUBLIC_URL);
  const socketOrigin = new URL(config.PUBLIC_URL);
  socketOrigin.protocol = publicOrigin.protocol === 'https:' ? 'wss:' : 'ws:';
  const { websocketUrls } = clientEndpoints(config);
  const origins = [
    publicOrigin.origin,
    socketOrigin.origin,
    ...crossOriginApiOrigins(config),
    new URL(websocketUrls.spot).origin,
    new URL(websocketUrls.futures).origin,
    ...(config.SENTRY_DSN ? [new URL(config.SENTRY_DSN).origin] : []),
    ...(config.GA_MEASUREMENT_ID ? GTAG_REPORT_ORIGINS : []),
  ];
  return [...new Set(origins)];
}

/** The response's nonce as a CSP source, for `script-src` and `style-src` alike. */
const responseNonceSource = (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`;

/**
 * The Content-Security-Policy directives. Scripts run only from this origin or with the response's
 * nonce (React Router's and React's inline scripts get it in entry.server.tsx), and so do the
 * document's inline stylesheets (ui/route-stylesheets.tsx) in production. Style attributes
 * need 'unsafe-inline' (style-src-attr only): server-rendered markup carries a few computed styles
 * (progress bars, the dialog's stacking order, the vela layout's background) that must be there
 * before hydration. In development Vite injects <style> elements and talks to its HMR socket on its
 * own port, so styles and sockets are looser there, and only there.
 */
export function cspDirectives(
  config: SecurityHeadersConfig,
  { development }: { development: boolean },
): Record<string, Array<string | ((req: unknown, res: ServerResponse) => string)>> {
  const https = config.PUBLIC_URL.startsWith('https:');
  const gtag = config.GA_MEASUREMENT_ID !== undefined;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", responseNonceSource, ...(gtag ? GTAG_SCRIPT_ORIGINS : [])],
    'script-src-attr': ["'none'"],
    // A hash would switch 'unsafe-inline' off, so development, which needs the latter, has no hash.
    'style-src': development
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", responseNonceSource, CHART_ATTRIBUTION_STYLE_HASH],
    'style-src-attr': ["'unsafe-inline'"],
    // Covers and article images may live on any https host (an operator sets their URL).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSources(config), ...(development ? ['ws:', 'wss:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': config.FRAME_ANCESTORS.length > 0 ? config.FRAME_ANCESTORS : ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer (documents, API, assets, errors), registered before any other
 * plugin so even the earliest error carries them. Routes that need more (the analytics receiver's
 * GIF, the demo covers: CORP cross-origin; the API docs page: its own stricter CSP) set theirs.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { config, development }: { config: SecurityHeadersConfig; development: boolean },
): Promise<void> {
  const framingAllowed = config.FRAME_ANCESTORS.length > 0;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, { development }) },
    // Same-origin by default; the receiver and the covers say cross-origin themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Covers on other hosts carry no CORP header: requiring it would break them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Behind a proxy the page may be served over https while PUBLIC_URL says so: that is the test.
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    // An allowlist in frame-ancestors supersedes X-Frame-Options in browsers that know CSP; DENY
    // would still refuse the shell in those that do not, so it is left out then.
    xFrameOptions: framingAllowed ? false : { action: 'deny' },
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}
