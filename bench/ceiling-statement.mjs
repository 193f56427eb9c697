// The batch statement Vela's batch writer sends (server/src/trading/batch-write.ts `BatchWrite.write`,
// with server/src/futures/futures-settle.ts's CTEs), rebuilt here as plain text and parameters for
// the write ceiling (bench/write-ceiling.mjs): the same CTEs in the same order, every column one
// PostgreSQL array literal parameter cast to its type, the same checks and answer columns. No
// Vela code runs to build it. The orders bench compares this text with the one Vela last sent
// (`sameShape`), so a change to the batch writer shows up as "differs" in the report.

/** A parameter list and `$n` placeholders for it. */
class Params {
  values = [];
  /** One parameter. */
  add(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** A whole column as one array literal, every element quoted (as `columnArray` does). */
  column(values, type) {
    const items = values.map((value) =>
      value === null ? 'NULL' : `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`,
    );
    return `${this.add(`{${items.join(',')}}`)}::${type}[]`;
  }
}

const FUTURES_ORDER_COLUMNS = [
  ['id', 'uuid'],
  ['user_id', 'uuid'],
  ['client_order_id', 'text'],
  ['symbol', 'text'],
  ['side', 'text'],
  ['type', 'text'],
  ['price', 'numeric'],
  ['trigger_price', 'numeric'],
  ['trigger_by', 'text'],
  ['trigger_direction', 'text'],
  ['quantity', 'numeric'],
  ['filled_quantity', 'numeric'],
  ['filled_notional', 'numeric'],
  ['fee', 'numeric'],
  ['realized_pnl', 'numeric'],
  ['frozen', 'numeric'],
  ['time_in_force', 'text'],
  ['post_only', 'text'],
  ['reduce_only', 'text'],
  ['close_position', 'text'],
  ['liquidation', 'text'],
  ['margin_mode', 'text'],
  ['leverage', 'bigint'],
  ['status', 'text'],
  ['cancel_reason', 'text'],
  ['version', 'bigint'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const FUTURES_POSITION_COLUMNS = [
  ['user_id', 'uuid'],
  ['symbol', 'text'],
  ['side', 'text'],
  ['size', 'numeric'],
  ['entry_price', 'numeric'],
  ['margin', 'numeric'],
  ['margin_mode', 'text'],
  ['leverage', 'bigint'],
  ['realized_pnl', 'numeric'],
  ['opened_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const FUTURES_SETTINGS_COLUMNS = [
  ['user_id', 'uuid'],
  ['symbol', 'text'],
  ['leverage', 'bigint'],
  ['margin_mode', 'text'],
  ['updated_at', 'timestamptz'],
];
const FUTURES_FILL_COLUMNS = [
  ['order_id', 'uuid'],
  ['user_id', 'uuid'],
  ['symbol', 'text'],
  ['side', 'text'],
  ['role', 'text'],
  ['price', 'numeric'],
  ['quantity', 'numeric'],
  ['fee', 'numeric'],
  ['realized_pnl', 'numeric'],
  ['liquidation', 'text'],
  ['created_at', 'timestamptz'],
];
const FUNDING_ROUND_COLUMNS = [
  ['symbol', 'text'],
  ['funding_time', 'timestamptz'],
  ['rate', 'numeric'],
  ['mark_price', 'numeric'],
];

const names = (list) => list.map(([name]) => name).join(', ');
const typed = (list) =>
  list
    .map(([name]) =>
      ['post_only', 'reduce_only', 'close_position', 'liquidation'].includes(name)
        ? `${name}::boolean`
        : name === 'leverage' || name === 'version'
          ? `${name}::integer`
          : name,
    )
    .join(', ');
const updates = (list, keys) =>
  list
    .filter(([name]) => !keys.includes(name))
    .map(([name]) => `${name} = excluded.${name}`)
    .join(', ');
/** Empty columns: the futures part of a spot batch writes no rows. */
const emptyColumns = (p, list) => list.map(([, type]) => p.column([], type)).join(', ');

function futuresCtes(p) {
  return `futures_orders_written as (
        insert into futures_orders (${names(FUTURES_ORDER_COLUMNS)})
        select ${typed(FUTURES_ORDER_COLUMNS)}
        from unnest(${emptyColumns(p, FUTURES_ORDER_COLUMNS)}) with ordinality as v(${names(FUTURES_ORDER_COLUMNS)}, arrival)
        order by arrival
        on conflict (id) do update set ${updates(FUTURES_ORDER_COLUMNS, ['id', 'user_id', 'client_order_id', 'symbol', 'side', 'type', 'created_at'])}
        returning 1
      ),
      futures_positions_written as (
        insert into futures_positions (${names(FUTURES_POSITION_COLUMNS)})
        select ${typed(FUTURES_POSITION_COLUMNS)} from unnest(${emptyColumns(p, FUTURES_POSITION_COLUMNS)}) as v(${names(FUTURES_POSITION_COLUMNS)})
        on conflict (user_id, symbol) do update set ${updates(FUTURES_POSITION_COLUMNS, ['user_id', 'symbol'])}
        returning 1
      ),
      futures_settings_written as (
        insert into futures_settings (${names(FUTURES_SETTINGS_COLUMNS)})
        select ${typed(FUTURES_SETTINGS_COLUMNS)} from unnest(${emptyColumns(p, FUTURES_SETTINGS_COLUMNS)}) as v(${names(FUTURES_SETTINGS_COLUMNS)})
        on conflict (user_id, symbol) do update set ${updates(FUTURES_SETTINGS_COLUMNS, ['user_id', 'symbol'])}
        returning 1
      ),
      futures_fills_written as (
        insert into futures_fills (${names(FUTURES_FILL_COLUMNS)})
        select ${typed(FUTURES_FILL_COLUMNS)}
        from unnest(${emptyColumns(p, FUTURES_FILL_COLUMNS)}) with ordinality as v(${names(FUTURES_FILL_COLUMNS)}, arrival)
        order by arrival
        returning id
      ),
      futures_rounds_written as (
        insert into futures_funding_rounds (${names(FUNDING_ROUND_COLUMNS)})
        select ${typed(FUNDING_ROUND_COLUMNS)} from unnest(${emptyColumns(p, FUNDING_ROUND_COLUMNS)}) as v(${names(FUNDING_ROUND_COLUMNS)})
        returning 1
      )`;
}

function futuresChecks(p) {
  return `vela_assert((select count(*) from futures_orders_written) = ${p.add(0)}, 'futures orders') and
        vela_assert((select count(*) from futures_positions_written) = ${p.add(0)}, 'futures positions') and
        vela_assert((select count(*) from futures_settings_written) = ${p.add(0)}, 'futures settings') and
        vela_assert((select count(*) from futures_fills_written) = ${p.add(0)}, 'futures fills') and
        vela_assert((select count(*) from futures_rounds_written) = ${p.add(0)}, 'funding rounds')`;
}

const WALLET_ROW_COLUMNS = [
  ['userId', 'uuid'],
  ['asset', 'text'],
  ['available', 'numeric'],
  ['frozen', 'numeric'],
];
const walletRowColumns = (p, rows) =>
  WALLET_ROW_COLUMNS.map(([key, type]) =>
    p.column(
      rows.map((row) => row[key]),
      type,
    ),
  ).join(', ');

/** One wallet table's CTEs, as settle.ts `walletWrites` writes them. */
function walletWrites(p, name, table, ledgerTable, rows, entries) {
  const existing = rows.filter((row) => row.persisted);
  const added = rows.filter((row) => !row.persisted);
  const col = (pick, type) =>
    p.column(
      entries.map((entry) => pick(entry)),
      type,
    );
  return `${name}_updated as (
        update ${table} b set available = b.available + v.available, frozen = b.frozen + v.frozen,
          version = b.version + 1, updated_at = now()
        from unnest(${walletRowColumns(p, existing)}) as v(user_id, asset, available, frozen)
        where b.user_id = v.user_id and b.asset = v.asset
        returning b.user_id, b.asset, b.available, b.frozen, b.version, b.available + b.frozen as total
      ),
      ${name}_inserted as (
        insert into ${table} as b (user_id, asset, available, frozen, version)
        select user_id, asset, available, frozen, 1
        from unnest(${walletRowColumns(p, added)}) as v(user_id, asset, available, frozen)
        on conflict (user_id, asset) do update set available = b.available + excluded.available,
          frozen = b.frozen + excluded.frozen, version = b.version + 1, updated_at = now()
        returning user_id, asset, available, frozen, version, available + frozen as total
      ),
      ${name}_totals as (
        select user_id, asset, available, frozen, version, total from ${name}_updated
        union all
        select user_id, asset, available, frozen, version, total from ${name}_inserted
      ),
      ${name}_entries as (
        select * from unnest(${col((e) => e.userId, 'uuid')},
          ${col((e) => e.asset, 'text')},
          ${col((e) => e.amount, 'numeric')},
          ${col((e) => e.frozenAmount, 'numeric')},
          ${col((e) => e.kind, 'text')}, ${col((e) => e.reference, 'text')})
          with ordinality as e(user_id, asset, amount, frozen_amount, kind, reference, arrival)
      ),
      ${name}_ledger as (
        insert into ${ledgerTable} (user_id, asset, amount, frozen_amount, balance_after, kind, reference)
        select e.user_id, e.asset, e.amount, e.frozen_amount,
          t.total - coalesce(sum(e.amount) over (partition by e.user_id, e.asset order by e.arrival
            rows between 1 following and unbounded following), 0),
          e.kind, e.reference
        from ${name}_entries e join ${name}_totals t on t.user_id = e.user_id and t.asset = e.asset
        order by e.arrival
        returning 1
      )`;
}

function changedOrders(p, rows, extra) {
  const col = (pick, type) => p.column(rows.map(pick), type);
  return `
        update spot_orders o set ${extra} price = v.price, quantity = v.quantity,
          filled_quantity = v.filled_quantity, filled_quote = v.filled_quote,
          frozen = v.frozen, status = v.status, cancel_reason = v.cancel_reason, version = v.version::integer,
          updated_at = v.updated_at, stop_price = v.stop_price, trailing_best = v.trailing_best,
          triggered_at = v.triggered_at, book_seq = v.book_seq
        from unnest(${col((r) => r.id, 'uuid')}, ${col((r) => r.price, 'numeric')},
          ${col((r) => r.quantity, 'numeric')}, ${col((r) => r.filledQuantity, 'numeric')},
          ${col((r) => r.filledQuote, 'numeric')}, ${col((r) => r.frozen, 'numeric')},
          ${col((r) => r.status, 'text')}, ${col((r) => r.cancelReason, 'text')},
          ${col((r) => r.version, 'bigint')}, ${col((r) => r.updatedAt, 'timestamptz')},
          ${col((r) => r.stopPrice, 'numeric')}, ${col((r) => r.trailingBest, 'numeric')},
          ${col((r) => r.triggeredAt, 'timestamptz')}, ${col((r) => r.bookSeq, 'bigint')})
          as v(id, price, quantity, filled_quantity, filled_quote, frozen, status, cancel_reason, version, updated_at,
            stop_price, trailing_best, triggered_at, book_seq)
        where o.id = v.id
        returning 1
      `;
}

const systemColumns = (p) => `${p.column([], 'text')},
      ${p.column([], 'text')}, ${p.column([], 'numeric')}`;

/**
 * The statement for one batch of spot orders, spot balance rows and their ledger entries (no fills,
 * futures or system rows: a place+cancel batch has none, as in Vela, whose CTEs for them run empty).
 * @param {{ added: object[], changed: object[], balances: object[], entries: object[] }} batch
 *   orders as settle.ts's OrderRow (strings), balance rows { userId, asset, available, frozen,
 *   persisted } (net changes), ledger entries { userId, asset, amount, frozenAmount, kind, reference }
 * @returns {{ text: string, values: unknown[] }}
 */
export function batchStatement({ added, changed, balances, entries }) {
  const p = new Params();
  const col = (rows, pick, type) => p.column(rows.map(pick), type);
  const text = `
      with new_orders as (
        insert into spot_orders (id, user_id, client_order_id, symbol, side, type, price, quantity,
          filled_quantity, filled_quote, frozen, status, cancel_reason, version, created_at, updated_at,
          stop_price, trigger_direction, trailing_amount, trailing_percent, trailing_best, triggered_at, oco_group,
          time_in_force, post_only, book_seq)
        select id, user_id, client_order_id, symbol, side, type, price, quantity,
          filled_quantity, filled_quote, frozen, status, cancel_reason, version::integer, created_at, updated_at,
          stop_price, trigger_direction, trailing_amount, trailing_percent, trailing_best, triggered_at, oco_group,
          time_in_force, post_only::boolean, book_seq
        from unnest(${col(added, (r) => r.id, 'uuid')}, ${col(added, (r) => r.userId, 'uuid')},
          ${col(added, (r) => r.clientOrderId, 'text')}, ${col(added, (r) => r.symbol, 'text')},
          ${col(added, (r) => r.side, 'text')}, ${col(added, (r) => r.type, 'text')},
          ${col(added, (r) => r.price, 'numeric')}, ${col(added, (r) => r.quantity, 'numeric')},
          ${col(added, (r) => r.filledQuantity, 'numeric')}, ${col(added, (r) => r.filledQuote, 'numeric')},
          ${col(added, (r) => r.frozen, 'numeric')}, ${col(added, (r) => r.status, 'text')},
          ${col(added, (r) => r.cancelReason, 'text')}, ${col(added, (r) => r.version, 'bigint')},
          ${col(added, (r) => r.createdAt, 'timestamptz')}, ${col(added, (r) => r.updatedAt, 'timestamptz')},
          ${col(added, (r) => r.stopPrice, 'numeric')}, ${col(added, (r) => r.triggerDirection, 'text')},
          ${col(added, (r) => r.trailingAmount, 'numeric')}, ${col(added, (r) => r.trailingPercent, 'numeric')},
          ${col(added, (r) => r.trailingBest, 'numeric')}, ${col(added, (r) => r.triggeredAt, 'timestamptz')},
          ${col(added, (r) => r.ocoGroup, 'uuid')}, ${col(added, (r) => r.timeInForce, 'text')},
          ${col(added, (r) => String(r.postOnly), 'text')}, ${col(added, (r) => r.bookSeq, 'bigint')})
          with ordinality as v(id, user_id, client_order_id, symbol, side, type, price, quantity,
            filled_quantity, filled_quote, frozen, status, cancel_reason, version, created_at, updated_at,
            stop_price, trigger_direction, trailing_amount, trailing_percent, trailing_best, triggered_at, oco_group,
            time_in_force, post_only, book_seq, arrival)
        order by arrival
        returning 1
      ),
      changed_orders as (${changedOrders(p, changed, '')}),
      requeued_orders as (${changedOrders(p, [], 'seq = default,')}),
      new_fills as (
        insert into spot_fills (order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset, created_at)
        select order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset, created_at
        from unnest(${p.column([], 'uuid')}, ${p.column([], 'uuid')},
          ${p.column([], 'text')}, ${p.column([], 'text')},
          ${p.column([], 'text')}, ${p.column([], 'numeric')},
          ${p.column([], 'numeric')}, ${p.column([], 'numeric')},
          ${p.column([], 'numeric')}, ${p.column([], 'text')},
          ${p.column([], 'timestamptz')})
          with ordinality as v(order_id, user_id, symbol, side, role, price, quantity, quote_amount, fee, fee_asset,
            created_at, arrival)
        order by arrival
        returning id
      ),
      ${walletWrites(p, 'spot', 'balances', 'ledger_entries', balances, entries)},
      ${walletWrites(p, 'futures', 'futures_balances', 'futures_ledger_entries', [], [])},
      system_down as (
        update system_balances s set amount = s.amount + v.amount, updated_at = now()
        from unnest(${systemColumns(p)}) as v(account, asset, amount)
        where s.account = v.account and s.asset = v.asset
        returning s.account, s.asset, s.amount as total
      ),
      system_up as (
        insert into system_balances (account, asset, amount)
        select account, asset, amount from unnest(${systemColumns(p)}) as v(account, asset, amount)
        on conflict (account, asset) do update set amount = system_balances.amount + excluded.amount, updated_at = now()
        returning account, asset, amount as total
      ),
      system_totals as (
        select account, asset, total from system_down
        union all
        select account, asset, total from system_up
      ),
      system_entries as (
        select * from unnest(${p.column([], 'text')},
          ${p.column([], 'text')},
          ${p.column([], 'numeric')},
          ${p.column([], 'text')},
          ${p.column([], 'text')})
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
      ), ${futuresCtes(p)}
      select
        vela_assert((select count(*) from new_orders) = ${p.add(added.length)}, 'orders to insert') and
        vela_assert((select count(*) from changed_orders) + (select count(*) from requeued_orders) = ${p.add(changed.length)},
          'orders to update') and
        vela_assert((select count(*) from spot_totals) = ${p.add(balances.length)}, 'balance rows') and
        vela_assert((select count(*) from spot_ledger) = ${p.add(entries.length)}, 'ledger entries') and
        vela_assert((select count(*) from futures_totals) = ${p.add(0)}, 'futures wallet rows') and
        vela_assert((select count(*) from futures_ledger) = ${p.add(0)}, 'futures ledger entries') and
        vela_assert((select count(*) from system_totals) = ${p.add(0)}, 'system balance rows') and
        vela_assert((select count(*) from system_ledger) = ${p.add(0)}, 'system ledger entries')
        and ${futuresChecks(p)}
          as written,
        (select array_agg(id order by id) from new_fills)::text as fill_ids,
        (select array_agg(id order by id) from futures_fills_written)::text as futures_fill_ids,
        (select json_agg(json_build_object('userId', user_id, 'asset', asset,
    'available', available::text, 'frozen', frozen::text, 'version', version))
    from spot_totals)::text as spot_rows,
        (select json_agg(json_build_object('userId', user_id, 'asset', asset,
    'available', available::text, 'frozen', frozen::text, 'version', version))
    from futures_totals)::text as futures_rows`;
  return { text, values: p.values };
}

/** A statement's text with runs of white space made one space: what "the same statement" compares. */
export const normalized = (text) => text.replace(/\s+/g, ' ').trim();

/** Whether Vela's batch statement text and this one are the same (white space aside). */
export function sameShape(velaText) {
  const ours = batchStatement({ added: [], changed: [], balances: [], entries: [] }).text;
  return normalized(velaText) === normalized(ours);
}
