import Big from 'big.js';
import type { spotOrders } from '../../db/schema.ts';
import type { TrackedOrder } from './order-tracker.ts';

type OrderRow = typeof spotOrders.$inferSelect;

/** A stored open or waiting order as the engine instance holds it again after a restart. */
export function trackedFromRow(row: OrderRow): TrackedOrder {
  return {
    id: row.id,
    userId: row.userId,
    clientOrderId: row.clientOrderId,
    symbol: row.symbol,
    side: row.side as TrackedOrder['side'],
    type: row.type as TrackedOrder['type'],
    price: row.price,
    quantity: row.quantity,
    filledQuantity: new Big(row.filledQuantity),
    filledQuote: new Big(row.filledQuote),
    frozen: new Big(row.frozen),
    status: row.status as TrackedOrder['status'],
    cancelReason: null,
    stop:
      row.stopPrice === null
        ? null
        : {
            stopPrice: row.stopPrice,
            direction: row.triggerDirection === 'rise' ? 'rise' : 'fall',
            trailingAmount: row.trailingAmount,
            trailingPercent: row.trailingPercent,
            trailingBest: row.trailingBest,
            triggeredAt: row.triggeredAt,
          },
    timeInForce: row.timeInForce as TrackedOrder['timeInForce'],
    postOnly: row.postOnly,
    ocoGroup: row.ocoGroup,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    persisted: true,
    bookSeq: row.bookSeq,
  };
}
