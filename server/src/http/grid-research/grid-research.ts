import {
  type GridBacktest,
  type GridSuggestion,
  gridBacktestQuerySchema,
  gridSuggestionQuerySchema,
} from '@vela/contracts/grid';
import { gridResearchOperations } from '@vela/contracts/operations/grid-research';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiter } from '../../accounts/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { GridResearch } from '../../grid-research/grid-research-service.ts';
import { apiError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';
import { route } from '../route.ts';
import { ConcurrencyCap } from './concurrency-cap.ts';

/** A 30-day backtest reads 43,200 bars and walks them (about a second of one core): a few a minute. */
export const BACKTESTS_PER_MINUTE = 12;
/**
 * Backtests running at once in this process, whoever asks (the per-address limit does not bound
 * many addresses): each costs about a second of one core. Beyond it: 503 with Retry-After.
 */
export const MAX_CONCURRENT_BACKTESTS = 2;
export const backtestSlots = new ConcurrencyCap(MAX_CONCURRENT_BACKTESTS);
const BACKTEST_RETRY_AFTER_SECONDS = 2;

/** Suggestions are cached a minute per market; the limit stops a caller cycling through markets. */
export const SUGGESTIONS_PER_MINUTE = 60;

/**
 * Public grid parameters (docs/grid-trading.md, "Suggested parameters and backtest"): a suggestion drawn from the last week's bars and
 * a backtest of given parameters, both limited per address in the shared rate-limit store (Redis
 * when REDIS_URL is set), as the heavy reads of other domains are.
 */
export async function gridResearchRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const research = new GridResearch(database.db);
  const store = app.accountServices.rateLimits;
  const backtests = new RateLimiter(store, { name: 'grid-backtest-ip', max: BACKTESTS_PER_MINUTE, windowMs: 60_000 });
  const suggestions = new RateLimiter(store, {
    name: 'grid-suggestion-ip',
    max: SUGGESTIONS_PER_MINUTE,
    windowMs: 60_000,
  });
  const refusedByLimit = async (limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply) => {
    const decision = await limiter.hit(request.ip);
    return decision.allowed ? undefined : tooManyRequests(reply, decision.retryAfterSeconds);
  };

  route(app, gridResearchOperations.suggestion, async (request, reply): Promise<GridSuggestion | FastifyReply> => {
    const { symbol } = parseInput(gridSuggestionQuerySchema, request.query);
    const refused = await refusedByLimit(suggestions, request, reply);
    if (refused) return refused;
    reply.header('cache-control', 'public, max-age=60');
    return research.suggestion(symbol);
  });

  route(app, gridResearchOperations.backtest, async (request, reply): Promise<GridBacktest | FastifyReply> => {
    const query = parseInput(gridBacktestQuerySchema, request.query);
    const refused = await refusedByLimit(backtests, request, reply);
    if (refused) return refused;
    const release = backtestSlots.tryEnter();
    if (!release) {
      return reply
        .status(503)
        .header('retry-after', String(BACKTEST_RETRY_AFTER_SECONDS))
        .send({
          ...apiError(
            503,
            `the server is running as many backtests as it can: try again in ${BACKTEST_RETRY_AFTER_SECONDS} seconds`,
          ),
          reason: 'backtests-busy',
        });
    }
    try {
      reply.header('cache-control', 'public, max-age=60');
      return await research.backtest(query);
    } finally {
      release();
    }
  });
}
