import Big from 'big.js';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { balances, ledgerEntries, spotFills, spotOrders, systemBalances, systemLedgerEntries } from '../db/schema.ts';
import type { Movement } from './order-tracker.ts';

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

interface Entry {
  /** Signed change of the total (available + frozen). */
  amount: Big;
  frozenAmount: Big;
  kind: string;
  reference: string;
}

/** One balance row's net change in a batch, with the entries that make it up, in order. */
interface RowChange {
  available: Big;
  frozen: Big;
  entries: Entry[];
}

interface OrderChange {
  filledQuantity: Big;
  filledQuote: Big;
  frozen: Big;
  done?: { status: string; cancelReason: string | null };
}

const zero = () => new Big(0);

/** Groups a batch by balance row and by order, so each is written by one statement. */
class BatchPlan {
  readonly users = new Map<string, { userId: string; asset: string; change: RowChange }>();
  readonly system = new Map<string, { account: 'liquidity' | 'fees'; asset: string; change: RowChange }>();
  readonly orders = new Map<string, OrderChange>();
  readonly fills: (typeof spotFills.$inferInsert)[] = [];

  userRow(userId: string, asset: string): RowChange {
    const key = `${userId}|${asset}`;
    let row = this.users.get(key);
    if (!row) {
      row = { userId, asset, change: { available: zero(), frozen: zero(), entries: [] } };
      this.users.set(key, row);
    }
    return row.change;
  }

  systemRow(account: 'liquidity' | 'fees', asset: string): RowChange {
    const key = `${account}|${asset}`;
    let row = this.system.get(key);
    if (!row) {
      row = { account, asset, change: { available: zero(), frozen: zero(), entries: [] } };
      this.system.set(key, row);
    }
    return row.change;
  }

  order(orderId: string): OrderChange {
    let order = this.orders.get(orderId);
    if (!order) {
      order = { filledQuantity: zero(), filledQuote: zero(), frozen: zero() };
      this.orders.set(orderId, order);
    }
    return order;
  }

  add(movement: Movement): void {
    if (movement.kind === 'system') {
      const row = this.systemRow(movement.account, movement.asset);
      const amount = new Big(movement.amount);
      row.available = row.available.plus(amount);
      row.entries.push({
        amount,
        frozenAmount: zero(),
        kind: movement.account === 'fees' ? 'trade-fee' : 'trade',
        reference: movement.reference,
      });
      return;
    }
    if (movement.kind === 'done') {
      const release = new Big(movement.release);
      if (release.gt(0)) {
        const row = this.userRow(movement.userId, movement.releaseAsset);
        row.available = row.available.plus(release);
        row.frozen = row.frozen.minus(release);
        row.entries.push({
          amount: zero(),
          frozenAmount: release.neg(),
          kind: 'order-release',
          reference: movement.orderId,
        });
      }
      const order = this.order(movement.orderId);
      order.frozen = order.frozen.minus(release);
      order.done = { status: movement.status, cancelReason: movement.cancelReason };
      return;
    }
    const spent = new Big(movement.spent);
    const received = new Big(movement.received);
    const fee = new Big(movement.fee);
    const reference = movement.orderId;
    const spentRow = this.userRow(movement.userId, movement.spentAsset);
    spentRow.frozen = spentRow.frozen.minus(spent);
    spentRow.entries.push({ amount: spent.neg(), frozenAmount: spent.neg(), kind: 'trade', reference });
    const receivedRow = this.userRow(movement.userId, movement.receivedAsset);
    receivedRow.available = receivedRow.available.plus(received).minus(fee);
    receivedRow.entries.push({ amount: received, frozenAmount: zero(), kind: 'trade', reference });
    if (fee.gt(0)) receivedRow.entries.push({ amount: fee.neg(), frozenAmount: zero(), kind: 'trade-fee', reference });
    const order = this.order(movement.orderId);
    order.filledQuantity = order.filledQuantity.plus(movement.quantity);
    order.filledQuote = order.filledQuote.plus(movement.quote);
    order.frozen = order.frozen.minus(spent);
    this.fills.push({
      orderId: movement.orderId,
      userId: movement.userId,
      symbol: movement.symbol,
      side: movement.side,
      role: movement.role,
      price: movement.price,
      quantity: movement.quantity,
      quoteAmount: movement.quote,
      fee: movement.fee,
      feeAsset: movement.receivedAsset,
    });
  }
}

