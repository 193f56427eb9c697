import { type Column, eq, inArray, type SQL } from 'drizzle-orm';

/**
 * Filters a query applies only when the caller gave a value: without one (undefined, null or an
 * empty string) they are no condition, which `and()` skips.
 */
export function eqIfGiven(column: Column, value: string | number | null | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

export function inArrayIfGiven(column: Column, values: readonly string[] | undefined): SQL | undefined {
  return values ? inArray(column, values) : undefined;
}
