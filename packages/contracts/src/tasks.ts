import { z } from 'zod';
import { localeCodeSchema } from './locales.ts';
import { decimalString } from './markets.ts';

/**
 * The task centre: tasks whose progress the server computes from what the user did (never
 * self-declared), and their rewards — a trading-fee coupon or a USDT bonus — claimed exactly once.
 * User calls need a session (401 otherwise) except the task list, which a guest may read; writes
 * follow the CSRF Origin rule. Answers carry Cache-Control: private, no-store.
 */
export const tasksPaths = {
  /** GET ?locale=: every live task with the user's progress and status, and the claimable count (→ TaskList). */
  tasks: '/api/v1/tasks',
  /** POST {} (?locale= for the texts in the answer): claims the task's reward (→ ClaimResponse); 409 with a reason when it cannot be claimed. */
  claim: (taskId: string) => `/api/v1/tasks/${encodeURIComponent(taskId)}/claim`,
  claimPattern: '/api/v1/tasks/:id/claim',
  /** GET: how many rewards the user can claim now, for a header badge (→ ClaimableCount). A guest gets 0. */
  claimableCount: '/api/v1/tasks/claimable-count',
  /** POST {courseId}: records that the user read a published course (→ CourseReadResponse); repeats are harmless. */
  courseRead: '/api/v1/tasks/course-read',
  /** GET ?limit=&before=: the user's claimed rewards, newest first (RewardHistoryQuery → RewardHistory). */
  rewardHistory: '/api/v1/rewards/history',
  /** GET: the user's fee coupons, usable ones first (→ CouponList). */
  coupons: '/api/v1/rewards/coupons',
  /**
   * Operator API (bearer OPERATOR_TOKEN): GET lists every task, POST defines one (TaskDefinition →
   * OperatorTaskResponse); 409 task-exists when the id is taken.
   */
  operatorTasks: '/api/v1/operator/tasks',
  /** POST {}: ends a task now (→ OperatorTaskResponse): it can no longer be claimed and shows as expired. */
  operatorEnd: (taskId: string) => `/api/v1/operator/tasks/${encodeURIComponent(taskId)}/end`,
  operatorEndPattern: '/api/v1/operator/tasks/:id/end',
} as const;

export const taskKinds = [
  'sign-up',
  'enable-2fa',
  'first-spot-trade',
  'spot-volume',
  'first-futures-trade',
  'read-course',
  'subscribe-earn',
] as const;
export const taskKindSchema = z.enum(taskKinds, { error: `kind: one of ${taskKinds.join(', ')}` });
export type TaskKind = z.infer<typeof taskKindSchema>;

/**
 * in-progress: not done yet; claimable: done, reward waiting; claimed: reward paid (final);
 * expired: the deadline passed or the operator ended the task before it was claimed (final).
 */
export const taskStatuses = ['in-progress', 'claimable', 'claimed', 'expired'] as const;
export const taskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** Rewards are paid in USDT. */
export const REWARD_ASSET = 'USDT';
/** The ledger `kind` of a bonus credited on claim. */
export const TASK_BONUS_KIND = 'task-bonus';
/** The ledger `kind` of a fee coupon's rebate on a fill. */
export const FEE_REBATE_KIND = 'fee-rebate';

/** Letters, digits and dashes, lower case: the task's id in URLs. */
export const taskIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'id: 1 to 48 lower-case letters, digits or "-", starting with a letter or digit');

const positiveAmount = (field: string) =>
  z
    .string({ error: `${field}: a decimal string such as "5"` })
    .regex(/^\d{1,12}(\.\d{1,8})?$/, `${field}: a decimal string with at most 8 decimal places, such as "5"`)
    .refine((value) => /[1-9]/.test(value), `${field}: must be more than 0`);

/**
 * A trading-fee coupon: rebates the fees of the user's next spot fills (in USDT) until `amount` is
 * used up or `validDays` after the claim have passed.
 */
