import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import { columnArray } from '../market/sql-arrays.ts';
import { normalizeDecimal } from '../money.ts';

/** One ledger entry of a batch. */
export interface Entry {
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
export interface WalletRow {
  userId: string;
  asset: string;
}

export type WalletKind = 'spot' | 'futures';

export type SystemAccount = 'liquidity' | 'fees' | 'insurance' | 'earn';

/**
 * Where movements put their balance changes (movements.ts): the batch's rows (LedgerRows), or the
 * in-memory wallets, which take the changes and ignore the entries.
 */
export interface BalanceChanges {
  /** Adds signed deltas to a user's wallet row. */
  change(kind: WalletKind, userId: string, asset: string, available: Big, frozen: Big): void;
  /** Adds a ledger entry of a user's wallet row (the row's change is `change`'s). */
  entry(kind: WalletKind, userId: string, asset: string, entry: Entry): void;
  /** Changes a platform account by a signed amount, with its ledger entry. */
  systemChange(account: SystemAccount, asset: string, amount: Big, kind: string, reference: string): void;
}

/** A wallet row as the batch statement left it. */
export interface WrittenBalance {
  userId: string;
  balance: Balance;
}

interface UserRow extends WalletRow {
  change: RowChange;
  /** The row exists in the database: updated; otherwise inserted (or merged into a row a credit made). */
  persisted: boolean;
}

interface SystemRow {
  account: SystemAccount;
  asset: string;
  change: RowChange;
}

const zero = () => new Big(0);

const TABLES: Record<WalletKind, { table: string; ledger: string }> = {
  spot: { table: 'balances', ledger: 'ledger_entries' },
  futures: { table: 'futures_balances', ledger: 'futures_ledger_entries' },
};

/**
 * The wallet, system-account and ledger rows of one batch: desks add their movements' changes in
 * engine order (Desk.ledgerRows), and these become part of the batch's one statement. Each wallet
 * row carries its net change; each entry its place, so the ledger's ids follow the engine.
 */
export class LedgerRows implements BalanceChanges {
  private readonly wallets: Record<WalletKind, Map<string, UserRow>> = { spot: new Map(), futures: new Map() };
  private readonly system = new Map<string, SystemRow>();
  private readonly walletEntries: Record<WalletKind, { row: UserRow; entry: Entry }[]> = { spot: [], futures: [] };
  private readonly systemEntries: { row: SystemRow; entry: Entry }[] = [];
  /** Filled in by `take`: each wallet row this batch changed, as it stands after the statement. */
  readonly written: Record<WalletKind, WrittenBalance[]> = { spot: [], futures: [] };
  private readonly writtenByKey = new Map<string, Balance>();

  /** Adds signed deltas to a user's wallet row. */
  change(kind: WalletKind, userId: string, asset: string, available: Big, frozen: Big): void {
    const row = this.row(kind, userId, asset);
    row.change.available = row.change.available.plus(available);
    row.change.frozen = row.change.frozen.plus(frozen);
  }

  /** Adds a ledger entry of a user's wallet row (the row's change is `change`'s). */
  entry(kind: WalletKind, userId: string, asset: string, entry: Entry): void {
    const row = this.row(kind, userId, asset);
    row.change.entries.push(entry);
    this.walletEntries[kind].push({ row, entry });
  }

  /** Changes a platform account by a signed amount, with its ledger entry. */
  systemChange(account: SystemAccount, asset: string, amount: Big, kind: string, reference: string): void {
    const key = `${account}|${asset}`;
    let row = this.system.get(key);
    if (!row) {
      row = { account, asset, change: { available: zero(), frozen: zero(), entries: [] } };
      this.system.set(key, row);
    }
    row.change.available = row.change.available.plus(amount);
    const entry = { amount, frozenAmount: zero(), kind, reference };
    row.change.entries.push(entry);
    this.systemEntries.push({ row, entry });
  }

  /** Whether each wallet row exists in the database, as memory knows it. */
  markPersisted(persisted: Record<WalletKind, (row: WalletRow) => boolean>): void {
    for (const kind of ['spot', 'futures'] as const) {
      for (const row of this.wallets[kind].values()) row.persisted = persisted[kind](row);
    }
  }

  get empty(): boolean {
    return this.wallets.spot.size === 0 && this.wallets.futures.size === 0 && this.system.size === 0;
  }

  /** The wallet rows of one kind this batch changes. */
  rows(kind: WalletKind): WalletRow[] {
    return [...this.wallets[kind].values()].map(({ userId, asset }) => ({ userId, asset }));
  }

  /** A wallet row as this batch left it (after the write), with the version the statement gave it. */
  balanceOf(kind: WalletKind, userId: string, asset: string): Balance | undefined {
    return this.writtenByKey.get(`${kind}|${userId}|${asset}`);
  }

