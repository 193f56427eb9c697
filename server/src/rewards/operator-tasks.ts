import type { OperatorTask, TaskDefinition } from '@vela/contracts/tasks';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentItems, rewardClaims, rewardTasks } from '../db/schema.ts';
import { operatorTaskView } from './task-records.ts';

export type DefineOutcome = { ok: true; task: OperatorTask } | { ok: false; reason: 'task-exists' | 'unknown-course' };
export type EndOutcome = { ok: true; task: OperatorTask } | { ok: false; reason: 'unknown-task' | 'task-ended' };

async function claimsOf(db: Db, taskId: string): Promise<number> {
  const [row] = await db.select({ claims: count() }).from(rewardClaims).where(eq(rewardClaims.taskId, taskId));
  return row?.claims ?? 0;
}

export async function defineTask(db: Db, definition: TaskDefinition, now = new Date()): Promise<DefineOutcome> {
  if (definition.courseId !== undefined) {
    const [course] = await db
      .select({ kind: contentItems.kind })
      .from(contentItems)
      .where(eq(contentItems.id, definition.courseId));
    if (course?.kind !== 'course') return { ok: false, reason: 'unknown-course' };
  }
  const { reward } = definition;
  const [row] = await db
    .insert(rewardTasks)
    .values({
      id: definition.id,
      kind: definition.kind,
      target: definition.target ?? '1',
      windowDays: definition.windowDays ?? null,
      courseId: definition.courseId ?? null,
      rewardKind: reward.kind,
      rewardAmount: reward.amount,
      rewardAsset: reward.asset,
      couponValidDays: reward.kind === 'fee-coupon' ? reward.validDays : null,
      startsAt: definition.startsAt ? new Date(definition.startsAt) : now,
      deadline: definition.deadline ? new Date(definition.deadline) : null,
      displayOrder: definition.displayOrder ?? 0,
      texts: definition.texts ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return { ok: false, reason: 'task-exists' };
  return { ok: true, task: operatorTaskView(row, 0) };
}

/** Ends a running task now: no claim after this moment; users see it as expired unless they claimed it. */
export async function endTask(db: Db, taskId: string, now = new Date()): Promise<EndOutcome> {
  const [task] = await db.select().from(rewardTasks).where(eq(rewardTasks.id, taskId));
  if (!task) return { ok: false, reason: 'unknown-task' };
  if (task.endedAt) return { ok: false, reason: 'task-ended' };
  const [ended] = await db
    .update(rewardTasks)
    .set({ endedAt: now })
    .where(and(eq(rewardTasks.id, taskId), isNull(rewardTasks.endedAt)))
    .returning();
  if (!ended) return { ok: false, reason: 'task-ended' };
  return { ok: true, task: operatorTaskView(ended, await claimsOf(db, taskId)) };
}

export async function operatorTaskList(db: Db): Promise<OperatorTask[]> {
  const [rows, claims] = await Promise.all([
    db.select().from(rewardTasks).orderBy(asc(rewardTasks.displayOrder), asc(rewardTasks.createdAt)),
    db.select({ taskId: rewardClaims.taskId, claims: count() }).from(rewardClaims).groupBy(rewardClaims.taskId),
  ]);
  const claimsBy = new Map(claims.map((row) => [row.taskId, row.claims]));
  return rows.map((row) => operatorTaskView(row, claimsBy.get(row.id) ?? 0));
}
