import type { Fill, Order } from '@vela/contracts/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '../../test/support/orders.ts';
import { createTradingAccount, type TradingApi } from './trading-account.ts';

function order(id: string, changes: Partial<Order> = {}): Order {
  return anOrder(id, changes);
}

const fill = (id: number): Fill => ({
  id,
  orderId: '1',
  symbol: 'BTC_USDT',
  side: 'buy',
  role: 'taker',
  price: '65000',
  quantity: '0.01',
  quoteAmount: '650',
  fee: '0.00001',
  feeAsset: 'BTC',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function fakeApi() {
  return {
    fetchOpenOrders: vi.fn(async () => ({ ok: true as const, value: [order('1')] })),
    fetchBalances: vi.fn(async () => ({
      ok: true as const,
      value: [{ asset: 'USDT', available: '100', frozen: '0', version: 1 }],
    })),
    fetchOrderHistory: vi.fn(async () => ({ ok: true as const, value: { orders: [], nextBefore: null } })),
    fetchFills: vi.fn(async () => ({ ok: true as const, value: { fills: [fill(1)], nextBefore: '1' } })),
  } satisfies TradingApi;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTradingAccount', () => {
  it('loads open orders and balances, then follows pushes', async () => {
    const api = fakeApi();
    const account = createTradingAccount(api);
    account.refresh();
    await vi.runAllTimersAsync();
    expect(account.store.getState()).toMatchObject({ openStatus: 'ready', balancesStatus: 'ready' });
    account.applyOrder(order('2'));
    account.applyOrder(order('1', { status: 'cancelled', updatedAt: '2026-01-01T00:00:01.000Z' }));
    expect(account.store.getState().openOrders.map((item) => item.id)).toEqual(['2']);
    account.applyBalances([{ asset: 'USDT', available: '40', frozen: '60', version: 2 }]);
    expect(account.store.getState().balances).toEqual([{ asset: 'USDT', available: '40', frozen: '60', version: 2 }]);
  });

  it('replays the orders pushed while the open orders were being read on top of the answer', async () => {
    const api = fakeApi();
    const account = createTradingAccount(api);
    account.refresh();
    account.applyOrder(order('1', { status: 'filled', version: 2, updatedAt: '2026-01-01T00:00:02.000Z' }));
    await vi.runAllTimersAsync();
    expect(account.store.getState().openOrders).toEqual([]);
  });

  it('keeps a pushed balance newer than a REST answer that arrives after it', async () => {
    const api = fakeApi();
    const account = createTradingAccount(api);
    account.refresh();
    account.pushBalances([{ asset: 'USDT', available: '70', frozen: '30', version: 4 }]);
    await vi.runAllTimersAsync();
    expect(account.store.getState().balances).toEqual([{ asset: 'USDT', available: '70', frozen: '30', version: 4 }]);
  });

  it('reads the trade history again once after a burst of fills, only when it is shown', async () => {
    const api = fakeApi();
    const account = createTradingAccount(api);
    account.applyOrder(order('1', { filledQuantity: '0.01', status: 'filled' }));
    await vi.runAllTimersAsync();
    expect(api.fetchFills).not.toHaveBeenCalled();

    account.loadFills();
    account.loadOrderHistory();
    await vi.runAllTimersAsync();
    expect(api.fetchFills).toHaveBeenCalledTimes(1);
    account.applyOrder(order('3', { filledQuantity: '0.004' }));
    account.applyOrder(order('3', { filledQuantity: '0.01', status: 'filled' }));
    await vi.runAllTimersAsync();
    expect(api.fetchFills).toHaveBeenCalledTimes(2);
    expect(account.store.getState().orderHistory.items.map((item) => item.id)).toEqual(['3']);
  });

  it('pages on with the cursor and reloads from the top on a market filter', async () => {
    const api = fakeApi();
    const account = createTradingAccount(api);
    account.loadFills();
    await vi.runAllTimersAsync();
    account.loadFills(true);
    await vi.runAllTimersAsync();
    expect(api.fetchFills).toHaveBeenLastCalledWith({ symbol: undefined, before: '1', limit: 50 });
    expect(account.store.getState().fills.items).toHaveLength(2);
    account.setHistorySymbol('ETH_USDT');
    await vi.runAllTimersAsync();
    expect(api.fetchFills).toHaveBeenLastCalledWith({ symbol: 'ETH_USDT', before: undefined, limit: 50 });
    expect(account.store.getState().fills.items).toHaveLength(1);
    expect(api.fetchOrderHistory).not.toHaveBeenCalled();
  });

  it('opens with its first subscriber (REST, then the private channels) and closes the channels with the last', async () => {
    const api = fakeApi();
    const closed = vi.fn();
    const feed = { channels: vi.fn(() => [() => closed]) };
    const account = createTradingAccount(api, feed);
    expect(feed.channels).not.toHaveBeenCalled();
    const offFirst = account.store.subscribe(() => {});
    const offSecond = account.store.subscribe(() => {});
    expect(feed.channels).toHaveBeenCalledTimes(1);
    expect(api.fetchOpenOrders).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    account.pushBalances([{ asset: 'BTC', available: '1', frozen: '0', version: 1 }]);
    expect(account.store.getState()).toMatchObject({ balancePushes: 1 });
    expect(account.store.getState().balances.map((balance) => balance.asset)).toEqual(['USDT', 'BTC']);
    offFirst();
    offFirst();
    expect(closed).not.toHaveBeenCalled();
    offSecond();
    expect(closed).toHaveBeenCalledTimes(1);
    // The data stays for the next screen, which reads it again on opening.
    expect(account.store.getState().openOrders).toHaveLength(1);
  });
});
