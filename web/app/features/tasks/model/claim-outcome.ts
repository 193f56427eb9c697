import type { ClaimResponse, TaskStatus } from '@vela/contracts/tasks';

/** The last claim's result, shown on its task's card until the next claim replaces it. */
export type ClaimOutcome =
  | { taskId: string; ok: true; claim: ClaimResponse }
  | {
      taskId: string;
      ok: false;
      /** Message key under tasks.claimErrors. */
      key: string;
      /** What the refusal says the task now is, when it says so. */
      status?: TaskStatus;
    };

export type ClaimRefusal = Extract<ClaimOutcome, { ok: false }>;

/** The refusals the platform names, and what the task is after each. */
const refusals: Record<string, TaskStatus | undefined> = {
  'already-claimed': 'claimed',
  'task-expired': 'expired',
  'not-claimable': 'in-progress',
  'unknown-task': undefined,
};

/** A refused or failed claim as the card tells it; `status` null means a network failure. */
export function claimRefusal(taskId: string, status: number | null, body: unknown): ClaimRefusal {
  if (status === null) return { taskId, ok: false, key: 'tasks.claimErrors.network' };
  const reason = body && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
  if (typeof reason === 'string' && Object.hasOwn(refusals, reason)) {
    const now = refusals[reason];
    return { taskId, ok: false, key: `tasks.claimErrors.${reason}`, ...(now ? { status: now } : {}) };
  }
  if (status === 429) return { taskId, ok: false, key: 'tasks.claimErrors.tooMany' };
  return { taskId, ok: false, key: 'tasks.claimErrors.unknown' };
}