  /** The CTEs that write the wallets, the system accounts and their ledgers. */
  ctes(): SQL {
    const system = [...this.system.values()];
    // A net decrement must be a plain update: PostgreSQL checks an upsert's proposed row first.
    const systemDown = system.filter((row) => row.change.available.lt(0));
    const systemUp = system.filter((row) => row.change.available.gte(0));
    const systemColumns = (rows: SystemRow[]) => sql`${column(rows, (row) => row.account, 'text')},
      ${column(rows, (row) => row.asset, 'text')}, ${column(rows, (row) => row.change.available.toFixed(), 'numeric')}`;
    const systemLedger = this.systemEntries;
    return sql`${this.walletWrites('spot')},
      ${this.walletWrites('futures')},
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
      )`;
  }

  /** The statement's checks: a row that should exist and does not fails the batch. */
  checks(): SQL {
    return sql`vela_assert((select count(*) from spot_totals) = ${this.wallets.spot.size}, 'balance rows') and
        vela_assert((select count(*) from spot_ledger) = ${this.walletEntries.spot.length}, 'ledger entries') and
        vela_assert((select count(*) from futures_totals) = ${this.wallets.futures.size}, 'futures wallet rows') and
        vela_assert((select count(*) from futures_ledger) = ${this.walletEntries.futures.length}, 'futures ledger entries') and
        vela_assert((select count(*) from system_totals) = ${this.system.size}, 'system balance rows') and
        vela_assert((select count(*) from system_ledger) = ${this.systemEntries.length}, 'system ledger entries')`;
  }

  /** The wallet rows as written, one JSON text column per kind. */
  results(): SQL {
    return sql`${walletRowsColumn('spot')} as spot_rows, ${walletRowsColumn('futures')} as futures_rows`;
  }

  /** Takes the written rows from the statement's answer. */
  take(row: { spot_rows?: string | null; futures_rows?: string | null } | undefined): void {
    this.written.spot = writtenBalances(row?.spot_rows ?? null);
    this.written.futures = writtenBalances(row?.futures_rows ?? null);
    for (const kind of ['spot', 'futures'] as const) {
      for (const { userId, balance } of this.written[kind]) {
        this.writtenByKey.set(`${kind}|${userId}|${balance.asset}`, balance);
      }
    }
  }

  private row(kind: WalletKind, userId: string, asset: string): UserRow {
    const rows = this.wallets[kind];
    const key = `${userId}|${asset}`;
    let row = rows.get(key);
    if (!row) {
      row = { userId, asset, change: { available: zero(), frozen: zero(), entries: [] }, persisted: true };
      rows.set(key, row);
    }
    return row;
  }

  /**
   * The CTEs that write one wallet table and its ledger (`<name>_totals`, `<name>_ledger` are what
   * the final checks count; `<name>_totals` also holds each row as written, version included, for
   * the statement's answer): rows the database has are updated by their net change (version + 1 for
   * the whole batch), new rows are inserted (they only ever receive: a new row starts at zero, so
   * the proposed row passes the checks, and a row a deposit created meanwhile is merged into), and
   * each ledger entry's balance after is the row's returned total minus the entries that follow it
   * in the batch.
   */
  private walletWrites(name: WalletKind) {
    const rows = [...this.wallets[name].values()];
    const entries = this.walletEntries[name];
    const target = sql.raw(TABLES[name].table);
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
        insert into ${sql.raw(TABLES[name].ledger)} (user_id, asset, amount, frozen_amount, balance_after, kind, reference)
        select e.user_id, e.asset, e.amount, e.frozen_amount,
          t.total - coalesce(sum(e.amount) over (partition by e.user_id, e.asset order by e.arrival
            rows between 1 following and unbounded following), 0),
          e.kind, e.reference
        from ${cte('entries')} e join ${cte('totals')} t on t.user_id = e.user_id and t.asset = e.asset
        order by e.arrival
        returning 1
      )`;
  }
}

type ColumnType = Parameters<typeof columnArray>[1];

/** One column of `rows` as a typed SQL array, for `unnest`. */
export const column = <T>(rows: readonly T[], pick: (row: T) => string | null, type: ColumnType) =>
  columnArray(rows.map(pick), type);

const walletRowColumns = (rows: readonly UserRow[]) => sql`${column(rows, (row) => row.userId, 'uuid')},
  ${column(rows, (row) => row.asset, 'text')}, ${column(rows, (row) => row.change.available.toFixed(), 'numeric')},
  ${column(rows, (row) => row.change.frozen.toFixed(), 'numeric')}`;

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
