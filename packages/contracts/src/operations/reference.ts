import { z } from 'zod';
import { livenessSchema, readinessSchema } from '../health.ts';
import { type ApiTag, apiOperations } from './operation.ts';

/** Where the document and its reference page are served. */
export const openApiPaths = { document: '/api/openapi.json', docs: '/api/docs' } as const;

export const referenceTag: ApiTag = {
  name: 'Reference and health',
  description: 'This document, its reference page, and the probes load balancers and orchestrators call.',
};

export const referenceOperations = apiOperations(referenceTag, {
  liveness: {
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers',
    auth: 'public',
    response: livenessSchema,
  },
  readiness: {
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: database reachable, migrations applied, start-up (engine, market history) done',
    auth: 'public',
    response: readinessSchema,
    errors: [
      [
        503,
        'Not ready: the body is the same readiness report, with the failing check; `status: "starting"` (with Retry-After) while the process starts.',
      ],
    ],
  },
  document: {
    method: 'GET',
    path: openApiPaths.document,
    summary: 'This OpenAPI 3.1 document',
    auth: 'public',
    response: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document.'),
  },
  page: {
    method: 'GET',
    path: openApiPaths.docs,
    summary: 'The API reference page (HTML)',
    description: 'Drawn in the browser from this document by Scalar’s renderer, served from this server.',
    auth: 'public',
    response: z.string(),
    produces: 'text/html',
  },
  /** The renderer's own bundle, from its package. */
  script: {
    method: 'GET',
    path: `${openApiPaths.docs}/scalar.js`,
    summary: 'The reference page’s renderer (JavaScript)',
    auth: 'public',
    response: z.string(),
    produces: 'application/javascript',
  },
});
