import { z } from 'zod';
import { GRID_MAX_GRIDS, GRID_MIN_GRIDS } from './grid-ladder.ts';
import { signedDecimalString } from './market-data.ts';
import { decimalString, marketSymbol } from './markets.ts';

/**
 * Grid trading bots (docs/grid-trading.md): the calls, their inputs and answers. The ladder maths
 * are in grid-ladder.ts.
 */
export const gridPaths = {
  /** GET: the caller's bots, running first (GridBotQuery → GridBotList). POST: create one (CreateSpotGridRequest → GridBotResponse). */
  bots: '/api/v1/grid/bots',
  /** GET: one of the caller's bots (→ GridBotResponse); PATCH: change its stop-loss / take-profit (ModifyGridRequest → GridBotResponse). */
  botPattern: '/api/v1/grid/bots/:id',
  bot: (id: string) => `/api/v1/grid/bots/${encodeURIComponent(id)}`,
  /** POST: stop a bot (StopGridRequest → GridBotResponse): its orders cancelled, its funds back to spot. */
  stopPattern: '/api/v1/grid/bots/:id/stop',
  stop: (id: string) => `/api/v1/grid/bots/${encodeURIComponent(id)}/stop`,
  /** GET, public: parameters drawn from the market's last 7 days (GridSuggestionQuery → GridSuggestion). */
  suggestion: '/api/v1/grid/suggestion',
  /** GET, public: a run of given parameters over the stored history (GridBacktestQuery → GridBacktest). */
  backtest: '/api/v1/grid/backtest',
} as const;

const positiveDecimal = z
  .string()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, 'expected a positive decimal number such as "0.01"');

export const gridSpacingSchema = z.enum(['arithmetic', 'geometric']);
export const gridCountSchema = z.coerce.number().int().min(GRID_MIN_GRIDS).max(GRID_MAX_GRIDS);

/** The ladder's shape, shared by create, suggestion and backtest. */
export const gridParametersSchema = z.object({
  symbol: marketSymbol,
  lowerPrice: positiveDecimal,
  upperPrice: positiveDecimal,
  gridCount: gridCountSchema,
  spacing: gridSpacingSchema,
  /** Quote put in; the base the sells need is bought at the price when the bot starts. */
  investment: positiveDecimal,
});
export type GridParameters = z.infer<typeof gridParametersSchema>;

/** What happens to the bot's base when it stops: sold at market, or moved to spot as it is. */
export const gridStopActionSchema = z.enum(['sell-base', 'keep-base']);
export type GridStopAction = z.infer<typeof gridStopActionSchema>;

export const createSpotGridRequestSchema = gridParametersSchema.extend({
  /** The bot waits until the last price reaches it, then lays its ladder. */
  triggerPrice: positiveDecimal.optional(),
  /** The bot stops when the last price falls to it (below lowerPrice). */
  stopLossPrice: positiveDecimal.optional(),
  /** The bot stops when the last price rises to it (above upperPrice). */
  takeProfitPrice: positiveDecimal.optional(),
  /** What a stop-loss / take-profit stop does with the base. */
  onStop: gridStopActionSchema.default('sell-base'),
  /** Listed in the public top bots, the owner's name masked. */
  public: z.boolean().default(false),
});
export type CreateSpotGridRequest = z.input<typeof createSpotGridRequestSchema>;

export const modifyGridRequestSchema = z.object({
  /** null removes it. */
  stopLossPrice: positiveDecimal.nullable().optional(),
  takeProfitPrice: positiveDecimal.nullable().optional(),
});
export type ModifyGridRequest = z.infer<typeof modifyGridRequestSchema>;

export const stopGridRequestSchema = z.object({ action: gridStopActionSchema });
export type StopGridRequest = z.infer<typeof stopGridRequestSchema>;

export const gridBotIdParamsSchema = z.object({ id: z.uuid() });

