import { REWARD_ASSET } from '@vela/contracts/tasks';
import Big from 'big.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { systemBalances, systemLedgerEntries } from '../db/schema.ts';

/** The system account that pays task bonuses and fee-coupon rebates. */
export const REWARDS_ACCOUNT = 'rewards';

/** What the rewards account starts with: demo money, enough that it never runs dry. */
export const REWARDS_FUND_SEED = '1000000000';

/**
 * Gives the rewards account its USDT once (recorded in its ledger as 'rewards-seed'). The engine
 * instance does it at start; every payment does it too, in its own transaction, so a payment made
 * before the engine instance came up still finds the account.
 */
export async function seedRewardsFund(tx: Db): Promise<void> {
  const created = await tx
    .insert(systemBalances)
    .values({ account: REWARDS_ACCOUNT, asset: REWARD_ASSET, amount: REWARDS_FUND_SEED })
    .onConflictDoNothing()
    .returning({ amount: systemBalances.amount });
  if (created.length === 0) return;
  await tx.insert(systemLedgerEntries).values({
    account: REWARDS_ACCOUNT,
    asset: REWARD_ASSET,
    amount: REWARDS_FUND_SEED,
    balanceAfter: REWARDS_FUND_SEED,
    kind: 'rewards-seed',
    reference: 'start',
  });
}

export function ensureRewardsFund(db: Db): Promise<void> {
  return db.transaction((tx) => seedRewardsFund(tx));
}

/**
 * The rewards account's side of a payment to a user: call it in the transaction that credits the
 * user, with the same kind and reference. The balance check of system_balances refuses an
 * overdraft, which fails the whole transaction.
 */
export async function payFromRewards(
  tx: Db,
  payment: { asset: string; amount: string; kind: string; reference: string },
): Promise<void> {
  if (payment.asset === REWARD_ASSET) await seedRewardsFund(tx);
  const [after] = await tx
    .update(systemBalances)
    .set({ amount: sql`${systemBalances.amount} - ${payment.amount}`, updatedAt: sql`now()` })
    .where(and(eq(systemBalances.account, REWARDS_ACCOUNT), eq(systemBalances.asset, payment.asset)))
    .returning({ amount: systemBalances.amount });
  if (!after) throw new Error(`the rewards account holds no ${payment.asset}`);
  await tx.insert(systemLedgerEntries).values({
    account: REWARDS_ACCOUNT,
    asset: payment.asset,
    amount: new Big(payment.amount).neg().toFixed(),
    balanceAfter: after.amount,
    kind: payment.kind,
    reference: payment.reference,
  });
}
