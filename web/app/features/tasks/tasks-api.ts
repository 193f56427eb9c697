import type { LocaleCode } from '@vela/contracts/locale-table';
import {
  type CouponList,
  claimResponseSchema,
  couponListSchema,
  type RewardHistory,
  rewardHistorySchema,
  type TaskList,
  taskListSchema,
  tasksPaths,
} from '@vela/contracts/tasks';
import { FetchError } from 'ofetch';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { type ClaimOutcome, claimRefusal } from './model/claim-outcome.ts';

/**
 * The task centre's calls from the browser. The screen loads this module (with the contract's
 * schemas) on its first call, not with the page: the first paint has the loader's data.
 */

async function read<T>(call: () => Promise<unknown>, parse: (body: unknown) => T): Promise<T | null> {
  try {
    const answer = await call();
    if (isNetworkFailure(answer)) return null;
    return parse(answer);
  } catch {
    return null;
  }
}

export function fetchTasks(locale: LocaleCode): Promise<TaskList | null> {
  return read(
    () => browserApi().get(tasksPaths.tasks, { locale }),
    (body) => taskListSchema.parse(body),
  );
}

export function fetchCoupons(): Promise<CouponList | null> {
  return read(
    () => browserApi().get(tasksPaths.coupons),
    (body) => couponListSchema.parse(body),
  );
}

export function fetchRewardHistory(locale: LocaleCode, before?: string): Promise<RewardHistory | null> {
  return read(
    () => browserApi().get(tasksPaths.rewardHistory, { locale, ...(before ? { before } : {}) }),
    (body) => rewardHistorySchema.parse(body),
  );
}

export async function claimReward(taskId: string): Promise<ClaimOutcome> {
  try {
    const answer = await browserApi().post(tasksPaths.claim(taskId), {});
    if (isNetworkFailure(answer)) return claimRefusal(taskId, null, undefined);
    return { taskId, ok: true, claim: claimResponseSchema.parse(answer) };
  } catch (error) {
    if (error instanceof FetchError && error.response) return claimRefusal(taskId, error.response.status, error.data);
    return claimRefusal(taskId, 500, undefined);
  }
}
