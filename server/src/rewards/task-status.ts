import type { TaskStatus } from '@vela/contracts/tasks';
import Big from 'big.js';

export interface TaskTiming {
  deadline: Date | null;
  endedAt: Date | null;
}

/** A task can no longer be claimed once its deadline has passed or the operator ended it. */
export function isClosed({ deadline, endedAt }: TaskTiming, now: Date): boolean {
  return (endedAt !== null && endedAt <= now) || (deadline !== null && deadline <= now);
}

/** When a closed task still shows in the user's list (as expired or claimed). */
export const CLOSED_TASKS_SHOWN_DAYS = 30;

/** When the task closed, or null while it runs. */
export function closedAt({ deadline, endedAt }: TaskTiming, now: Date): Date | null {
  const times = [deadline, endedAt].filter((time): time is Date => time !== null && time <= now);
  return times.length === 0 ? null : new Date(Math.min(...times.map((time) => time.getTime())));
}

/**
 * claimed is final; a closed task not claimed is expired, even if it was done in time; otherwise
 * claimable once progress reaches the target.
 */
export function taskStatus(input: { progress: string; target: string; claimed: boolean; closed: boolean }): TaskStatus {
  if (input.claimed) return 'claimed';
  if (input.closed) return 'expired';
  return new Big(input.progress).gte(input.target) ? 'claimable' : 'in-progress';
}

/** The progress a user is shown: never above the target, and the target itself once claimed. */
export function shownProgress(progress: string, target: string, status: TaskStatus): string {
  if (status === 'claimed') return new Big(target).toFixed();
  const value = new Big(progress);
  return (value.gt(target) ? new Big(target) : value).toFixed();
}
