import { type AnyPgColumn, bigint, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, instant, money, serialId } from './columns.ts';

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
  /** A fixed price in the quote asset, used to value balances until the live engine supplies prices. */
  referencePrice: numeric('reference_price', { precision: 38, scale: 18 }),
  /** Fee rates (0.001 = 0.1 %) on what the maker / taker receives. */
  makerFee: numeric('maker_fee', { precision: 10, scale: 8 }).notNull().default('0.0008'),
  takerFee: numeric('taker_fee', { precision: 10, scale: 8 }).notNull().default('0.001'),
  /** When the pair opened for trading: the markets page's "new listings" read it. */
  listedAt: instant('listed_at').notNull().defaultNow(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Activity and UTM statistics events (GET /open/activity/statistics). */
export const activityStatistics = pgTable('activity_statistics', {
  id: serialId(),
  event: text('event').notNull(),
  requestSource: text('request_source').notNull(),
  type: text('type'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  createdAt: createdAt(),
});

/**
 * A table of one-minute bars, the source every longer interval is aggregated from: `market_candles`
 * (spot) and `perpetual_candles` and `perpetual_mark_candles` (futures/), one bar per market and
 * minute. `open_time` is the bar's start in ms since the epoch (UTC, minute-aligned): a plain
 * integer so buckets of any interval are `open_time - open_time % interval`.
 */
export function candleTable<Name extends string>(name: Name, market: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      symbol: text('symbol').notNull().references(market, { onDelete: 'cascade' }),
      openTime: bigint('open_time', { mode: 'number' }).notNull(),
      open: money('open').notNull(),
      high: money('high').notNull(),
      low: money('low').notNull(),
      close: money('close').notNull(),
      /** Base-asset volume. */
      volume: money('volume').notNull(),
      /** Quote-asset volume (sum of price times quantity), for 24 h tickers. */
      quoteVolume: money('quote_volume').notNull(),
    },
    (table) => [primaryKey({ columns: [table.symbol, table.openTime] })],
  );
}

/** One-minute candles of each spot market. */
export const marketCandles = candleTable('market_candles', () => spotMarkets.symbol);

/**
 * A market's recent trades (the engine keeps the last ones per market, older ones are pruned):
 * the columns of `market_trades` (spot) and `perpetual_trades` (futures/).
 */
export function recentTradeColumns(market: () => AnyPgColumn) {
  return {
    symbol: text('symbol').notNull().references(market, { onDelete: 'cascade' }),
    /** The market's trade sequence, continued across restarts. */
    id: bigint('id', { mode: 'number' }).notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    /** The taker's side. */
    side: text('side').notNull(),
    /** ms since the epoch. */
    time: bigint('time', { mode: 'number' }).notNull(),
  };
}

/** Recent trades of each spot market. */
export const marketTrades = pgTable(
  'market_trades',
  recentTradeColumns(() => spotMarkets.symbol),
  (table) => [primaryKey({ columns: [table.symbol, table.id] })],
);

/** A signed-in user's favourite pairs, in the order they were added. */
export const favouriteMarkets = pgTable(
  'favourite_markets',
  {
    userId: userRef(),
    symbol: text('symbol')
      .notNull()
      .references(() => spotMarkets.symbol, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.symbol] })],
);
