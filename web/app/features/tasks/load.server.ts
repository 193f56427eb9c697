import type { SsrLoadContext } from '@vela/contracts/ssr';
import {
  type CouponList,
  couponListSchema,
  type RewardHistory,
  rewardHistorySchema,
  type TaskList,
  taskListSchema,
  tasksPaths,
} from '@vela/contracts/tasks';
import { localeFromPath } from '../../i18n/locale-paths.ts';
import { isLoggedIn } from '../../lib/session-state.ts';
import type { TaskCentreData } from './task-centre-data.ts';

async function parsed<T>(
  response: Promise<Response> | undefined,
  schema: { safeParse(body: unknown): { success: true; data: T } | { success: false } },
): Promise<T | null> {
  const answer = await response?.catch(() => undefined);
  if (!answer?.ok) return null;
  const result = schema.safeParse(await answer.json().catch(() => undefined));
  return result.success ? result.data : null;
}

/**
 * The task centre's first paint: the tasks in the page's language for everyone, and a signed-in
 * user's coupons and reward history. A call that fails leaves its part of the screen to show the
 * failure and retry from the browser; a session that ended meanwhile reads as a visitor's.
 */
export async function loadTaskCentre({
  request,
  context,
}: {
  request: Request;
  context: SsrLoadContext;
}): Promise<TaskCentreData> {
  const { locale } = localeFromPath(new URL(request.url).pathname);
  const signedIn = isLoggedIn(request.headers.get('cookie'));
  const query = `locale=${locale}`;
  const [tasks, coupons, history] = await Promise.all([
    parsed<TaskList>(context.apiFetch(`${tasksPaths.tasks}?${query}`), taskListSchema),
    signedIn ? parsed<CouponList>(context.apiFetch(tasksPaths.coupons), couponListSchema) : null,
    signedIn
      ? parsed<RewardHistory>(context.apiFetch(`${tasksPaths.rewardHistory}?${query}`), rewardHistorySchema)
      : null,
  ]);
  return { tasks, coupons, history };
}
