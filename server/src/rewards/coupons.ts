import type { LocaleCode } from '@vela/contracts/locales';
import type {
  Coupon,
  CouponList,
  CouponStatus,
  RewardHistory,
  RewardHistoryEntry,
  TaskKind,
} from '@vela/contracts/tasks';
import Big from 'big.js';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { keysetPage, olderThan } from '../db/keyset-page.ts';
import { feeCoupons, rewardClaims, rewardTasks } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import type { CouponRow } from './claim.ts';
import { type ClaimRow, rewardOf, textOf } from './task-records.ts';

export function couponStatus(row: Pick<CouponRow, 'amount' | 'used' | 'expiresAt'>, now: Date): CouponStatus {
  if (new Big(row.used).gte(row.amount)) return 'used-up';
  return row.expiresAt <= now ? 'expired' : 'active';
}

export function couponView(row: CouponRow, now: Date): Coupon {
  return {
    id: row.id,
    taskId: row.taskId,
    asset: 'USDT',
    amount: normalizeDecimal(row.amount),
    used: normalizeDecimal(row.used),
    left: new Big(row.amount).minus(row.used).toFixed(),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: couponStatus(row, now),
  };
}

/** Active coupons first, soonest expiry first; then the rest, newest first. */
export async function couponList(db: Db, userId: string, now: Date): Promise<CouponList> {
  const rows = await db
    .select()
    .from(feeCoupons)
    .where(eq(feeCoupons.userId, userId))
    .orderBy(desc(feeCoupons.createdAt));
  const views = rows.map((row) => couponView(row, now));
  const active = views
    .filter((coupon) => coupon.status === 'active')
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
  const rest = views.filter((coupon) => coupon.status !== 'active');
  const activeLeft = active.reduce((total, coupon) => total.plus(coupon.left), new Big(0)).toFixed();
  return { coupons: [...active, ...rest], activeLeft };
}

export function historyEntry(
  claim: ClaimRow,
  task: { kind: string; texts: Record<string, { title: string; description: string }> | null },
  couponId: string | null,
  locale?: LocaleCode,
): RewardHistoryEntry {
  return {
    id: String(claim.id),
    taskId: claim.taskId,
    taskKind: task.kind as TaskKind,
    title: textOf(task, locale)?.title ?? null,
    reward: rewardOf(claim),
    couponId,
    claimedAt: claim.claimedAt.toISOString(),
  };
}

/** The user's claims, newest first, a page at a time (`before`: the previous page's last id). */
export async function rewardHistory(
  db: Db,
  userId: string,
  query: { limit: number; before?: string; locale?: LocaleCode },
): Promise<RewardHistory> {
  const conditions: SQL[] = [eq(rewardClaims.userId, userId)];
  const rows = await db
    .select({ claim: rewardClaims, kind: rewardTasks.kind, texts: rewardTasks.texts, couponId: feeCoupons.id })
    .from(rewardClaims)
    .innerJoin(rewardTasks, eq(rewardTasks.id, rewardClaims.taskId))
    .leftJoin(feeCoupons, eq(feeCoupons.claimId, rewardClaims.id))
    .where(and(...conditions, olderThan(rewardClaims.id, query.before)))
    .orderBy(desc(rewardClaims.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (row) => row.claim.id);
  return {
    entries: page.rows.map((row) => historyEntry(row.claim, row, row.couponId, query.locale)),
    nextBefore: page.next,
  };
}
