import { type AnyColumn, lt, type SQL } from 'drizzle-orm';

// Keyset pages, newest first by a numeric key (an id, a seq): the cursor handed out is the key of a
// page's last row, and the next page starts below it, so a page never repeats or skips a row when
// newer ones are written meanwhile.

/** The condition of the page after `cursor` (rows below it); none for the first page. */
export function olderThan(key: AnyColumn, cursor: string | undefined): SQL | undefined {
  return cursor ? lt(key, Number(cursor)) : undefined;
}

/**
 * The first `limit` of `rows`, read with a limit of `limit + 1`: the extra row's presence says an
 * older page exists, and `next` is then the cursor to it.
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  limit: number,
  keyOf: (row: Row) => number,
): { rows: Row[]; next: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { rows: kept, next: rows.length > limit && last ? String(keyOf(last)) : null };
}
