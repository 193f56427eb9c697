import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quotedColumn } from '../market/sql-arrays.ts';
import type { FillMovement, Movement, TrackedOrder } from './order-tracker.ts';

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

interface UserRow {
  userId: string;
  asset: string;
  change: RowChange;
  /** The row exists in the database: updated; otherwise inserted (or merged into a row a credit made). */
  persisted: boolean;
}

interface SystemRow {
  account: 'liquidity' | 'fees';
  asset: string;
  change: RowChange;
}

/** An order's row as it stands at the end of the batch. */
interface OrderRow {
  id: string;
  userId: string;
  clientOrderId: string | null;
  symbol: string;
  side: string;
  type: string;
  price: string | null;
  quantity: string;
  filledQuantity: string;
  filledQuote: string;
  frozen: string;
  status: string;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
  persisted: boolean;
}

const zero = () => new Big(0);

/**
 * Everything one batch writes, taken at the moment the batch is formed: the statements are built
 * from this snapshot while the engine goes on changing the live objects.
 */
export class BatchWrite {
  private readonly users = new Map<string, UserRow>();
  private readonly system = new Map<string, SystemRow>();
  private readonly orders: OrderRow[];
  /** Ledger entries in the order their movements happened, so the ledger's ids follow the engine. */
  private readonly userEntries: { row: UserRow; entry: Entry }[] = [];
  private readonly systemEntries: { row: SystemRow; entry: Entry }[] = [];
  /** In the order their rows are inserted: the ids the database gives come back in this order. */
  readonly fills: FillMovement[] = [];
  /** Filled in by `write`: the database id of each of `fills`. */
  readonly fillIds = new Map<FillMovement, number>();

  constructor(movements: readonly Movement[], orders: readonly TrackedOrder[], persisted: (row: UserRow) => boolean) {
    for (const movement of movements) this.add(movement);
    for (const row of this.users.values()) row.persisted = persisted(row);
    this.orders = orders.map((order) => ({
      id: order.id,
      userId: order.userId,
      clientOrderId: order.clientOrderId,
      symbol: order.symbol,
      side: order.side,
      type: order.type,
      price: order.price,
      quantity: order.quantity,
      filledQuantity: order.filledQuantity.toFixed(),
      filledQuote: order.filledQuote.toFixed(),
      frozen: order.frozen.toFixed(),
      status: order.status,
      cancelReason: order.cancelReason,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      persisted: order.persisted,
    }));
  }

  /** Whether this batch inserts the order (it was placed in this batch). */
  addsOrder(orderId: string): boolean {
    return this.orders.some((order) => order.id === orderId && !order.persisted);
  }

  get empty(): boolean {
    return this.users.size === 0 && this.system.size === 0 && this.orders.length === 0;
  }

  /** The balance rows this batch changes. */
  userRows(): { userId: string; asset: string }[] {
    return [...this.users.values()].map(({ userId, asset }) => ({ userId, asset }));
  }

  private userRow(userId: string, asset: string): UserRow {
    const key = `${userId}|${asset}`;
    let row = this.users.get(key);
    if (!row) {
      row = { userId, asset, change: { available: zero(), frozen: zero(), entries: [] }, persisted: true };
      this.users.set(key, row);
    }
    return row;
  }

  private userEntry(row: UserRow, entry: Entry): void {
    row.change.entries.push(entry);
    this.userEntries.push({ row, entry });
  }

  private systemRow(account: 'liquidity' | 'fees', asset: string): SystemRow {
    const key = `${account}|${asset}`;
    let row = this.system.get(key);
    if (!row) {
      row = { account, asset, change: { available: zero(), frozen: zero(), entries: [] } };
      this.system.set(key, row);
    }
    return row;
  }

  private systemEntry(row: SystemRow, entry: Entry): void {
    row.change.entries.push(entry);
    this.systemEntries.push({ row, entry });
  }

