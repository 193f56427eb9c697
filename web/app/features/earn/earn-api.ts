import {
  type EarnHistoryPage,
  type EarnHistoryQuery,
  type EarnPosition,
  type EarnPositionQuery,
  type EarnRedeemRequest,
  type EarnRedeemResponse,
  type EarnSubscribeRequest,
  type EarnSubscribeResponse,
  earnHistoryPageSchema,
  earnPaths,
  earnPositionListSchema,
  earnRedeemResponseSchema,
  earnSubscribeResponseSchema,
} from '@vela/contracts/earn';
import { FetchError } from 'ofetch';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { type EarnProblem, networkProblem, problemOf } from './model/problems.ts';

export type EarnAnswer<T> = { ok: true; value: T } | { ok: false; problem: EarnProblem };

async function answerOf<T>(request: () => Promise<unknown>, parse: (value: unknown) => T): Promise<EarnAnswer<T>> {
  try {
    const response = await request();
    if (isNetworkFailure(response)) return { ok: false, problem: networkProblem };
    return { ok: true, value: parse(response) };
  } catch (error) {
    if (error instanceof FetchError && error.response) {
      return { ok: false, problem: problemOf(error.response.status, error.data) };
    }
    return { ok: false, problem: { key: 'earn.errors.failed' } };
  }
}

/** The earn calls of the screens, each answering a value or a problem to show; nothing throws. */
export const earnCalls = {
  subscribe: (request: EarnSubscribeRequest): Promise<EarnAnswer<EarnSubscribeResponse>> =>
    answerOf(
      () => browserApi().post(earnPaths.subscribe, request),
      (value) => earnSubscribeResponseSchema.parse(value),
    ),
  redeem: (request: EarnRedeemRequest): Promise<EarnAnswer<EarnRedeemResponse>> =>
    answerOf(
      () => browserApi().post(earnPaths.redeem, request),
      (value) => earnRedeemResponseSchema.parse(value),
    ),
  positions: (query: EarnPositionQuery): Promise<EarnAnswer<EarnPosition[]>> =>
    answerOf(
      () => browserApi().get(earnPaths.positions, { ...query }),
      (value) => earnPositionListSchema.parse(value).positions,
    ),
  history: (query: EarnHistoryQuery): Promise<EarnAnswer<EarnHistoryPage>> =>
    answerOf(
      () => browserApi().get(earnPaths.history, { ...query }),
      (value) => earnHistoryPageSchema.parse(value),
    ),
};
