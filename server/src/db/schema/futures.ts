import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, instant, money, rate, updatedAt } from './columns.ts';
import { candleTable, recentTradeColumns, spotMarkets } from './markets.ts';
import { fillColumns, orderColumns } from './trade-columns.ts';
import { walletColumns, walletLedgerColumns } from './wallet-columns.ts';

/**
 * USDT-margined linear perpetuals, one per listed spot base: the index price comes from
 * `indexSymbol`'s spot market. Sizes are in the base asset; `riskTiers` ascend by notional
 * (server/src/futures/risk-tiers.ts: maintenance margin rate and maximum leverage per bracket).
 */
export const futuresContracts = pgTable(
  'futures_contracts',
  {
    symbol: text('symbol').primaryKey(),
    base: text('base').notNull(),
    /** The settlement and margin asset. */
    quote: text('quote').notNull(),
    indexSymbol: text('index_symbol')
      .notNull()
      .references(() => spotMarkets.symbol),
    tickSize: money('tick_size').notNull(),
    lotSize: money('lot_size').notNull(),
    minNotional: money('min_notional').notNull(),
    pricePrecision: integer('price_precision').notNull(),
    amountPrecision: integer('amount_precision').notNull(),
    riskTiers: jsonb('risk_tiers')
      .$type<{ maxNotional: string; maintenanceMarginRate: string; maxLeverage: number }[]>()
      .notNull(),
    makerFee: numeric('maker_fee', { precision: 10, scale: 8 }).notNull().default('0.0002'),
    takerFee: numeric('taker_fee', { precision: 10, scale: 8 }).notNull().default('0.0005'),
    displayOrder: integer('display_order').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('futures_contracts_base_quote').on(table.base, table.quote)],
);

/** The contract a row belongs to: it goes when the contract is delisted. */
const contractRef = () =>
  text('symbol')
    .notNull()
    .references(() => futuresContracts.symbol, { onDelete: 'cascade' });

/** A signed-in user's favourite futures contracts (the contract switcher's stars), in the order they were added. */
export const favouriteContracts = pgTable(
  'favourite_contracts',
  {
    userId: userRef(),
    symbol: contractRef(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.symbol] })],
);

/** A user's futures wallet per margin asset: `available` is free, `frozen` held by open orders. */
export const futuresBalances = pgTable('futures_balances', walletColumns(), (table) => [
  primaryKey({ columns: [table.userId, table.asset] }),
  check('futures_balances_available_not_negative', sql`${table.available} >= 0`),
  check('futures_balances_frozen_not_negative', sql`${table.frozen} >= 0`),
]);

/** Append-only history of futures wallet changes (transfers, margin, fees, PnL, funding). */
export const futuresLedgerEntries = pgTable('futures_ledger_entries', walletLedgerColumns(), (table) => [
  index('futures_ledger_entries_user_asset').on(table.userId, table.asset, table.id),
]);

/** A user's leverage and margin mode per contract; a contract without a row uses 10x cross. */
export const futuresSettings = pgTable(
  'futures_settings',
  {
    userId: userRef(),
    symbol: contractRef(),
    leverage: integer('leverage').notNull(),
    marginMode: text('margin_mode').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.symbol] }),
    check('futures_settings_margin_mode', sql`${table.marginMode} in ('cross', 'isolated')`),
    check('futures_settings_leverage', sql`${table.leverage} >= 1`),
  ],
);

/**
 * One-way positions, one row per user and contract, kept at size 0 once closed. `margin` is the
 * isolated margin held (in the wallet's frozen); for a cross position, its initial margin at entry.
 */
