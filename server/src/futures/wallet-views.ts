import type { Transfer, TransferHistoryQuery, TransferList } from '@vela/contracts/futures-account';
import type { Balance } from '@vela/contracts/trading';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { keysetPage, olderThan } from '../db/keyset-page.ts';
import { futuresBalances, futuresLedgerEntries } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';

/** The futures wallet's ledger kinds that are transfers, and the direction each one is. */
const transferKinds = { 'transfer-from-spot': 'to-futures', 'transfer-to-spot': 'to-spot' } as const;

export async function futuresWallet(db: Db, userId: string): Promise<Balance[]> {
  const rows = await db
    .select({
      asset: futuresBalances.asset,
      available: futuresBalances.available,
      frozen: futuresBalances.frozen,
      version: futuresBalances.version,
    })
    .from(futuresBalances)
    .where(eq(futuresBalances.userId, userId))
    .orderBy(asc(futuresBalances.asset));
  return rows.map((row) => ({
    asset: row.asset,
    available: normalizeDecimal(row.available),
    frozen: normalizeDecimal(row.frozen),
    version: row.version,
  }));
}

/** Transfers between the wallets, newest first, from the futures wallet's ledger. */
export async function transferHistory(
  db: Db,
  userId: string,
  query: TransferHistoryQuery & { limit: number },
): Promise<TransferList> {
  const conditions: SQL[] = [
    eq(futuresLedgerEntries.userId, userId),
    inArray(futuresLedgerEntries.kind, Object.keys(transferKinds)),
  ];
  const rows = await db
    .select()
    .from(futuresLedgerEntries)
    .where(and(...conditions, olderThan(futuresLedgerEntries.id, query.before)))
    .orderBy(desc(futuresLedgerEntries.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (row) => row.id);
  const transfers: Transfer[] = page.rows.map((row) => ({
    id: row.reference,
    direction: transferKinds[row.kind as keyof typeof transferKinds],
    asset: row.asset,
    amount: normalizeDecimal(row.amount.replace(/^-/, '')),
    createdAt: row.createdAt.toISOString(),
  }));
  return { transfers, nextBefore: page.next };
}
