import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { marketCandles } from '../db/schema.ts';
import { MINUTE_MS } from '../market/candles.ts';
import { underlyingMarket } from './products.ts';

export interface PriceRange {
  low: string;
  high: string;
}

/** A span of time: from `from` (included) to `until` (excluded). */
export interface Span {
  from: Date;
  until: Date;
}

/**
 * The lowest and highest price of the stored one-minute bars of `<underlying>_USDT` that overlap
 * `missed` and lie wholly inside `term`: what the market did while no sample was taken (the
 * engine back-fills the bars of its downtime when it starts); a bar that began before the term or
 * ends after it does not count. Undefined when no such bar was stored.
 */
export async function storedPriceRange(
  db: Db,
  underlying: string,
  missed: Span,
  term: Span,
): Promise<PriceRange | undefined> {
  const [row] = await db
    .select({
      low: sql<string | null>`min(${marketCandles.low})::text`,
      high: sql<string | null>`max(${marketCandles.high})::text`,
    })
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.symbol, underlyingMarket(underlying)),
        gt(marketCandles.openTime, missed.from.getTime() - MINUTE_MS),
        lt(marketCandles.openTime, missed.until.getTime()),
        gte(marketCandles.openTime, term.from.getTime()),
        lte(marketCandles.openTime, term.until.getTime() - MINUTE_MS),
      ),
    );
  return row?.low != null && row.high != null ? { low: row.low, high: row.high } : undefined;
}
