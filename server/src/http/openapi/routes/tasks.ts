import {
  claimableCountSchema,
  claimRequestSchema,
  claimResponseSchema,
  couponListSchema,
  courseReadRequestSchema,
  courseReadResponseSchema,
  operatorTaskListSchema,
  operatorTaskResponseSchema,
  rewardHistoryQuerySchema,
  rewardHistorySchema,
  taskDefinitionSchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListSchema,
  tasksPaths,
} from '@vela/contracts/tasks';
import type { OpenApiDomain } from '../entry.ts';

export const tasksApi: OpenApiDomain = {
  tag: 'Task centre and rewards',
  description:
    'Tasks whose progress the server computes from what the user did, and their USDT rewards: a bonus credited on claim, or a fee coupon that rebates the fees of the next spot fills. Refusals carry a `reason` (tasksErrorCodes).',
  routes: [
    {
      method: 'GET',
      path: tasksPaths.tasks,
      summary: 'The live tasks with the user’s progress and status',
      description: 'A guest gets every task in progress at "0" and `signedIn: false`.',
      auth: 'public',
      query: taskListQuerySchema,
      response: taskListSchema,
    },
    {
      method: 'GET',
      path: tasksPaths.claimableCount,
      summary: 'How many rewards the user can claim now (0 for a guest)',
      auth: 'public',
      response: claimableCountSchema,
    },
    {
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
    {
      method: 'POST',
      path: tasksPaths.courseRead,
      summary: 'Record that the user read a published course',
      auth: 'session',
      body: courseReadRequestSchema,
      response: courseReadResponseSchema,
      errors: [[404, 'No such published course (reason unknown-course).']],
    },
    {
      method: 'GET',
      path: tasksPaths.rewardHistory,
      summary: 'The user’s claimed rewards, newest first',
      auth: 'session',
      query: rewardHistoryQuerySchema,
      response: rewardHistorySchema,
    },
    {
      method: 'GET',
      path: tasksPaths.coupons,
      summary: 'The user’s fee coupons, usable ones first',
      auth: 'session',
      response: couponListSchema,
    },
  ],
};

export const operatorTasksApi: OpenApiDomain = {
  tag: 'Operator: tasks',
  description: 'Define, list and end task-centre tasks (bearer OPERATOR_TOKEN).',
  routes: [
    {
      method: 'GET',
      path: tasksPaths.operatorTasks,
      summary: 'Every task, with its claim count',
      auth: 'operator',
      response: operatorTaskListSchema,
    },
    {
      method: 'POST',
      path: tasksPaths.operatorTasks,
      summary: 'Define a task',
      auth: 'operator',
      body: taskDefinitionSchema,
      response: operatorTaskResponseSchema,
      status: 201,
      errors: [
        [404, 'The read-course task names no course (reason unknown-course).'],
        [409, 'A task with this id exists (reason task-exists).'],
      ],
    },
    {
      method: 'POST',
      path: tasksPaths.operatorEndPattern,
      summary: 'End a task now: no claims after this moment',
      auth: 'operator',
      params: taskIdParamsSchema,
      response: operatorTaskResponseSchema,
      errors: [
        [404, 'No such task (reason unknown-task).'],
        [409, 'The task has ended already (reason task-ended).'],
      ],
    },
  ],
};
