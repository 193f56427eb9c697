import { type SQL, sql } from 'drizzle-orm';

/** Rows per INSERT: large enough to be fast, small enough for any statement size limit. */
export const INSERT_BATCH_ROWS = 5000;

/** Only what the market service writes itself fits: decimals, integers, symbols, sides. */
const PLAIN_VALUE = /^[A-Za-z0-9_.-]+$/;

/**
 * A whole column as ONE parameter (a PostgreSQL array literal), for `insert ... select * from
 * unnest(...)`: a batch of thousands of rows costs a handful of parameters instead of tens of
 * thousands, which is what keeps the first start's backfill quick on PGlite. Values are checked,
 * so nothing can escape the literal.
 */
export function columnArray(values: readonly (string | number)[], type: 'text' | 'bigint' | 'numeric'): SQL {
  const items = values.map(String);
  for (const item of items) {
    if (!PLAIN_VALUE.test(item)) throw new RangeError(`not a plain value for a bulk insert: ${JSON.stringify(item)}`);
  }
  return sql`${`{${items.join(',')}}`}::${sql.raw(type)}[]`;
}

/** Splits rows into insert batches. */
export function* batches<T>(rows: readonly T[], size = INSERT_BATCH_ROWS): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Any text inside a PostgreSQL array literal: quoted, with backslash and quote escaped. */
const quoteElement = (value: string) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/**
 * A whole column as ONE parameter, for any values: each element quoted (so user text such as a
 * client order id is safe), null as NULL. Use with `unnest(...)` for multi-row writes.
 */
export function quotedColumn(
  values: readonly (string | null)[],
  type: 'text' | 'uuid' | 'numeric' | 'timestamptz' | 'bigint',
): SQL {
  const items = values.map((value) => (value === null ? 'NULL' : quoteElement(value)));
  return sql`${`{${items.join(',')}}`}::${sql.raw(type)}[]`;
}
