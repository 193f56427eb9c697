import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerApiCors } from './cors.ts';

const APP = 'https://vela.example';
let app: FastifyInstance | undefined;

async function serve(crossOriginApis: string[]): Promise<FastifyInstance> {
  app = Fastify();
  registerApiCors(app, { publicUrl: `${APP}/`, crossOriginApis });
  app.get('/api/v1/tickers', async () => ({ tickers: [] }));
  app.post('/api/v1/orders', async (_request, reply) => reply.status(401).send({ code: 401 }));
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('CORS for APIs on other origins', () => {
  it('adds nothing when every API is on the page origin', async () => {
    const server = await serve([]);
    const answer = await server.inject({ method: 'GET', url: '/api/v1/tickers', headers: { origin: APP } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/api/v1/orders',
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
  });

  it('admits the page origin with credentials, on answers and errors, and answers its preflight', async () => {
    const server = await serve(['https://spotapi.vela.example']);
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/api/v1/orders',
      headers: {
        origin: APP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,language,deviceid',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': APP,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type,language,deviceid',
      vary: 'Origin',
    });
    const read = await server.inject({ method: 'GET', url: '/api/v1/tickers', headers: { origin: APP } });
    expect(read.headers).toMatchObject({
      'access-control-allow-origin': APP,
      'access-control-allow-credentials': 'true',
    });
    const refused = await server.inject({ method: 'POST', url: '/api/v1/orders', headers: { origin: APP } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(APP);
  });

  it('admits no other origin, and tells caches the answer varies by Origin', async () => {
    const server = await serve(['https://spotapi.vela.example']);
    for (const origin of ['https://evil.example', 'https://spotapi.vela.example', 'null']) {
      const preflight = await server.inject({
        method: 'OPTIONS',
        url: '/api/v1/orders',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials'], origin).toBeUndefined();
      const read = await server.inject({ method: 'GET', url: '/api/v1/tickers', headers: { origin } });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    const withoutOrigin = await server.inject({ method: 'GET', url: '/api/v1/tickers' });
    expect(withoutOrigin.headers.vary).toBe('Origin');
  });
});
