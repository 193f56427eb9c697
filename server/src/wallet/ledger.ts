import type { LedgerEntry, LedgerPage, ledgerQuerySchema } from '@vela/contracts/wallet';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { keysetPage, olderThan } from '../db/keyset-page.ts';
import { ledgerEntries } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';

export type LedgerFilter = z.output<typeof ledgerQuerySchema>;

/** One page of the user's ledger, newest first, filtered; `nextBefore` continues below its last entry. */
export async function ledgerPage(db: Db, userId: string, filter: LedgerFilter): Promise<LedgerPage> {
  const conditions: SQL[] = [eq(ledgerEntries.userId, userId)];
  if (filter.asset) conditions.push(eq(ledgerEntries.asset, filter.asset));
  if (filter.kind) conditions.push(eq(ledgerEntries.kind, filter.kind));
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(ledgerEntries.createdAt, new Date(filter.to)));
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(...conditions, olderThan(ledgerEntries.id, filter.before)))
    .orderBy(desc(ledgerEntries.id))
    .limit(filter.limit + 1);
  const page = keysetPage(rows, filter.limit, (row) => row.id);
  return {
    entries: page.rows.map(
      (row): LedgerEntry => ({
        id: String(row.id),
        asset: row.asset,
        amount: normalizeDecimal(row.amount),
        frozenAmount: normalizeDecimal(row.frozenAmount),
        balanceAfter: normalizeDecimal(row.balanceAfter),
        kind: row.kind,
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    nextBefore: page.next,
  };
}

/** The kinds of entry the user's ledger holds, whatever code wrote them, for the filter. */
export async function ledgerKinds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.kind));
  return rows.map((row) => row.kind);
}
