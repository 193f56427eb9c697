import fastifyCookie from '@fastify/cookie';
import { SESSION_COOKIE } from '@vela/contracts/session';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionCache } from '../accounts/session-cache.ts';
import type { LiveSession, UserRow } from '../accounts/sessions.ts';
import type { Db } from '../db/client.ts';
import { apiError } from './errors.ts';
import { requireSignIn, signedInSession, signedInUserId } from './signed-in.ts';

const token = 'a'.repeat(43);
const user = { id: 'user-1' } as UserRow;
const live: LiveSession = { sessionId: 'session-1', expiresAt: new Date(Date.now() + 60_000), user };
// Never reached: the app's session cache (no caching: each lookup is counted) answers every lookup.
const db = {} as Db;

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** One public route, then the scope's hook, then signed-in routes (one behind a refusing guard). */
async function appWithScope(lookups: string[]): Promise<FastifyInstance> {
  const built = Fastify();
  await built.register(fastifyCookie);
  built.decorate(
    'sessionCache',
    new SessionCache(
      async (presented) => {
        lookups.push(presented);
        return presented === token ? live : undefined;
      },
      { ttlMs: 0 },
    ),
  );
  await built.register(async (scope) => {
    scope.get('/public', async () => ({ ok: true }));
    requireSignIn(scope, { db, secure: false });
    scope.get('/mine', async (request) => ({ userId: signedInUserId(request) }));
    const refuse = async (_request: unknown, reply: FastifyReply) => reply.status(403).send({ code: 403 });
    scope.post('/guarded', { preHandler: refuse }, async (request) => ({
      sessionId: signedInSession(request).sessionId,
    }));
  });
  await built.ready();
  app = built;
  return built;
}

describe('requireSignIn', () => {
  it('answers 401 with the sign-in body to a request that opens no session, and clears a dead cookie', async () => {
    const server = await appWithScope([]);
    const bare = await server.inject({ method: 'GET', url: '/mine' });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual(apiError(401, 'sign in required: the session is missing or has expired'));
    const dead = await server.inject({ method: 'GET', url: '/mine', cookies: { [SESSION_COOKIE]: 'b'.repeat(43) } });
    expect(dead.statusCode).toBe(401);
    expect(dead.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('gives the handler the signed-in user, and leaves the routes declared before it public', async () => {
    const lookups: string[] = [];
    const server = await appWithScope(lookups);
    const mine = await server.inject({ method: 'GET', url: '/mine', headers: { token } });
    expect(mine.json()).toEqual({ userId: 'user-1' });
    expect((await server.inject({ method: 'GET', url: '/public' })).json()).toEqual({ ok: true });
    // A GET's HEAD twin carries the hook once.
    expect((await server.inject({ method: 'HEAD', url: '/mine', headers: { token } })).statusCode).toBe(200);
    expect((await server.inject({ method: 'HEAD', url: '/mine' })).statusCode).toBe(401);
    expect(lookups).toEqual([token, token]);
  });

  it("runs after the route's own preHandlers: a refusing guard answers first", async () => {
    const server = await appWithScope([]);
    expect((await server.inject({ method: 'POST', url: '/guarded' })).statusCode).toBe(403);
  });
});
