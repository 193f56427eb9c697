import { livenessSchema, readinessSchema } from '@vela/contracts/health';
import { z } from 'zod';
import { openApiPaths } from '../document.ts';
import type { OpenApiDomain } from '../entry.ts';

export const referenceApi: OpenApiDomain = {
  tag: 'Reference and health',
  description: 'This document, its reference page, and the probes load balancers and orchestrators call.',
  routes: [
    {
      method: 'GET',
      path: openApiPaths.document,
      summary: 'This OpenAPI 3.1 document',
      auth: 'public',
      response: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document.'),
    },
    {
      method: 'GET',
      path: openApiPaths.docs,
      summary: 'The API reference page (HTML)',
      auth: 'public',
      response: z.string(),
      produces: 'text/html',
    },
    {
      method: 'GET',
      path: '/healthz',
      summary: 'Liveness: the process answers',
      auth: 'public',
      response: livenessSchema,
    },
    {
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
  ],
};
