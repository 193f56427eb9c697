import type { FundingRateHistoryQuery, FundingRateList } from '@vela/contracts/futures';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { futuresFundingRounds } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';

/**
 * The funding rounds the platform applied to one perpetual (futures_funding_rounds), newest first:
 * the rate each round paid at its funding time. `before` and `nextBefore` are funding times in ms.
 */
export async function fundingRateHistory(db: Db, query: FundingRateHistoryQuery): Promise<FundingRateList> {
  const conditions: SQL[] = [eq(futuresFundingRounds.symbol, query.symbol)];
  if (query.before !== undefined) conditions.push(lt(futuresFundingRounds.fundingTime, new Date(Number(query.before))));
  const rows = await db
    .select()
    .from(futuresFundingRounds)
    .where(and(...conditions))
    .orderBy(desc(futuresFundingRounds.fundingTime))
    .limit(query.limit + 1);
  const kept = rows.slice(0, query.limit);
  const last = kept.at(-1);
  return {
    rates: kept.map((row) => ({
      symbol: row.symbol,
      fundingTime: row.fundingTime.toISOString(),
      rate: normalizeDecimal(row.rate),
      markPrice: normalizeDecimal(row.markPrice),
    })),
    nextBefore: rows.length > query.limit && last ? String(last.fundingTime.getTime()) : null,
  };
}
