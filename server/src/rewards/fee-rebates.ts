import { FEE_REBATE_KIND, REWARD_ASSET } from '@vela/contracts/tasks';
import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, asc, eq, exists, gt, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { type CreditedBalance, credit } from '../accounts/balances.ts';
import type { Db } from '../db/client.ts';
import { feeCoupons, feeCouponUses, spotFills, spotMarkets } from '../db/schema.ts';
import { balancesOf } from '../desks/spot/order-views.ts';
import { feeInUsdt, rebateOf } from './rebate-rule.ts';
import { payFromRewards } from './rewards-account.ts';

export interface PendingFill {
  id: number;
  userId: string;
  price: string;
  fee: string;
  feeAsset: string;
  base: string;
  quote: string;
  createdAt: Date;
}

export interface Rebate {
  fillId: number;
  userId: string;
  amount: string;
  credited: CreditedBalance;
  balance: Balance;
}

/** A coupon that covers a fill made at `at`: claimed before it, expiring after it, not used up. */
function couponCovers(userId: string | typeof spotFills.userId, at: Date | typeof spotFills.createdAt): SQL {
  return and(
    eq(feeCoupons.userId, userId),
    lt(feeCoupons.used, feeCoupons.amount),
    lte(feeCoupons.createdAt, at),
    gt(feeCoupons.expiresAt, at),
  ) as SQL;
}

/**
 * Spot fills with a fee on a USDT-quoted market that a coupon of their owner covers and that have
 * no rebate yet, oldest first, after fill `afterId`.
 */
export function pendingFills(
  db: Db,
  { userId, afterId, limit }: { userId?: string; afterId: number; limit: number },
): Promise<PendingFill[]> {
  const conditions = [
    gt(spotFills.id, afterId),
    gt(spotFills.fee, '0'),
    eq(spotMarkets.quote, REWARD_ASSET),
    isNull(feeCouponUses.fillId),
    exists(db.select({ one: sql`1` }).from(feeCoupons).where(couponCovers(spotFills.userId, spotFills.createdAt))),
  ];
  if (userId) conditions.push(eq(spotFills.userId, userId));
  return db
    .select({
      id: spotFills.id,
      userId: spotFills.userId,
      price: spotFills.price,
      fee: spotFills.fee,
      feeAsset: spotFills.feeAsset,
      base: spotMarkets.base,
      quote: spotMarkets.quote,
      createdAt: spotFills.createdAt,
    })
    .from(spotFills)
    .innerJoin(spotMarkets, eq(spotMarkets.symbol, spotFills.symbol))
    .leftJoin(feeCouponUses, eq(feeCouponUses.fillId, spotFills.id))
    .where(and(...conditions))
    .orderBy(asc(spotFills.id))
    .limit(limit);
}

/**
 * Rebates one fill's fee from the coupon of its owner that expires first, in one transaction: the
 * coupon use (keyed by the fill: a second attempt finds it and pays nothing), the coupon's `used`,
 * the user's credit and the rewards account's debit. The user's coupons are locked first, so
 * concurrent attempts queue and each sees what the one before it left.
 */
export async function rebateFill(db: Db, fill: PendingFill): Promise<Rebate | null> {
  const fee = feeInUsdt(fill);
  if (!fee?.gt(0)) return null;
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select()
      .from(feeCoupons)
      .where(couponCovers(fill.userId, fill.createdAt))
      .orderBy(asc(feeCoupons.expiresAt), asc(feeCoupons.createdAt))
      .limit(1)
      .for('update');
    if (!coupon) return null;
    const amount = rebateOf(fee, new Big(coupon.amount).minus(coupon.used).toFixed()).toFixed();
    if (!new Big(amount).gt(0)) return null;
    const [use] = await tx
      .insert(feeCouponUses)
      .values({ fillId: fill.id, couponId: coupon.id, userId: fill.userId, amount, asset: REWARD_ASSET })
      .onConflictDoNothing()
      .returning({ fillId: feeCouponUses.fillId });
    if (!use) return null;
    await tx
      .update(feeCoupons)
      .set({ used: sql`${feeCoupons.used} + ${amount}` })
      .where(eq(feeCoupons.id, coupon.id));
    const payment = { asset: REWARD_ASSET, amount, kind: FEE_REBATE_KIND, reference: `fill:${fill.id}` };
    const credited = await credit(tx, { userId: fill.userId, ...payment });
    await payFromRewards(tx, payment);
    const [balance] = await balancesOf(tx, fill.userId, [REWARD_ASSET]);
    if (!balance) throw new Error('the credited balance row is missing');
    return { fillId: fill.id, userId: fill.userId, amount, credited, balance };
  });
}

/** How long after a coupon expires its holder's fills are still looked at: fills made before the expiry and missed during downtime. */
const EXPIRED_COUPON_GRACE_MS = 30 * 86_400_000;

/** Users who hold a coupon with something left that is live or expired less than 30 days ago. */
export async function couponHolders(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: feeCoupons.userId })
    .from(feeCoupons)
    .where(
      and(
        lt(feeCoupons.used, feeCoupons.amount),
        gt(feeCoupons.expiresAt, new Date(now.getTime() - EXPIRED_COUPON_GRACE_MS)),
      ),
    );
  return rows.map((row) => row.userId);
}

const BATCH = 200;

/** Rebates every pending fill (of one user, or of everyone), calling `paid` after each commit. */
export async function rebatePendingFills(
  db: Db,
  { userId, paid }: { userId?: string; paid: (rebate: Rebate) => void },
): Promise<number> {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const fills = await pendingFills(db, { userId, afterId, limit: BATCH });
    for (const fill of fills) {
      const rebate = await rebateFill(db, fill);
      if (rebate) {
        count += 1;
        paid(rebate);
      }
    }
    const last = fills.at(-1);
    if (!last || fills.length < BATCH) return count;
    afterId = last.id;
  }
}
