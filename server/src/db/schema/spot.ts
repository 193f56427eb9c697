import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, money } from './columns.ts';
import { spotMarkets } from './markets.ts';
import { fillColumns, orderColumns } from './trade-columns.ts';

/**
 * Spot orders. `seq` is the arrival order (an amend that loses time priority gives a new one);
 * `bookSeq` the order's place in its book's time priority, which the book is rebuilt in after a
 * restart. Quantities and prices are decimal strings on the market's grid; `frozen` is what the order still
 * holds of the asset it spends.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    ...orderColumns(() => spotMarkets.symbol),
    /**
     * The engine's counter, taken in sequencer order when the order joins its book's queue (placed,
     * triggered, or sent to the back by an amend) and written by the batch writer; unlike `seq`,
     * it orders several such arrivals of one commit as the engine saw them.
     */
    bookSeq: bigint('book_seq', { mode: 'number' }).notNull(),
    /** Sum of price x quantity over the fills. */
    filledQuote: money('filled_quote').notNull().default('0'),
    /** Stops (docs/spot-order-types.md): the trigger price (a trailing stop's, as it stands) and its direction. */
    stopPrice: money('stop_price'),
    triggerDirection: text('trigger_direction'),
    /** Trailing stops: the distance (one of the two) and the best trade price seen since placing. */
    trailingAmount: money('trailing_amount'),
    trailingPercent: money('trailing_percent'),
    trailingBest: money('trailing_best'),
    triggeredAt: instant('triggered_at'),
    /** Both legs of an OCO carry the limit leg's id. */
    ocoGroup: uuid('oco_group'),
    /** GTC, IOC or FOK; null for orders without a limit price. */
    timeInForce: text('time_in_force'),
    postOnly: boolean('post_only').notNull().default(false),
  },
  (table) => [
    uniqueIndex('spot_orders_client_order_id').on(table.userId, table.clientOrderId),
    uniqueIndex('spot_orders_book_seq').on(table.bookSeq),
    index('spot_orders_untriggered').on(table.symbol, table.seq).where(sql`${table.status} = 'untriggered'`),
    index('spot_orders_user_status').on(table.userId, table.status, table.seq),
    index('spot_orders_open').on(table.symbol, table.seq).where(sql`${table.status} = 'open'`),
    check('spot_orders_side', sql`${table.side} in ('buy', 'sell')`),
    check('spot_orders_type', sql`${table.type} in ('limit', 'market', 'stop-limit', 'stop-market', 'trailing-stop')`),
    check('spot_orders_status', sql`${table.status} in ('untriggered', 'open', 'filled', 'cancelled')`),
    check('spot_orders_frozen_not_negative', sql`${table.frozen} >= 0`),
  ],
);

/** One user's side of one trade: what the user's order got, paid and was charged. */
export const spotFills = pgTable(
  'spot_fills',
  {
    ...fillColumns(() => spotOrders.id),
    quoteAmount: money('quote_amount').notNull(),
    fee: money('fee').notNull(),
    feeAsset: text('fee_asset').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('spot_fills_user').on(table.userId, table.id),
    index('spot_fills_order').on(table.orderId),
    check('spot_fills_role', sql`${table.role} in ('maker', 'taker')`),
  ],
);
