/**
 * Login and logout happen in the browser; the root loader (user, preferences) must run again on
 * the next navigation even though the URL's locale did not change. A counter the root's
 * shouldRevalidate compares against is all that needs.
 */
let generation = 0;
let seenByRoot = 0;

export function markSessionChanged(): void {
  generation += 1;
}

/** True once per change: the root revalidates, then considers itself up to date. */
export function takeSessionChange(): boolean {
  if (seenByRoot === generation) return false;
  seenByRoot = generation;
  return true;
}
