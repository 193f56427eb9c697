import { asc, inArray, isNotNull, max as maxOf } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spotOrders } from '../../db/schema.ts';
import type { LiveMarket } from '../../market/live-market.ts';
import type { TradingLog } from '../../trading/desk.ts';
import { trackedFromRow } from './order-rows.ts';
import type { SpotMemory } from './spot-memory.ts';

/** What the spot desk is rebuilt from: open and waiting orders in time priority, client order ids. */
export async function readSpotState(db: Db) {
  const [openRows, clientIds, [lastQueued]] = await Promise.all([
    db
      .select()
      .from(spotOrders)
      .where(inArray(spotOrders.status, ['open', 'untriggered']))
      .orderBy(asc(spotOrders.bookSeq)),
    db
      .select({ id: spotOrders.id, userId: spotOrders.userId, clientOrderId: spotOrders.clientOrderId })
      .from(spotOrders)
      .where(isNotNull(spotOrders.clientOrderId)),
    db.select({ bookSeq: maxOf(spotOrders.bookSeq) }).from(spotOrders),
  ]);
  return { openRows, clientIds, lastBookSeq: Number(lastQueued?.bookSeq ?? 0) };
}

export type SpotState = Awaited<ReturnType<typeof readSpotState>>;

/**
 * Puts the stored orders back (the tracker and the stops are empty): open ones into their books in
 * time priority (`book_seq`), waiting stops into their trigger books. Returns the client order ids.
 */
export function installSpotState(
  spot: Pick<SpotMemory, 'tracker' | 'stops' | 'rulesOf'>,
  state: SpotState,
  markets: ReadonlyMap<string, LiveMarket>,
  log: TradingLog,
): Map<string, string> {
  spot.tracker.continueBookSeqAfter(state.lastBookSeq);
  const restored = new Map<string, number>();
  for (const row of state.openRows) {
    const rules = spot.rulesOf(row.symbol);
    const market = markets.get(row.symbol);
    if (!rules || !market) continue;
    if (row.status === 'untriggered') {
      spot.stops.restore(trackedFromRow(row));
      continue;
    }
    const remaining = rules.units.lots(row.quantity) - rules.units.lots(row.filledQuantity);
    if (row.price === null || remaining <= 0n) {
      log.error({ orderId: row.id }, 'an open order cannot rest: left out of the book');
      continue;
    }
    spot.tracker.track(trackedFromRow(row));
    const placed = market.engine.place({
      type: 'limit',
      id: row.id,
      owner: row.userId,
      side: row.side as 'buy' | 'sell',
      price: rules.units.ticks(row.price),
      quantity: Number(remaining),
    });
    if (!placed.ok) log.error({ orderId: row.id, reason: placed.reason }, 'restoring an order failed');
    restored.set(row.symbol, (restored.get(row.symbol) ?? 0) + 1);
  }
  for (const [symbol, orders] of restored) log.info({ symbol, orders }, 'open orders restored');
  return new Map(state.clientIds.map((row) => [`${row.userId}|${row.clientOrderId}`, row.id]));
}
