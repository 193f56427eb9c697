import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { docsPageHtml, docsStyleHash } from './openapi/docs-page.ts';
import { type OpenApiDocument, openApiOptions, openApiPaths } from './openapi/document.ts';
import { referenceApi } from './openapi/tags.ts';

/** The API's version in the document; the paths carry the major (`/v1/`). */
const API_VERSION = '1.0.0';

/**
 * Collects the routes as they are declared: called on the root instance before every route, so each route that
 * documents itself (`schema: <tag>.operation({...})`) is in the document.
 */
export async function registerOpenApiCollector(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, openApiOptions(API_VERSION));
}

/** GET /api/openapi.json and GET /api/docs, both made once, at the first request, from the routes. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let page: string | undefined;
  const built = () => app.swagger() as unknown as OpenApiDocument;

  app.get(
    openApiPaths.document,
    {
      schema: referenceApi.operation({
        summary: 'This OpenAPI 3.1 document',
        auth: 'public',
        response: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document.'),
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return built();
    },
  );

  app.get(
    openApiPaths.docs,
    {
      schema: referenceApi.operation({
        summary: 'The API reference page (HTML)',
        auth: 'public',
        response: z.string(),
        produces: 'text/html',
      }),
    },
    async (_request, reply) => {
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
    },
  );
}
