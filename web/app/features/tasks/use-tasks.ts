import type { LocaleCode } from '@vela/contracts/locale-table';
import type { ClaimResponse, TaskList, TaskStatus, TaskView } from '@vela/contracts/tasks';
import { useCallback, useEffect, useState } from 'react';
import { setClaimableRewards } from '../../ui/claimable-rewards.ts';
import type { ClaimOutcome } from './model/claim-outcome.ts';
import { type LoadStatus, tasksApi } from './task-centre-data.ts';

export interface Tasks {
  list: TaskList | null;
  status: LoadStatus;
  /** The task whose claim is on its way. */
  claiming: string | null;
  /** The last claim's result, until the next claim. */
  outcome: ClaimOutcome | null;
  reload(): void;
  claim(taskId: string): Promise<ClaimOutcome | null>;
}

/** The answer's task in place of the listed one, keeping the listed texts (read in the page's language). */
function withClaim(list: TaskList, claim: ClaimResponse): TaskList {
  return {
    ...list,
    claimableCount: claim.claimableCount,
    tasks: list.tasks.map((task) =>
      task.id === claim.task.id ? { ...claim.task, title: task.title, description: task.description } : task,
    ),
  };
}

function withStatus(list: TaskList, taskId: string, status: TaskStatus): TaskList {
  return {
    ...list,
    tasks: list.tasks.map((task): TaskView => (task.id === taskId ? { ...task, status } : task)),
  };
}

/**
 * The task list the loader rendered, and its claims. Every count the platform answers goes to the
 * header's badge.
 */
export function useTasks(initial: TaskList | null, locale: LocaleCode, signedIn: boolean): Tasks {
  const [list, setList] = useState(initial);
  const [status, setStatus] = useState<LoadStatus>(initial ? 'ready' : 'error');
  const [claiming, setClaiming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);

  useEffect(() => {
    setList(initial);
    setStatus(initial ? 'ready' : 'error');
    if (initial?.signedIn) setClaimableRewards(initial.claimableCount);
  }, [initial]);

  const reload = useCallback(() => {
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    tasksApi()
      .then((api) => api.fetchTasks(locale))
      .catch(() => null)
      .then((loaded) => {
        if (!loaded) {
          setStatus((current) => (current === 'ready' ? current : 'error'));
          return;
        }
        setList(loaded);
        setStatus('ready');
        if (loaded.signedIn) setClaimableRewards(loaded.claimableCount);
      });
  }, [locale]);

  const claim = useCallback(
    async (taskId: string) => {
      if (!signedIn) return null;
      setClaiming(taskId);
      const result = await tasksApi()
        .then((api) => api.claimReward(taskId))
        .catch((): ClaimOutcome => ({ taskId, ok: false, key: 'tasks.claimErrors.network' }));
      setClaiming(null);
      setOutcome(result);
      if (result.ok) {
        setList((current) => current && withClaim(current, result.claim));
        setClaimableRewards(result.claim.claimableCount);
      } else if (result.status) {
        const now = result.status;
        setList((current) => current && withStatus(current, taskId, now));
        reload();
      }
      return result;
    },
    [signedIn, reload],
  );

  return { list, status, claiming, outcome, reload, claim };
}
