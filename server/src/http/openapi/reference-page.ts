import { createHash } from 'node:crypto';
import { openApiPaths, referenceOperations } from '@vela/contracts/operations/reference';
import Fastify, { type FastifyInstance } from 'fastify';
import { route } from '../route.ts';

/** Where the page's script is served: the renderer's own bundle, from its package. */
const SCRIPT_PATH = referenceOperations.script.path;

/** The renderer's settings: no feature that talks to Scalar's services, no fonts from elsewhere. */
const rendererSettings = {
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
};

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page: the standalone renderer mounts itself from the `#api-reference` element (the document's
 * URL and its settings as data attributes), so the page needs no inline script.
 */
const pageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vela API reference</title>
</head>
<body>
<script id="api-reference" data-url="${openApiPaths.document}" data-configuration="${escapeAttribute(JSON.stringify(rendererSettings))}"></script>
<script src="${SCRIPT_PATH}"></script>
</body>
</html>
`;

/** Scripts from here only; the renderer writes its stylesheet and a few styles at run time. */
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The standalone bundle @scalar/fastify-api-reference ships, read through the plugin itself on a
 * private instance (the package exports no other way to it; its own routes would add a redirect and
 * a trailing-slash page under /api/docs). Loaded at the first request: the package is 4 MB.
 */
async function rendererScript(): Promise<{ body: string; etag: string }> {
  const { default: fastifyApiReference } = await import('@scalar/fastify-api-reference');
  const renderer = Fastify();
  try {
    await renderer.register(fastifyApiReference, { routePrefix: '/reference', configuration: { url: '/' } });
    const answer = await renderer.inject({ method: 'GET', url: '/reference/js/scalar.js' });
    if (answer.statusCode !== 200) throw new Error(`the renderer's script answered ${answer.statusCode}`);
    return { body: answer.body, etag: `"${createHash('sha256').update(answer.body).digest('base64url')}"` };
  } finally {
    await renderer.close();
  }
}

/** GET /api/docs: Scalar's API reference (MIT), drawn in the browser from /api/openapi.json. */
export async function referencePage(app: FastifyInstance): Promise<void> {
  let script: Promise<{ body: string; etag: string }> | undefined;
  const loadScript = () => {
    script ??= rendererScript().catch((error: unknown) => {
      script = undefined;
      throw error;
    });
    return script;
  };

  route(app, referenceOperations.page, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', PAGE_POLICY)
      .header('x-content-type-options', 'nosniff')
      .send(pageHtml),
  );

  route(app, referenceOperations.script, async (request, reply) => {
    const { body, etag } = await loadScript();
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400, must-revalidate')
      .header('etag', etag);
    return request.headers['if-none-match'] === etag ? reply.status(304).send() : reply.send(body);
  });
}