export const gridBotStatusSchema = z.enum(['waiting', 'running', 'stopped']);
/** Why a bot stopped. */
export const gridStopReasonSchema = z.enum(['user', 'stop-loss', 'take-profit', 'liquidated', 'delisted']);

export const gridBotSchema = z.object({
  id: z.string(),
  kind: z.enum(['spot']),
  symbol: marketSymbol,
  lowerPrice: decimalString,
  upperPrice: decimalString,
  gridCount: z.number().int(),
  spacing: gridSpacingSchema,
  investment: decimalString,
  /** The base quantity of every ladder order. */
  orderQuantity: decimalString,
  triggerPrice: decimalString.nullable(),
  stopLossPrice: decimalString.nullable(),
  takeProfitPrice: decimalString.nullable(),
  onStop: gridStopActionSchema,
  public: z.boolean(),
  status: gridBotStatusSchema,
  stopReason: gridStopReasonSchema.nullable(),
  /** The bot's own balances (what its orders lock included). */
  baseBalance: decimalString,
  quoteBalance: decimalString,
  /** Sum of completed rounds' profit (gap x quantity - both fees), in quote. */
  gridProfit: signedDecimalString,
  /** Value now (quote + base at the last price) - investment - gridProfit. */
  floatingPnl: signedDecimalString,
  /** gridProfit + floatingPnl. */
  totalPnl: signedDecimalString,
  /** totalPnl / investment over the runtime, a year's worth (a fraction: "0.12" is 12 %). */
  annualisedReturn: signedDecimalString,
  roundsCompleted: z.number().int().min(0),
  /** The ladder's price levels, lowest first (what the chart draws). */
  levels: z.array(decimalString),
  createdAt: z.string(),
  /** When the ladder was laid (null while waiting for the trigger). */
  startedAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
});
export type GridBot = z.infer<typeof gridBotSchema>;

export const gridBotResponseSchema = z.object({ bot: gridBotSchema });
export type GridBotResponse = z.infer<typeof gridBotResponseSchema>;

export const gridBotQuerySchema = z.object({
  status: z.enum(['running', 'stopped', 'all']).default('all'),
  symbol: marketSymbol.optional(),
});
export const gridBotListSchema = z.object({ bots: z.array(gridBotSchema) });
export type GridBotList = z.infer<typeof gridBotListSchema>;

export const gridSuggestionQuerySchema = z.object({ symbol: marketSymbol });
export const gridSuggestionSchema = z.object({
  symbol: marketSymbol,
  lowerPrice: decimalString,
  upperPrice: decimalString,
  gridCount: z.number().int(),
  spacing: gridSpacingSchema,
  /** The smallest investment the suggested grid accepts (every order at least the market's minimum notional). */
  minInvestment: decimalString,
  /** Each round's profit after fees as a fraction of its buy price, lowest and highest across the grids. */
  profitPerGridLow: decimalString,
  profitPerGridHigh: decimalString,
  /** The candles it was drawn from. */
  from: z.string(),
  to: z.string(),
});
export type GridSuggestion = z.infer<typeof gridSuggestionSchema>;

export const gridBacktestQuerySchema = gridParametersSchema.extend({
  days: z.coerce
    .number()
    .int()
    .refine((days) => days === 7 || days === 30, 'expected 7 or 30'),
});
export type GridBacktestQuery = z.input<typeof gridBacktestQuerySchema>;
export const gridBacktestSchema = z.object({
  gridProfit: signedDecimalString,
  roundsCompleted: z.number().int().min(0),
  /** Quote + base at the last close, at the end of the run. */
  finalValue: decimalString,
  totalPnl: signedDecimalString,
  /** Largest fall of the value from a previous high, as a fraction of that high. */
  maxDrawdown: decimalString,
  /** The history the run covered (may be shorter than asked when less is stored). */
  from: z.string(),
  to: z.string(),
});
export type GridBacktest = z.infer<typeof gridBacktestSchema>;