export const feeCouponRewardSchema = z.strictObject({
  kind: z.literal('fee-coupon'),
  amount: positiveAmount('reward.amount'),
  asset: z.literal(REWARD_ASSET, { error: 'reward.asset: rewards are paid in USDT' }),
  validDays: z
    .number({ error: 'reward.validDays: a whole number of days from 1 to 365' })
    .int('reward.validDays: a whole number of days from 1 to 365')
    .min(1, 'reward.validDays: a whole number of days from 1 to 365')
    .max(365, 'reward.validDays: a whole number of days from 1 to 365'),
});
/** A bonus: `amount` USDT credited to the spot wallet on claim. */
export const bonusRewardSchema = z.strictObject({
  kind: z.literal('bonus'),
  amount: positiveAmount('reward.amount'),
  asset: z.literal(REWARD_ASSET, { error: 'reward.asset: rewards are paid in USDT' }),
});
export const rewardSchema = z.discriminatedUnion('kind', [feeCouponRewardSchema, bonusRewardSchema], {
  error: 'reward.kind: "fee-coupon" or "bonus"',
});
export type Reward = z.infer<typeof rewardSchema>;
export type RewardKind = Reward['kind'];

const isoTime = z.iso.datetime({ offset: true });

/**
 * One task as the user sees it. `title`/`description` are the operator's own texts in the asked
 * locale (falling back to en_US); null means the client shows its own text for the `kind`, built
 * from `target`, `windowDays` and `reward`.
 *
 * How `progress` counts, per kind (`target` is "1" unless said otherwise):
 * - sign-up: 1 once the account exists.
 * - enable-2fa: 1 while an authenticator app (TOTP) or a passkey is enabled.
 * - first-spot-trade: 1 after the user's first spot fill.
 * - spot-volume: the USDT value (price x quantity) of the user's fills on USDT-quoted spot markets
 *   in the last `windowDays` days (never before `startsAt`); `target` is that value in USDT.
 * - first-futures-trade: 1 after the user's first futures fill.
 * - read-course: the number of published courses read (`courseId` set: only that course).
 * - subscribe-earn: 1 after the user's first earn subscription.
 */
export const taskViewSchema = z.object({
  id: taskIdSchema,
  kind: taskKindSchema,
  title: z.string().nullable(),
  description: z.string().nullable(),
  target: decimalString,
  /** Never above `target`; equal to it once claimable or claimed. */
  progress: decimalString,
  /** spot-volume only: the window's length in days; null otherwise. */
  windowDays: z.number().int().positive().nullable(),
  /** read-course only: the course to read; null for any course (and for other kinds). */
  courseId: z.number().int().positive().nullable(),
  status: taskStatusSchema,
  startsAt: isoTime,
  /** The last moment to claim; null: no deadline. */
  deadline: isoTime.nullable(),
  reward: rewardSchema,
  /** Set once claimed. */
  claimedAt: isoTime.nullable(),
});
export type TaskView = z.infer<typeof taskViewSchema>;

export const taskListQuerySchema = z.object({ locale: localeCodeSchema.optional() });
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/**
 * GET tasks: live tasks in display order — tasks that ended or passed their deadline stay listed
 * for 30 days as expired (claimed ones too). A guest sees every task in progress with progress "0".
 */
export const taskListSchema = z.object({
  signedIn: z.boolean(),
  tasks: z.array(taskViewSchema),
  claimableCount: z.number().int().nonnegative(),
});
export type TaskList = z.infer<typeof taskListSchema>;

/** GET claimableCount */
export const claimableCountSchema = z.object({ count: z.number().int().nonnegative() });
export type ClaimableCount = z.infer<typeof claimableCountSchema>;

export const taskIdParamsSchema = z.object({ id: taskIdSchema });

