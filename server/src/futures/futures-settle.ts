import { type SQL, sql } from 'drizzle-orm';
import { columnArray, pairIds } from '../market/sql-arrays.ts';
import type { FundingRoundRecord, FuturesFillRecord, PositionRecord, SettingsRecord } from './clearing-types.ts';
import type { FuturesOrderRecord } from './order-view.ts';

type ColumnType = Parameters<typeof columnArray>[1];
type Row = Record<string, string | null>;

const columns = (rows: readonly Row[], names: readonly [string, ColumnType][]) =>
  sql.join(
    names.map(([name, type]) =>
      columnArray(
        rows.map((row) => row[name] ?? null),
        type,
      ),
    ),
    sql`, `,
  );

const orderColumns: [string, ColumnType][] = [
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
const positionColumns: [string, ColumnType][] = [
  ['user_id', 'uuid'],
  ['symbol', 'text'],
  ['side', 'text'],
  ['size', 'numeric'],
  ['entry_price', 'numeric'],
  ['margin', 'numeric'],
  ['margin_mode', 'text'],
  ['leverage', 'bigint'],
  ['realized_pnl', 'numeric'],
  ['fees', 'numeric'],
  ['funding', 'numeric'],
  ['opened_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const settingsColumns: [string, ColumnType][] = [
  ['user_id', 'uuid'],
  ['symbol', 'text'],
  ['leverage', 'bigint'],
  ['margin_mode', 'text'],
  ['updated_at', 'timestamptz'],
];
const fillColumns: [string, ColumnType][] = [
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
const roundColumns: [string, ColumnType][] = [
  ['symbol', 'text'],
  ['funding_time', 'timestamptz'],
  ['rate', 'numeric'],
  ['mark_price', 'numeric'],
];

const names = (list: readonly [string, ColumnType][]) => sql.raw(list.map(([name]) => name).join(', '));
const typed = (list: readonly [string, ColumnType][]) =>
  sql.raw(
    list
      .map(([name]) =>
        ['post_only', 'reduce_only', 'close_position', 'liquidation'].includes(name)
          ? `${name}::boolean`
          : name === 'leverage' || name === 'version'
            ? `${name}::integer`
            : name,
      )
      .join(', '),
  );
const updates = (list: readonly [string, ColumnType][], keys: readonly string[]) =>
  sql.raw(
    list
      .filter(([name]) => !keys.includes(name))
      .map(([name]) => `${name} = excluded.${name}`)
      .join(', '),
  );

/**
 * What the futures clearing changed in one batch, copied to plain values when the batch is sealed
 * (the clearing goes on changing the live records), and the CTEs that write it inside the batch's
 * one statement: orders, positions and settings are upserted as they stand, fills and funding
 * rounds inserted (a round already paid fails the statement: it is never paid twice).
 */
export class FuturesStateWrite {
  private readonly orders: Row[];
  private readonly positions: Row[];
  private readonly settings: Row[];
  readonly fills: readonly FuturesFillRecord[];
  private readonly fillRows: Row[];
  private readonly rounds: Row[];
  /** Filled in after the write: the database id of each of `fills`. */
  readonly fillIds = new Map<FuturesFillRecord, number>();

  constructor(state: {
    orders: readonly FuturesOrderRecord[];
    positions: readonly PositionRecord[];
    settings: readonly SettingsRecord[];
    fills: readonly FuturesFillRecord[];
    rounds: readonly FundingRoundRecord[];
  }) {
    this.orders = state.orders.map((order) => ({
      id: order.id,
      user_id: order.userId,
      client_order_id: order.clientOrderId,
      symbol: order.symbol,
      side: order.side,
      type: order.type,
      price: order.price,
      trigger_price: order.triggerPrice,
      trigger_by: order.triggerBy,
      trigger_direction: order.triggerDirection,
      quantity: order.quantity,
      filled_quantity: order.filledQuantity.toFixed(),
      filled_notional: order.filledNotional.toFixed(),
      fee: order.fee.toFixed(),
      realized_pnl: order.realizedPnl.toFixed(),
      frozen: order.frozen.toFixed(),
      time_in_force: order.timeInForce,
      post_only: String(order.postOnly),
      reduce_only: String(order.reduceOnly),
      close_position: String(order.closePosition),
      liquidation: String(order.liquidation),
      margin_mode: order.marginMode,
      leverage: String(order.leverage),
      status: order.status,
      cancel_reason: order.cancelReason,
      version: String(order.version),
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    }));
    this.positions = state.positions.map((position) => ({
      user_id: position.userId,
      symbol: position.symbol,
      side: position.side,
      size: position.size.toFixed(),
      entry_price: position.entryPrice.toFixed(),
      margin: position.margin.toFixed(),
      margin_mode: position.marginMode,
      leverage: String(position.leverage),
      realized_pnl: position.realizedPnl.toFixed(),
      fees: position.fees.toFixed(),
      funding: position.funding.toFixed(),
      opened_at: position.openedAt.toISOString(),
      updated_at: position.updatedAt.toISOString(),
    }));
    this.settings = state.settings.map((setting) => ({
      user_id: setting.userId,
      symbol: setting.symbol,
      leverage: String(setting.leverage),
      margin_mode: setting.marginMode,
      updated_at: setting.updatedAt.toISOString(),
    }));
    this.fills = state.fills;
    this.fillRows = state.fills.map((fill) => ({
      order_id: fill.orderId,
      user_id: fill.userId,
      symbol: fill.symbol,
      side: fill.side,
      role: fill.role,
      price: fill.price,
      quantity: fill.quantity,
      fee: fill.fee,
      realized_pnl: fill.realizedPnl,
      liquidation: String(fill.liquidation),
      created_at: fill.at.toISOString(),
    }));
    this.rounds = state.rounds.map((round) => ({
      symbol: round.symbol,
      funding_time: round.fundingTime.toISOString(),
      rate: round.rate,
      mark_price: round.markPrice,
    }));
  }

  get empty(): boolean {
    return (
      this.orders.length + this.positions.length + this.settings.length + this.fillRows.length + this.rounds.length ===
      0
    );
  }

  /** The CTEs (each a `name as (...)`, joined by commas), for the batch statement's `with`. */
  ctes(): SQL {
    return sql`futures_orders_written as (
        insert into futures_orders (${names(orderColumns)})
        select ${typed(orderColumns)}
        from unnest(${columns(this.orders, orderColumns)}) with ordinality as v(${names(orderColumns)}, arrival)
        order by arrival
        on conflict (id) do update set ${updates(orderColumns, ['id', 'user_id', 'client_order_id', 'symbol', 'side', 'type', 'created_at'])}
        returning 1
      ),
      futures_positions_written as (
        insert into futures_positions (${names(positionColumns)})
        select ${typed(positionColumns)} from unnest(${columns(this.positions, positionColumns)}) as v(${names(positionColumns)})
        on conflict (user_id, symbol) do update set ${updates(positionColumns, ['user_id', 'symbol'])}
        returning 1
      ),
      futures_settings_written as (
        insert into futures_settings (${names(settingsColumns)})
        select ${typed(settingsColumns)} from unnest(${columns(this.settings, settingsColumns)}) as v(${names(settingsColumns)})
        on conflict (user_id, symbol) do update set ${updates(settingsColumns, ['user_id', 'symbol'])}
        returning 1
      ),
      futures_fills_written as (
        insert into futures_fills (${names(fillColumns)})
        select ${typed(fillColumns)}
        from unnest(${columns(this.fillRows, fillColumns)}) with ordinality as v(${names(fillColumns)}, arrival)
        order by arrival
        returning id
      ),
      futures_rounds_written as (
        insert into futures_funding_rounds (${names(roundColumns)})
        select ${typed(roundColumns)} from unnest(${columns(this.rounds, roundColumns)}) as v(${names(roundColumns)})
        returning 1
      )`;
  }

  /** The statement's checks: every row written. */
  checks(): SQL {
    return sql`vela_assert((select count(*) from futures_orders_written) = ${this.orders.length}, 'futures orders') and
        vela_assert((select count(*) from futures_positions_written) = ${this.positions.length}, 'futures positions') and
        vela_assert((select count(*) from futures_settings_written) = ${this.settings.length}, 'futures settings') and
        vela_assert((select count(*) from futures_fills_written) = ${this.fillRows.length}, 'futures fills') and
        vela_assert((select count(*) from futures_rounds_written) = ${this.rounds.length}, 'funding rounds')`;
  }

  /** The ids, in insertion order, as `(select array_agg(...))::text`. */
  fillIdsColumn(): SQL {
    return sql`(select array_agg(id order by id) from futures_fills_written)::text`;
  }

  takeFillIds(text: string | null): void {
    pairIds(text, this.fills, this.fillIds, 'futures fill');
  }
}
