import { randomUUID } from 'node:crypto';
import type { Balance } from '@vela/contracts/trading';
import {
  DEMO_DEPOSIT_AMOUNTS,
  DEMO_DEPOSIT_KIND,
  DEMO_DEPOSITS_PER_DAY,
  type DemoAllowance,
  type DemoDepositAsset,
  demoDepositAssets,
} from '@vela/contracts/wallet';
import { and, count, eq, gte } from 'drizzle-orm';
import { type CreditedBalance, credit } from '../accounts/balances.ts';
import type { Db } from '../db/client.ts';
import { balances, ledgerEntries } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { utcDay } from './utc-day.ts';

export type DemoDepositOutcome =
  | {
      ok: true;
      amount: string;
      balance: Balance;
      credited: CreditedBalance;
      remainingToday: number;
      resetsAt: Date;
    }
  | { ok: false; resetsAt: Date };

/** The ledger entries of the user's demo deposits since `dayStart` (of one asset, when given). */
const demoDepositsOf = (userId: string, dayStart: Date, asset?: string) =>
  and(
    eq(ledgerEntries.userId, userId),
    asset === undefined ? undefined : eq(ledgerEntries.asset, asset),
    eq(ledgerEntries.kind, DEMO_DEPOSIT_KIND),
    gte(ledgerEntries.createdAt, dayStart),
  );

/** Demo deposits of `asset` made since `dayStart`, ledger entries being the record of them. */
async function depositsSince(db: Db, userId: string, asset: string, dayStart: Date): Promise<number> {
  const [row] = await db
    .select({ made: count() })
    .from(ledgerEntries)
    .where(demoDepositsOf(userId, dayStart, asset));
  return row?.made ?? 0;
}

/**
 * Credits one demo deposit of `asset` unless today's (UTC) allowance is used up, in which case
 * nothing changes. The balance row, locked for the transaction, serialises a user's concurrent
 * deposits of one asset, so the count each sees already includes the others'.
 */
export function depositDemoFunds(
  db: Db,
  userId: string,
  asset: DemoDepositAsset,
  now = new Date(),
): Promise<DemoDepositOutcome> {
  const { start, end } = utcDay(now);
  const amount = DEMO_DEPOSIT_AMOUNTS[asset];
  const where = and(eq(balances.userId, userId), eq(balances.asset, asset));
  return db.transaction(async (tx) => {
    await tx.insert(balances).values({ userId, asset }).onConflictDoNothing();
    await tx.select({ asset: balances.asset }).from(balances).where(where).for('update');
    const made = await depositsSince(tx, userId, asset, start);
    if (made >= DEMO_DEPOSITS_PER_DAY) return { ok: false, resetsAt: end };
    const credited = await credit(tx, { userId, asset, amount, kind: DEMO_DEPOSIT_KIND, reference: randomUUID() });
    const [after] = await tx
      .select({ available: balances.available, frozen: balances.frozen, version: balances.version })
      .from(balances)
      .where(where);
    if (!after) throw new Error('the credited balance row is missing');
    return {
      ok: true,
      amount,
      credited,
      balance: {
        asset,
        available: normalizeDecimal(after.available),
        frozen: normalizeDecimal(after.frozen),
        version: after.version,
      },
      remainingToday: DEMO_DEPOSITS_PER_DAY - made - 1,
      resetsAt: end,
    };
  });
}

/** What each demo asset can still be deposited today. */
export async function demoAllowances(db: Db, userId: string, now = new Date()): Promise<DemoAllowance[]> {
  const { start } = utcDay(now);
  const rows = await db
    .select({ asset: ledgerEntries.asset, made: count() })
    .from(ledgerEntries)
    .where(demoDepositsOf(userId, start))
    .groupBy(ledgerEntries.asset);
  const made = new Map(rows.map((row) => [row.asset, row.made]));
  return demoDepositAssets.map((asset) => ({
    asset,
    amount: DEMO_DEPOSIT_AMOUNTS[asset],
    remainingToday: Math.max(0, DEMO_DEPOSITS_PER_DAY - (made.get(asset) ?? 0)),
  }));
}