  private add(movement: Movement): void {
    switch (movement.kind) {
      case 'freeze': {
        const amount = new Big(movement.amount);
        const row = this.userRow(movement.userId, movement.asset);
        row.change.available = row.change.available.minus(amount);
        row.change.frozen = row.change.frozen.plus(amount);
        this.userEntry(row, {
          amount: zero(),
          frozenAmount: amount,
          kind: 'order-freeze',
          reference: movement.orderId,
        });
        return;
      }
      case 'system': {
        const row = this.systemRow(movement.account, movement.asset);
        const amount = new Big(movement.amount);
        row.change.available = row.change.available.plus(amount);
        this.systemEntry(row, {
          amount,
          frozenAmount: zero(),
          kind: movement.account === 'fees' ? 'trade-fee' : 'trade',
          reference: movement.reference,
        });
        return;
      }
      case 'done': {
        const release = new Big(movement.release);
        if (release.lte(0)) return;
        const row = this.userRow(movement.userId, movement.releaseAsset);
        row.change.available = row.change.available.plus(release);
        row.change.frozen = row.change.frozen.minus(release);
        this.userEntry(row, {
          amount: zero(),
          frozenAmount: release.neg(),
          kind: 'order-release',
          reference: movement.orderId,
        });
        return;
      }
      case 'fill': {
        const spent = new Big(movement.spent);
        const received = new Big(movement.received);
        const fee = new Big(movement.fee);
        const reference = movement.orderId;
        const spentRow = this.userRow(movement.userId, movement.spentAsset);
        spentRow.change.frozen = spentRow.change.frozen.minus(spent);
        this.userEntry(spentRow, { amount: spent.neg(), frozenAmount: spent.neg(), kind: 'trade', reference });
        const receivedRow = this.userRow(movement.userId, movement.receivedAsset);
        receivedRow.change.available = receivedRow.change.available.plus(received).minus(fee);
        this.userEntry(receivedRow, { amount: received, frozenAmount: zero(), kind: 'trade', reference });
        if (fee.gt(0)) {
          this.userEntry(receivedRow, { amount: fee.neg(), frozenAmount: zero(), kind: 'trade-fee', reference });
        }
        this.fills.push(movement);
        return;
      }
    }
  }

  /**
   * Writes the batch inside `tx`: one statement per table (two where rows are inserted as well as
   * updated), each carrying its rows as column arrays. A balance decrement that finds no row, or
   * goes below zero, fails the transaction: that is a bug, never input.
   */
  async write(tx: Db): Promise<void> {
    await this.writeOrders(tx);
    await this.writeFills(tx);
    await this.writeUserBalances(tx);
    await this.writeSystemBalances(tx);
  }

  private async writeOrders(tx: Db): Promise<void> {
    const added = this.orders.filter((order) => !order.persisted);
    const changed = this.orders.filter((order) => order.persisted);
    const column = (
      rows: OrderRow[],
      pick: (row: OrderRow) => string | null,
      type: Parameters<typeof quotedColumn>[1],
    ) => quotedColumn(rows.map(pick), type);
    if (added.length > 0) {
      await tx.execute(sql`
        insert into spot_orders (id, user_id, client_order_id, symbol, side, type, price, quantity,
          filled_quantity, filled_quote, frozen, status, cancel_reason, created_at, updated_at)
        select id, user_id, client_order_id, symbol, side, type, price, quantity,
          filled_quantity, filled_quote, frozen, status, cancel_reason, created_at, updated_at
        from unnest(${column(added, (row) => row.id, 'uuid')}, ${column(added, (row) => row.userId, 'uuid')},
          ${column(added, (row) => row.clientOrderId, 'text')}, ${column(added, (row) => row.symbol, 'text')},
          ${column(added, (row) => row.side, 'text')}, ${column(added, (row) => row.type, 'text')},
          ${column(added, (row) => row.price, 'numeric')}, ${column(added, (row) => row.quantity, 'numeric')},
          ${column(added, (row) => row.filledQuantity, 'numeric')}, ${column(added, (row) => row.filledQuote, 'numeric')},
          ${column(added, (row) => row.frozen, 'numeric')}, ${column(added, (row) => row.status, 'text')},
          ${column(added, (row) => row.cancelReason, 'text')}, ${column(added, (row) => row.createdAt, 'timestamptz')},
          ${column(added, (row) => row.updatedAt, 'timestamptz')})
          with ordinality as v(id, user_id, client_order_id, symbol, side, type, price, quantity,
            filled_quantity, filled_quote, frozen, status, cancel_reason, created_at, updated_at, arrival)
        order by arrival`);
    }
    if (changed.length > 0) {
      const result = await tx.execute(sql`
        update spot_orders o set filled_quantity = v.filled_quantity, filled_quote = v.filled_quote,
          frozen = v.frozen, status = v.status, cancel_reason = v.cancel_reason, updated_at = v.updated_at
        from unnest(${column(changed, (row) => row.id, 'uuid')}, ${column(changed, (row) => row.filledQuantity, 'numeric')},
          ${column(changed, (row) => row.filledQuote, 'numeric')}, ${column(changed, (row) => row.frozen, 'numeric')},
          ${column(changed, (row) => row.status, 'text')}, ${column(changed, (row) => row.cancelReason, 'text')},
          ${column(changed, (row) => row.updatedAt, 'timestamptz')})
          as v(id, filled_quantity, filled_quote, frozen, status, cancel_reason, updated_at)
        where o.id = v.id
        returning o.id`);
      if (rowsOf(result).length !== changed.length) throw new Error('an order to update is missing');
    }
  }

