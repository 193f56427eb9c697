/**
 * Resolves in a task of its own, after the current one and what the browser queued before it:
 * work that is not urgent goes there, so the task that is running (hydration's effects, a probe
 * before the next one) ends sooner and the page answers input in between. Long tasks are what
 * Total Blocking Time counts; several short ones are not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
