import type { TaskKind } from '@vela/contracts/tasks';

/** Where a task is done: the link its card offers while it is in progress (paths without locale). */
export const taskPlaces: Record<TaskKind, string> = {
  'sign-up': '/register',
  'enable-2fa': '/account/security',
  'first-spot-trade': '/trade/BTC_USDT',
  'spot-volume': '/trade/BTC_USDT',
  'first-futures-trade': '/futures',
  'read-course': '/events-courses',
  'subscribe-earn': '/earn',
};
