import type { EarnHistoryEntry, EarnHistoryPage, earnHistoryQuerySchema } from '@vela/contracts/earn';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { keysetPage, olderThan } from '../db/keyset-page.ts';
import { earnHistory } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';

export type HistoryFilter = z.output<typeof earnHistoryQuerySchema>;

/** One page of the user's earn history, newest first; subscriptions under way are left out. */
export async function historyPage(db: Db, userId: string, filter: HistoryFilter): Promise<EarnHistoryPage> {
  const conditions: SQL[] = [eq(earnHistory.userId, userId), eq(earnHistory.pending, false)];
  if (filter.kind) conditions.push(eq(earnHistory.kind, filter.kind));
  if (filter.positionId) conditions.push(eq(earnHistory.positionId, filter.positionId));
  const rows = await db
    .select()
    .from(earnHistory)
    .where(and(...conditions, olderThan(earnHistory.id, filter.before)))
    .orderBy(desc(earnHistory.id))
    .limit(filter.limit + 1);
  const page = keysetPage(rows, filter.limit, (row) => row.id);
  return {
    entries: page.rows.map(
      (row): EarnHistoryEntry => ({
        id: String(row.id),
        kind: row.kind as EarnHistoryEntry['kind'],
        positionId: row.positionId,
        productId: row.productId,
        asset: row.asset,
        amount: normalizeDecimal(row.amount),
        at: row.at.toISOString(),
      }),
    ),
    nextBefore: page.next,
  };
}
