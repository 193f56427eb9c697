import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { futuresOrders, spotOrders } from '../db/schema.ts';
import type { Refusal } from '../refusal.ts';
import { orderNotOpen, unknownOrder } from '../trading/refusals.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why an order a command found not open in memory is not: done earlier (409 with its status, read
 * from `orders`), or not this user's order at all (404).
 */
export async function whyNotOpen(
  db: Db,
  orders: typeof spotOrders | typeof futuresOrders,
  userId: string,
  orderId: string,
): Promise<Refusal> {
  if (UUID.test(orderId)) {
    const [row] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (row) return orderNotOpen(row.status);
  }
  return unknownOrder();
}
