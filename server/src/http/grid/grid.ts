import {
  createSpotGridRequestSchema,
  type GridBotList,
  type GridBotResponse,
  gridBotIdParamsSchema,
  gridBotQuerySchema,
  modifyGridRequestSchema,
  stopGridRequestSchema,
} from '@vela/contracts/grid';
import { gridTradingOperations } from '@vela/contracts/operations/grid-bots';
import type { FastifyInstance } from 'fastify';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { GridCommands } from '../../desks/grid/grid-commands.ts';
import { sameOriginGuard } from '../csrf.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInUserId } from '../signed-in.ts';

/**
 * Grid bots (docs/grid-trading.md): every call is the signed-in user's own (a session, or an API
 * key with the permission its record names); writes follow the CSRF rule. Every call reaches the
 * grid desk wherever the engine runs (order-relay.ts): the bots live in its memory.
 */
export async function gridRoutes(
  app: FastifyInstance,
  { config, database, grid }: { config: Config; database: Database; grid: GridCommands },
): Promise<void> {
  const secure = secureCookies(config.PUBLIC_URL);
  const sameOrigin = { preHandler: sameOriginGuard(config.PUBLIC_URL) };
  requireSignIn(app, { db: database.db, secure });
  answerPrivately(app);

  route(app, gridTradingOperations.listBots, async (request): Promise<GridBotList> => {
    return grid.gridBots(signedInUserId(request), parseInput(gridBotQuerySchema, request.query));
  });

  route(
    app,
    gridTradingOperations.createBot,
    async (request): Promise<GridBotResponse> =>
      grid.createGridBot(signedInUserId(request), parseInput(createSpotGridRequestSchema, request.body)),
    { ...sameOrigin },
  );

  route(app, gridTradingOperations.bot, async (request): Promise<GridBotResponse> => {
    const { id } = parseInput(gridBotIdParamsSchema, request.params);
    return grid.gridBot(signedInUserId(request), id);
  });

  route(
    app,
    gridTradingOperations.modifyBot,
    async (request): Promise<GridBotResponse> => {
      const { id } = parseInput(gridBotIdParamsSchema, request.params);
      return grid.modifyGridBot(signedInUserId(request), id, parseInput(modifyGridRequestSchema, request.body));
    },
    { ...sameOrigin },
  );

  route(
    app,
    gridTradingOperations.stopBot,
    async (request): Promise<GridBotResponse> => {
      const { id } = parseInput(gridBotIdParamsSchema, request.params);
      return grid.stopGridBot(signedInUserId(request), id, parseInput(stopGridRequestSchema, request.body));
    },
    { ...sameOrigin },
  );
}
