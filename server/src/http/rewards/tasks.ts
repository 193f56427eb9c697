import { operatorTasksOperations } from '@vela/contracts/operations/operator-tasks';
import { tasksOperations } from '@vela/contracts/operations/tasks';
import {
  type ClaimableCount,
  type ClaimResponse,
  type CouponList,
  type CourseReadResponse,
  claimRequestSchema,
  courseReadRequestSchema,
  type OperatorTaskList,
  type OperatorTaskResponse,
  type RewardHistory,
  rewardHistoryQuerySchema,
  type TaskList,
  type TasksErrorCode,
  taskDefinitionSchema,
  taskIdParamsSchema,
  taskListQuerySchema,
} from '@vela/contracts/tasks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { publishUserEvent } from '../../infra/bus/user-events.ts';
import { zodFields } from '../../refusal.ts';
import { claimTask } from '../../rewards/claim.ts';
import { couponList, couponView, historyEntry, rewardHistory } from '../../rewards/coupons.ts';
import { recordCourseRead } from '../../rewards/course-reads.ts';
import { defineTask, endTask, operatorTaskList } from '../../rewards/operator-tasks.ts';
import type { RewardsRuntime } from '../../rewards/rewards-runtime.ts';
import { countClaimable, taskList, taskViews } from '../../rewards/task-list.ts';
import { sameOriginGuard } from '../csrf.ts';
import { apiError } from '../errors.ts';
import { operatorAudit } from '../operator/operator-audit.ts';
import { requireOperator } from '../operator/operator-auth.ts';
import { answerPrivately } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

interface TaskRouteOptions {
  config: Config;
  database: Database;
  bus: Bus;
  /** The engine instance's rebate worker; absent elsewhere (its sweep finds new coupons there). */
  rewards?: RewardsRuntime;
}

const STATUS: Record<Exclude<TasksErrorCode, 'invalid-input'>, 404 | 409> = {
  'unknown-task': 404,
  'unknown-course': 404,
  'not-claimable': 409,
  'already-claimed': 409,
  'task-expired': 409,
  'task-exists': 409,
  'task-ended': 409,
};

const MESSAGES: Record<Exclude<TasksErrorCode, 'invalid-input'>, string> = {
  'unknown-task': 'no such task',
  'unknown-course': 'no such published course',
  'not-claimable': 'the task is not done yet',
  'already-claimed': 'the reward of this task was claimed already; nothing was paid now',
  'task-expired': 'the task has ended; its reward can no longer be claimed',
  'task-exists': 'a task with this id exists already',
  'task-ended': 'the task has ended already',
};

function refuse(reply: FastifyReply, reason: Exclude<TasksErrorCode, 'invalid-input'>): FastifyReply {
  return reply.status(STATUS[reason]).send({ ...apiError(STATUS[reason], MESSAGES[reason]), reason });
}

/** Parses input; a bad one is answered 400 with `fields` and reason invalid-input, and nothing changes. */
function parse<Schema extends z.ZodType>(
  reply: FastifyReply,
  schema: Schema,
  input: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; reply: FastifyReply } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields = zodFields(parsed.error);
  const summary = Object.entries(fields)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
  return {
    ok: false,
    reply: reply.status(400).send({ ...apiError(400, `invalid input: ${summary}`, fields), reason: 'invalid-input' }),
  };
}

/** The task centre: the user's tasks, claims, coupons and reward history, and the operators' task API. */
export async function taskRoutes(app: FastifyInstance, options: TaskRouteOptions): Promise<void> {
  await app.register(userTaskRoutes, options);
  await app.register(operatorTaskRoutes, options);
}

