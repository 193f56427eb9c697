import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { faultRouteGate } from './fault-routes.ts';

/** A stand-in for the web app's catch-all route, behind the gate like the real one. */
async function appWithGate(enabled: boolean) {
  const app = Fastify();
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 404 }));
  app.get('/*', async () => 'rendered by the web app');
  await app.register(faultRouteGate, { enabled });
  return app;
}

describe('faultRouteGate', () => {
  it('answers 404 for every /__fault/ path, documents and data requests, while off', async () => {
    const app = await appWithGate(false);
    for (const url of ['/__fault/render', '/__fault/render.data', '/__fault/anything?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 404 });
    }
    expect((await app.inject({ method: 'GET', url: '/markets' })).statusCode).toBe(200);
    await app.close();
  });

  it('lets the web app render them when on', async () => {
    const app = await appWithGate(true);
    const response = await app.inject({ method: 'GET', url: '/__fault/render' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('rendered by the web app');
    await app.close();
  });
});
