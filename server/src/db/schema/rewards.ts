import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, instant, money, serialId } from './columns.ts';
import { contentItems } from './content.ts';
import { spotFills } from './spot.ts';

/**
 * Tasks operators define (the task centre). A user's progress is never stored: it is computed from
 * what the user did (server/src/rewards/progress.ts). The reward is USDT: a bonus credited on claim,
 * or a fee coupon (`coupon_valid_days` set) that rebates the fees of the user's next spot fills.
 */
export const rewardTasks = pgTable(
  'reward_tasks',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** USDT for spot-volume, courses for read-course, 1 for the rest. */
    target: money('target').notNull(),
    windowDays: integer('window_days'),
    courseId: bigint('course_id', { mode: 'number' }).references(() => contentItems.id, { onDelete: 'set null' }),
    rewardKind: text('reward_kind').notNull(),
    rewardAmount: money('reward_amount').notNull(),
    rewardAsset: text('reward_asset').notNull(),
    couponValidDays: integer('coupon_valid_days'),
    startsAt: instant('starts_at').notNull(),
    deadline: instant('deadline'),
    endedAt: instant('ended_at'),
    displayOrder: integer('display_order').notNull().default(0),
    /** The operator's own texts per locale ({ en_US: { title, description }, ... }); null: the clients' texts. */
    texts: jsonb('texts').$type<Record<string, { title: string; description: string }>>(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'reward_tasks_kind',
      sql`${table.kind} in ('sign-up', 'enable-2fa', 'first-spot-trade', 'spot-volume', 'first-futures-trade', 'read-course', 'subscribe-earn')`,
    ),
    check('reward_tasks_reward_kind', sql`${table.rewardKind} in ('fee-coupon', 'bonus')`),
    check(
      'reward_tasks_coupon_days',
      sql`(${table.rewardKind} = 'fee-coupon') = (${table.couponValidDays} is not null)`,
    ),
    check('reward_tasks_amounts', sql`${table.rewardAmount} > 0 and ${table.target} > 0`),
  ],
);

/** A user's claim of a task's reward: the unique (task, user) key makes each claim happen exactly once. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: serialId(),
    taskId: text('task_id')
      .notNull()
      .references(() => rewardTasks.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** The reward as it was when claimed. */
    rewardKind: text('reward_kind').notNull(),
    rewardAmount: money('reward_amount').notNull(),
    rewardAsset: text('reward_asset').notNull(),
    couponValidDays: integer('coupon_valid_days'),
    claimedAt: instant('claimed_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reward_claims_task_user').on(table.taskId, table.userId),
    index('reward_claims_user').on(table.userId, table.id),
  ],
);

/** A fee coupon a claim created: rebates fills made from `created_at` until `expires_at`, up to `amount`. */
export const feeCoupons = pgTable(
  'fee_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => rewardClaims.id, { onDelete: 'cascade' }),
    userId: userRef(),
    taskId: text('task_id').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    used: money('used').notNull().default('0'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('fee_coupons_user').on(table.userId, table.expiresAt),
    check('fee_coupons_used', sql`${table.used} >= 0 and ${table.used} <= ${table.amount}`),
  ],
);

/** One rebate of one spot fill's fee from a coupon: the fill id as key rebates a fill at most once. */
export const feeCouponUses = pgTable(
  'fee_coupon_uses',
  {
    fillId: bigint('fill_id', { mode: 'number' })
      .primaryKey()
      .references(() => spotFills.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => feeCoupons.id, { onDelete: 'cascade' }),
    userId: userRef(),
    amount: money('amount').notNull(),
    asset: text('asset').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('fee_coupon_uses_coupon').on(table.couponId),
    check('fee_coupon_uses_amount', sql`${table.amount} > 0`),
  ],
);
