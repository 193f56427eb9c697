import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { marketCandles } from '../db/schema.ts';

const MINUTE_MS = 60_000;

export interface PriceRange {
  low: string;
  high: string;
}

/**
 * The lowest and highest price of the stored one-minute bars of `<underlying>_USDT` that overlap
 * [from, until): what the market did while no sample was taken (the engine back-fills the bars of
 * its downtime when it starts). Undefined when no bar was stored then.
 */
export async function storedPriceRange(
  db: Db,
  underlying: string,
  from: Date,
  until: Date,
): Promise<PriceRange | undefined> {
  const [row] = await db
    .select({
      low: sql<string | null>`min(${marketCandles.low})::text`,
      high: sql<string | null>`max(${marketCandles.high})::text`,
    })
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.symbol, `${underlying}_USDT`),
        gt(marketCandles.openTime, from.getTime() - MINUTE_MS),
        lt(marketCandles.openTime, until.getTime()),
      ),
    );
  return row?.low != null && row.high != null ? { low: row.low, high: row.high } : undefined;
}
