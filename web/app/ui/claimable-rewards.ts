import { createStore } from 'zustand/vanilla';
import { browserApi } from '../lib/api/browser-api.ts';
import { isNetworkFailure } from '../lib/http/network-failure.ts';

/**
 * How many task rewards the signed-in user can claim now, for the header's badge; null until read
 * (and for a visitor). One copy per browser page, written only from effects and the task centre's
 * answers, so server renders never see a value.
 */
export const claimableRewards = createStore<{ count: number | null }>()(() => ({ count: null }));

/** Answers of reads that a later read or a claim's answer overtook are dropped. */
let generation = 0;

/** A count the task centre got with its own answers (its list, a claim): newer than any read in flight. */
export function setClaimableRewards(count: number | null): void {
  generation += 1;
  claimableRewards.setState({ count });
}

/** The task contract (its schemas and zod) loads with the first read, not with every page. */
const tasksContract = () => import('@vela/contracts/tasks');

/** Reads the count again; a failed read keeps the last one. */
export function refreshClaimableRewards(): void {
  const asked = ++generation;
  tasksContract()
    .then(async ({ claimableCountSchema, tasksPaths }) => {
      const answer = await browserApi().get(tasksPaths.claimableCount);
      if (isNetworkFailure(answer)) return;
      const parsed = claimableCountSchema.safeParse(answer);
      if (parsed.success && asked === generation) claimableRewards.setState({ count: parsed.data.count });
    })
    .catch(() => {});
}