  private async writeFills(tx: Db): Promise<void> {
    const fills = this.fills;
    if (fills.length === 0) return;
    const column = (pick: (fill: FillMovement) => string, type: Parameters<typeof quotedColumn>[1]) =>
      quotedColumn(fills.map(pick), type);
    const result = await tx.execute(sql`
      insert into spot_fills (order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset, created_at)
      select order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset, created_at
      from unnest(${column((fill) => fill.orderId, 'uuid')}, ${column((fill) => fill.userId, 'uuid')},
        ${column((fill) => fill.symbol, 'text')}, ${column((fill) => fill.side, 'text')},
        ${column((fill) => fill.role, 'text')}, ${column((fill) => fill.price, 'numeric')},
        ${column((fill) => fill.quantity, 'numeric')}, ${column((fill) => fill.quote, 'numeric')},
        ${column((fill) => fill.fee, 'numeric')}, ${column((fill) => fill.receivedAsset, 'text')},
        ${column((fill) => fill.at.toISOString(), 'timestamptz')})
        with ordinality as v(order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset, created_at, arrival)
      order by arrival
      returning id`);
    // Identity values are drawn row by row in insertion order: sorted, they line up with `fills`.
    const ids = rowsOf<{ id: number | string }>(result)
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);
    if (ids.length !== fills.length) throw new Error('fill insert returned the wrong number of ids');
    for (const [index, fill] of fills.entries()) this.fillIds.set(fill, ids[index] as number);
  }

  private async writeUserBalances(tx: Db): Promise<void> {
    const rows = [...this.users.values()];
    if (rows.length === 0) return;
    const columns = (list: UserRow[]) => sql`
      ${quotedColumn(
        list.map((row) => row.userId),
        'uuid',
      )}, ${quotedColumn(
        list.map((row) => row.asset),
        'text',
      )},
      ${quotedColumn(
        list.map((row) => row.change.available.toFixed()),
        'numeric',
      )}, ${quotedColumn(
        list.map((row) => row.change.frozen.toFixed()),
        'numeric',
      )}`;
    const existing = rows.filter((row) => row.persisted);
    const added = rows.filter((row) => !row.persisted);
    const totals: Total[] = [];
    const record = (result: unknown) => {
      for (const row of rowsOf<{ user_id: string; asset: string; available: string; frozen: string }>(result)) {
        totals.push({ key: `${row.user_id}|${row.asset}`, total: new Big(row.available).plus(row.frozen) });
      }
    };
    if (existing.length > 0) {
      record(
        await tx.execute(sql`
          update balances b set available = b.available + v.available, frozen = b.frozen + v.frozen,
            version = b.version + 1, updated_at = now()
          from unnest(${columns(existing)}) as v(user_id, asset, available, frozen)
          where b.user_id = v.user_id and b.asset = v.asset
          returning b.user_id, b.asset, b.available, b.frozen`),
      );
    }
    if (added.length > 0) {
      // Only ever credits (a new row starts at zero), so the proposed row passes the checks and a
      // row a deposit created meanwhile is merged into.
      record(
        await tx.execute(sql`
          insert into balances (user_id, asset, available, frozen, version)
          select user_id, asset, available, frozen, 1
          from unnest(${columns(added)}) as v(user_id, asset, available, frozen)
          on conflict (user_id, asset) do update set available = balances.available + excluded.available,
            frozen = balances.frozen + excluded.frozen, version = balances.version + 1, updated_at = now()
          returning user_id, asset, available, frozen`),
      );
    }
    const afterOf = entriesAfter(rows, totals, (row) => `${row.userId}|${row.asset}`);
    const ledger = this.userEntries;
    const column = (pick: (item: { row: UserRow; entry: Entry }) => string, type: ColumnType) =>
      quotedColumn(ledger.map(pick), type);
    await tx.execute(sql`
      insert into ledger_entries (user_id, asset, amount, frozen_amount, balance_after, kind, reference)
      select user_id, asset, amount, frozen_amount, balance_after, kind, reference
      from unnest(${column(({ row }) => row.userId, 'uuid')}, ${column(({ row }) => row.asset, 'text')},
        ${column(({ entry }) => entry.amount.toFixed(), 'numeric')},
        ${column(({ entry }) => entry.frozenAmount.toFixed(), 'numeric')},
        ${column(({ entry }) => afterOf.get(entry) as string, 'numeric')}, ${column(({ entry }) => entry.kind, 'text')},
        ${column(({ entry }) => entry.reference, 'text')})
        with ordinality as v(user_id, asset, amount, frozen_amount, balance_after, kind, reference, arrival)
      order by arrival`);
  }

  private async writeSystemBalances(tx: Db): Promise<void> {
    const rows = [...this.system.values()];
    if (rows.length === 0) return;
    const columns = (list: SystemRow[]): SQL => sql`
      ${quotedColumn(
        list.map((row) => row.account),
        'text',
      )}, ${quotedColumn(
        list.map((row) => row.asset),
        'text',
      )}, ${quotedColumn(
        list.map((row) => row.change.available.toFixed()),
        'numeric',
      )}`;
    const totals: Total[] = [];
    const record = (result: unknown) => {
      for (const row of rowsOf<{ account: string; asset: string; amount: string }>(result)) {
        totals.push({ key: `${row.account}|${row.asset}`, total: new Big(row.amount) });
      }
    };
    // A net decrement must be a plain update: PostgreSQL checks an upsert's proposed row first.
    const down = rows.filter((row) => row.change.available.lt(0));
    const up = rows.filter((row) => row.change.available.gte(0));
    if (down.length > 0) {
      record(
        await tx.execute(sql`
          update system_balances s set amount = s.amount + v.amount, updated_at = now()
          from unnest(${columns(down)}) as v(account, asset, amount)
          where s.account = v.account and s.asset = v.asset
          returning s.account, s.asset, s.amount`),
      );
    }
    if (up.length > 0) {
      record(
        await tx.execute(sql`
          insert into system_balances (account, asset, amount)
          select account, asset, amount from unnest(${columns(up)}) as v(account, asset, amount)
          on conflict (account, asset) do update set amount = system_balances.amount + excluded.amount, updated_at = now()
          returning account, asset, amount`),
      );
    }
    const afterOf = entriesAfter(rows, totals, (row) => `${row.account}|${row.asset}`);
    const ledger = this.systemEntries;
    const column = (pick: (item: { row: SystemRow; entry: Entry }) => string, type: ColumnType) =>
      quotedColumn(ledger.map(pick), type);
    await tx.execute(sql`
      insert into system_ledger_entries (account, asset, amount, balance_after, kind, reference)
      select account, asset, amount, balance_after, kind, reference
      from unnest(${column(({ row }) => row.account, 'text')}, ${column(({ row }) => row.asset, 'text')},
        ${column(({ entry }) => entry.amount.toFixed(), 'numeric')},
        ${column(({ entry }) => afterOf.get(entry) as string, 'numeric')},
        ${column(({ entry }) => entry.kind, 'text')}, ${column(({ entry }) => entry.reference, 'text')})
        with ordinality as v(account, asset, amount, balance_after, kind, reference, arrival)
      order by arrival`);
  }
}

type ColumnType = Parameters<typeof quotedColumn>[1];

/** A row's total (available + frozen) after the batch, as the database returned it. */
interface Total {
  key: string;
  total: Big;
}

/**
 * Each entry's balance after it, walked back per row from the row's total after the batch; a row
 * the database did not return is missing (a bug), and fails the batch.
 */
function entriesAfter<Row extends { change: RowChange }>(
  rows: readonly Row[],
  totals: readonly Total[],
  keyOf: (row: Row) => string,
): Map<Entry, string> {
  const totalOf = new Map(totals.map(({ key, total }) => [key, total]));
  const after = new Map<Entry, string>();
  for (const row of rows) {
    let running = totalOf.get(keyOf(row));
    if (running === undefined) throw new Error(`no balance row ${keyOf(row)} to change`);
    for (let index = row.change.entries.length - 1; index >= 0; index -= 1) {
      const entry = row.change.entries[index] as Entry;
      after.set(entry, running.toFixed());
      running = running.minus(entry.amount);
    }
  }
  return after;
}

/** Both drivers answer `execute` with an object carrying `rows`. */
function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
