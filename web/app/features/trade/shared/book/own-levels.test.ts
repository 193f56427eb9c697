import type { Order } from '@vela/contracts/trading';
import { describe, expect, it } from 'vitest';
import { ownLevels } from './own-levels.ts';

const order = (id: string, side: 'buy' | 'sell', price: string, quantity: string, filled = '0'): Order => ({
  id,
  clientOrderId: null,
  symbol: 'BTC_USDT',
  side,
  type: 'limit',
  price,
  quantity,
  filledQuantity: filled,
  filledQuote: '0',
  averagePrice: null,
  status: 'open',
  cancelReason: null,
  version: 1,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
});

describe('ownLevels', () => {
  it('sums what is left to fill per row, grouped like the book (bids down, asks up)', () => {
    const levels = ownLevels(
      [
        order('a', 'buy', '95000.37', '0.5', '0.2'),
        order('b', 'buy', '95000.91', '0.1'),
        order('c', 'sell', '95010.01', '0.25'),
        order('d', 'buy', '94999.99', '1'),
      ],
      'BTC_USDT',
      '1',
    );
    expect([...levels.bid]).toEqual([
      ['95000', { quantity: '0.4', orderIds: ['a', 'b'] }],
      ['94999', { quantity: '1', orderIds: ['d'] }],
    ]);
    expect([...levels.ask]).toEqual([['95011', { quantity: '0.25', orderIds: ['c'] }]]);
  });

  it('labels rows with the step’s decimals and leaves out other markets, market orders and done orders', () => {
    const other = { ...order('x', 'buy', '3000', '1'), symbol: 'ETH_USDT' };
    const done = { ...order('y', 'buy', '95000', '1'), status: 'filled' as const };
    const market = { ...order('z', 'sell', '95000', '1'), price: null };
    const levels = ownLevels([other, done, market, order('a', 'buy', '95000.3', '1')], 'BTC_USDT', '0.10');
    expect([...levels.bid.keys()]).toEqual(['95000.3']);
    expect(levels.ask.size).toBe(0);
  });
});
