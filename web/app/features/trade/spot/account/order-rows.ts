import type { Order } from '@vela/contracts/trading';

/**
 * A row of the open-orders and order-history tables: one order, or an OCO's two legs together
 * (the limit leg first), so the trader sees the one order they placed and cancels it once (the
 * server cancels the other leg with it).
 */
export interface OrderRow {
  /** The order's id; an OCO's is its group's, the limit leg's id. */
  readonly id: string;
  readonly symbol: string;
  readonly legs: readonly Order[];
}

/** Rows in the orders' order, an OCO where its first leg is; a leg whose partner is not listed stands alone. */
export function orderRows(orders: readonly Order[]): OrderRow[] {
  const rows: { id: string; symbol: string; legs: Order[] }[] = [];
  const groups = new Map<string, Order[]>();
  for (const order of orders) {
    const group = order.ocoGroup;
    const legs = group === undefined ? undefined : groups.get(group);
    if (legs) {
      legs.push(order);
      continue;
    }
    const fresh = [order];
    if (group !== undefined) groups.set(group, fresh);
    rows.push({ id: group ?? order.id, symbol: order.symbol, legs: fresh });
  }
  for (const row of rows) {
    if (row.legs.length > 1) row.legs.sort((a, b) => Number(b.id === row.id) - Number(a.id === row.id));
    else row.id = (row.legs[0] as Order).id;
  }
  return rows;
}

/** Whether the row is an OCO shown whole (both legs). */
export function isOcoRow(row: OrderRow): boolean {
  return row.legs.length > 1;
}

/** The row's first leg: the order itself, or an OCO's limit leg. */
export function firstLeg(row: OrderRow): Order {
  return row.legs[0] as Order;
}
