import type { GridBot as GridBotView, GridStopAction } from '@vela/contracts/grid';
import type { GridSpacing } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import type { GridLadderEntry } from '../../db/schema.ts';

/** Why a bot stopped (the contract's stop reasons this desk gives). */
export type GridStopReason = 'user' | 'stop-loss' | 'take-profit';

/**
 * A spot grid bot as the engine instance holds it (docs/grid-trading.md). Its id is its
 * sub-account: the bot's wallets and orders are that user's.
 */
export interface GridBotMemory {
  readonly id: string;
  readonly ownerId: string;
  readonly symbol: string;
  readonly lowerPrice: string;
  readonly upperPrice: string;
  readonly gridCount: number;
  readonly spacing: GridSpacing;
  readonly investment: string;
  /** The ladder's levels, lowest first, on the market's tick. */
  readonly levels: readonly Big[];
  /** The base quantity of every buy (a sell after a buy sells what that buy brought, see `round`). */
  readonly orderQuantity: Big;
  readonly triggerPrice: string | null;
  readonly triggerRising: boolean | null;
  stopLossPrice: string | null;
  takeProfitPrice: string | null;
  readonly onStop: GridStopAction;
  readonly public: boolean;
  status: 'waiting' | 'running' | 'stopped';
  stopReason: GridStopReason | null;
  gridProfit: Big;
  roundsCompleted: number;
  /** The bot's open ladder orders by order id. */
  readonly ladder: Map<string, GridLadderEntry>;
  /** Work that came due outside a command (a trigger crossed), done before the next batch is sealed. */
  due: { start: true } | { stop: 'stop-loss' | 'take-profit' } | null;
  finalBase: string | null;
  finalQuote: string | null;
  readonly createdAt: Date;
  startedAt: Date | null;
  stoppedAt: Date | null;
  updatedAt: Date;
  /** Its row exists in the database. */
  persisted: boolean;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
/** The shortest runtime a return is annualised over. */
const ANNUALISE_FROM_MS = 24 * 3600 * 1000;

/** The bot as the API shows it; `lastPrice` values the base it holds. */
export function gridBotView(
  bot: GridBotMemory,
  holdings: { base: Big; quote: Big },
  lastPrice: string | undefined,
  now: Date,
): GridBotView {
  const stopped = bot.status === 'stopped';
  const base = stopped ? new Big(bot.finalBase ?? '0') : holdings.base;
  const quote = stopped ? new Big(bot.finalQuote ?? '0') : holdings.quote;
  const price = new Big(lastPrice ?? bot.levels[0]?.toFixed() ?? '0');
  const value = quote.plus(base.times(price));
  const investment = new Big(bot.investment);
  const totalPnl = value.minus(investment);
  const floatingPnl = totalPnl.minus(bot.gridProfit);
  // Over the runtime (from the start: a bot waiting for its trigger does not trade), a day at
  // least: a minute's PnL scaled to a year is a number, not a return.
  const from = bot.startedAt ?? bot.createdAt;
  const runtime = Math.max((bot.stoppedAt ?? now).getTime() - from.getTime(), ANNUALISE_FROM_MS);
  const annualised = investment.gt(0)
    ? totalPnl.div(investment).times(YEAR_MS).div(runtime).round(8, Big.roundDown)
    : new Big(0);
  return {
    id: bot.id,
    kind: 'spot',
    symbol: bot.symbol,
    lowerPrice: bot.lowerPrice,
    upperPrice: bot.upperPrice,
    gridCount: bot.gridCount,
    spacing: bot.spacing,
    investment: bot.investment,
    orderQuantity: bot.orderQuantity.toFixed(),
    triggerPrice: bot.triggerPrice,
    stopLossPrice: bot.stopLossPrice,
    takeProfitPrice: bot.takeProfitPrice,
    onStop: bot.onStop,
    public: bot.public,
    status: bot.status,
    stopReason: bot.stopReason,
    baseBalance: base.toFixed(),
    quoteBalance: quote.toFixed(),
    gridProfit: bot.gridProfit.toFixed(),
    floatingPnl: floatingPnl.toFixed(),
    totalPnl: totalPnl.toFixed(),
    annualisedReturn: annualised.toFixed(),
    roundsCompleted: bot.roundsCompleted,
    levels: bot.levels.map((level) => level.toFixed()),
    createdAt: bot.createdAt.toISOString(),
    startedAt: bot.startedAt?.toISOString() ?? null,
    stoppedAt: bot.stoppedAt?.toISOString() ?? null,
  };
}
