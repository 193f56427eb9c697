import { describe, expect, it } from 'vitest';
import { OrderBook } from './order-book.ts';
import type { EngineEvent, Side, TradeEvent } from './types.ts';

function recordingBook() {
  const events: EngineEvent[] = [];
  const book = new OrderBook({ listener: (event) => events.push(event) });
  const take = () => events.splice(0);
  const rest = (id: string, side: Side, price: number, quantity: number, owner = `owner-${id}`) => {
    expect(book.place({ type: 'limit', id, owner, side, price, quantity }).ok).toBe(true);
  };
  /** Who a market sell of `quantity` trades with, in order. */
  const sellInto = (quantity: number) => {
    take();
    book.place({
      type: 'market',
      id: `probe-${events.length}-${Math.random()}`,
      owner: 'probe',
      side: 'sell',
      quantity,
    });
    return take()
      .filter((event): event is TradeEvent => event.type === 'trade')
      .map((trade) => [trade.makerOrderId, trade.quantity]);
  };
  return { book, take, rest, sellInto };
}

describe('OrderBook.amend', () => {
  it('keeps time priority when only the quantity goes down', () => {
    const { book, take, rest, sellInto } = recordingBook();
    rest('first', 'buy', 100, 5);
    rest('second', 'buy', 100, 5);
    take();
    expect(book.amend('first', 100, 2)).toEqual({
      ok: true,
      priorityKept: true,
      sequence: 1,
      traded: 0,
      remaining: 2,
      events: [],
    });
    expect(take()).toEqual([{ type: 'depth', side: 'buy', price: 100, quantity: 7 }]);
    expect(book.order('first')).toMatchObject({ quantity: 2, remaining: 2, sequence: 1 });
    expect(sellInto(3)).toEqual([
      ['first', 2],
      ['second', 1],
    ]);
  });

  it('sends the order to the back of its level when the quantity goes up', () => {
    const { book, take, rest, sellInto } = recordingBook();
    rest('first', 'buy', 100, 5);
    rest('second', 'buy', 100, 5);
    take();
    expect(book.amend('first', 100, 6)).toEqual({
      ok: true,
      priorityKept: false,
      sequence: 3,
      traded: 0,
      remaining: 6,
      events: [],
    });
    expect(book.depth(5).bids).toEqual([{ price: 100, quantity: 11 }]);
    expect(sellInto(7)).toEqual([
      ['second', 5],
      ['first', 2],
    ]);
  });

  it('sends the order to the back of the new level when the price changes, and empties the old level', () => {
    const { book, take, rest, sellInto } = recordingBook();
    rest('moving', 'buy', 100, 5);
    rest('waiting', 'buy', 101, 5);
    take();
    expect(book.amend('moving', 101, 5)).toMatchObject({ ok: true, priorityKept: false, traded: 0, remaining: 5 });
    expect(take()).toEqual([
      { type: 'depth', side: 'buy', price: 100, quantity: 0 },
      { type: 'depth', side: 'buy', price: 101, quantity: 10 },
    ]);
    expect(book.depth(5).bids).toEqual([{ price: 101, quantity: 10 }]);
    expect(sellInto(6)).toEqual([
      ['waiting', 5],
      ['moving', 1],
    ]);
  });

  it('trades at once when the new price crosses, and rests the rest at the new price', () => {
    const { book, take, rest } = recordingBook();
    rest('ask', 'sell', 105, 3);
    rest('bid', 'buy', 100, 5);
    take();
    expect(book.amend('bid', 106, 5)).toMatchObject({ ok: true, priorityKept: false, traded: 3, remaining: 2 });
    const events = take();
    expect(events.filter((event) => event.type === 'trade')).toMatchObject([
      { price: 105, quantity: 3, takerSide: 'buy', takerOrderId: 'bid', makerOrderId: 'ask' },
    ]);
    expect(events.some((event) => event.type === 'done' && event.orderId === 'ask')).toBe(true);
    expect(book.order('bid')).toMatchObject({ price: 106, quantity: 5, filled: 3, remaining: 2 });
    expect(book.depth(5)).toEqual({ bids: [{ price: 106, quantity: 2 }], asks: [] });
  });

  it('reports the order filled when the crossing amend takes all of it', () => {
    const { book, take, rest } = recordingBook();
    rest('ask', 'sell', 105, 10);
    rest('bid', 'buy', 100, 4);
    take();
    expect(book.amend('bid', 105, 4)).toMatchObject({ ok: true, traded: 4, remaining: 0 });
    expect(take().at(-1)).toEqual({
      type: 'done',
      orderId: 'bid',
      owner: 'owner-bid',
      side: 'buy',
      status: 'filled',
      cancelReason: null,
      filled: 4,
      remaining: 0,
    });
    expect(book.order('bid')).toBeUndefined();
    expect(book.depth(5)).toEqual({ bids: [], asks: [{ price: 105, quantity: 6 }] });
  });

  it('never trades an amended order with its owner: the resting one is cancelled (cancel-oldest)', () => {
    const { book, take, rest } = recordingBook();
    rest('own-ask', 'sell', 105, 3, 'alice');
    rest('own-bid', 'buy', 100, 2, 'alice');
    take();
    expect(book.amend('own-bid', 105, 2)).toMatchObject({ ok: true, traded: 0, remaining: 2 });
    expect(take()).toContainEqual(
      expect.objectContaining({ type: 'done', orderId: 'own-ask', cancelReason: 'self-trade' }),
    );
    expect(book.depth(5)).toEqual({ bids: [{ price: 105, quantity: 2 }], asks: [] });
  });

  it('refuses what it cannot do and changes nothing', () => {
    const { book, take, rest } = recordingBook();
    rest('bid', 'buy', 100, 5);
    take();
    expect(book.amend('nobody', 100, 1)).toEqual({ ok: false, reason: 'unknown-order' });
    expect(book.amend('bid', 0, 1)).toEqual({ ok: false, reason: 'invalid-price' });
    expect(book.amend('bid', 100, 0)).toEqual({ ok: false, reason: 'invalid-quantity' });
    expect(book.amend('bid', 100, 1.5)).toEqual({ ok: false, reason: 'invalid-quantity' });
    rest('big', 'buy', 99, Number.MAX_SAFE_INTEGER - 1);
    take();
    expect(book.amend('bid', 99, 5)).toEqual({ ok: false, reason: 'level-quantity-overflow' });
    expect(take()).toEqual([]);
    expect(book.order('bid')).toMatchObject({ price: 100, remaining: 5, sequence: 1 });
  });
});
