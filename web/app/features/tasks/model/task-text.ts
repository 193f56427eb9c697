import type { Reward, TaskKind, TaskView } from '@vela/contracts/tasks';
import { formatCount, formatUnit, formatUsdt } from './format.ts';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The client's own words for a task of `kind` (when the operator gave none), with its figures. */
function kindValues(task: Pick<TaskView, 'target' | 'windowDays'>, localeTag: string): Record<string, string> {
  return {
    target: formatCount(task.target, localeTag),
    period: formatUnit(task.windowDays ?? 0, 'day', localeTag),
  };
}

/** Keys of a kind's texts: the read-course task names one course or counts any. */
function kindKey(kind: TaskKind, courseId: number | null): string {
  return kind === 'read-course' && courseId !== null ? 'read-one-course' : kind;
}

export function taskTitle(
  task: Pick<TaskView, 'kind' | 'title' | 'target' | 'windowDays' | 'courseId'>,
  t: Translate,
  localeTag: string,
): string {
  return task.title ?? t(`tasks.kinds.${kindKey(task.kind, task.courseId)}.title`, kindValues(task, localeTag));
}

export function taskDescription(
  task: Pick<TaskView, 'kind' | 'description' | 'target' | 'windowDays' | 'courseId'>,
  t: Translate,
  localeTag: string,
): string {
  return (
    task.description ?? t(`tasks.kinds.${kindKey(task.kind, task.courseId)}.description`, kindValues(task, localeTag))
  );
}

/** "5.00 USDT fee coupon" or "10.00 USDT bonus". */
export function rewardName(reward: Reward, t: Translate, localeTag: string): string {
  const amount = formatUsdt(reward.amount, localeTag);
  return reward.kind === 'fee-coupon'
    ? t('tasks.reward.coupon', { amount, asset: reward.asset })
    : t('tasks.reward.bonus', { amount, asset: reward.asset });
}

/** The reward's terms: how long a coupon lasts once claimed, or where a bonus goes. */
export function rewardTerms(reward: Reward, t: Translate, localeTag: string): string {
  return reward.kind === 'fee-coupon'
    ? t('tasks.reward.couponTerms', { period: formatUnit(reward.validDays, 'day', localeTag) })
    : t('tasks.reward.bonusTerms');
}

/** The progress in figures: "0 / 1", or "523.5 / 1,000 USDT" for a volume. */
export function progressText(task: Pick<TaskView, 'kind' | 'progress' | 'target'>, t: Translate, localeTag: string) {
  const values = { progress: formatCount(task.progress, localeTag), target: formatCount(task.target, localeTag) };
  return task.kind === 'spot-volume' ? t('tasks.progress.volume', values) : t('tasks.progress.count', values);
}