/** POST claim: the body is empty ({} or none). */
export const claimRequestSchema = z.strictObject({});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const couponStatuses = ['active', 'used-up', 'expired'] as const;
export const couponStatusSchema = z.enum(couponStatuses);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

export const couponSchema = z.object({
  id: z.string(),
  taskId: taskIdSchema,
  asset: z.literal(REWARD_ASSET),
  amount: decimalString,
  /** Rebated so far. */
  used: decimalString,
  /** amount - used. */
  left: decimalString,
  createdAt: isoTime,
  expiresAt: isoTime,
  status: couponStatusSchema,
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET coupons: active coupons first (soonest expiry first), then the rest, newest first. */
export const couponListSchema = z.object({
  coupons: z.array(couponSchema),
  /** The sum of `left` over active coupons. */
  activeLeft: decimalString,
});
export type CouponList = z.infer<typeof couponListSchema>;

/** One claimed reward. */
export const rewardHistoryEntrySchema = z.object({
  id: z.string(),
  taskId: taskIdSchema,
  taskKind: taskKindSchema,
  /** The operator's title in the asked locale; null: the client's text for `taskKind`. */
  title: z.string().nullable(),
  reward: rewardSchema,
  /** fee-coupon rewards: the coupon the claim created. */
  couponId: z.string().nullable(),
  claimedAt: isoTime,
});
export type RewardHistoryEntry = z.infer<typeof rewardHistoryEntrySchema>;

export const rewardHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit: a whole number from 1 to 100' })
    .int('limit: a whole number from 1 to 100')
    .min(1, 'limit: a whole number from 1 to 100')
    .max(100, 'limit: a whole number from 1 to 100')
    .default(50),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before: a cursor from the previous page')
    .optional(),
  locale: localeCodeSchema.optional(),
});
export type RewardHistoryQuery = z.input<typeof rewardHistoryQuerySchema>;

