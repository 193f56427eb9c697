import type { Balance, Order } from '@vela/contracts/trading';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../../../test/support/orders.ts';
import { applyToOpenOrders, applyToOrderHistory, availableOf, isLaterState, mergeBalances } from './account-lists.ts';

function order(id: string, changes: Partial<Order> = {}): Order {
  return anOrder(id, changes, `2026-01-01T00:00:0${id}.000Z`);
}

const ids = (orders: readonly Order[]) => orders.map((item) => item.id);
const later = (seconds: number) => `2026-01-01T00:01:${String(seconds).padStart(2, '0')}.000Z`;

describe('isLaterState', () => {
  it('never reopens a finished order: its version is higher', () => {
    expect(isLaterState(order('1'), order('1', { status: 'filled', version: 2 }))).toBe(false);
    expect(isLaterState(order('1', { status: 'cancelled', version: 2 }), order('1'))).toBe(true);
  });

  it('goes by version, whatever the clock says', () => {
    const held = order('1', { filledQuantity: '0.005', updatedAt: later(5), version: 3 });
    expect(isLaterState(order('1', { filledQuantity: '0.002', updatedAt: later(9), version: 2 }), held)).toBe(false);
    expect(isLaterState(order('1', { filledQuantity: '0.007', updatedAt: later(1), version: 4 }), held)).toBe(true);
    expect(isLaterState(held, held)).toBe(true);
  });
});

describe('applyToOpenOrders', () => {
  it('adds an open order newest first and updates it in place', () => {
    let open = applyToOpenOrders([], order('1'));
    open = applyToOpenOrders(open, order('2'));
    expect(ids(open)).toEqual(['2', '1']);
    open = applyToOpenOrders(open, order('1', { filledQuantity: '0.004', updatedAt: later(1) }));
    expect(ids(open)).toEqual(['2', '1']);
    expect(open[1]?.filledQuantity).toBe('0.004');
  });

  it('removes a finished order, and ignores a late older state', () => {
    const open = [order('2'), order('1', { filledQuantity: '0.004', version: 2 })];
    expect(applyToOpenOrders(open, order('1'))).toBe(open);
    expect(ids(applyToOpenOrders(open, order('1', { status: 'cancelled', updatedAt: later(2), version: 3 })))).toEqual([
      '2',
    ]);
    expect(applyToOpenOrders(open, order('3', { status: 'filled' }))).toBe(open);
  });

  it('lists a stop waiting for its trigger, and keeps it when it triggers into the book', () => {
    const waiting = order('4', { type: 'stop-limit', status: 'untriggered', stopPrice: '60000' });
    const open = applyToOpenOrders([], waiting);
    expect(ids(open)).toEqual(['4']);
    const triggered = { ...waiting, status: 'open' as const, triggeredAt: later(3), version: 2 };
    expect(applyToOpenOrders(open, triggered)[0]?.triggeredAt).toBe(later(3));
    expect(applyToOrderHistory([], waiting)).toEqual([]);
  });
});

describe('applyToOrderHistory', () => {
  it('puts a finished order on top once and leaves open ones out', () => {
    const history = [order('1', { status: 'filled' })];
    expect(applyToOrderHistory(history, order('2'))).toBe(history);
    const next = applyToOrderHistory(history, order('2', { status: 'cancelled', version: 2 }));
    expect(ids(next)).toEqual(['2', '1']);
    expect(applyToOrderHistory(next, order('2', { status: 'cancelled', version: 2 }))).toEqual(next);
  });

  it('keeps the list newest first by placing time: an old order that fills now goes below newer ones', () => {
    const history = [order('5', { status: 'cancelled' }), order('3', { status: 'filled' })];
    const filledLate = order('4', { status: 'filled', updatedAt: later(9), version: 2 });
    expect(ids(applyToOrderHistory(history, filledLate))).toEqual(['5', '4', '3']);
    const oldest = order('1', { status: 'cancelled', updatedAt: later(10), version: 2 });
    expect(ids(applyToOrderHistory(history, oldest))).toEqual(['5', '3', '1']);
  });
});

describe('balances', () => {
  const balances: Balance[] = [
    { asset: 'BTC', available: '0.1', frozen: '0', version: 1 },
    { asset: 'USDT', available: '10000', frozen: '0', version: 4 },
  ];

  it('replaces pushed assets and appends new ones', () => {
    const merged = mergeBalances(balances, [
      { asset: 'USDT', available: '9000', frozen: '1000', version: 5 },
      { asset: 'ETH', available: '1', frozen: '0', version: 1 },
    ]);
    expect(merged).toEqual([
      { asset: 'BTC', available: '0.1', frozen: '0', version: 1 },
      { asset: 'USDT', available: '9000', frozen: '1000', version: 5 },
      { asset: 'ETH', available: '1', frozen: '0', version: 1 },
    ]);
    expect(mergeBalances(balances, [])).toBe(balances);
  });

  it('ignores a push older than the balance held, and takes a newer or equal one', () => {
    const older = { asset: 'USDT', available: '9500', frozen: '500', version: 3 };
    expect(mergeBalances(balances, [older])).toEqual(balances);
    const same = { asset: 'USDT', available: '10000', frozen: '0', version: 4 };
    expect(mergeBalances(balances, [same])[1]).toBe(same);
    const newer = { asset: 'USDT', available: '8000', frozen: '2000', version: 6 };
    expect(mergeBalances(mergeBalances(balances, [newer]), [older])[1]).toBe(newer);
  });

  it('reads what is available, zero for an asset not held', () => {
    expect(availableOf(balances, 'USDT')).toBe('10000');
    expect(availableOf(balances, 'SOL')).toBe('0');
  });
});
