import type { ClosedPositionList, FuturesHistoryQuery } from '@vela/contracts/futures-trading';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { futuresFills, futuresOrders } from '../db/schema.ts';
import { closedPositionsFromFills, type ReplayedFill } from './closed-positions.ts';

/**
 * The user's closed positions, newest first, replayed from every fill they have (of `symbol`):
 * fills are the record the clearing wrote, so the history cannot differ from what was traded.
 * `before` is a closing fill's id, the cursor `nextBefore` hands out. A replay reads all the
 * user's fills, which is fine at a trader's scale (the route serves a user a few reads a minute);
 * a table of closed positions written by the clearing would be the step beyond it.
 */
export async function closedPositions(
  db: Db,
  userId: string,
  query: FuturesHistoryQuery & { limit: number },
): Promise<ClosedPositionList> {
  const conditions: SQL[] = [eq(futuresFills.userId, userId)];
  if (query.symbol) conditions.push(eq(futuresFills.symbol, query.symbol));
  const rows = await db
    .select({
      id: futuresFills.id,
      symbol: futuresFills.symbol,
      side: futuresFills.side,
      price: futuresFills.price,
      quantity: futuresFills.quantity,
      fee: futuresFills.fee,
      realizedPnl: futuresFills.realizedPnl,
      liquidation: futuresFills.liquidation,
      leverage: futuresOrders.leverage,
      createdAt: futuresFills.createdAt,
    })
    .from(futuresFills)
    .innerJoin(futuresOrders, eq(futuresOrders.id, futuresFills.orderId))
    .where(and(...conditions))
    .orderBy(asc(futuresFills.id));
  const before = query.before === undefined ? undefined : Number(query.before);
  const older = closedPositionsFromFills(rows as ReplayedFill[]).filter(
    (position) => before === undefined || Number(position.id) < before,
  );
  const page = older.slice(0, query.limit);
  const last = page.at(-1);
  return { positions: page, nextBefore: older.length > query.limit && last ? last.id : null };
}
