import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import { pairIds } from '../../market/sql-arrays.ts';
import type { BatchRows } from '../../trading/batch-write.ts';
import { column } from '../../trading/ledger-rows.ts';
import { ledgerWriters, type Movement } from '../../trading/movements.ts';
import type { TrackedOrder } from './order-tracker.ts';
import { type DoneMovement, type FillMovement, type FreezeMovement, isFill } from './spot-movements.ts';

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

/** How spot's movements (freezes, fills, orders that ended) change spot wallets and become ledger rows. */
export const spotLedgerRows = ledgerWriters<FreezeMovement | FillMovement | DoneMovement>({
  freeze(movement, rows) {
    const amount = new Big(movement.amount);
    rows.change('spot', movement.userId, movement.asset, amount.neg(), amount);
    rows.entry('spot', movement.userId, movement.asset, {
      amount: zero(),
      frozenAmount: amount,
      kind: amount.lt(0) ? 'order-release' : 'order-freeze',
      reference: movement.orderId,
    });
  },
  done(movement, rows) {
    const release = new Big(movement.release);
    if (release.lte(0)) return;
    rows.change('spot', movement.userId, movement.releaseAsset, release, release.neg());
    rows.entry('spot', movement.userId, movement.releaseAsset, {
      amount: zero(),
      frozenAmount: release.neg(),
      kind: 'order-release',
      reference: movement.orderId,
    });
  },
  fill(movement, rows) {
    const spent = new Big(movement.spent);
    const received = new Big(movement.received);
    const fee = new Big(movement.fee);
    const reference = movement.orderId;
    const { userId, spentAsset, receivedAsset } = movement;
    rows.change('spot', userId, spentAsset, zero(), spent.neg());
    rows.entry('spot', userId, spentAsset, {
      amount: spent.neg(),
      frozenAmount: spent.neg(),
      kind: 'trade',
      reference,
    });
    rows.change('spot', userId, receivedAsset, received.minus(fee), zero());
    rows.entry('spot', userId, receivedAsset, { amount: received, frozenAmount: zero(), kind: 'trade', reference });
    if (fee.gt(0)) {
      rows.entry('spot', userId, receivedAsset, {
        amount: fee.neg(),
        frozenAmount: zero(),
        kind: 'trade-fee',
        reference,
      });
    }
  },
});

/**
 * Spot's own rows of a batch: the orders it changed, as they stand when the batch is sealed (the
 * engine goes on changing the live objects), and the fills of its movements, inserted in engine
 * order so their ids follow it.
 */
export class SpotRows implements BatchRows {
  private readonly orders: OrderRow[];
  /** In the order their rows are inserted: the ids the database gives come back in this order. */
  readonly fills: FillMovement[];
  /** Filled in after the write: the database id of each of `fills`. */
  readonly fillIds = new Map<FillMovement, number>();

  constructor(movements: readonly Movement[], orders: readonly TrackedOrder[]) {
    this.fills = movements.filter(isFill);
    this.orders = orders.map(orderRow);
  }

  /** Whether this batch inserts the order (it was placed in this batch). */
  addsOrder(orderId: string): boolean {
    return this.orders.some((order) => order.id === orderId && !order.persisted);
  }

  get empty(): boolean {
    return this.orders.length === 0 && this.fills.length === 0;
  }

  ctes(): SQL {
    const added = this.orders.filter((order) => !order.persisted);
    const changed = this.orders.filter((order) => order.persisted);
    const fills = this.fills;
    return sql`new_orders as (
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
      )`;
  }

  checks(): SQL {
    const added = this.orders.filter((order) => !order.persisted).length;
    return sql`vela_assert((select count(*) from new_orders) = ${added}, 'orders to insert') and
        vela_assert((select count(*) from changed_orders) + (select count(*) from requeued_orders) = ${this.orders.length - added},
          'orders to update') and
        vela_assert((select count(*) from new_fills) = ${this.fills.length}, 'fills')`;
  }

  result(): SQL {
    return sql`(select array_agg(id order by id) from new_fills)::text`;
  }

  take(value: string | null): void {
    pairIds(value, this.fills, this.fillIds, 'fill');
  }
}

function orderRow(order: TrackedOrder): OrderRow {
  return {
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
  };
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
