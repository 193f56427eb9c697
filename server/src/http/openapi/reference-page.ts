import { createHash } from 'node:crypto';
import fastifyApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { openApiPaths } from './paths.ts';
import { referenceApi } from './tags.ts';

/** The routes the renderer adds under /api/docs, documented as every API route is. */
const rendererRoutes: Record<string, FastifySchema> = {
  [openApiPaths.docs]: referenceApi.operation({
    summary: 'The API reference page: moves to its folder, /api/docs/',
    auth: 'public',
    response: null,
    status: 301,
  }),
  [`${openApiPaths.docs}/`]: referenceApi.operation({
    summary: 'The API reference page (HTML)',
    description: 'Drawn in the browser from this document by Scalar’s renderer, served from this server.',
    auth: 'public',
    response: z.string(),
    produces: 'text/html',
  }),
  [`${openApiPaths.docs}/js/scalar.js`]: referenceApi.operation({
    summary: 'The reference page’s renderer (JavaScript)',
    auth: 'public',
    response: z.string(),
    produces: 'application/javascript',
  }),
};

/** The page's own policy: its script from here and its one inline start-up script by hash, nothing from elsewhere. */
function pageSecurityPolicy(html: string): string {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src 'self' ${inline.join(' ')}`,
    // The renderer writes its stylesheet and a few styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * GET /api/docs: Scalar's API reference (MIT, @scalar/fastify-api-reference), its script served
 * from the package, drawn from /api/openapi.json; no font, proxy or script from elsewhere.
 */
export async function referencePage(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const schema = rendererRoutes[route.url];
    if (schema) route.schema = schema;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'public, max-age=300');
    if (typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')) {
      reply.header('content-security-policy', pageSecurityPolicy(payload));
    }
    return payload;
  });
  await app.register(fastifyApiReference, {
    routePrefix: openApiPaths.docs,
    configuration: {
      url: openApiPaths.document,
      pageTitle: 'Vela API reference',
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      telemetry: false,
      // Features that talk to Scalar's own services: off (the page's policy would block them anyway).
      agent: { disabled: true },
      mcp: { disabled: true },
    },
  });
}
