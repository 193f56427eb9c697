import { gridLevels } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type GridLadderEntry, gridBots, spotFills, spotOrders } from '../../db/schema.ts';
import { normalizeDecimal } from '../../money.ts';
import type { GridBotMemory, GridStopReason } from './grid-bot.ts';
import type { GridFills } from './grid-runs.ts';

export type GridBotRow = typeof gridBots.$inferSelect;

/**
 * Every bot not stopped, what its stored ladder orders' fills brought so far, and which of those
 * orders are filled: what the desk rebuilds its memory from.
 */
export interface GridState {
  rows: GridBotRow[];
  fills: Map<string, GridFills>;
  filled: Set<string>;
}

export async function readGridState(db: Db): Promise<GridState> {
  const rows = await db.select().from(gridBots).where(ne(gridBots.status, 'stopped'));
  const orderIds = rows.flatMap((row) => row.ladder.map((entry) => entry.orderId));
  const fills = new Map<string, GridFills>();
  const filled = new Set<string>();
  if (orderIds.length === 0) return { rows, fills, filled };
  const sums = await db
    .select({
      orderId: spotFills.orderId,
      side: spotFills.side,
      quantity: sql<string>`sum(${spotFills.quantity})::text`,
      quote: sql<string>`sum(${spotFills.quoteAmount})::text`,
      fee: sql<string>`sum(${spotFills.fee})::text`,
    })
    .from(spotFills)
    .where(inArray(spotFills.orderId, orderIds))
    .groupBy(spotFills.orderId, spotFills.side);
  for (const sum of sums) {
    const buying = sum.side === 'buy';
    fills.set(sum.orderId, {
      received: new Big(buying ? sum.quantity : sum.quote).minus(sum.fee),
      spent: new Big(buying ? sum.quote : sum.quantity),
    });
  }
  const done = await db
    .select({ id: spotOrders.id })
    .from(spotOrders)
    .where(and(inArray(spotOrders.id, orderIds), eq(spotOrders.status, 'filled')));
  for (const order of done) filled.add(order.id);
  return { rows, fills, filled };
}

const decimal = (value: string | null) => (value === null ? null : normalizeDecimal(value));

/** A stored bot in memory, its levels drawn again from its parameters on the market's tick. */
export function botFromRow(row: GridBotRow, tickSize: string): GridBotMemory {
  const levels =
    gridLevels({
      lower: row.lowerPrice,
      upper: row.upperPrice,
      grids: row.gridCount,
      spacing: row.spacing as GridBotMemory['spacing'],
      tickSize,
    }) ?? [];
  return {
    id: row.id,
    ownerId: row.ownerId,
    symbol: row.symbol,
    lowerPrice: normalizeDecimal(row.lowerPrice),
    upperPrice: normalizeDecimal(row.upperPrice),
    gridCount: row.gridCount,
    spacing: row.spacing as GridBotMemory['spacing'],
    investment: normalizeDecimal(row.investment),
    levels,
    orderQuantity: new Big(row.orderQuantity),
    triggerPrice: decimal(row.triggerPrice),
    triggerRising: row.triggerRising,
    stopLossPrice: decimal(row.stopLossPrice),
    takeProfitPrice: decimal(row.takeProfitPrice),
    onStop: row.onStop as GridBotMemory['onStop'],
    public: row.public,
    status: row.status as GridBotMemory['status'],
    stopReason: row.stopReason as GridStopReason | null,
    gridProfit: new Big(row.gridProfit),
    roundsCompleted: row.roundsCompleted,
    ladder: new Map(row.ladder.map((entry) => [entry.orderId, entry])),
    due: null,
    finalBase: decimal(row.finalBase),
    finalQuote: decimal(row.finalQuote),
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    stoppedAt: row.stoppedAt,
    updatedAt: row.updatedAt,
    persisted: true,
  };
}

/** An open order of a bot as spot's memory holds it after a restart. */
export interface OpenBotOrder {
  id: string;
  side: 'buy' | 'sell';
  price: string | null;
}

/** What `reconcileLadder` left out of the ladder. */
export interface ReconciledLadder {
  /** Open orders of the bot off the ladder's levels (or on a level already held): to be cancelled. */
  strays: string[];
  /** Stored ladder entries whose order is no longer open. */
  gone: GridLadderEntry[];
}

/**
 * The ladder after a restart, from the bot's open orders (spot's memory, rebuilt from the same
 * commit): each order at the level of its price, with what the stored ladder knew of it (the buy a
 * sell follows). The stored ladder was written in the same batch as the orders, so they agree; an
 * order off the ladder's levels is a stray (the desk cancels it) and a stored entry no longer open
 * is gone (the desk reacts to it if its order was filled).
 */
export function reconcileLadder(
  bot: GridBotMemory,
  open: readonly OpenBotOrder[],
  warn: (details: object, message: string) => void,
): ReconciledLadder {
  const stored = new Map(bot.ladder);
  bot.ladder.clear();
  const held = new Set<number>();
  const strays: string[] = [];
  for (const order of open) {
    const level = order.price === null ? -1 : bot.levels.findIndex((price) => price.eq(order.price as string));
    if (level < 0 || held.has(level)) {
      warn({ botId: bot.id, orderId: order.id }, 'a grid bot order off its ladder: cancelled');
      strays.push(order.id);
      continue;
    }
    held.add(level);
    const known: GridLadderEntry | undefined = stored.get(order.id);
    bot.ladder.set(order.id, {
      orderId: order.id,
      level,
      side: order.side,
      ...(known?.round ? { round: known.round } : {}),
    });
    stored.delete(order.id);
  }
  if (stored.size > 0) warn({ botId: bot.id, orders: [...stored.keys()] }, 'grid ladder orders no longer open');
  return { strays, gone: [...stored.values()] };
}