export const futuresPositions = pgTable(
  'futures_positions',
  {
    userId: userRef(),
    symbol: contractRef(),
    side: text('side').notNull(),
    size: money('size').notNull(),
    entryPrice: money('entry_price').notNull(),
    margin: money('margin').notNull(),
    marginMode: text('margin_mode').notNull(),
    leverage: integer('leverage').notNull(),
    realizedPnl: money('realized_pnl').notNull().default('0'),
    /** Trading fees its fills paid since it opened (a reversing fill: its opening share). */
    fees: money('fees').notNull().default('0'),
    /** Funding received (positive) or paid (negative) since it opened; also in realized_pnl. */
    funding: money('funding').notNull().default('0'),
    openedAt: instant('opened_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.symbol] }),
    index('futures_positions_open').on(table.symbol).where(sql`${table.size} > 0`),
    check('futures_positions_side', sql`${table.side} in ('long', 'short')`),
    check('futures_positions_size_not_negative', sql`${table.size} >= 0`),
    check('futures_positions_margin_not_negative', sql`${table.margin} >= 0`),
  ],
);

/**
 * Futures orders: `seq` is the arrival order the book is rebuilt in; `frozen` what the order still
 * reserves of the wallet (initial margin and fee of what it would open).
 */
export const futuresOrders = pgTable(
  'futures_orders',
  {
    ...orderColumns(() => futuresContracts.symbol),
    triggerPrice: money('trigger_price'),
    triggerBy: text('trigger_by'),
    /** rise: fires when the trigger price is reached from below; fall: from above. */
    triggerDirection: text('trigger_direction'),
    filledNotional: money('filled_notional').notNull().default('0'),
    fee: money('fee').notNull().default('0'),
    realizedPnl: money('realized_pnl').notNull().default('0'),
    timeInForce: text('time_in_force').notNull(),
    postOnly: boolean('post_only').notNull(),
    reduceOnly: boolean('reduce_only').notNull(),
    closePosition: boolean('close_position').notNull(),
    liquidation: boolean('liquidation').notNull(),
    marginMode: text('margin_mode').notNull(),
    leverage: integer('leverage').notNull(),
  },
  (table) => [
    uniqueIndex('futures_orders_client_order_id').on(table.userId, table.clientOrderId),
    index('futures_orders_user_status').on(table.userId, table.status, table.seq),
    index('futures_orders_live').on(table.seq).where(sql`${table.status} in ('open', 'untriggered')`),
    check('futures_orders_side', sql`${table.side} in ('buy', 'sell')`),
    check('futures_orders_status', sql`${table.status} in ('untriggered', 'open', 'filled', 'cancelled')`),
    check('futures_orders_frozen_not_negative', sql`${table.frozen} >= 0`),
  ],
);

/** One user's side of one futures trade. */
export const futuresFills = pgTable(
  'futures_fills',
  {
    ...fillColumns(() => futuresOrders.id),
    fee: money('fee').notNull(),
    realizedPnl: money('realized_pnl').notNull(),
    liquidation: boolean('liquidation').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('futures_fills_user').on(table.userId, table.id), index('futures_fills_order').on(table.orderId)],
);

/** Each funding round paid, once per contract and funding time: a restart never pays one twice. */
export const futuresFundingRounds = pgTable(
  'futures_funding_rounds',
  {
    symbol: contractRef(),
    fundingTime: instant('funding_time').notNull(),
    rate: rate('rate').notNull(),
    markPrice: money('mark_price').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.fundingTime] })],
);

/**
 * Recent trades of each perpetual's book (the market's, not a user's fills): ids go on across
 * restarts, like the spot markets' `market_trades` (a perpetual shares its spot market's symbol).
 */
export const perpetualTrades = pgTable(
  'perpetual_trades',
  recentTradeColumns(() => futuresContracts.symbol),
  (table) => [primaryKey({ columns: [table.symbol, table.id] })],
);

/**
 * One-minute bars of each perpetual's last price (its own trades), kept like the spot markets'
 * `market_candles`: back-filled at start, written as they grow.
 */
export const perpetualCandles = candleTable('perpetual_candles', () => futuresContracts.symbol);

/** One-minute bars of each perpetual's mark price, sampled once a second: volumes are always 0. */
export const perpetualMarkCandles = candleTable('perpetual_mark_candles', () => futuresContracts.symbol);

/* ---------------------------------------------------------------- task centre and rewards ---- */
