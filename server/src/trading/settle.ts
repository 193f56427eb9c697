import Big from 'big.js';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { balances, ledgerEntries, spotFills, spotOrders, systemBalances, systemLedgerEntries } from '../db/schema.ts';
import type { DoneMovement, FillMovement, Movement, SystemMovement } from './order-tracker.ts';

interface BalanceChange {
  userId: string;
  asset: string;
  available: Big;
  frozen: Big;
  kind: string;
  reference: string;
}

/**
 * Changes a user's balance and writes its ledger entry. Rows are created on first credit; a
 * decrement of a row that does not exist, or below zero, fails the transaction (a bug, never input).
 */
export async function changeBalance(db: Db, change: BalanceChange): Promise<void> {
  const { userId, asset, available, frozen, kind, reference } = change;
  const increments = {
    available: sql`${balances.available} + ${available.toFixed()}`,
    frozen: sql`${balances.frozen} + ${frozen.toFixed()}`,
    updatedAt: sql`now()`,
  };
  const returning = { available: balances.available, frozen: balances.frozen };
  // PostgreSQL checks an upsert's proposed row against the constraints before it finds the
  // conflict, so a decrement (negative values) must be a plain update of the existing row.
  const [after] =
    available.gte(0) && frozen.gte(0)
      ? await db
          .insert(balances)
          .values({ userId, asset, available: available.toFixed(), frozen: frozen.toFixed() })
          .onConflictDoUpdate({ target: [balances.userId, balances.asset], set: increments })
          .returning(returning)
      : await db
          .update(balances)
          .set(increments)
          .where(and(eq(balances.userId, userId), eq(balances.asset, asset)))
          .returning(returning);
  if (!after) throw new Error(`no ${asset} balance to change for ${userId}`);
  await db.insert(ledgerEntries).values({
    userId,
    asset,
    amount: available.plus(frozen).toFixed(),
    frozenAmount: frozen.toFixed(),
    balanceAfter: new Big(after.available).plus(after.frozen).toFixed(),
    kind,
    reference,
  });
}

/** Moves `amount` from available to frozen; false (and nothing changed) when available is short. */
export async function freeze(db: Db, userId: string, asset: string, amount: Big, orderId: string): Promise<boolean> {
  const value = amount.toFixed();
  const [after] = await db
    .update(balances)
    .set({
      available: sql`${balances.available} - ${value}`,
      frozen: sql`${balances.frozen} + ${value}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(balances.userId, userId), eq(balances.asset, asset), gte(balances.available, value)))
    .returning({ available: balances.available, frozen: balances.frozen });
  if (!after) return false;
  await db.insert(ledgerEntries).values({
    userId,
    asset,
    amount: '0',
    frozenAmount: value,
    balanceAfter: new Big(after.available).plus(after.frozen).toFixed(),
    kind: 'order-freeze',
    reference: orderId,
  });
  return true;
}

/** Writes the movements of one batch; call inside the transaction that makes them one change. */
export async function applyMovements(db: Db, movements: readonly Movement[]): Promise<void> {
  for (const movement of movements) {
    if (movement.kind === 'fill') await applyFill(db, movement);
    else if (movement.kind === 'system') await applySystem(db, movement);
    else await applyDone(db, movement);
  }
}

async function applyFill(db: Db, fill: FillMovement): Promise<void> {
  const spent = new Big(fill.spent);
  const received = new Big(fill.received);
  const fee = new Big(fill.fee);
  const zero = new Big(0);
  const base = { userId: fill.userId, reference: fill.orderId };
  await changeBalance(db, { ...base, asset: fill.spentAsset, available: zero, frozen: spent.neg(), kind: 'trade' });
  await changeBalance(db, { ...base, asset: fill.receivedAsset, available: received, frozen: zero, kind: 'trade' });
  if (fee.gt(0)) {
    await changeBalance(db, {
      ...base,
      asset: fill.receivedAsset,
      available: fee.neg(),
      frozen: zero,
      kind: 'trade-fee',
    });
  }
  await db.insert(spotFills).values({
    orderId: fill.orderId,
    userId: fill.userId,
    symbol: fill.symbol,
    side: fill.side,
    role: fill.role,
    price: fill.price,
    quantity: fill.quantity,
    quoteAmount: fill.quote,
    fee: fill.fee,
    feeAsset: fill.receivedAsset,
  });
  await db
    .update(spotOrders)
    .set({
      filledQuantity: sql`${spotOrders.filledQuantity} + ${fill.quantity}`,
      filledQuote: sql`${spotOrders.filledQuote} + ${fill.quote}`,
      frozen: sql`${spotOrders.frozen} - ${fill.spent}`,
      updatedAt: sql`now()`,
    })
    .where(eq(spotOrders.id, fill.orderId));
}

async function applySystem(db: Db, movement: SystemMovement): Promise<void> {
  const set = { amount: sql`${systemBalances.amount} + ${movement.amount}`, updatedAt: sql`now()` };
  const returning = { amount: systemBalances.amount };
  const [after] = new Big(movement.amount).gte(0)
    ? await db
        .insert(systemBalances)
        .values({ account: movement.account, asset: movement.asset, amount: movement.amount })
        .onConflictDoUpdate({ target: [systemBalances.account, systemBalances.asset], set })
        .returning(returning)
    : await db
        .update(systemBalances)
        .set(set)
        .where(and(eq(systemBalances.account, movement.account), eq(systemBalances.asset, movement.asset)))
        .returning(returning);
  if (!after) throw new Error(`no ${movement.account} balance of ${movement.asset}`);
  await db.insert(systemLedgerEntries).values({
    account: movement.account,
    asset: movement.asset,
    amount: movement.amount,
    balanceAfter: after.amount,
    kind: movement.account === 'fees' ? 'trade-fee' : 'trade',
    reference: movement.reference,
  });
}

async function applyDone(db: Db, done: DoneMovement): Promise<void> {
  const release = new Big(done.release);
  if (release.gt(0)) {
    await changeBalance(db, {
      userId: done.userId,
      asset: done.releaseAsset,
      available: release,
      frozen: release.neg(),
      kind: 'order-release',
      reference: done.orderId,
    });
  }
  await db
    .update(spotOrders)
    .set({
      status: done.status,
      cancelReason: done.cancelReason,
      frozen: sql`${spotOrders.frozen} - ${done.release}`,
      updatedAt: sql`now()`,
    })
    .where(eq(spotOrders.id, done.orderId));
}
