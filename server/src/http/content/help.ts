import {
  type HelpArticleList,
  type HelpArticleResponse,
  type HelpRequestResponse,
  helpLocaleQuerySchema,
  helpRequestSchema,
  helpSlugParamsSchema,
} from '@vela/contracts/help';
import { helpOperations } from '@vela/contracts/operations/help';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MemoryRateLimitStore, RateLimiter } from '../../accounts/rate-limit.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import { findHelpArticle, listHelpArticles } from '../../content/help-articles.ts';
import { recentHelpRequests, storeHelpRequest } from '../../content/help-requests.ts';
import type { Database } from '../../db/client.ts';
import { sameOriginGuard } from '../csrf.ts';
import { apiError } from '../errors.ts';
import { requireOperator } from '../operator/operator-auth.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { route } from '../route.ts';

const HOUR = 3_600_000;
const OPERATOR_REQUESTS_SHOWN = 200;

interface HelpOptions {
  config: Config;
  database: Database;
}

/**
 * The help centre: articles (content items of kind `help`, edited through the operator content
 * API) and "Submit a request", kept for support and listed for operators.
 */
export async function helpRoutes(app: FastifyInstance, options: HelpOptions): Promise<void> {
  await app.register(publicHelpRoutes, options);
  await app.register(operatorHelpRoutes, options);
}

async function publicHelpRoutes(app: FastifyInstance, { config, database }: HelpOptions): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  // A person writes a few requests an hour; a script filling the table is stopped early.
  const requestsPerIp = new RateLimiter(new MemoryRateLimitStore(), {
    name: 'help-request-ip',
    max: 10,
    windowMs: HOUR,
  });

  route(app, helpOperations.articles, async (request, reply): Promise<HelpArticleList> => {
    const { locale } = parseInput(helpLocaleQuerySchema, request.query);
    reply.header('cache-control', 'public, max-age=10');
    return { items: await listHelpArticles(db, locale), locale };
  });

  route(app, helpOperations.article, async (request, reply): Promise<HelpArticleResponse | FastifyReply> => {
    const { locale } = parseInput(helpLocaleQuerySchema, request.query);
    const params = helpSlugParamsSchema.safeParse(request.params);
    const page = params.success ? await findHelpArticle(db, params.data.slug, locale) : undefined;
    if (!page) return reply.status(404).send(apiError(404, 'no such help article'));
    reply.header('cache-control', 'public, max-age=10');
    return { ...page, locale };
  });

  route(
    app,
    helpOperations.requests,
    async (request, reply): Promise<HelpRequestResponse | FastifyReply> => {
      reply.header('cache-control', 'private, no-store');
      const input = parseInput(helpRequestSchema, request.body);
      const decision = await requestsPerIp.hit(request.ip);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      const session = await currentSession(db, request, reply, secure);
      const stored = await storeHelpRequest(db, input, session?.user.id);
      request.log.info({ helpRequest: stored.id, topic: input.topic }, 'help request received');
      return reply.status(201).send({ request: stored });
    },
    { preHandler: sameOriginGuard(config.PUBLIC_URL) },
  );
}

async function operatorHelpRoutes(app: FastifyInstance, { config, database }: HelpOptions): Promise<void> {
  requireOperator(app, config.OPERATOR_TOKEN);
  route(app, helpOperations.operatorRequests, async () => ({
    requests: await recentHelpRequests(database.db, OPERATOR_REQUESTS_SHOWN),
  }));
}
