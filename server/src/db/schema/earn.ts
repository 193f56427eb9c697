import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, instant, money, rate, serialId, updatedAt } from './columns.ts';

// --- Earn (issue #16): savings products paid from the `earn` system account ---

/** An earn product. APRs are fractions a year; tiers are JSON [{upTo, apr}] of decimal strings. */
export const earnProducts = pgTable(
  'earn_products',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    asset: text('asset').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    tiers: jsonb('tiers').$type<{ upTo: string | null; apr: string }[]>().notNull(),
    termDays: integer('term_days'),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount'),
    quotaTotal: money('quota_total'),
    /** Principal held in live positions and in subscriptions under way. */
    quotaUsed: money('quota_used').notNull().default('0'),
    perUserQuota: money('per_user_quota'),
    earlyRedemption: boolean('early_redemption').notNull(),
    autoRenewAllowed: boolean('auto_renew_allowed').notNull(),
    status: text('status').notNull().default('open'),
    underlying: text('underlying'),
    indexSymbol: text('index_symbol'),
    rangeLow: money('range_low'),
    rangeHigh: money('range_high'),
    baseApr: rate('base_apr'),
    highApr: rate('high_apr'),
    startsAt: instant('starts_at'),
    maturesAt: instant('matures_at'),
    observedLow: money('observed_low'),
    observedHigh: money('observed_high'),
    observedAt: instant('observed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('earn_products_type', sql`${table.type} in ('flexible', 'fixed', 'sharkfin')`),
    check('earn_products_status', sql`${table.status} in ('open', 'paused', 'closed')`),
    check('earn_products_quota_used', sql`${table.quotaUsed} >= 0`),
  ],
);

/**
 * A user's holding in a product. `opening`: its first subscription is under way (never shown).
 * A flexible product has at most one live position per user.
 */
export const earnPositions = pgTable(
  'earn_positions',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    productId: text('product_id')
      .notNull()
      .references(() => earnProducts.id),
    type: text('type').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull().default('0'),
    status: text('status').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    subscribedAt: instant('subscribed_at').notNull(),
    startsAt: instant('starts_at').notNull(),
    maturesAt: instant('matures_at'),
    /** The end of the last hour accrued: the job's catch-up starts here. */
    accruedTo: instant('accrued_to').notNull(),
    closedAt: instant('closed_at'),
    renewedFrom: uuid('renewed_from'),
    createdAt: createdAt(),
  },
  (table) => [
    index('earn_positions_user').on(table.userId, table.status),
    index('earn_positions_live').on(table.status).where(sql`${table.status} in ('pending', 'active')`),
    uniqueIndex('earn_positions_one_flexible')
      .on(table.userId, table.productId)
      .where(sql`${table.type} = 'flexible' and ${table.status} in ('opening', 'active')`),
    check('earn_positions_status', sql`${table.status} in ('opening', 'pending', 'active', 'redeemed', 'settled')`),
    check('earn_positions_amount', sql`${table.amount} >= 0`),
  ],
);

/**
 * Interest accrued: one row per position and hour (`hour`), or per position and term (`term`, a
 * sharkfin's settlement). The key makes the job idempotent: a period is accrued once, whatever
 * restarts. Paid rows have `paid_at`; a fixed position redeemed early forfeits its unpaid rows.
 */
export const earnAccruals = pgTable(
  'earn_accruals',
  {
    positionId: uuid('position_id')
      .notNull()
      .references(() => earnPositions.id, { onDelete: 'cascade' }),
    periodStart: instant('period_start').notNull(),
    kind: text('kind').notNull(),
    /** The principal the period earned on. */
    principal: money('principal').notNull(),
    apr: rate('apr').notNull(),
    amount: money('amount').notNull(),
    paidAt: instant('paid_at'),
    forfeited: boolean('forfeited').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.periodStart] }),
    index('earn_accruals_unpaid').on(table.positionId).where(sql`${table.paidAt} is null and not ${table.forfeited}`),
    check('earn_accruals_kind', sql`${table.kind} in ('hour', 'term')`),
  ],
);

/** What happened to a user's earn positions; a subscription is `pending` until its debit committed. */
export const earnHistory = pgTable(
  'earn_history',
  {
    id: serialId(),
    userId: userRef(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => earnPositions.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    asset: text('asset').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    pending: boolean('pending').notNull().default(false),
    at: instant('at').notNull(),
  },
  (table) => [
    index('earn_history_user').on(table.userId, table.id),
    index('earn_history_position').on(table.positionId, table.at),
    index('earn_history_pending').on(table.id).where(sql`${table.pending}`),
    check('earn_history_kind', sql`${table.kind} in ('subscribe', 'redeem', 'interest', 'settle', 'renew', 'forfeit')`),
  ],
);
