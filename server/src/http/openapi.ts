import type { FastifyInstance } from 'fastify';
import { docsPageHtml, docsStyleHash } from './openapi/docs-page.ts';
import { type OpenApiDocument, openApiDocument, openApiPaths } from './openapi/document.ts';
import { routeTable } from './openapi/route-table.ts';

/** The API's version in the document; the paths carry the major (`/v1/`). */
const API_VERSION = '1.0.0';

/** GET /api/openapi.json and GET /api/docs, both made once, at the first request, from the route table. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const built = () => {
    document ??= openApiDocument(routeTable, API_VERSION);
    return document;
  };

  app.get(openApiPaths.document, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return built();
  });

  app.get(openApiPaths.docs, async (_request, reply) => {
    page ??= docsPageHtml(built());
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src '${docsStyleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      .header('x-content-type-options', 'nosniff')
      .send(page);
  });
}
