import fastifySwagger from '@fastify/swagger';
import { referenceOperations } from '@vela/contracts/operations/reference';
import type { FastifyInstance } from 'fastify';
import { openApiOptions } from './openapi/document.ts';
import { referencePage } from './openapi/reference-page.ts';
import { route } from './route.ts';

/** The API's version in the document; the paths carry the major (`/v1/`). */
const API_VERSION = '1.0.0';

/**
 * Collects the routes as they are declared: called on the root instance before every route, so
 * each route that documents itself (registered with `route`) is in the document.
 */
export async function registerOpenApiCollector(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, openApiOptions(API_VERSION));
}

/** GET /api/openapi.json (made once, at the first request, from the routes) and the reference page. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  route(app, referenceOperations.document, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
  await app.register(referencePage);
}
