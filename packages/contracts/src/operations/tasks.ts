import {
  claimableCountSchema,
  claimRequestSchema,
  claimResponseSchema,
  couponListSchema,
  courseReadRequestSchema,
  courseReadResponseSchema,
  rewardHistoryQuerySchema,
  rewardHistorySchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListSchema,
  tasksPaths,
} from '../tasks.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const tasksTag: ApiTag = {
  name: 'Task centre and rewards',
  description:
    'Tasks whose progress the server computes from what the user did, and their USDT rewards: a bonus credited on claim, or a fee coupon that rebates the fees of the next spot fills. Refusals carry a `reason` (tasksErrorCodes).',
};

export const tasksOperations = apiOperations(tasksTag, {
  tasks: {
    method: 'GET',
    path: tasksPaths.tasks,
    summary: 'The live tasks with the user’s progress and status',
    description: 'A guest gets every task in progress at "0" and `signedIn: false`.',
    auth: 'public',
    query: taskListQuerySchema,
    response: taskListSchema,
  },
  claimableCount: {
    method: 'GET',
    path: tasksPaths.claimableCount,
    summary: 'How many rewards the user can claim now (0 for a guest)',
    auth: 'public',
    response: claimableCountSchema,
  },
  claim: {
    method: 'POST',
    path: tasksPaths.claimPattern,
    summary: 'Claim a task’s reward, exactly once',
    auth: 'session',
    params: taskIdParamsSchema,
    query: taskListQuerySchema,
    body: claimRequestSchema,
    response: claimResponseSchema,
    errors: [
      [404, 'No such task (reason unknown-task).'],
      [409, 'not-claimable (not done yet), already-claimed (nothing paid now) or task-expired.'],
    ],
  },
  courseRead: {
    method: 'POST',
    path: tasksPaths.courseRead,
    summary: 'Record that the user read a published course',
    auth: 'session',
    body: courseReadRequestSchema,
    response: courseReadResponseSchema,
    errors: [[404, 'No such published course (reason unknown-course).']],
  },
  rewardHistory: {
    method: 'GET',
    path: tasksPaths.rewardHistory,
    summary: 'The user’s claimed rewards, newest first',
    auth: 'session',
    query: rewardHistoryQuerySchema,
    response: rewardHistorySchema,
  },
  coupons: {
    method: 'GET',
    path: tasksPaths.coupons,
    summary: 'The user’s fee coupons, usable ones first',
    auth: 'session',
    response: couponListSchema,
  },
});