async function userTaskRoutes(
  app: FastifyInstance,
  { config, database, bus, rewards }: TaskRouteOptions,
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  const session = (request: FastifyRequest, reply: FastifyReply) => currentSession(db, request, reply, secure);

  answerPrivately(app);

  route(app, tasksOperations.tasks, async (request, reply): Promise<TaskList | FastifyReply> => {
    const query = parse(reply, taskListQuerySchema, request.query);
    if (!query.ok) return query.reply;
    const user = await session(request, reply);
    return taskList(db, user?.user.id ?? null, { locale: query.value.locale, now: new Date() });
  });

  route(app, tasksOperations.claimableCount, async (request, reply): Promise<ClaimableCount> => {
    const user = await session(request, reply);
    if (!user) return { count: 0 };
    return { count: countClaimable(await taskViews(db, user.user.id, { now: new Date() })) };
  });

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  route(
    app,
    tasksOperations.claim,
    async (request, reply): Promise<ClaimResponse | FastifyReply> => {
      const user = signedInSession(request);
      const params = taskIdParamsSchema.safeParse(request.params);
      if (!params.success) return refuse(reply, 'unknown-task');
      const body = parse(reply, claimRequestSchema, request.body ?? {});
      if (!body.ok) return body.reply;
      const locale = parse(reply, taskListQuerySchema, request.query);
      if (!locale.ok) return locale.reply;
      const userId = user.user.id;
      const now = new Date();
      const outcome = await claimTask(db, userId, params.data.id, { now, locale: locale.value.locale });
      if (!outcome.ok) return refuse(reply, outcome.reason);
      if (outcome.credited) {
        bus.publish('balance.credited', outcome.credited.credited);
        publishUserEvent(bus, userId, 'balances', [outcome.credited.balance]);
      }
      if (outcome.coupon) rewards?.couponClaimed(userId);
      const coupon = outcome.coupon && couponView(outcome.coupon, now);
      const remaining = await taskViews(db, userId, { now });
      return {
        task: outcome.task,
        entry: historyEntry(outcome.claim, outcome.taskRow, coupon?.id ?? null, locale.value.locale),
        coupon,
        claimableCount: countClaimable(remaining),
      };
    },
    { preHandler: sameOriginGuard(config.PUBLIC_URL) },
  );

  route(
    app,
    tasksOperations.courseRead,
    async (request, reply): Promise<CourseReadResponse | FastifyReply> => {
      const user = signedInSession(request);
      const body = parse(reply, courseReadRequestSchema, request.body);
      if (!body.ok) return body.reply;
      if (!(await recordCourseRead(db, user.user.id, body.value.courseId))) return refuse(reply, 'unknown-course');
      return { ok: true };
    },
    { preHandler: sameOriginGuard(config.PUBLIC_URL) },
  );

  route(app, tasksOperations.rewardHistory, async (request, reply): Promise<RewardHistory | FastifyReply> => {
    const user = signedInSession(request);
    const query = parse(reply, rewardHistoryQuerySchema, request.query);
    if (!query.ok) return query.reply;
    return rewardHistory(db, user.user.id, query.value);
  });

  route(app, tasksOperations.coupons, async (request): Promise<CouponList> => {
    const user = signedInSession(request);
    return couponList(db, user.user.id, new Date());
  });
}

/** Define, list and end tasks, behind the operator token (checked on request, before the body is parsed). */
async function operatorTaskRoutes(app: FastifyInstance, { config, database }: TaskRouteOptions): Promise<void> {
  const { db } = database;
  const audited = operatorAudit(config, database);
  requireOperator(app, config.OPERATOR_TOKEN);

  route(
    app,
    operatorTasksOperations.tasks,
    async (): Promise<OperatorTaskList> => ({ tasks: await operatorTaskList(db) }),
  );

  route(
    app,
    operatorTasksOperations.createTask,
    async (request, reply): Promise<OperatorTaskResponse | FastifyReply> => {
      const definition = parse(reply, taskDefinitionSchema, request.body);
      if (!definition.ok) return definition.reply;
      const outcome = await audited(request, {
        action: 'task.define',
        targetType: 'task',
        change: (tx) => defineTask(tx, definition.value),
        changed: (defined) => (defined.ok ? defined.task.id : undefined),
      });
      if (!outcome.ok) return refuse(reply, outcome.reason);
      return reply.status(201).send({ task: outcome.task });
    },
  );

  route(app, operatorTasksOperations.endTask, async (request, reply): Promise<OperatorTaskResponse | FastifyReply> => {
    const params = taskIdParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 'unknown-task');
    const outcome = await audited(request, {
      action: 'task.end',
      targetType: 'task',
      targetId: params.data.id,
      change: (tx) => endTask(tx, params.data.id),
      changed: (ended) => (ended.ok ? ended.task.id : undefined),
    });
    if (!outcome.ok) return refuse(reply, outcome.reason);
    return { task: outcome.task };
  });
}
