import type { LocaleCode } from '@vela/contracts/locales';
import { REWARD_ASSET, TASK_BONUS_KIND, type TaskView } from '@vela/contracts/tasks';
import type { Balance } from '@vela/contracts/trading';
import { and, eq } from 'drizzle-orm';
import { type CreditedBalance, credit } from '../accounts/balances.ts';
import type { Db } from '../db/client.ts';
import { feeCoupons, rewardClaims, rewardTasks } from '../db/schema.ts';
import { balancesOf } from '../desks/spot/order-views.ts';
import { normalizeDecimal } from '../money.ts';
import { progressOf } from './progress.ts';
import { payFromRewards } from './rewards-account.ts';
import { type ClaimRow, type TaskRow, taskView } from './task-records.ts';
import { isClosed } from './task-status.ts';

const DAY_MS = 86_400_000;

export type CouponRow = typeof feeCoupons.$inferSelect;

export type ClaimOutcome =
  | {
      ok: true;
      task: TaskView;
      taskRow: TaskRow;
      claim: ClaimRow;
      coupon: CouponRow | null;
      /** A bonus: what to announce once committed (balance.credited and the balances push). */
      credited: { credited: CreditedBalance; balance: Balance } | null;
    }
  | { ok: false; reason: 'unknown-task' | 'not-claimable' | 'already-claimed' | 'task-expired' };

/**
 * Pays a task's reward to the user at most once. The claim row's unique (task, user) key is the
 * guarantee: of two concurrent claims the second waits on the first's insert and then finds the
 * row there, so it pays nothing; the payment (bonus credit on both ledgers, or the coupon) commits
 * in the same transaction as the claim row, so a failure leaves neither.
 */
export async function claimTask(
  db: Db,
  userId: string,
  taskId: string,
  { now = new Date(), locale }: { now?: Date; locale?: LocaleCode } = {},
): Promise<ClaimOutcome> {
  const [task] = await db.select().from(rewardTasks).where(eq(rewardTasks.id, taskId));
  if (!task || task.startsAt > now) return { ok: false, reason: 'unknown-task' };
  const [earlier] = await db
    .select({ id: rewardClaims.id })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.taskId, taskId), eq(rewardClaims.userId, userId)));
  if (earlier) return { ok: false, reason: 'already-claimed' };
  if (isClosed(task, now)) return { ok: false, reason: 'task-expired' };
  const progress = (await progressOf(db, userId, [task], now)).get(task.id) ?? '0';
  const ready = taskView(task, { progress, claim: undefined, closed: false, locale });
  if (ready.status !== 'claimable') return { ok: false, reason: 'not-claimable' };

  const paid = await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(rewardClaims)
      .values({
        taskId,
        userId,
        rewardKind: task.rewardKind,
        rewardAmount: task.rewardAmount,
        rewardAsset: task.rewardAsset,
        couponValidDays: task.couponValidDays,
        claimedAt: now,
      })
      .onConflictDoNothing({ target: [rewardClaims.taskId, rewardClaims.userId] })
      .returning();
    if (!claim) return undefined;
    const reference = `claim:${claim.id}`;
    if (task.rewardKind === 'fee-coupon') {
      const [coupon] = await tx
        .insert(feeCoupons)
        .values({
          claimId: claim.id,
          userId,
          taskId,
          asset: task.rewardAsset,
          amount: task.rewardAmount,
          createdAt: now,
          expiresAt: new Date(now.getTime() + (task.couponValidDays ?? 0) * DAY_MS),
        })
        .returning();
      return { claim, coupon: coupon ?? null, credited: null };
    }
    const payment = {
      asset: REWARD_ASSET,
      amount: normalizeDecimal(task.rewardAmount),
      kind: TASK_BONUS_KIND,
      reference,
    };
    const credited = await credit(tx, { userId, ...payment });
    await payFromRewards(tx, payment);
    const [balance] = await balancesOf(tx, userId, [REWARD_ASSET]);
    if (!balance) throw new Error('the credited balance row is missing');
    return { claim, coupon: null, credited: { credited, balance } };
  });
  if (!paid) return { ok: false, reason: 'already-claimed' };
  return {
    ok: true,
    task: taskView(task, { progress, claim: paid.claim, closed: false, locale }),
    taskRow: task,
    ...paid,
  };
}
