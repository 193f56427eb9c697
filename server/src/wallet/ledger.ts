import type { LedgerEntry, LedgerPage, ledgerQuerySchema } from '@vela/contracts/wallet';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
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
  if (filter.before) conditions.push(lt(ledgerEntries.id, Number(filter.before)));
  // One more than asked: its presence says whether an older page exists.
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    entries: page.map(
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
    nextBefore: rows.length > filter.limit && last ? String(last.id) : null,
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
