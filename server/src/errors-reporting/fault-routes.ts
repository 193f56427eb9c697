import type { FastifyInstance } from 'fastify';

/**
 * The web app has a test-only route that throws while rendering (/__fault/render,
 * web/app/routes/fault.tsx). Unless FAULT_ROUTES=on the server answers every /__fault/ path,
 * documents and their .data requests alike, as it answers an unknown path: 404, never rendered.
 */
export async function faultRouteGate(app: FastifyInstance, { enabled }: { enabled: boolean }): Promise<void> {
  if (enabled) return;
  app.all('/__fault/*', (_request, reply) => reply.callNotFound());
}
