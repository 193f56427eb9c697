import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, instant, money, updatedAt } from './columns.ts';
import { spotMarkets } from './markets.ts';

/** One ladder order of a running bot: the level it holds, and for a sell placed after a buy, that buy. */
export interface GridLadderEntry {
  orderId: string;
  level: number;
  side: 'buy' | 'sell';
  /** A sell placed after a buy filled: the buy's quote spent, and its base left over (kept by the bot, valued at the buy price). */
  round?: { buyPrice: string; buyQuote: string; leftover: string };
}

/**
 * Spot grid bots (docs/grid-trading.md). `id` is also the bot's sub-account (a users row owned by
 * `owner_id`): its wallets, orders and fills are that user's, so the owner's other trading cannot
 * spend them. `ladder` is the bot's open orders by level, written in the same batch as the orders.
 */
export const gridBots = pgTable(
  'grid_bots',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol')
      .notNull()
      .references(() => spotMarkets.symbol),
    lowerPrice: money('lower_price').notNull(),
    upperPrice: money('upper_price').notNull(),
    gridCount: integer('grid_count').notNull(),
    spacing: text('spacing').notNull(),
    investment: money('investment').notNull(),
    orderQuantity: money('order_quantity').notNull(),
    triggerPrice: money('trigger_price'),
    /** Whether the trigger waits for the price to rise to it (true) or fall to it. */
    triggerRising: boolean('trigger_rising'),
    stopLossPrice: money('stop_loss_price'),
    takeProfitPrice: money('take_profit_price'),
    onStop: text('on_stop').notNull(),
    public: boolean('public').notNull().default(false),
    status: text('status').notNull(),
    stopReason: text('stop_reason'),
    gridProfit: money('grid_profit').notNull().default('0'),
    roundsCompleted: integer('rounds_completed').notNull().default(0),
    ladder: jsonb('ladder').$type<GridLadderEntry[]>().notNull().default([]),
    /** What the stop gave back to the owner (the value a stopped bot shows). */
    finalBase: money('final_base'),
    finalQuote: money('final_quote'),
    createdAt: createdAt(),
    startedAt: instant('started_at'),
    stoppedAt: instant('stopped_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('grid_bots_owner').on(table.ownerId, table.createdAt),
    index('grid_bots_active').on(table.status).where(sql`${table.status} <> 'stopped'`),
    check('grid_bots_status', sql`${table.status} in ('waiting', 'running', 'stopped')`),
    check('grid_bots_spacing', sql`${table.spacing} in ('arithmetic', 'geometric')`),
    check('grid_bots_on_stop', sql`${table.onStop} in ('sell-base', 'keep-base')`),
  ],
);
