import type { LocaleCode } from '@vela/contracts/locales';
import type { OperatorTask, Reward, TaskKind, TaskView } from '@vela/contracts/tasks';
import type { rewardClaims, rewardTasks } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { shownProgress, taskStatus } from './task-status.ts';

export type TaskRow = typeof rewardTasks.$inferSelect;
export type ClaimRow = typeof rewardClaims.$inferSelect;

export function rewardOf(row: {
  rewardKind: string;
  rewardAmount: string;
  rewardAsset: string;
  couponValidDays: number | null;
}): Reward {
  const amount = normalizeDecimal(row.rewardAmount);
  if (row.rewardKind === 'fee-coupon') {
    return { kind: 'fee-coupon', amount, asset: 'USDT', validDays: row.couponValidDays ?? 0 };
  }
  return { kind: 'bonus', amount, asset: 'USDT' };
}

/** The operator's text in `locale`, else in en_US; null without operator texts. */
export function textOf(row: Pick<TaskRow, 'texts'>, locale: LocaleCode | undefined) {
  const texts = row.texts;
  if (!texts) return null;
  return (locale && texts[locale]) || texts.en_US || null;
}

export function taskView(
  row: TaskRow,
  {
    progress,
    claim,
    closed,
    locale,
  }: { progress: string; claim: ClaimRow | undefined; closed: boolean; locale?: LocaleCode },
): TaskView {
  const target = normalizeDecimal(row.target);
  const status = taskStatus({ progress, target, claimed: claim !== undefined, closed });
  const text = textOf(row, locale);
  return {
    id: row.id,
    kind: row.kind as TaskKind,
    title: text?.title ?? null,
    description: text?.description ?? null,
    target,
    progress: shownProgress(progress, target, status),
    windowDays: row.windowDays,
    courseId: row.courseId,
    status,
    startsAt: row.startsAt.toISOString(),
    deadline: row.deadline?.toISOString() ?? null,
    reward: rewardOf(row),
    claimedAt: claim?.claimedAt.toISOString() ?? null,
  };
}

export function operatorTaskView(row: TaskRow, claims: number): OperatorTask {
  return {
    id: row.id,
    kind: row.kind as TaskKind,
    target: normalizeDecimal(row.target),
    windowDays: row.windowDays,
    courseId: row.courseId,
    reward: rewardOf(row),
    startsAt: row.startsAt.toISOString(),
    deadline: row.deadline?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    displayOrder: row.displayOrder,
    texts: row.texts ?? null,
    claims,
    createdAt: row.createdAt.toISOString(),
  };
}
