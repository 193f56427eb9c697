import type { Order } from '@vela/contracts/trading';

/** A BTC_USDT limit buy, open, version 1, created at `at`; `changes` override any field. */
export function anOrder(id: string, changes: Partial<Order> = {}, at = '2026-01-01T00:00:00.000Z'): Order {
  return {
    id,
    clientOrderId: null,
    symbol: 'BTC_USDT',
    side: 'buy',
    type: 'limit',
    price: '60000',
    quantity: '0.01',
    filledQuantity: '0',
    filledQuote: '0',
    averagePrice: null,
    status: 'open',
    cancelReason: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}
