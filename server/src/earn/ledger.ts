import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, eq, sql } from 'drizzle-orm';
import { type CreditedBalance, credit } from '../accounts/balances.ts';
import type { Db } from '../db/client.ts';
import { balances, systemBalances, systemLedgerEntries } from '../db/schema.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { publishUserEvent } from '../infra/bus/user-events.ts';
import { normalizeDecimal } from '../money.ts';

/** What the `earn` account starts with per asset, so paying interest never takes it below zero. */
export const EARN_FUND_SEED = '1000000000';
export const EARN_SEED_KIND = 'earn-seed';

export interface EarnCredit {
  userId: string;
  asset: string;
  /** A positive decimal string. */
  amount: string;
  kind: string;
  reference: string;
}

/** A credit written, to announce once its transaction has committed. */
export interface Credited {
  credited: CreditedBalance;
  balance: Balance;
}

/**
 * Moves `amount` from the `earn` account to the user's spot balance: both balances and both
 * ledgers, inside the caller's transaction. The earn account's check (never below zero) fails the
 * transaction rather than pay what it does not hold.
 */
export async function creditFromEarn(tx: Db, entry: EarnCredit): Promise<Credited> {
  const [earn] = await tx
    .update(systemBalances)
    .set({ amount: sql`${systemBalances.amount} - ${entry.amount}`, updatedAt: sql`now()` })
    .where(and(eq(systemBalances.account, 'earn'), eq(systemBalances.asset, entry.asset)))
    .returning({ amount: systemBalances.amount });
  if (!earn) throw new Error(`the earn account holds no ${entry.asset}`);
  await tx.insert(systemLedgerEntries).values({
    account: 'earn',
    asset: entry.asset,
    amount: new Big(entry.amount).neg().toFixed(),
    balanceAfter: earn.amount,
    kind: entry.kind,
    reference: entry.reference,
  });
  const credited = await credit(tx, entry);
  const [row] = await tx
    .select({ available: balances.available, frozen: balances.frozen, version: balances.version })
    .from(balances)
    .where(and(eq(balances.userId, entry.userId), eq(balances.asset, entry.asset)));
  if (!row) throw new Error('the credited balance row is missing');
  return {
    credited,
    balance: {
      asset: entry.asset,
      available: normalizeDecimal(row.available),
      frozen: normalizeDecimal(row.frozen),
      version: row.version,
    },
  };
}

/** After the commit: the engine's copy follows, and the user's open pages see the new balance. */
export function announceCredits(bus: Bus, credits: readonly Credited[]): void {
  for (const { credited, balance } of credits) {
    bus.publish('balance.credited', credited);
    publishUserEvent(bus, credited.userId, 'balances', [balance]);
  }
}

/**
 * Gives the `earn` account its fund of each asset once: the fund's ledger entry is the marker, so
 * an account a subscription opened first is topped up rather than skipped.
 */
export async function ensureEarnFund(db: Db, assets: Iterable<string>): Promise<void> {
  for (const asset of new Set(assets)) {
    await db.transaction(async (tx) => {
      const account = and(eq(systemLedgerEntries.account, 'earn'), eq(systemLedgerEntries.asset, asset));
      const [seeded] = await tx
        .select({ id: systemLedgerEntries.id })
        .from(systemLedgerEntries)
        .where(and(account, eq(systemLedgerEntries.kind, EARN_SEED_KIND)))
        .limit(1);
      if (seeded) return;
      const [after] = await tx
        .insert(systemBalances)
        .values({ account: 'earn', asset, amount: EARN_FUND_SEED })
        .onConflictDoUpdate({
          target: [systemBalances.account, systemBalances.asset],
          set: { amount: sql`${systemBalances.amount} + ${EARN_FUND_SEED}`, updatedAt: sql`now()` },
        })
        .returning({ amount: systemBalances.amount });
      if (!after) throw new Error('the earn account upsert returned no row');
      await tx.insert(systemLedgerEntries).values({
        account: 'earn',
        asset,
        amount: EARN_FUND_SEED,
        balanceAfter: after.amount,
        kind: EARN_SEED_KIND,
        reference: 'start',
      });
    });
  }
}
