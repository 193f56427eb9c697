import type { LocaleCode } from '@vela/contracts/locales';
import type { TaskList, TaskView } from '@vela/contracts/tasks';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rewardClaims, rewardTasks } from '../db/schema.ts';
import { progressOf } from './progress.ts';
import { type ClaimRow, type TaskRow, taskView } from './task-records.ts';
import { CLOSED_TASKS_SHOWN_DAYS, closedAt } from './task-status.ts';

const SHOWN_AFTER_CLOSE_MS = CLOSED_TASKS_SHOWN_DAYS * 86_400_000;

/** Tasks users see now: started, and open or closed less than 30 days ago; in display order. */
export async function listedTasks(db: Db, now: Date): Promise<TaskRow[]> {
  const rows = await db.select().from(rewardTasks).orderBy(asc(rewardTasks.displayOrder), asc(rewardTasks.createdAt));
  return rows.filter((row) => {
    if (row.startsAt > now) return false;
    const closed = closedAt(row, now);
    return closed === null || now.getTime() - closed.getTime() < SHOWN_AFTER_CLOSE_MS;
  });
}

/** The user's view of each listed task; a guest (userId null) sees every task in progress at 0. */
export async function taskViews(
  db: Db,
  userId: string | null,
  { locale, now }: { locale?: LocaleCode; now: Date },
): Promise<TaskView[]> {
  const rows = await listedTasks(db, now);
  if (userId === null) {
    return rows.map((row) =>
      taskView(row, { progress: '0', claim: undefined, closed: closedAt(row, now) !== null, locale }),
    );
  }
  const [progress, claims] = await Promise.all([
    progressOf(db, userId, rows, now),
    db.select().from(rewardClaims).where(eq(rewardClaims.userId, userId)),
  ]);
  const claimOf = new Map<string, ClaimRow>(claims.map((claim) => [claim.taskId, claim]));
  return rows.map((row) =>
    taskView(row, {
      progress: progress.get(row.id) ?? '0',
      claim: claimOf.get(row.id),
      closed: closedAt(row, now) !== null,
      locale,
    }),
  );
}

export function countClaimable(tasks: readonly TaskView[]): number {
  return tasks.filter((task) => task.status === 'claimable').length;
}

export async function taskList(
  db: Db,
  userId: string | null,
  options: { locale?: LocaleCode; now: Date },
): Promise<TaskList> {
  const tasks = await taskViews(db, userId, options);
  return { signedIn: userId !== null, tasks, claimableCount: countClaimable(tasks) };
}
