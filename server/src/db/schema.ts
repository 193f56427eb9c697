import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  /** A fixed price in the quote asset, used to value balances until the live engine supplies prices. */
  referencePrice: numeric('reference_price', { precision: 38, scale: 18 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts. Exactly one of email and phone is set; both are stored normalized (see contracts/auth.ts). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short numeric UID users quote to support; ids stay opaque. */
    fid: bigint('fid', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 10_000_001 }).notNull().unique(),
    email: text('email').unique(),
    phone: text('phone').unique(),
    /** scrypt$N$r$p$salt$key: the parameters travel with the hash so they can be raised later. */
    passwordHash: text('password_hash').notNull(),
    kycVerified: boolean('kyc_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [check('users_email_or_phone', sql`(${table.email} is null) <> (${table.phone} is null)`)],
);

/** Sessions: only a SHA-256 of the token is stored, so a database leak hands out no live session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/** Single-use codes sent to an e-mail address or phone number; one live code per account and purpose. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Guesses so far; the code dies after the limit in accounts/codes.ts. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_account_purpose').on(table.account, table.purpose)],
);

/** Language and pricing-currency choices; null means never chosen. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  userLanguage: text('user_language'),
  msgLanguage: text('msg_language'),
  pricingCurrency: text('pricing_currency'),
  /** The device the last change came from: h5 or web. */
  deviceType: text('device_type'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What each user holds per asset. Every change is also written to ledger_entries. */
export const balances = pgTable(
  'balances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    available: money('available').notNull().default('0'),
    /** Held by open orders. */
    frozen: money('frozen').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.asset] }),
    check('balances_available_not_negative', sql`${table.available} >= 0`),
    check('balances_frozen_not_negative', sql`${table.frozen} >= 0`),
  ],
);

/** Append-only history of balance changes: the audit trail a balance can be rebuilt from. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    /** Signed change of the asset's total (available + frozen). */
    amount: money('amount').notNull(),
    /** The asset's total (available + frozen) after this entry. */
    balanceAfter: money('balance_after').notNull(),
    /** Why the balance changed, e.g. 'demo-grant'. */
    kind: text('kind').notNull(),
    /** What caused it (an order id, a transfer id, 'register'). */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ledger_entries_user_asset').on(table.userId, table.asset, table.id)],
);

/** Activity and UTM statistics events (GET /open/activity/statistics). */
export const activityStatistics = pgTable('activity_statistics', {
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
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
 * One-minute candles of each market, the source every longer interval is aggregated from.
 * `open_time` is the bar's start in ms since the epoch (UTC, minute-aligned): a plain integer so
 * buckets of any interval are `open_time - open_time % interval`.
 */
export const marketCandles = pgTable(
  'market_candles',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => spotMarkets.symbol, { onDelete: 'cascade' }),
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

/** Recent trades of each market (the engine keeps the last ones per market, older ones are pruned). */
export const marketTrades = pgTable(
  'market_trades',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => spotMarkets.symbol, { onDelete: 'cascade' }),
    /** The market's trade sequence, continued across restarts. */
    id: bigint('id', { mode: 'number' }).notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    /** The taker's side. */
    side: text('side').notNull(),
    /** ms since the epoch. */
    time: bigint('time', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.id] })],
);

/** Notices for one user (order fills, announcements); `read_at` null means unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'order-filled' or 'announcement'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_user_unread').on(table.userId, table.readAt)],
);
