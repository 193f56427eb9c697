import {
  createSpotGridRequestSchema,
  gridBotIdParamsSchema,
  gridBotListSchema,
  gridBotQuerySchema,
  gridBotResponseSchema,
  gridPaths,
  modifyGridRequestSchema,
  stopGridRequestSchema,
} from '../grid.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const unavailable = [
  503,
  'Trading is not running right now or the book is busy (reason "trading-unavailable"); nothing changed. ' +
    'Reason "outcome-unknown" (create only): the connection broke while the bot was saved, so it may exist: list your bots before trying again.',
] as const;
const notFound = [404, 'No grid bot of yours has this id (reason "grid-bot-not-found").'] as const;
const stopped = [409, 'The bot has stopped already (reason "grid-bot-stopped").'] as const;

export const gridTradingTag: ApiTag = {
  name: 'Grid trading',
  description:
    "The signed-in user's spot grid bots (docs/grid-trading.md). A bot trades as its own sub-account: its investment moves out of the owner's spot wallet when it is created and everything it holds moves back when it stops, each a ledger entry; its orders are ordinary spot orders of that sub-account. Refusals name the field at fault.",
};

export const gridTradingOperations = apiOperations(gridTradingTag, {
  listBots: {
    method: 'GET',
    path: gridPaths.bots,
    summary: 'Your grid bots',
    description:
      'Every running and waiting bot, then the 50 most recently stopped ones (older stopped bots are not listed); newest first in each.',
    auth: 'session',
    apiKey: 'read',
    query: gridBotQuerySchema,
    response: gridBotListSchema,
  },
  createBot: {
    method: 'POST',
    path: gridPaths.bots,
    summary: 'Create a spot grid bot',
    description:
      'Checks the ladder against the market (levels on its tick, a profit after both maker fees on every grid, every order at least the minimum order value: the refusal names the field and, for the investment, the smallest one accepted), moves the investment (quote) into the bot, and, without a triggerPrice, buys the base its sells need at market and lays its limit orders at once. At most 20 bots run per user.',
    auth: 'session',
    apiKey: 'spot-trade',
    body: createSpotGridRequestSchema,
    response: gridBotResponseSchema,
    errors: [unavailable],
  },
  bot: {
    method: 'GET',
    path: gridPaths.botPattern,
    summary: 'One of your grid bots',
    auth: 'session',
    apiKey: 'read',
    params: gridBotIdParamsSchema,
    response: gridBotResponseSchema,
    errors: [notFound],
  },
  modifyBot: {
    method: 'PATCH',
    path: gridPaths.botPattern,
    summary: 'Change a bot’s stop-loss or take-profit',
    description:
      'A field left out keeps its value; null removes it. The stop-loss stays below the range and the last price, the take-profit above both.',
    auth: 'session',
    apiKey: 'spot-trade',
    params: gridBotIdParamsSchema,
    body: modifyGridRequestSchema,
    response: gridBotResponseSchema,
    errors: [notFound, stopped, unavailable],
  },
  stopBot: {
    method: 'POST',
    path: gridPaths.stopPattern,
    summary: 'Stop a bot',
    description:
      'Cancels its orders, sells its base at market (`sell-base`) or keeps it (`keep-base`), and moves everything it holds back to your spot wallet.',
    auth: 'session',
    apiKey: 'spot-trade',
    params: gridBotIdParamsSchema,
    body: stopGridRequestSchema,
    response: gridBotResponseSchema,
    errors: [notFound, stopped, unavailable],
  },
});
