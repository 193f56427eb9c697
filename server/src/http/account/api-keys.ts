import { Readable } from 'node:stream';
import {
  API_KEY_LIMIT_ERROR,
  type ApiKeyList,
  type ApiKeyResponse,
  type CreatedApiKey,
  createApiKeyRequestSchema,
  updateApiKeyRequestSchema,
} from '@vela/contracts/api-keys';
import { apiKeysOperations } from '@vela/contracts/operations/api-keys';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticateSignedRequest } from '../../accounts/api-key-auth.ts';
import { permissionForRoute } from '../../accounts/api-key-routes.ts';
import {
  apiKeyView,
  createApiKey,
  deleteApiKey,
  findApiKey,
  listApiKeys,
  markApiKeyUsed,
  updateApiKey,
} from '../../accounts/api-keys.ts';
import { MemoryReplayGuard, RedisReplayGuard, type ReplayGuard } from '../../accounts/replay-guard.ts';
import { notifySecurityEvent } from '../../accounts/security-notices.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import { requestOrigin } from '../../accounts/session-device.ts';
import { apiKeyChangeNeedsStepUp, stepUpGuard } from '../../accounts/step-up.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { sameOriginGuard } from '../csrf.ts';
import { apiError, RequestRefusedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately, tooManyRequests } from '../replies.ts';
import { attachApiKeyPrincipal, presentsApiKey } from '../request-session.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

/** lastUsedAt is written at most this often per key and instance: a busy bot is not a write per call. */
const LAST_USED_EVERY_MS = 60_000;

interface ApiKeyOptions {
  config: Config;
  database: Database;
  /** Carries the in-app security notice of a new key. */
  bus: Bus;
  /** Tests: a guard of their own (default: Redis when REDIS_URL is set, else memory). */
  replayGuard?: ReplayGuard;
  now?: () => number;
}

/**
 * API keys: key-signed requests are verified for every route (hooks on the root, so they run
 * before any route's own hooks), and the account's keys are managed under /api/v1/account/api-keys
 * with the cookie session and the CSRF rule.
 */
export async function registerApiKeys(app: FastifyInstance, options: ApiKeyOptions): Promise<void> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const replayGuard =
    options.replayGuard ??
    (config.REDIS_URL ? await RedisReplayGuard.connect(config.REDIS_URL) : new MemoryReplayGuard(now));
  app.addHook('onClose', async () => replayGuard.close());
  registerSignedRequestHooks(app, { ...options, replayGuard, now });
  await app.register(apiKeyRoutes, options);
}

function registerSignedRequestHooks(
  app: FastifyInstance,
  { database, replayGuard, now }: ApiKeyOptions & { replayGuard: ReplayGuard; now: () => number },
): void {
  const { db } = database;
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const lastMarked = new Map<string, number>();
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;

  // The signature covers the body exactly as sent: keep its bytes before the JSON parser runs.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!presentsApiKey(request)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += bytes.length;
      if (size > bodyLimit) throw Object.assign(new Error('request body is too large'), { statusCode: 413 });
      chunks.push(bytes);
    }
    const raw = Buffer.concat(chunks);
    rawBodies.set(request, raw);
    return Readable.from([raw], { objectMode: false });
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!presentsApiKey(request)) return;
    const outcome = await authenticateSignedRequest(
      {
        findKey: (keyId) => findApiKey(db, keyId),
        secretsKey: app.accountServices.secretsKey,
        replayGuard,
        rateLimits: app.accountServices.rateLimits,
        now,
      },
      {
        headers: request.headers,
        method: request.method,
        url: request.url,
        body: rawBodies.get(request) ?? Buffer.alloc(0),
        ip: request.ip,
        routePermission: permissionForRoute(request.method, request.routeOptions.url),
      },
    );
    if (!outcome.ok) {
      if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
      return reply
        .status(outcome.status)
        .header('cache-control', 'private, no-store')
        .send({ ...apiError(outcome.status, outcome.message), reason: outcome.reason });
    }
    const [user] = await db.select().from(users).where(eq(users.id, outcome.principal.userId));
    if (!user) return reply.status(401).send({ ...apiError(401, 'unknown API key'), reason: 'unknown-key' });
    attachApiKeyPrincipal(request, outcome.principal, user);
    const at = now();
    if ((lastMarked.get(outcome.key.id) ?? 0) + LAST_USED_EVERY_MS <= at) {
      lastMarked.set(outcome.key.id, at);
      await markApiKeyUsed(db, outcome.key.id, new Date(at));
    }
  });
}

