import {
  createSpotGridRequestSchema,
  gridBotListSchema,
  gridBotQuerySchema,
  gridBotResponseSchema,
  modifyGridRequestSchema,
  stopGridRequestSchema,
} from '@vela/contracts/grid';
import { z } from 'zod';
import { type CommandsOf, commandTable } from '../command-table.ts';
import type { GridDesk } from './desk.ts';

/** The grid bot API, forwarded from instances without the engine (order-relay.ts). */
export const gridCommands = commandTable<GridDesk>()({
  createGridBot: {
    input: { request: createSpotGridRequestSchema },
    reply: gridBotResponseSchema,
    outcomeUnknown: 'the bot may have been created: see the list of your grid bots before trying again',
  },
  gridBots: { input: { query: gridBotQuerySchema }, reply: gridBotListSchema },
  gridBot: { input: { botId: z.string() }, reply: gridBotResponseSchema },
  modifyGridBot: { input: { botId: z.string(), request: modifyGridRequestSchema }, reply: gridBotResponseSchema },
  stopGridBot: { input: { botId: z.string(), request: stopGridRequestSchema }, reply: gridBotResponseSchema },
});

export type GridCommands = CommandsOf<typeof gridCommands>;
