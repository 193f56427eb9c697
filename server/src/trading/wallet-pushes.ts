import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import type { WrittenBalance } from './ledger-rows.ts';

/**
 * A balance as it stood at a command's turn, with the version its batch gave the row. When the row
 * ended the batch otherwise (a later command of the batch changed it, or it took a credit), this
 * state is older than the committed one: one less, so the push of the committed row wins whichever
 * reaches the client first.
 */
export function versionedBy(balance: Balance, committed: Balance | undefined): Balance {
  if (!committed) return balance;
  const same = new Big(balance.available).eq(committed.available) && new Big(balance.frozen).eq(committed.frozen);
  return { ...balance, version: same ? committed.version : committed.version - 1 };
}

/** Written wallet rows grouped per user, each user's by asset. */
export function byUser(rows: readonly WrittenBalance[]): Map<string, Balance[]> {
  const users = new Map<string, Balance[]>();
  for (const { userId, balance } of rows) {
    const balances = users.get(userId) ?? [];
    balances.push(balance);
    users.set(userId, balances);
  }
  for (const balances of users.values()) balances.sort((a, b) => (a.asset < b.asset ? -1 : 1));
  return users;
}
