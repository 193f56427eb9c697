import type { Trade } from '@vela/contracts/market-data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTrades } from './trades.ts';

function trade(id: number, price = '65000'): Trade {
  return { id, symbol: 'BTC_USDT', price, quantity: '0.1', side: id % 2 ? 'buy' : 'sell', time: id * 1000 };
}

const ids = (trades: readonly Trade[]) => trades.map((item) => item.id);

describe('addTrades', () => {
  it('lists a REST page (newest first) and live pushes (oldest first) newest first', () => {
    const page = addTrades([], [trade(5), trade(4), trade(3)], 10);
    expect(ids(page)).toEqual([5, 4, 3]);
    expect(ids(addTrades(page, [trade(6), trade(7)], 10))).toEqual([7, 6, 5, 4, 3]);
  });

  it('keeps at most `limit` trades, dropping the oldest', () => {
    const list = addTrades([], [trade(3), trade(2), trade(1)], 3);
    expect(ids(addTrades(list, [trade(4)], 3))).toEqual([4, 3, 2]);
    expect(ids(addTrades(list, [trade(4), trade(5), trade(6), trade(7)], 3))).toEqual([7, 6, 5]);
  });

  it('lists a repeated id once, the last copy received winning', () => {
    const list = addTrades([], [trade(1), trade(2, '1'), trade(2, '2')], 10);
    expect(ids(list)).toEqual([2, 1]);
    expect(list[0]?.price).toBe('2');
  });

  it('ignores trades not newer than the newest listed, returning the same list', () => {
    const list = addTrades([], [trade(10), trade(8)], 10);
    expect(addTrades(list, [trade(10), trade(9), trade(1)], 10)).toBe(list);
    expect(ids(addTrades(list, [trade(9), trade(11)], 10))).toEqual([11, 10, 8]);
  });

  it('refuses a limit that lists nothing', () => {
    expect(() => addTrades([], [trade(1)], 0)).toThrow(RangeError);
  });

  it('stays bounded, unique and strictly newest first whatever arrives', () => {
    const batches = fc.array(fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 20 }), { maxLength: 30 });
    fc.assert(
      fc.property(batches, fc.integer({ min: 1, max: 40 }), (received, limit) => {
        let list: readonly Trade[] = [];
        let newest = 0;
        for (const batch of received) {
          list = addTrades(
            list,
            batch.map((id) => trade(id)),
            limit,
          );
          newest = Math.max(newest, ...batch);
          expect(list.length).toBeLessThanOrEqual(limit);
          expect(list[0]?.id ?? 0).toBe(newest);
          list.forEach((item, index) => {
            const next = list[index + 1];
            if (next) expect(next.id).toBeLessThan(item.id);
          });
        }
      }),
    );
  });
});
