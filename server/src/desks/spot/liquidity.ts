import type { Db } from '../../db/client.ts';
import { systemBalances, systemLedgerEntries } from '../../db/schema.ts';

/** What the simulated market makers hold of every listed asset when trading first starts. */
export const LIQUIDITY_INVENTORY = '1000000000000';

/** Gives the liquidity account its inventory of each asset once (recorded in its ledger). */
export async function ensureLiquidity(db: Db, assets: string[]): Promise<void> {
  for (const asset of new Set(assets)) {
    const created = await db
      .insert(systemBalances)
      .values({ account: 'liquidity', asset, amount: LIQUIDITY_INVENTORY })
      .onConflictDoNothing()
      .returning({ asset: systemBalances.asset });
    if (created.length > 0) {
      await db.insert(systemLedgerEntries).values({
        account: 'liquidity',
        asset,
        amount: LIQUIDITY_INVENTORY,
        balanceAfter: LIQUIDITY_INVENTORY,
        kind: 'liquidity-seed',
        reference: 'start',
      });
    }
  }
}
