import { type SQL, sql } from 'drizzle-orm';

/** Rows per INSERT: large enough to be fast, small enough for any statement size limit. */
export const INSERT_BATCH_ROWS = 5000;

/** Any value inside a PostgreSQL array literal: quoted, with backslash and quote escaped. */
const quoteElement = (value: string | number) => `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/**
 * A whole column as ONE parameter (a PostgreSQL array literal), for multi-row writes through
 * `unnest(...)`: a batch of thousands of rows costs a handful of parameters instead of tens of
 * thousands, which keeps the first start's backfill and the trading batches quick. Every element is
 * quoted, so any value (a client order id too) is safe; null is NULL.
 */
export function columnArray(
  values: readonly (string | number | null)[],
  type: 'text' | 'uuid' | 'numeric' | 'timestamptz' | 'bigint',
): SQL {
  const items = values.map((value) => (value === null ? 'NULL' : quoteElement(value)));
  return sql`${`{${items.join(',')}}`}::${sql.raw(type)}[]`;
}

/** Splits rows into insert batches. */
export function* batches<T>(rows: readonly T[], size = INSERT_BATCH_ROWS): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/**
 * The ids an insert returned as `(select array_agg(id order by id) ...)::text`, paired with the
 * rows in insertion order (identity values are drawn row by row, so sorted they line up).
 */
export function pairIds<T>(text: string | null, rows: readonly T[], into: Map<T, number>, what: string): void {
  const ids = text ? text.slice(1, -1).split(',').map(Number) : [];
  if (ids.length !== rows.length) throw new Error(`the ${what} insert returned the wrong number of ids`);
  for (const [index, row] of rows.entries()) into.set(row, ids[index] as number);
}
