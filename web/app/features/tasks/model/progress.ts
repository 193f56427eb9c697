import type { TaskView } from '@vela/contracts/tasks';

/**
 * How full a task's bar is, 0 to 100. Only a bar's width and its aria value come from this, never
 * an amount shown as text: a float is exact enough for a width.
 */
export function progressPercent(task: Pick<TaskView, 'progress' | 'target' | 'status'>): number {
  if (task.status === 'claimable' || task.status === 'claimed') return 100;
  const target = Number(task.target);
  const progress = Number(task.progress);
  if (!(target > 0) || !(progress > 0)) return 0;
  return Math.min(100, Math.floor((progress / target) * 100));
}
