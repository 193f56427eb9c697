import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about this database, e.g. which seed version it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spot markets. Sizes are NUMERIC (read back as strings): money never passes through a float. */
export const spotMarkets = pgTable('spot_markets', {
  symbol: text('symbol').primaryKey(),
  base: text('base').notNull(),
  quote: text('quote').notNull(),
  tickSize: numeric('tick_size', { precision: 38, scale: 18 }).notNull(),
  lotSize: numeric('lot_size', { precision: 38, scale: 18 }).notNull(),
  minNotional: numeric('min_notional', { precision: 38, scale: 18 }).notNull(),
  pricePrecision: integer('price_precision').notNull(),
  amountPrecision: integer('amount_precision').notNull(),
  displayOrder: integer('display_order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