const keyIdParams = z.object({ id: z.uuid('unknown API key') });

async function apiKeyRoutes(app: FastifyInstance, { config, database, bus }: ApiKeyOptions): Promise<void> {
  const { db } = database;
  const notices = { db, bus, mailer: app.accountServices.mailer, log: app.log, publicUrl: config.PUBLIC_URL };
  const secure = secureCookies(config.PUBLIC_URL);
  const sameOrigin = { preHandler: sameOriginGuard(config.PUBLIC_URL) };
  requireSignIn(app, { db, secure });
  const notFound = () => new RequestRefusedError(404, 'unknown-api-key', 'no such API key on this account');
  const { secretsKey, rateLimits } = app.accountServices;
  const confirmStepUp = stepUpGuard({ db, secretsKey, rateLimits });

  answerPrivately(app);

  route(app, apiKeysOperations.listKeys, async (request): Promise<ApiKeyList> => {
    const { user } = signedInSession(request);
    return { keys: (await listApiKeys(db, user.id)).map(apiKeyView) };
  });

  route(
    app,
    apiKeysOperations.createKey,
    async (request, reply): Promise<CreatedApiKey | FastifyReply> => {
      const { user } = signedInSession(request);
      const { password, code, ...input } = parseInput(createApiKeyRequestSchema, request.body);
      if (apiKeyChangeNeedsStepUp(input, true)) {
        const decision = await confirmStepUp(user.id, { password, code });
        if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      }
      const created = await createApiKey(db, app.accountServices.secretsKey, user.id, input);
      if (!created.ok) {
        if (created.reason === 'limit') throw new RequestRefusedError(409, API_KEY_LIMIT_ERROR, created.message);
        throw new RequestRefusedError(400, created.reason, created.message, created.field);
      }
      const key = apiKeyView(created.row);
      const { ip, device } = requestOrigin(request);
      await notifySecurityEvent(notices, user, 'api-key-created', { ip, device, name: key.label });
      return reply.status(201).send({ key, secret: created.secret });
    },
    { ...sameOrigin },
  );

  route(
    app,
    apiKeysOperations.update,
    async (request, reply): Promise<ApiKeyResponse | FastifyReply> => {
      const { user } = signedInSession(request);
      const { id } = parseInput(keyIdParams, request.params);
      const { password, code, ...changes } = parseInput(updateApiKeyRequestSchema, request.body ?? {});
      if (apiKeyChangeNeedsStepUp(changes, false)) {
        // Only the owner's own key is worth confirming: another account's id is a 404 without a proof.
        if (!(await listApiKeys(db, user.id)).some((key) => key.id === id)) throw notFound();
        const decision = await confirmStepUp(user.id, { password, code });
        if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      }
      const row = await updateApiKey(db, user.id, id, changes);
      if (!row) throw notFound();
      return { key: apiKeyView(row) };
    },
    { ...sameOrigin },
  );

  route(
    app,
    apiKeysOperations.delete,
    async (request, reply): Promise<FastifyReply> => {
      const { user } = signedInSession(request);
      const { id } = parseInput(keyIdParams, request.params);
      if (!(await deleteApiKey(db, user.id, id))) throw notFound();
      return reply.status(204).send();
    },
    { ...sameOrigin },
  );
}