/** Each entry's balance after it: walked back from the row's total after the batch. */
function balancesAfter(total: Big, entries: readonly Entry[]): string[] {
  const after: string[] = new Array(entries.length);
  let running = total;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    after[index] = running.toFixed();
    running = running.minus((entries[index] as Entry).amount);
  }
  return after;
}

/**
 * Writes the movements of one batch: one statement per balance row, per order and per table, in
 * the transaction that makes them one change. A decrement of a row that does not exist, or below
 * zero, fails the transaction (a bug, never input).
 */
export async function applyMovements(db: Db, movements: readonly Movement[]): Promise<void> {
  if (movements.length === 0) return;
  const plan = new BatchPlan();
  for (const movement of movements) plan.add(movement);

  const ledgerRows: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const { userId, asset, change } of plan.users.values()) {
    const increments = {
      available: sql`${balances.available} + ${change.available.toFixed()}`,
      frozen: sql`${balances.frozen} + ${change.frozen.toFixed()}`,
      updatedAt: sql`now()`,
    };
    const returning = { available: balances.available, frozen: balances.frozen };
    // PostgreSQL checks an upsert's proposed row against the constraints before it finds the
    // conflict, so a net decrement must be a plain update of the existing row.
    const [after] =
      change.available.gte(0) && change.frozen.gte(0)
        ? await db
            .insert(balances)
            .values({ userId, asset, available: change.available.toFixed(), frozen: change.frozen.toFixed() })
            .onConflictDoUpdate({ target: [balances.userId, balances.asset], set: increments })
            .returning(returning)
        : await db
            .update(balances)
            .set(increments)
            .where(and(eq(balances.userId, userId), eq(balances.asset, asset)))
            .returning(returning);
    if (!after) throw new Error(`no ${asset} balance to change for ${userId}`);
    const after_ = balancesAfter(new Big(after.available).plus(after.frozen), change.entries);
    change.entries.forEach((entry, index) => {
      ledgerRows.push({
        userId,
        asset,
        amount: entry.amount.toFixed(),
        frozenAmount: entry.frozenAmount.toFixed(),
        balanceAfter: after_[index] as string,
        kind: entry.kind,
        reference: entry.reference,
      });
    });
  }
  if (ledgerRows.length > 0) await db.insert(ledgerEntries).values(ledgerRows);

  const systemRows: (typeof systemLedgerEntries.$inferInsert)[] = [];
  for (const { account, asset, change } of plan.system.values()) {
    const amount = change.available.toFixed();
    const set = { amount: sql`${systemBalances.amount} + ${amount}`, updatedAt: sql`now()` };
    const [after] = change.available.gte(0)
      ? await db
          .insert(systemBalances)
          .values({ account, asset, amount })
          .onConflictDoUpdate({ target: [systemBalances.account, systemBalances.asset], set })
          .returning({ amount: systemBalances.amount })
      : await db
          .update(systemBalances)
          .set(set)
          .where(and(eq(systemBalances.account, account), eq(systemBalances.asset, asset)))
          .returning({ amount: systemBalances.amount });
    if (!after) throw new Error(`no ${account} balance of ${asset}`);
    const after_ = balancesAfter(new Big(after.amount), change.entries);
    change.entries.forEach((entry, index) => {
      systemRows.push({
        account,
        asset,
        amount: entry.amount.toFixed(),
        balanceAfter: after_[index] as string,
        kind: entry.kind,
        reference: entry.reference,
      });
    });
  }
  if (systemRows.length > 0) await db.insert(systemLedgerEntries).values(systemRows);

  if (plan.fills.length > 0) await db.insert(spotFills).values(plan.fills);
  for (const [orderId, change] of plan.orders) {
    await db
      .update(spotOrders)
      .set({
        filledQuantity: sql`${spotOrders.filledQuantity} + ${change.filledQuantity.toFixed()}`,
        filledQuote: sql`${spotOrders.filledQuote} + ${change.filledQuote.toFixed()}`,
        frozen: sql`${spotOrders.frozen} + ${change.frozen.toFixed()}`,
        ...(change.done ? { status: change.done.status, cancelReason: change.done.cancelReason } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(spotOrders.id, orderId));
  }
}
