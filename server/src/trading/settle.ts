import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FuturesStateWrite } from '../futures/futures-settle.ts';
import { columnArray, pairIds } from '../market/sql-arrays.ts';
import { normalizeDecimal } from '../money.ts';
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

/** A wallet row's key. */
interface WalletRow {
  userId: string;
  asset: string;
}

export type WalletKind = 'spot' | 'futures';

/** A wallet row as the batch statement left it. */
export interface WrittenBalance {
  userId: string;
  balance: Balance;
}

interface UserRow {
  userId: string;
  asset: string;
  change: RowChange;
  /** The row exists in the database: updated; otherwise inserted (or merged into a row a credit made). */
  persisted: boolean;
}

interface SystemRow {
  account: 'liquidity' | 'fees' | 'insurance' | 'earn';
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
  version: string;
  createdAt: string;
  updatedAt: string;
  persisted: boolean;
  /** Written with a new arrival number (`seq`): an amend sent it to the back of its queue. */
  requeued: boolean;
  /** Its place in its book's time priority, as the engine gave it (`book_seq`). */
  bookSeq: string;
  /** Stops, OCO legs, limit options (docs/spot-order-types.md). */
  stopPrice: string | null;
  triggerDirection: string | null;
  trailingAmount: string | null;
  trailingPercent: string | null;
  trailingBest: string | null;
  triggeredAt: string | null;
  ocoGroup: string | null;
  timeInForce: string | null;
  postOnly: boolean;
}

const zero = () => new Big(0);

/**
 * Everything one batch writes, taken at the moment the batch is formed: the statements are built
 * from this snapshot while the engine goes on changing the live objects.
 */
export class BatchWrite {
  private readonly users = new Map<string, UserRow>();
  /** Futures wallet rows, like `users` for the spot wallet. */
  private readonly futures = new Map<string, UserRow>();
  private readonly system = new Map<string, SystemRow>();
  private readonly orders: OrderRow[];
  /** Ledger entries in the order their movements happened, so the ledger's ids follow the engine. */
  private readonly userEntries: { row: UserRow; entry: Entry }[] = [];
  private readonly futuresEntries: { row: UserRow; entry: Entry }[] = [];
  private readonly systemEntries: { row: SystemRow; entry: Entry }[] = [];
  /** In the order their rows are inserted: the ids the database gives come back in this order. */
  readonly fills: FillMovement[] = [];
  /** Filled in by `write`: the database id of each of `fills`. */
  readonly fillIds = new Map<FillMovement, number>();
  /** Filled in by `write`: each wallet row this batch changed, as it stands after the statement. */
  readonly written: Record<WalletKind, WrittenBalance[]> = { spot: [], futures: [] };
  private readonly writtenByKey = new Map<string, Balance>();

