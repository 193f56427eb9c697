import type { Order } from '@vela/contracts/trading';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../../../../../test/support/orders.ts';
import { orderRows } from './order-rows.ts';

const order = (id: string, changes: Partial<Order> = {}) => anOrder(id, changes, '2026-01-01T00:00:00.000Z');

describe('orderRows', () => {
  it('shows an OCO’s two legs as one row, the limit leg first, where the first of them is listed', () => {
    const stop = order('s', { type: 'stop-limit', status: 'untriggered', ocoGroup: 'l', stopPrice: '90' });
    const limit = order('l', { ocoGroup: 'l' });
    const rows = orderRows([order('a'), stop, order('b'), limit]);
    expect(rows.map((row) => [row.id, row.legs.map((leg) => leg.id)])).toEqual([
      ['a', ['a']],
      ['l', ['l', 's']],
      ['b', ['b']],
    ]);
  });

  it('lists a leg whose partner is elsewhere (on another page, or still open) on its own, by its id', () => {
    const triggered = order('s', { type: 'stop-limit', ocoGroup: 'l', stopPrice: '90' });
    expect(orderRows([triggered]).map((row) => [row.id, row.legs.length])).toEqual([['s', 1]]);
  });
});
