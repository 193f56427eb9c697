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
import { browserApi } from '../../lib/api/browser-api.ts';
import { type CallAnswer, answerOf as callAnswerOf } from '../../lib/api/call-answer.ts';
import { type EarnProblem, networkProblem, problemOf } from './model/problems.ts';

export type EarnAnswer<T> = CallAnswer<T, EarnProblem>;

const earnWords = { refused: problemOf, network: networkProblem, failed: { key: 'earn.errors.failed' } };

const answerOf = <T>(request: () => Promise<unknown>, parse: (value: unknown) => T): Promise<EarnAnswer<T>> =>
  callAnswerOf(request, parse, earnWords);

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
