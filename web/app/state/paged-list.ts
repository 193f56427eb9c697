/**
 * Lists read page by page, newest first, as the account sessions hold them: the first page when a
 * tab is first shown (again on a filter change), the next one on demand. The shape is the one
 * account-session.ts declares for the spot histories, so the same table footer pages both.
 */

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A list read page by page, newest first. */
export interface PagedList<T> {
  readonly items: readonly T[];
  readonly nextBefore: string | null;
  readonly status: LoadStatus;
  /** After a load the server refused as too many (429): the seconds it asked to wait, from when it answered. */
  readonly retryAfter?: RetryAfter;
}

/** A refusal for too many requests: the wait the server asked for and when it answered (ms since epoch). */
export interface RetryAfter {
  readonly seconds: number;
  readonly at: number;
}

/** One page as a call answers it. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly nextBefore: string | null;
}

export type PageResult<T> =
  | { readonly ok: true; readonly value: Page<T> }
  | { readonly ok: false; readonly retryAfterSeconds?: number };

export function emptyPage<T>(): PagedList<T> {
  return { items: [], nextBefore: null, status: 'idle' };
}

/**
 * Loads one paged list kept elsewhere (read / write): the first page, or the next one with
 * `more` (nothing when there is none). An answer superseded by a later load is dropped; a failed
 * load keeps the items and says 'error', with the wait a refusal for too many requests asked for.
 */
export function createPagedLoader<T>(
  read: () => PagedList<T>,
  write: (list: PagedList<T>) => void,
  now: () => number = Date.now,
): (more: boolean, fetch: (before: string | undefined) => Promise<PageResult<T>>) => Promise<void> {
  let generation = 0;
  return async (more, fetch) => {
    const current = read();
    if (more && current.nextBefore === null) return;
    const mine = ++generation;
    const { retryAfter: _passed, ...loading } = current;
    write({ ...loading, status: 'loading' });
    const result = await fetch(more ? (current.nextBefore ?? undefined) : undefined);
    if (mine !== generation) return;
    const latest = read();
    if (result.ok) {
      write({
        items: more ? [...latest.items, ...result.value.items] : result.value.items,
        nextBefore: result.value.nextBefore,
        status: 'ready',
      });
      return;
    }
    const seconds = result.retryAfterSeconds;
    write({ ...latest, status: 'error', ...(seconds === undefined ? {} : { retryAfter: { seconds, at: now() } }) });
  };
}