  constructor(
    movements: readonly Movement[],
    orders: readonly TrackedOrder[],
    persisted: { spot: (row: WalletRow) => boolean; futures: (row: WalletRow) => boolean },
    /** What the futures clearing changed besides wallets: written in the same statement. */
    readonly futuresState?: FuturesStateWrite,
  ) {
    for (const movement of movements) this.add(movement);
    for (const row of this.users.values()) row.persisted = persisted.spot(row);
    for (const row of this.futures.values()) row.persisted = persisted.futures(row);
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
      version: String(order.version),
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      persisted: order.persisted,
      requeued: order.requeued === true,
      bookSeq: bookSeqOf(order),
      stopPrice: order.stop?.stopPrice ?? null,
      triggerDirection: order.stop?.direction ?? null,
      trailingAmount: order.stop?.trailingAmount ?? null,
      trailingPercent: order.stop?.trailingPercent ?? null,
      trailingBest: order.stop?.trailingBest ?? null,
      triggeredAt: order.stop?.triggeredAt?.toISOString() ?? null,
      ocoGroup: order.ocoGroup,
      timeInForce: order.timeInForce,
      postOnly: order.postOnly,
    }));
  }

  /** Whether this batch inserts the order (it was placed in this batch). */
  addsOrder(orderId: string): boolean {
    return this.orders.some((order) => order.id === orderId && !order.persisted);
  }

  get empty(): boolean {
    return (
      this.users.size === 0 &&
      this.futures.size === 0 &&
      this.system.size === 0 &&
      this.orders.length === 0 &&
      (this.futuresState?.empty ?? true)
    );
  }

  /** The spot balance rows this batch changes. */
  userRows(): WalletRow[] {
    return [...this.users.values()].map(({ userId, asset }) => ({ userId, asset }));
  }

  /** The futures wallet rows this batch changes. */
  futuresRows(): WalletRow[] {
    return [...this.futures.values()].map(({ userId, asset }) => ({ userId, asset }));
  }

  /** A wallet row as this batch left it (after `write`), with the version the statement gave it. */
  balanceOf(kind: WalletKind, userId: string, asset: string): Balance | undefined {
    return this.writtenByKey.get(`${kind}|${userId}|${asset}`);
  }

  private userRow(userId: string, asset: string, rows = this.users): UserRow {
    const key = `${userId}|${asset}`;
    let row = rows.get(key);
    if (!row) {
      row = { userId, asset, change: { available: zero(), frozen: zero(), entries: [] }, persisted: true };
      rows.set(key, row);
    }
    return row;
  }

  private futuresEntry(row: UserRow, entry: Entry): void {
    row.change.entries.push(entry);
    this.futuresEntries.push({ row, entry });
  }

  private userEntry(row: UserRow, entry: Entry): void {
    row.change.entries.push(entry);
    this.userEntries.push({ row, entry });
  }

  private systemRow(account: SystemRow['account'], asset: string): SystemRow {
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
          kind: amount.lt(0) ? 'order-release' : 'order-freeze',
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
          kind: movement.entryKind ?? (movement.account === 'fees' ? 'trade-fee' : 'trade'),
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
      case 'transfer': {
        const amount = new Big(movement.amount);
        const toFutures = movement.direction === 'to-futures';
        const spot = this.userRow(movement.userId, movement.asset);
        const futures = this.userRow(movement.userId, movement.asset, this.futures);
        const reference = movement.transferId;
        spot.change.available = spot.change.available.plus(toFutures ? amount.neg() : amount);
        this.userEntry(spot, {
          amount: toFutures ? amount.neg() : amount,
          frozenAmount: zero(),
          kind: toFutures ? 'transfer-to-futures' : 'transfer-from-futures',
          reference,
        });
        futures.change.available = futures.change.available.plus(toFutures ? amount : amount.neg());
        this.futuresEntry(futures, {
          amount: toFutures ? amount : amount.neg(),
          frozenAmount: zero(),
          kind: toFutures ? 'transfer-from-spot' : 'transfer-to-spot',
          reference,
        });
        return;
      }
      case 'futures-wallet': {
        const available = new Big(movement.available);
        const frozen = new Big(movement.frozen);
        const row = this.userRow(movement.userId, movement.asset, this.futures);
        row.change.available = row.change.available.plus(available);
        row.change.frozen = row.change.frozen.plus(frozen);
        this.futuresEntry(row, {
          amount: available.plus(frozen),
          frozenAmount: frozen,
          kind: movement.entryKind,
          reference: movement.reference,
        });
        return;
      }
      case 'earn': {
        const amount = new Big(movement.amount);
        const spot = this.userRow(movement.userId, movement.asset);
        spot.change.available = spot.change.available.minus(amount);
        const earn = this.systemRow('earn', movement.asset);
        earn.change.available = earn.change.available.plus(amount);
        const entry = { frozenAmount: zero(), kind: movement.entryKind, reference: movement.reference };
        this.userEntry(spot, { ...entry, amount: amount.neg() });
        this.systemEntry(earn, { ...entry, amount });
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
   * Writes the whole batch as ONE statement (data-modifying CTEs, each table's rows carried as
   * column arrays), so the batch commits once and costs one round trip whatever its size. Ledger
   * entries get their balance after from the row totals the balance writes return, walked back in
   * movement order. A row that should exist and does not, or a balance going below zero, fails the
   * statement and so the whole batch: that is a bug, never input.
   */
  async write(db: Db): Promise<void> {
    const orders = this.orders;
    const added = orders.filter((order) => !order.persisted);
    const changed = orders.filter((order) => order.persisted);
    const users = [...this.users.values()];
    const wallets = [...this.futures.values()];
    const walletLedger = this.futuresEntries;
    const system = [...this.system.values()];
    // A net decrement must be a plain update: PostgreSQL checks an upsert's proposed row first.
    const systemDown = system.filter((row) => row.change.available.lt(0));
    const systemUp = system.filter((row) => row.change.available.gte(0));
    const fills = this.fills;
    const systemColumns = (rows: SystemRow[]) => sql`${column(rows, (row) => row.account, 'text')},
      ${column(rows, (row) => row.asset, 'text')}, ${column(rows, (row) => row.change.available.toFixed(), 'numeric')}`;
    const userLedger = this.userEntries;
    const systemLedger = this.systemEntries;
    const futuresState = this.futuresState;

    const result = await db.execute(sql`
      with new_orders as (
        insert into spot_orders (id, user_id, client_order_id, symbol, side, type, price, quantity,
          filled_quantity, filled_quote, frozen, status, cancel_reason, version, created_at, updated_at,
          stop_price, trigger_direction, trailing_amount, trailing_percent, trailing_best, triggered_at, oco_group,
          time_in_force, post_only, book_seq)
        select id, user_id, client_order_id, symbol, side, type, price, quantity,
          filled_quantity, filled_quote, frozen, status, cancel_reason, version::integer, created_at, updated_at,
          stop_price, trigger_direction, trailing_amount, trailing_percent, trailing_best, triggered_at, oco_group,
          time_in_force, post_only::boolean, book_seq
        from unnest(${column(added, (row) => row.id, 'uuid')}, ${column(added, (row) => row.userId, 'uuid')},
          ${column(added, (row) => row.clientOrderId, 'text')}, ${column(added, (row) => row.symbol, 'text')},
          ${column(added, (row) => row.side, 'text')}, ${column(added, (row) => row.type, 'text')},
          ${column(added, (row) => row.price, 'numeric')}, ${column(added, (row) => row.quantity, 'numeric')},
          ${column(added, (row) => row.filledQuantity, 'numeric')}, ${column(added, (row) => row.filledQuote, 'numeric')},
          ${column(added, (row) => row.frozen, 'numeric')}, ${column(added, (row) => row.status, 'text')},
          ${column(added, (row) => row.cancelReason, 'text')}, ${column(added, (row) => row.version, 'bigint')},
          ${column(added, (row) => row.createdAt, 'timestamptz')}, ${column(added, (row) => row.updatedAt, 'timestamptz')},
          ${column(added, (row) => row.stopPrice, 'numeric')}, ${column(added, (row) => row.triggerDirection, 'text')},
          ${column(added, (row) => row.trailingAmount, 'numeric')}, ${column(added, (row) => row.trailingPercent, 'numeric')},
          ${column(added, (row) => row.trailingBest, 'numeric')}, ${column(added, (row) => row.triggeredAt, 'timestamptz')},
          ${column(added, (row) => row.ocoGroup, 'uuid')}, ${column(added, (row) => row.timeInForce, 'text')},
          ${column(added, (row) => String(row.postOnly), 'text')}, ${column(added, (row) => row.bookSeq, 'bigint')})
          with ordinality as v(id, user_id, client_order_id, symbol, side, type, price, quantity,
            filled_quantity, filled_quote, frozen, status, cancel_reason, version, created_at, updated_at,
            stop_price, trigger_direction, trailing_amount, trailing_percent, trailing_best, triggered_at, oco_group,
            time_in_force, post_only, book_seq, arrival)
        order by arrival
        returning 1
      ),
      changed_orders as (${changedOrders(
        changed.filter((row) => !row.requeued),
        sql``,
      )}),
      requeued_orders as (${changedOrders(
        changed.filter((row) => row.requeued),
        sql`seq = default,`,
      )}),
      new_fills as (
        insert into spot_fills (order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset, created_at)
        select order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset, created_at
        from unnest(${column(fills, (fill) => fill.orderId, 'uuid')}, ${column(fills, (fill) => fill.userId, 'uuid')},
          ${column(fills, (fill) => fill.symbol, 'text')}, ${column(fills, (fill) => fill.side, 'text')},
          ${column(fills, (fill) => fill.role, 'text')}, ${column(fills, (fill) => fill.price, 'numeric')},
          ${column(fills, (fill) => fill.quantity, 'numeric')}, ${column(fills, (fill) => fill.quote, 'numeric')},
          ${column(fills, (fill) => fill.fee, 'numeric')}, ${column(fills, (fill) => fill.receivedAsset, 'text')},
          ${column(fills, (fill) => fill.at.toISOString(), 'timestamptz')})
          with ordinality as v(order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset,
            created_at, arrival)
        order by arrival
        returning id
      ),
      ${walletWrites('spot', 'balances', 'ledger_entries', users, userLedger)},
      ${walletWrites('futures', 'futures_balances', 'futures_ledger_entries', wallets, walletLedger)},
      system_down as (
        update system_balances s set amount = s.amount + v.amount, updated_at = now()
        from unnest(${systemColumns(systemDown)}) as v(account, asset, amount)
        where s.account = v.account and s.asset = v.asset
        returning s.account, s.asset, s.amount as total
      ),
      system_up as (
        insert into system_balances (account, asset, amount)
        select account, asset, amount from unnest(${systemColumns(systemUp)}) as v(account, asset, amount)
        on conflict (account, asset) do update set amount = system_balances.amount + excluded.amount, updated_at = now()
        returning account, asset, amount as total
      ),
      system_totals as (
        select account, asset, total from system_down
        union all
        select account, asset, total from system_up
      ),
      system_entries as (
        select * from unnest(${column(systemLedger, ({ row }) => row.account, 'text')},
          ${column(systemLedger, ({ row }) => row.asset, 'text')},
          ${column(systemLedger, ({ entry }) => entry.amount.toFixed(), 'numeric')},
          ${column(systemLedger, ({ entry }) => entry.kind, 'text')},
          ${column(systemLedger, ({ entry }) => entry.reference, 'text')})
          with ordinality as e(account, asset, amount, kind, reference, arrival)
      ),
      system_ledger as (
        insert into system_ledger_entries (account, asset, amount, balance_after, kind, reference)
        select e.account, e.asset, e.amount,
          t.total - coalesce(sum(e.amount) over (partition by e.account, e.asset order by e.arrival
            rows between 1 following and unbounded following), 0),
          e.kind, e.reference
        from system_entries e join system_totals t on t.account = e.account and t.asset = e.asset
        order by e.arrival
        returning 1
      )${futuresState ? sql`, ${futuresState.ctes()}` : sql``}
      select
        vela_assert((select count(*) from new_orders) = ${added.length}, 'orders to insert') and
        vela_assert((select count(*) from changed_orders) + (select count(*) from requeued_orders) = ${changed.length},
          'orders to update') and
        vela_assert((select count(*) from spot_totals) = ${users.length}, 'balance rows') and
        vela_assert((select count(*) from spot_ledger) = ${userLedger.length}, 'ledger entries') and
        vela_assert((select count(*) from futures_totals) = ${wallets.length}, 'futures wallet rows') and
        vela_assert((select count(*) from futures_ledger) = ${walletLedger.length}, 'futures ledger entries') and
        vela_assert((select count(*) from system_totals) = ${system.length}, 'system balance rows') and
        vela_assert((select count(*) from system_ledger) = ${systemLedger.length}, 'system ledger entries')
        ${futuresState ? sql`and ${futuresState.checks()}` : sql``}
          as written,
        (select array_agg(id order by id) from new_fills)::text as fill_ids,
        ${futuresState ? futuresState.fillIdsColumn() : sql`null`} as futures_fill_ids,
        ${walletRowsColumn('spot')} as spot_rows,
        ${walletRowsColumn('futures')} as futures_rows`);
    const [row] = rowsOf<{
      written: boolean;
      fill_ids: string | null;
      futures_fill_ids: string | null;
      spot_rows: string | null;
      futures_rows: string | null;
    }>(result);
    futuresState?.takeFillIds(row?.futures_fill_ids ?? null);
    pairIds(row?.fill_ids ?? null, fills, this.fillIds, 'fill');
    this.written.spot = writtenBalances(row?.spot_rows ?? null);
    this.written.futures = writtenBalances(row?.futures_rows ?? null);
    for (const kind of ['spot', 'futures'] as const) {
      for (const { userId, balance } of this.written[kind]) {
        this.writtenByKey.set(`${kind}|${userId}|${balance.asset}`, balance);
      }
    }
  }
}

type ColumnType = Parameters<typeof columnArray>[1];

const column = <T>(rows: readonly T[], pick: (row: T) => string | null, type: ColumnType) =>
  columnArray(rows.map(pick), type);

const walletRowColumns = (rows: readonly UserRow[]) => sql`${column(rows, (row) => row.userId, 'uuid')},
  ${column(rows, (row) => row.asset, 'text')}, ${column(rows, (row) => row.change.available.toFixed(), 'numeric')},
  ${column(rows, (row) => row.change.frozen.toFixed(), 'numeric')}`;

/**
 * The CTEs that write one wallet table and its ledger (`<name>_totals`, `<name>_ledger` are what
 * the final checks count; `<name>_totals` also holds each row as written, version included, for
 * the statement's answer): rows the database has are updated by their net change (version + 1 for
 * the whole batch), new rows are inserted (they only ever receive: a new row starts at zero, so
 * the proposed row passes the checks, and a row a deposit created meanwhile is merged into), and
 * each ledger entry's balance after is the row's returned total minus the entries that follow it
 * in the batch.
 */
function walletWrites(
  name: WalletKind,
  table: 'balances' | 'futures_balances',
  ledgerTable: 'ledger_entries' | 'futures_ledger_entries',
  rows: readonly UserRow[],
  entries: readonly { row: UserRow; entry: Entry }[],
) {
  const target = sql.raw(table);
  const cte = (suffix: string) => sql.raw(`${name}_${suffix}`);
  const existing = rows.filter((row) => row.persisted);
  const added = rows.filter((row) => !row.persisted);
  return sql`${cte('updated')} as (
        update ${target} b set available = b.available + v.available, frozen = b.frozen + v.frozen,
          version = b.version + 1, updated_at = now()
        from unnest(${walletRowColumns(existing)}) as v(user_id, asset, available, frozen)
        where b.user_id = v.user_id and b.asset = v.asset
        returning b.user_id, b.asset, b.available, b.frozen, b.version, b.available + b.frozen as total
      ),
      ${cte('inserted')} as (
        insert into ${target} as b (user_id, asset, available, frozen, version)
        select user_id, asset, available, frozen, 1
        from unnest(${walletRowColumns(added)}) as v(user_id, asset, available, frozen)
        on conflict (user_id, asset) do update set available = b.available + excluded.available,
          frozen = b.frozen + excluded.frozen, version = b.version + 1, updated_at = now()
        returning user_id, asset, available, frozen, version, available + frozen as total
      ),
      ${cte('totals')} as (
        select user_id, asset, available, frozen, version, total from ${cte('updated')}
        union all
        select user_id, asset, available, frozen, version, total from ${cte('inserted')}
      ),
      ${cte('entries')} as (
        select * from unnest(${column(entries, ({ row }) => row.userId, 'uuid')},
          ${column(entries, ({ row }) => row.asset, 'text')},
          ${column(entries, ({ entry }) => entry.amount.toFixed(), 'numeric')},
          ${column(entries, ({ entry }) => entry.frozenAmount.toFixed(), 'numeric')},
          ${column(entries, ({ entry }) => entry.kind, 'text')}, ${column(entries, ({ entry }) => entry.reference, 'text')})
          with ordinality as e(user_id, asset, amount, frozen_amount, kind, reference, arrival)
      ),
      ${cte('ledger')} as (
        insert into ${sql.raw(ledgerTable)} (user_id, asset, amount, frozen_amount, balance_after, kind, reference)
        select e.user_id, e.asset, e.amount, e.frozen_amount,
          t.total - coalesce(sum(e.amount) over (partition by e.user_id, e.asset order by e.arrival
            rows between 1 following and unbounded following), 0),
          e.kind, e.reference
        from ${cte('entries')} e join ${cte('totals')} t on t.user_id = e.user_id and t.asset = e.asset
        order by e.arrival
        returning 1
      )`;
}

/** The rows `walletWrites` wrote, as JSON text (amounts as text: a JSON number would lose digits). */
function walletRowsColumn(name: WalletKind) {
  return sql`(select json_agg(json_build_object('userId', user_id, 'asset', asset,
    'available', available::text, 'frozen', frozen::text, 'version', version))
    from ${sql.raw(`${name}_totals`)})::text`;
}

function writtenBalances(json: string | null): WrittenBalance[] {
  const rows = json
    ? (JSON.parse(json) as { userId: string; asset: string; available: string; frozen: string; version: number }[])
    : [];
  return rows.map(({ userId, asset, available, frozen, version }) => ({
    userId,
    balance: { asset, available: normalizeDecimal(available), frozen: normalizeDecimal(frozen), version },
  }));
}

/** Both drivers answer `execute` with an object carrying `rows`. */
function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The tracker gives every order it tracks or touches a place; a row without one is a bug, not a default. */
function bookSeqOf(order: TrackedOrder): string {
  if (order.bookSeq === undefined) throw new Error(`order ${order.id} has no place in its book (bookSeq)`);
  return String(order.bookSeq);
}

/**
 * Updates rows of orders placed in earlier batches: what fills, amends and cancels change. `extra`
 * is more of the SET list; a requeued order takes `seq = default`, a new arrival number, in a
 * statement of its own because one statement may change a row only once. `book_seq` is always
 * written as the engine has it, so several requeues of one batch keep the engine's order.
 */
function changedOrders(rows: OrderRow[], extra: SQL) {
  return sql`
        update spot_orders o set ${extra} price = v.price, quantity = v.quantity,
          filled_quantity = v.filled_quantity, filled_quote = v.filled_quote,
          frozen = v.frozen, status = v.status, cancel_reason = v.cancel_reason, version = v.version::integer,
          updated_at = v.updated_at, stop_price = v.stop_price, trailing_best = v.trailing_best,
          triggered_at = v.triggered_at, book_seq = v.book_seq
        from unnest(${column(rows, (row) => row.id, 'uuid')}, ${column(rows, (row) => row.price, 'numeric')},
          ${column(rows, (row) => row.quantity, 'numeric')}, ${column(rows, (row) => row.filledQuantity, 'numeric')},
          ${column(rows, (row) => row.filledQuote, 'numeric')}, ${column(rows, (row) => row.frozen, 'numeric')},
          ${column(rows, (row) => row.status, 'text')}, ${column(rows, (row) => row.cancelReason, 'text')},
          ${column(rows, (row) => row.version, 'bigint')}, ${column(rows, (row) => row.updatedAt, 'timestamptz')},
          ${column(rows, (row) => row.stopPrice, 'numeric')}, ${column(rows, (row) => row.trailingBest, 'numeric')},
          ${column(rows, (row) => row.triggeredAt, 'timestamptz')}, ${column(rows, (row) => row.bookSeq, 'bigint')})
          as v(id, price, quantity, filled_quantity, filled_quote, frozen, status, cancel_reason, version, updated_at,
            stop_price, trailing_best, triggered_at, book_seq)
        where o.id = v.id
        returning 1
      `;
}
