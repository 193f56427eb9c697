import { type AnyPgColumn, bigint, integer, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, money, serialId, updatedAt } from './columns.ts';

/**
 * The columns spot and futures orders share. `seq` is the arrival order the book is rebuilt in;
 * `version` is 1 when placed, +1 with every change: the client keeps the newer of an answer and a push.
 */
export const orderColumns = (market: () => AnyPgColumn) => ({
  id: uuid('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
  userId: userRef(),
  clientOrderId: text('client_order_id'),
  symbol: text('symbol').notNull().references(market),
  side: text('side').notNull(),
  type: text('type').notNull(),
  /** The limit price; null for a market order. */
  price: money('price'),
  quantity: money('quantity').notNull(),
  filledQuantity: money('filled_quantity').notNull().default('0'),
  /** What the order still holds of the wallet. */
  frozen: money('frozen').notNull().default('0'),
  /** untriggered, open, filled or cancelled. */
  status: text('status').notNull(),
  /** Why a cancelled order was (spot: user, self-trade, market-remainder, no-liquidity); null otherwise. */
  cancelReason: text('cancel_reason'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The columns spot and futures fills share: one user's side of one trade. */
export const fillColumns = (order: () => AnyPgColumn) => ({
  id: serialId(),
  orderId: uuid('order_id').notNull().references(order, { onDelete: 'cascade' }),
  userId: userRef(),
  symbol: text('symbol').notNull(),
  side: text('side').notNull(),
  role: text('role').notNull(),
  price: money('price').notNull(),
  quantity: money('quantity').notNull(),
});
