import Big from 'big.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { balances, ledgerEntries } from '../db/schema.ts';

/** What every new account starts with, so the demo exchange can be tried at once. */
export const DEMO_GRANT = [
  { asset: 'USDT', amount: '10000' },
  { asset: 'BTC', amount: '0.1' },
  { asset: 'ETH', amount: '1' },
] as const;

export interface Credit {
  userId: string;
  asset: string;
  /** A positive decimal string. */
  amount: string;
  kind: string;
  reference: string;
}

/** What a credit left: the row's version tells the engine's in-memory accounts whether they have it. */
export interface CreditedBalance {
  userId: string;
  asset: string;
  amount: string;
  version: number;
}

/**
 * Adds to a user's available balance and records the change in the ledger. Call it inside the
 * transaction that causes the change, so balance and ledger never disagree; once that transaction
 * has committed, publish the result as `balance.credited` so the trading engine's copy follows.
 */
export async function credit(db: Db, { userId, asset, amount, kind, reference }: Credit): Promise<CreditedBalance> {
  if (!new Big(amount).gt(0)) throw new Error(`credit amount must be positive, got ${amount}`);
  const [after] = await db
    .insert(balances)
    .values({ userId, asset, available: amount, version: 1 })
    .onConflictDoUpdate({
      target: [balances.userId, balances.asset],
      set: {
        available: sql`${balances.available} + ${amount}`,
        version: sql`${balances.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ available: balances.available, frozen: balances.frozen, version: balances.version });
  if (!after) throw new Error('balance upsert returned no row');
  await db.insert(ledgerEntries).values({
    userId,
    asset,
    amount,
    balanceAfter: new Big(after.available).plus(after.frozen).toFixed(),
    kind,
    reference,
  });
  return { userId, asset, amount, version: after.version };
}

export async function grantDemoBalances(db: Db, userId: string): Promise<void> {
  for (const { asset, amount } of DEMO_GRANT) {
    await credit(db, { userId, asset, amount, kind: 'demo-grant', reference: 'register' });
  }
}

export interface Holding {
  asset: string;
  available: string;
  frozen: string;
}

export function holdingsOf(db: Db, userId: string): Promise<Holding[]> {
  return db
    .select({ asset: balances.asset, available: balances.available, frozen: balances.frozen })
    .from(balances)
    .where(eq(balances.userId, userId));
}
