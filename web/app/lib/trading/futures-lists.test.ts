import type { FuturesOrder } from '@vela/contracts/futures-trading';
import type { Balance } from '@vela/contracts/trading';
import { describe, expect, it } from 'vitest';
import { aFuturesOrder, aFuturesPosition } from '../../../test/support/futures.ts';
import {
  applyToFuturesOrderHistory,
  applyToOpenFuturesOrders,
  isLaterBalance,
  mergeFuturesBalances,
  realizedPnlChanged,
  replacePosition,
} from './futures-lists.ts';

const order = (id: string, changes: Partial<FuturesOrder> = {}) =>
  aFuturesOrder(id, changes, `2026-01-01T00:00:0${id}.000Z`);
const ids = (orders: readonly FuturesOrder[]) => orders.map((item) => item.id);

describe('open futures orders', () => {
  it('keeps open and untriggered orders newest first, updated in place', () => {
    let open = applyToOpenFuturesOrders([], [order('1'), order('2', { status: 'untriggered', type: 'stop-market' })]);
    expect(ids(open)).toEqual(['2', '1']);
    open = applyToOpenFuturesOrders(open, [order('1', { filledQuantity: '0.004', version: 2 })]);
    expect(ids(open)).toEqual(['2', '1']);
    expect(open[1]?.filledQuantity).toBe('0.004');
  });

  it('lets a finished order leave, and ignores an older state than the one held', () => {
    const open = [order('2'), order('1', { filledQuantity: '0.004', version: 3 })];
    expect(applyToOpenFuturesOrders(open, [order('1', { version: 2 })])).toBe(open);
    expect(ids(applyToOpenFuturesOrders(open, [order('1', { status: 'filled', version: 4 })]))).toEqual(['2']);
    expect(applyToOpenFuturesOrders(open, [order('3', { status: 'cancelled' })])).toBe(open);
    // A batch in arrival order: triggered, then filled.
    const batch = [order('4', { status: 'open', version: 2 }), order('4', { status: 'filled', version: 3 })];
    expect(ids(applyToOpenFuturesOrders(open, batch))).toEqual(['2', '1']);
  });
});

describe('futures order history', () => {
  it('puts a finished order on top once, newer states only', () => {
    const history = [order('1', { status: 'filled', version: 2 })];
    expect(applyToFuturesOrderHistory(history, [order('2', { status: 'untriggered' })])).toBe(history);
    const next = applyToFuturesOrderHistory(history, [order('2', { status: 'cancelled', version: 2 })]);
    expect(ids(next)).toEqual(['2', '1']);
    expect(applyToFuturesOrderHistory(next, [order('1', { status: 'filled', version: 1 })])).toBe(next);
  });

  it('keeps the list newest first by placing time: an old order that finishes now goes below newer ones', () => {
    const later = '2026-01-01T00:09:00.000Z';
    const history = [order('5', { status: 'cancelled' }), order('3', { status: 'filled' })];
    const filledLate = order('4', { status: 'filled', updatedAt: later, version: 2 });
    expect(ids(applyToFuturesOrderHistory(history, [filledLate]))).toEqual(['5', '4', '3']);
    const oldest = order('1', { status: 'cancelled', updatedAt: later, version: 2 });
    expect(ids(applyToFuturesOrderHistory(history, [oldest]))).toEqual(['5', '3', '1']);
  });
});

describe('futures balances', () => {
  const held: Balance[] = [{ asset: 'USDT', available: '1000', frozen: '0', version: 5 }];

  it('takes a newer or equal version, keeps the held one over an older', () => {
    const older = { asset: 'USDT', available: '900', frozen: '100', version: 4 };
    expect(mergeFuturesBalances(held, [older])).toBe(held);
    const newer = { asset: 'USDT', available: '800', frozen: '200', version: 6 };
    expect(mergeFuturesBalances(held, [newer])).toEqual([newer]);
    expect(mergeFuturesBalances(held, [])).toBe(held);
  });

  it('lets the latest arrival win when the balances carry no version', () => {
    const unversioned = { asset: 'USDT', available: '1', frozen: '0' } as Balance;
    expect(isLaterBalance(unversioned, held[0] as Balance)).toBe(true);
    expect(mergeFuturesBalances(held, [unversioned])).toEqual([unversioned]);
  });
});

describe('positions', () => {
  it('replaces a position by symbol or adds it', () => {
    const btc = aFuturesPosition();
    const eth = aFuturesPosition({ symbol: 'ETH_USDT' });
    const moved = aFuturesPosition({ margin: '80' });
    expect(replacePosition([btc, eth], moved)).toEqual([moved, eth]);
    expect(replacePosition([btc], eth)).toEqual([btc, eth]);
  });

  it('sees funding in a held position whose realized PnL moved, not in an opened or closed one', () => {
    const btc = aFuturesPosition();
    expect(realizedPnlChanged([btc], [aFuturesPosition({ realizedPnl: '-0.6' })])).toBe(true);
    expect(realizedPnlChanged([btc], [btc, aFuturesPosition({ symbol: 'ETH_USDT', realizedPnl: '1' })])).toBe(false);
    expect(realizedPnlChanged([btc], [])).toBe(false);
  });
});
