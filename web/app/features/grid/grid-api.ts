import {
  type CreateSpotGridRequest,
  type GridBacktest,
  type GridBacktestQuery,
  type GridBot,
  type GridStopAction,
  type GridSuggestion,
  gridBacktestSchema,
  gridBotListSchema,
  gridBotResponseSchema,
  gridPaths,
  gridSuggestionSchema,
  type ModifyGridRequest,
} from '@vela/contracts/grid';
import { browserApi } from '../../lib/api/browser-api.ts';
import { type CallAnswer, answerOf as callAnswerOf } from '../../lib/api/call-answer.ts';
import { type GridProblem, networkProblem, problemOf } from './model/problems.ts';

export type GridAnswer<T> = CallAnswer<T, GridProblem>;

const gridWords = { refused: problemOf, network: networkProblem, failed: { key: 'failed', fields: {} } };

const answerOf = <T>(request: () => Promise<unknown>, parse: (value: unknown) => T): Promise<GridAnswer<T>> =>
  callAnswerOf(request, parse, gridWords);

const botOf = (value: unknown) => gridBotResponseSchema.parse(value).bot;

/** The grid calls of the screen, each answering a value or a problem to show; nothing throws. */
export const gridCalls = {
  suggestion: (symbol: string): Promise<GridAnswer<GridSuggestion>> =>
    answerOf(
      () => browserApi().get(gridPaths.suggestion, { symbol }),
      (value) => gridSuggestionSchema.parse(value),
    ),
  backtest: (query: GridBacktestQuery): Promise<GridAnswer<GridBacktest>> =>
    answerOf(
      () => browserApi().get(gridPaths.backtest, { ...query }),
      (value) => gridBacktestSchema.parse(value),
    ),
  create: (request: CreateSpotGridRequest): Promise<GridAnswer<GridBot>> =>
    answerOf(() => browserApi().post(gridPaths.bots, request), botOf),
  bots: (): Promise<GridAnswer<GridBot[]>> =>
    answerOf(
      () => browserApi().get(gridPaths.bots, { status: 'all' }),
      (value) => gridBotListSchema.parse(value).bots,
    ),
  modify: (id: string, request: ModifyGridRequest): Promise<GridAnswer<GridBot>> =>
    answerOf(() => browserApi().patch(gridPaths.bot(id), request), botOf),
  stop: (id: string, action: GridStopAction): Promise<GridAnswer<GridBot>> =>
    answerOf(() => browserApi().post(gridPaths.stop(id), { action }), botOf),
};
