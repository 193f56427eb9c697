import type { CouponList, RewardHistory, TaskList } from '@vela/contracts/tasks';

/** What the task centre's loader reads; null where a call failed (the screen offers a retry). */
export interface TaskCentreData {
  tasks: TaskList | null;
  /** Null for a visitor, too. */
  coupons: CouponList | null;
  history: RewardHistory | null;
}

export type LoadStatus = 'ready' | 'loading' | 'error';

/** The browser's calls, loaded with the first one. */
export const tasksApi = () => import('./tasks-api.ts');
