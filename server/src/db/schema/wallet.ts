import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, money, serialId, updatedAt } from './columns.ts';
import { walletColumns, walletLedgerColumns } from './wallet-columns.ts';

/** What each user holds per asset in the spot wallet. Every change is also written to ledger_entries. */
export const balances = pgTable('balances', walletColumns(), (table) => [
  primaryKey({ columns: [table.userId, table.asset] }),
  check('balances_available_not_negative', sql`${table.available} >= 0`),
  check('balances_frozen_not_negative', sql`${table.frozen} >= 0`),
]);

/** Append-only history of spot balance changes. */
export const ledgerEntries = pgTable('ledger_entries', walletLedgerColumns(), (table) => [
  index('ledger_entries_user_asset').on(table.userId, table.asset, table.id),
]);

/**
 * The platform's own accounts: `liquidity` is the simulated market makers' inventory (the
 * counterparty when a user trades with simulated liquidity), `fees` what trading fees collected,
 * `insurance` the futures insurance fund (covers liquidation shortfalls, takes their surpluses),
 * `earn` holds earn subscriptions and pays their interest, `rewards` pays task bonuses and fee
 * coupons.
 */
export const systemBalances = pgTable(
  'system_balances',
  {
    account: text('account').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.asset] }),
    check('system_balances_account', sql`${table.account} in ('liquidity', 'fees', 'insurance', 'earn', 'rewards')`),
    check('system_balances_not_negative', sql`${table.amount} >= 0`),
  ],
);

/** The system accounts' side of each movement, so every trade's entries sum to zero per asset. */
export const systemLedgerEntries = pgTable(
  'system_ledger_entries',
  {
    id: serialId(),
    account: text('account').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('system_ledger_entries_account_asset').on(table.account, table.asset, table.id)],
);
