import type { FuturesOrder } from '@vela/contracts/futures-trading';
import { describe, expect, it } from 'vitest';
import { aFuturesOrder } from '../../test/support/futures.ts';
import { createFuturesHistories, emptyHistories, type FuturesHistoriesState } from './futures-account-histories.ts';

describe('the futures order history', () => {
  it('keeps an order that finished while its first page was read, which the page predates', async () => {
    let state: FuturesHistoriesState = emptyHistories();
    let answer: (orders: FuturesOrder[]) => void = () => {};
    const api = {
      fetchOrderHistory: () =>
        new Promise((resolve) => {
          answer = (orders) => resolve({ ok: true, value: { orders, nextBefore: null } });
        }),
    } as unknown as Parameters<typeof createFuturesHistories>[0];
    const histories = createFuturesHistories(
      api,
      () => state,
      (partial) => {
        state = { ...state, ...partial };
      },
    );
    const older = aFuturesOrder('older', { status: 'cancelled' }, '2026-01-01T00:00:00.000Z');
    const filled = aFuturesOrder('filled', { type: 'market', status: 'filled' }, '2026-01-01T00:00:01.000Z');

    histories.loadOrderHistory();
    // Filled by push while the page is read; the page was read before it filled.
    histories.ordersChanged([filled], [filled]);
    answer([older]);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(state.orderHistory.status).toBe('ready');
    expect(state.orderHistory.items.map((order) => order.id)).toEqual(['filled', 'older']);
  });
});

describe('the futures order history after a burst of finished orders', () => {
  it('is read again, so an order whose push it never saw takes its place', async () => {
    let state: FuturesHistoriesState = emptyHistories();
    const pages: FuturesOrder[][] = [];
    const missed = aFuturesOrder('missed', { type: 'market', status: 'filled' }, '2026-01-01T00:00:01.000Z');
    const cancelled = aFuturesOrder('cancelled', { status: 'cancelled' }, '2026-01-01T00:00:00.000Z');
    const api = {
      fetchOrderHistory: async () => {
        const orders = pages.length === 0 ? [] : [missed, cancelled];
        pages.push(orders);
        return { ok: true, value: { orders, nextBefore: null } };
      },
    } as unknown as Parameters<typeof createFuturesHistories>[0];
    const histories = createFuturesHistories(
      api,
      () => state,
      (partial) => {
        state = { ...state, ...partial };
      },
    );
    histories.loadOrderHistory();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Only the cancel comes by push; the market order's fill did not reach this list.
    histories.ordersChanged([cancelled], []);
    expect(state.orderHistory.items.map((order) => order.id)).toEqual(['cancelled']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pages).toHaveLength(2);
    expect(state.orderHistory.items.map((order) => order.id)).toEqual(['missed', 'cancelled']);
    histories.dispose();
  });
});
