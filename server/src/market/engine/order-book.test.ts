import { describe, expect, it } from 'vitest';
import { OrderBook, type OrderBookOptions } from './order-book.ts';
import type { EngineEvent, OrderRequest, Side } from './types.ts';

function recordingBook(options: Omit<OrderBookOptions, 'listener'> = {}) {
  const events: EngineEvent[] = [];
  const book = new OrderBook({ ...options, listener: (event) => events.push(event) });
  /** The events of the next call only. */
  const take = () => events.splice(0);
  return { book, take };
}

const limit = (id: string, side: Side, price: number, quantity: number, owner = `owner-${id}`): OrderRequest => ({
  type: 'limit',
  id,
  owner,
  side,
  price,
  quantity,
});

const market = (id: string, side: Side, quantity: number, owner = `owner-${id}`): OrderRequest => ({
  type: 'market',
  id,
  owner,
  side,
  quantity,
});

describe('OrderBook', () => {
  it('returns the events a crossing order caused: its fills and the makers it ended, in engine order', () => {
    const { book, take } = recordingBook();
    book.place(limit('a1', 'sell', 100, 2));
    book.place(limit('a2', 'sell', 101, 2));
    take();
    const placed = book.place(limit('b1', 'buy', 101, 3));
    const heard = take().filter((event) => event.type !== 'depth');
    expect(placed.ok && placed.events).toEqual(heard);
    expect(heard.map((event) => `${event.type}:${'orderId' in event ? event.orderId : event.makerOrderId}`)).toEqual([
      'accepted:b1',
      'trade:a1',
      'done:a1',
      'trade:a2',
      'done:b1',
    ]);
    // The next place starts a list of its own.
    const next = book.place(limit('b2', 'buy', 90, 1));
    expect(next.ok && next.events.map((event) => event.type)).toEqual(['accepted']);
  });

  it('rests a limit order that does not cross and reports it', () => {
    const { book, take } = recordingBook();
    const placed = book.place(limit('b1', 'buy', 100, 5));
    const events = take();
    // The result carries what the listener heard, depth aside.
    expect(placed).toEqual({ ok: true, sequence: 1, events: events.filter((event) => event.type !== 'depth') });
    expect(events).toEqual([
      {
        type: 'accepted',
        orderId: 'b1',
        owner: 'owner-b1',
        side: 'buy',
        orderType: 'limit',
        price: 100,
        quantity: 5,
        sequence: 1,
      },
      { type: 'depth', side: 'buy', price: 100, quantity: 5 },
    ]);
    expect(book.bestBid()).toBe(100);
    expect(book.bestAsk()).toBeUndefined();
    expect(book.order('b1')).toEqual({
      id: 'b1',
      owner: 'owner-b1',
      side: 'buy',
      price: 100,
      quantity: 5,
      filled: 0,
      remaining: 5,
      sequence: 1,
    });
  });

  it('fills a crossing limit order at the makers’ prices, best price first, and rests the rest', () => {
    const { book, take } = recordingBook();
    book.place(limit('a1', 'sell', 101, 3));
    book.place(limit('a2', 'sell', 102, 4));
    book.place(limit('a3', 'sell', 104, 1));
    take();
    book.place(limit('b1', 'buy', 103, 10));
    expect(take()).toEqual([
      expect.objectContaining({ type: 'accepted', orderId: 'b1', sequence: 4 }),
      {
        type: 'trade',
        sequence: 1,
        price: 101,
        quantity: 3,
        takerSide: 'buy',
        makerOrderId: 'a1',
        makerOwner: 'owner-a1',
        takerOrderId: 'b1',
        takerOwner: 'owner-b1',
      },
      {
        type: 'done',
        orderId: 'a1',
        owner: 'owner-a1',
        side: 'sell',
        status: 'filled',
        cancelReason: null,
        filled: 3,
        remaining: 0,
      },
      { type: 'depth', side: 'sell', price: 101, quantity: 0 },
      expect.objectContaining({ type: 'trade', sequence: 2, price: 102, quantity: 4, makerOrderId: 'a2' }),
      expect.objectContaining({ type: 'done', orderId: 'a2', status: 'filled' }),
      { type: 'depth', side: 'sell', price: 102, quantity: 0 },
      { type: 'depth', side: 'buy', price: 103, quantity: 3 },
    ]);
    expect(book.order('b1')).toMatchObject({ price: 103, quantity: 10, filled: 7, remaining: 3 });
    expect(book.depth(10)).toEqual({ bids: [{ price: 103, quantity: 3 }], asks: [{ price: 104, quantity: 1 }] });
  });

  it('fills the earlier of two orders at one price first and leaves the later one partly filled', () => {
    const { book, take } = recordingBook();
    book.place(limit('b1', 'buy', 100, 2));
    book.place(limit('b2', 'buy', 100, 5));
    take();
    book.place(limit('s1', 'sell', 99, 4));
    const trades = take().filter((event) => event.type === 'trade');
    expect(trades.map((trade) => [trade.makerOrderId, trade.price, trade.quantity])).toEqual([
      ['b1', 100, 2],
      ['b2', 100, 2],
    ]);
    expect(book.order('b1')).toBeUndefined();
    expect(book.order('b2')).toMatchObject({ filled: 2, remaining: 3 });
    expect(book.order('s1')).toBeUndefined();
    expect(book.depth(5).bids).toEqual([{ price: 100, quantity: 3 }]);
  });

  it('cancels what a market order cannot fill instead of resting it', () => {
    const { book, take } = recordingBook();
    book.place(limit('a1', 'sell', 101, 2));
    book.place(limit('a2', 'sell', 150, 1));
    take();
    book.place(market('m1', 'buy', 5));
    const events = take();
    expect(events[0]).toMatchObject({ type: 'accepted', orderType: 'market', price: null, quantity: 5 });
    expect(events.filter((event) => event.type === 'trade').map((trade) => trade.price)).toEqual([101, 150]);
    expect(events.at(-1)).toEqual({
      type: 'done',
      orderId: 'm1',
      owner: 'owner-m1',
      side: 'buy',
      status: 'cancelled',
      cancelReason: 'market-remainder',
      filled: 3,
      remaining: 2,
    });
    expect(book.bestBid()).toBeUndefined();
    expect(book.bestAsk()).toBeUndefined();
  });

  it('reports a fully filled market order as filled, and one on an empty side as cancelled', () => {
    const { book, take } = recordingBook();
    book.place(limit('b1', 'buy', 100, 5));
    take();
    book.place(market('m1', 'sell', 5));
    expect(take().at(-1)).toMatchObject({ type: 'done', orderId: 'm1', status: 'filled', filled: 5, remaining: 0 });
    book.place(market('m2', 'sell', 3));
    expect(take()).toEqual([
      expect.objectContaining({ type: 'accepted', orderId: 'm2' }),
      expect.objectContaining({ type: 'done', orderId: 'm2', status: 'cancelled', filled: 0, remaining: 3 }),
    ]);
  });

  it('cancels a resting order and removes its level once empty', () => {
    const { book, take } = recordingBook();
    book.place(limit('b1', 'buy', 100, 5));
    book.place(limit('b2', 'buy', 100, 1));
    book.place(limit('b3', 'buy', 99, 1));
    book.place(limit('s1', 'sell', 100, 2));
    take();
    expect(book.cancel('b2')).toEqual({ ok: true, cancelled: 1 });
    expect(book.cancel('b1')).toEqual({ ok: true, cancelled: 3 });
    expect(take()).toEqual([
      {
        type: 'done',
        orderId: 'b2',
        owner: 'owner-b2',
        side: 'buy',
        status: 'cancelled',
        cancelReason: 'user',
        filled: 0,
        remaining: 1,
      },
      { type: 'depth', side: 'buy', price: 100, quantity: 3 },
      expect.objectContaining({ type: 'done', orderId: 'b1', cancelReason: 'user', filled: 2, remaining: 3 }),
      { type: 'depth', side: 'buy', price: 100, quantity: 0 },
    ]);
    expect(book.bestBid()).toBe(99);
    expect(book.cancel('b1')).toEqual({ ok: false, reason: 'unknown-order' });
    expect(book.cancel('s1')).toEqual({ ok: false, reason: 'unknown-order' });
    expect(take()).toEqual([]);
  });

  it('cancels the resting order of the taker’s own owner and goes on matching behind it', () => {
    const { book, take } = recordingBook();
    book.place(limit('a1', 'sell', 100, 2, 'alice'));
    book.place(limit('a2', 'sell', 100, 2, 'bob'));
    take();
    book.place(limit('b1', 'buy', 100, 3, 'alice'));
    expect(take()).toEqual([
      expect.objectContaining({ type: 'accepted', orderId: 'b1' }),
      expect.objectContaining({
        type: 'done',
        orderId: 'a1',
        status: 'cancelled',
        cancelReason: 'self-trade',
        remaining: 2,
      }),
      expect.objectContaining({ type: 'trade', makerOrderId: 'a2', takerOrderId: 'b1', quantity: 2 }),
      expect.objectContaining({ type: 'done', orderId: 'a2', status: 'filled' }),
      { type: 'depth', side: 'sell', price: 100, quantity: 0 },
      { type: 'depth', side: 'buy', price: 100, quantity: 1 },
    ]);
  });

  it('lets one owner trade with itself when self-trade prevention is off', () => {
    const { book, take } = recordingBook({ selfTradePrevention: 'off' });
    book.place(limit('a1', 'sell', 100, 2, 'alice'));
    take();
    book.place(market('m1', 'buy', 2, 'alice'));
    expect(take()).toContainEqual(expect.objectContaining({ type: 'trade', makerOwner: 'alice', takerOwner: 'alice' }));
  });

  it.each([
    [{ price: 100.5 }, 'invalid-price'],
    [{ price: 0 }, 'invalid-price'],
    [{ price: -1 }, 'invalid-price'],
    [{ price: Number.NaN }, 'invalid-price'],
    [{ price: 2 ** 53 }, 'invalid-price'],
    [{ quantity: 0.1 }, 'invalid-quantity'],
    [{ quantity: Number.POSITIVE_INFINITY }, 'invalid-quantity'],
    [{ quantity: '5' }, 'invalid-quantity'],
    [{ side: 'hold' }, 'invalid-side'],
    [{ type: 'stop' }, 'invalid-type'],
    [{ id: '' }, 'invalid-id'],
    [{ owner: 7 }, 'invalid-owner'],
  ])('rejects %o with %s and changes nothing', (change, reason) => {
    const { book, take } = recordingBook();
    const request = { ...limit('b1', 'buy', 100, 5), ...change } as OrderRequest;
    expect(book.place(request)).toEqual({ ok: false, reason });
    expect(take()).toEqual([]);
    expect(book.depth(10)).toEqual({ bids: [], asks: [] });
  });

  it('rejects an id that is resting already, and accepts it again once that order is done', () => {
    const { book } = recordingBook();
    book.place(limit('x', 'buy', 100, 5));
    expect(book.place(limit('x', 'sell', 90, 1))).toEqual({ ok: false, reason: 'duplicate-order-id' });
    book.cancel('x');
    expect(book.place(limit('x', 'sell', 90, 1))).toMatchObject({ ok: true, sequence: 2 });
  });

  it('refuses an order whose level total would stop being a safe integer', () => {
    const { book } = recordingBook();
    book.place(limit('b1', 'buy', 100, Number.MAX_SAFE_INTEGER - 1));
    expect(book.place(limit('b2', 'buy', 100, 2))).toEqual({ ok: false, reason: 'level-quantity-overflow' });
    expect(book.place(limit('b3', 'buy', 100, 1)).ok).toBe(true);
    expect(book.depth(1).bids).toEqual([{ price: 100, quantity: Number.MAX_SAFE_INTEGER }]);
  });

  it('aggregates depth by level, best first, up to the number of levels asked', () => {
    const book = new OrderBook();
    for (const [id, side, price, quantity] of [
      ['b1', 'buy', 98, 1],
      ['b2', 'buy', 100, 2],
      ['b3', 'buy', 99, 3],
      ['b4', 'buy', 100, 4],
      ['a1', 'sell', 103, 5],
      ['a2', 'sell', 101, 6],
      ['a3', 'sell', 102, 7],
    ] as const) {
      book.place(limit(id, side, price, quantity));
    }
    expect(book.depth(2)).toEqual({
      bids: [
        { price: 100, quantity: 6 },
        { price: 99, quantity: 3 },
      ],
      asks: [
        { price: 101, quantity: 6 },
        { price: 102, quantity: 7 },
      ],
    });
    expect(book.bestBid()).toBe(100);
    expect(book.bestAsk()).toBe(101);
  });

  it('keeps levels sorted when they are added and removed away from the top', () => {
    const book = new OrderBook();
    const prices = [50, 10, 30, 70, 20, 60, 40];
    prices.forEach((price, i) => {
      book.place(limit(`a${i}`, 'sell', price + 100, 1));
      book.place(limit(`b${i}`, 'buy', price, 1));
    });
    book.cancel('a2');
    book.cancel('b5');
    expect(book.depth(10).asks.map((level) => level.price)).toEqual([110, 120, 140, 150, 160, 170]);
    expect(book.depth(10).bids.map((level) => level.price)).toEqual([70, 50, 40, 30, 20, 10]);
    book.place(market('m1', 'buy', 3));
    expect(book.bestAsk()).toBe(150);
  });

  it('numbers orders by arrival and trades in one increasing sequence', () => {
    const { book, take } = recordingBook();
    expect(book.place(limit('a1', 'sell', 100, 1))).toMatchObject({ ok: true, sequence: 1 });
    book.place(limit('x', 'buy', 0, 1));
    expect(book.place(limit('a2', 'sell', 100, 1))).toMatchObject({ ok: true, sequence: 2 });
    book.place(market('m1', 'buy', 1));
    book.place(market('m2', 'buy', 1));
    const sequences = take().flatMap((event) => (event.type === 'trade' ? [event.sequence] : []));
    expect(sequences).toEqual([1, 2]);
  });

  it('works without a listener', () => {
    const book = new OrderBook();
    book.place(limit('a1', 'sell', 100, 2));
    book.place(limit('b1', 'buy', 100, 1));
    expect(book.order('a1')).toMatchObject({ filled: 1, remaining: 1 });
  });
});