export const rewardHistorySchema = z.object({
  entries: z.array(rewardHistoryEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type RewardHistory = z.infer<typeof rewardHistorySchema>;

/** POST claim, 200: the task now claimed, the history entry, and the coupon for a fee-coupon reward. */
export const claimResponseSchema = z.object({
  task: taskViewSchema,
  entry: rewardHistoryEntrySchema,
  coupon: couponSchema.nullable(),
  /** The claimable count after this claim. */
  claimableCount: z.number().int().nonnegative(),
});
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** POST courseRead */
export const courseReadRequestSchema = z.strictObject({
  courseId: z
    .number({ error: 'courseId: the id of a published course' })
    .int('courseId: the id of a published course')
    .positive('courseId: the id of a published course')
    .max(Number.MAX_SAFE_INTEGER, 'courseId: the id of a published course'),
});
export type CourseReadRequest = z.infer<typeof courseReadRequestSchema>;
export const courseReadResponseSchema = z.object({ ok: z.literal(true) });
export type CourseReadResponse = z.infer<typeof courseReadResponseSchema>;

/**
 * Causes of the task API's 4xx answers, in the error body's `reason`: invalid-input (400, with
 * `fields`), unknown-task (404), unknown-course (404), not-claimable (409: not done yet),
 * already-claimed (409: paid before, nothing paid now), task-expired (409: deadline passed or
 * ended), task-exists (409: operator define with a taken id), task-ended (409: operator end of an
 * ended task).
 */
export const tasksErrorCodes = [
  'invalid-input',
  'unknown-task',
  'unknown-course',
  'not-claimable',
  'already-claimed',
  'task-expired',
  'task-exists',
  'task-ended',
] as const;
export type TasksErrorCode = (typeof tasksErrorCodes)[number];

/* ---------------------------------------------------------------- operator API -------------- */

const textSchema = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** One locale's texts of a task; locales left out fall back to en_US, which is required when any is given. */
export const taskTextSchema = z.strictObject({ title: textSchema(120), description: textSchema(500) });
export type TaskText = z.infer<typeof taskTextSchema>;

/**
 * POST operatorTasks. `target` is required for spot-volume (USDT) and read-course (courses, whole
 * number) and must be "1" or left out for the other kinds; `windowDays` only and always for
 * spot-volume; `courseId` only for read-course. `startsAt` defaults to now; `deadline`, when
 * given, is after `startsAt` and in the future. Without `texts` the clients show their own texts.
 */
export const taskDefinitionSchema = z
  .strictObject({
    id: taskIdSchema,
    kind: taskKindSchema,
    target: positiveAmount('target').optional(),
    windowDays: z
      .number({ error: 'windowDays: a whole number of days from 1 to 90' })
      .int('windowDays: a whole number of days from 1 to 90')
      .min(1, 'windowDays: a whole number of days from 1 to 90')
      .max(90, 'windowDays: a whole number of days from 1 to 90')
      .optional(),
    courseId: z
      .number({ error: 'courseId: a course id' })
      .int('courseId: a course id')
      .positive('courseId: a course id')
      .max(Number.MAX_SAFE_INTEGER, 'courseId: a course id')
      .optional(),
    reward: rewardSchema,
    startsAt: isoTime.optional(),
    deadline: isoTime.nullable().optional(),
    displayOrder: z.number().int().min(0).max(1_000_000).optional(),
    texts: z
      .partialRecord(localeCodeSchema, taskTextSchema)
      .refine((value) => value.en_US !== undefined, { message: 'en_US is required', path: ['en_US'] })
      .optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.kind === 'spot-volume') {
      if (value.target === undefined) issue('target', 'target: the USDT volume to reach');
      if (value.windowDays === undefined) issue('windowDays', 'windowDays: required for spot-volume');
    } else if (value.windowDays !== undefined) issue('windowDays', 'windowDays: only for spot-volume');
    if (value.kind === 'read-course') {
      if (value.target !== undefined && !/^[1-9]\d{0,3}$/.test(value.target))
        issue('target', 'target: a whole number of courses from 1 to 9999');
    } else if (value.courseId !== undefined) issue('courseId', 'courseId: only for read-course');
    if (
      value.kind !== 'spot-volume' &&
      value.kind !== 'read-course' &&
      value.target !== undefined &&
      value.target !== '1'
    )
      issue('target', `target: must be "1" for ${value.kind}`);
    const starts = value.startsAt === undefined ? Date.now() : Date.parse(value.startsAt);
    if (value.deadline) {
      const deadline = Date.parse(value.deadline);
      if (deadline <= starts) issue('deadline', 'deadline: must be after startsAt');
      else if (deadline <= Date.now()) issue('deadline', 'deadline: must be in the future');
    }
  });
export type TaskDefinition = z.infer<typeof taskDefinitionSchema>;

/** A task as the operator sees it. */
export const operatorTaskSchema = z.object({
  id: taskIdSchema,
  kind: taskKindSchema,
  target: decimalString,
  windowDays: z.number().int().positive().nullable(),
  courseId: z.number().int().positive().nullable(),
  reward: rewardSchema,
  startsAt: isoTime,
  deadline: isoTime.nullable(),
  /** When the operator ended it; null while it runs. */
  endedAt: isoTime.nullable(),
  displayOrder: z.number().int(),
  texts: z.partialRecord(localeCodeSchema, z.object({ title: z.string(), description: z.string() })).nullable(),
  /** How many users claimed it. */
  claims: z.number().int().nonnegative(),
  createdAt: isoTime,
});
export type OperatorTask = z.infer<typeof operatorTaskSchema>;

export const operatorTaskResponseSchema = z.object({ task: operatorTaskSchema });
export type OperatorTaskResponse = z.infer<typeof operatorTaskResponseSchema>;
export const operatorTaskListSchema = z.object({ tasks: z.array(operatorTaskSchema) });
export type OperatorTaskList = z.infer<typeof operatorTaskListSchema>;
