import { bigint, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, money, serialId, updatedAt } from './columns.ts';

/**
 * The columns of a wallet table: what one user holds of one asset. `frozen` is held by open
 * orders. `version` is bumped by every change of the row: a credit made outside the trading engine
 * (a deposit, a grant) tells the engine the version it produced, so the engine's in-memory copy
 * applies it exactly once, only when it is newer than what the copy was loaded from.
 */
export const walletColumns = () => ({
  userId: userRef(),
  asset: text('asset').notNull(),
  available: money('available').notNull().default('0'),
  frozen: money('frozen').notNull().default('0'),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** The columns of a wallet's ledger: the audit trail its balances can be rebuilt from. */
export const walletLedgerColumns = () => ({
  id: serialId(),
  userId: userRef(),
  asset: text('asset').notNull(),
  /** Signed change of the asset's total (available + frozen). */
  amount: money('amount').notNull(),
  /** Signed change of the frozen part: a freeze is amount 0, frozen +x; a release the reverse. */
  frozenAmount: money('frozen_amount').notNull().default('0'),
  /** The asset's total (available + frozen) after this entry. */
  balanceAfter: money('balance_after').notNull(),
  /** Why the balance changed, e.g. 'demo-grant', 'transfer-to-futures'. */
  kind: text('kind').notNull(),
  /** What caused it (an order id, a transfer id, 'register'). */
  reference: text('reference').notNull(),
  createdAt: createdAt(),
});
