import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { OrderBook } from './order-book.ts';
import type { DepthLevel, EngineEvent, OrderRequest, Side } from './types.ts';

type Command =
  | {
      readonly kind: 'limit';
      readonly owner: number;
      readonly side: Side;
      readonly price: number;
      readonly quantity: number;
    }
  | { readonly kind: 'market'; readonly owner: number; readonly side: Side; readonly quantity: number }
  /** Picks one of the ids placed so far (most of them done already, which must be harmless). */
  | { readonly kind: 'cancel'; readonly pick: number };

const side = fc.constantFrom<Side>('buy', 'sell');
const owner = fc.integer({ min: 0, max: 3 });
// A narrow price band and few owners make crossing orders and self-trades common.
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      owner,
      side,
      price: fc.integer({ min: 95, max: 105 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      owner,
      side,
      quantity: fc.integer({ min: 1, max: 40 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

interface Placed {
  readonly request: OrderRequest;
  readonly sequence: number;
  filled: number;
  cancelled: number;
  /** What rests in the book by the model's own account (zero once done or for market orders). */
  resting: number;
  done: boolean;
}

/** Follows the events to hold its own account of every order, checked against the book's. */
class Model {
  readonly orders = new Map<string, Placed>();
  /** The orders not done yet: the only ones whose state may still change. */
  readonly live = new Map<string, Placed>();
  readonly depthFromEvents = { buy: new Map<number, number>(), sell: new Map<number, number>() };
  filledBySide = { buy: 0, sell: 0 };
  lastTradeSequence = 0;

  apply(request: OrderRequest, events: readonly EngineEvent[]): void {
    for (const event of events) {
      switch (event.type) {
        case 'accepted':
          assert.equal(event.orderId, request.id);
          {
            assert.equal(this.orders.has(request.id), false);
            const order = { request, sequence: event.sequence, filled: 0, cancelled: 0, resting: 0, done: false };
            this.orders.set(request.id, order);
            this.live.set(request.id, order);
            break;
          }
        case 'trade': {
          assert.equal(event.sequence, this.lastTradeSequence + 1);
          this.lastTradeSequence = event.sequence;
          const maker = this.liveOrder(event.makerOrderId);
          const taker = this.liveOrder(event.takerOrderId);
          assert.notEqual(maker.request.side, taker.request.side);
          assert.equal(event.takerSide, taker.request.side);
          assert.ok(event.quantity > 0);
          // Fills happen at the maker's price, never beyond the taker's limit.
          assert.equal(maker.request.type, 'limit');
          if (maker.request.type === 'limit') assert.equal(event.price, maker.request.price);
          if (taker.request.type === 'limit') {
            if (taker.request.side === 'buy') assert.ok(event.price <= taker.request.price);
            else assert.ok(event.price >= taker.request.price);
          }
          maker.filled += event.quantity;
          maker.resting -= event.quantity;
          assert.ok(maker.resting >= 0);
          taker.filled += event.quantity;
          this.filledBySide[maker.request.side] += event.quantity;
          this.filledBySide[taker.request.side] += event.quantity;
          break;
        }
        case 'done': {
          const order = this.liveOrder(event.orderId);
          order.done = true;
          order.resting = 0;
          order.cancelled = event.remaining;
          assert.equal(event.filled, order.filled);
          assert.equal(event.status === 'filled', event.remaining === 0 && event.cancelReason === null);
          assert.equal(order.filled + order.cancelled, order.request.quantity);
          this.live.delete(event.orderId);
          break;
        }
        case 'depth': {
          const levels = this.depthFromEvents[event.side];
          if (event.quantity === 0) levels.delete(event.price);
          else levels.set(event.price, event.quantity);
          break;
        }
      }
    }
    const taker = this.live.get(request.id);
    if (taker !== undefined) taker.resting = taker.request.quantity - taker.filled;
  }

  /** Resting orders of one side in priority order: best price first, then earliest arrival. */
  queue(of: Side): Placed[] {
    const resting = [...this.live.values()].filter((order) => order.resting > 0 && order.request.side === of);
    const price = (order: Placed) => (order.request.type === 'limit' ? order.request.price : 0);
    return resting.sort((a, b) =>
      price(a) === price(b) ? a.sequence - b.sequence : of === 'buy' ? price(b) - price(a) : price(a) - price(b),
    );
  }

  depth(of: Side): DepthLevel[] {
    const totals = new Map<number, number>();
    for (const order of this.queue(of)) {
      if (order.request.type !== 'limit') continue;
      totals.set(order.request.price, (totals.get(order.request.price) ?? 0) + order.resting);
    }
    return [...totals].map(([price, quantity]) => ({ price, quantity }));
  }

  private liveOrder(id: string): Placed {
    const order = this.live.get(id);
    if (order === undefined) throw new Error(`event for an order that is not live: ${id}`);
    return order;
  }
}

function toRequest(cmd: Command, index: number, placedIds: readonly string[]): OrderRequest | string {
  const id = `o${index}`;
  switch (cmd.kind) {
    case 'limit':
      return { type: 'limit', id, owner: `u${cmd.owner}`, side: cmd.side, price: cmd.price, quantity: cmd.quantity };
    case 'market':
      return { type: 'market', id, owner: `u${cmd.owner}`, side: cmd.side, quantity: cmd.quantity };
    case 'cancel':
      return placedIds[cmd.pick % Math.max(1, placedIds.length)] ?? 'none';
  }
}

function crosses(taker: OrderRequest, maker: Placed): boolean {
  if (taker.type === 'market' || maker.request.type !== 'limit') return true;
  return taker.side === 'buy' ? maker.request.price <= taker.price : maker.request.price >= taker.price;
}

/**
 * The makers a taker touched (traded with or cancelled as a self-trade), in order, must be the
 * head of the opposite side's priority queue; every one but the last must be used up; and a
 * taker left unfilled must have touched every maker its price crossed.
 */
function checkPriority(
  request: OrderRequest,
  queueBefore: readonly Placed[],
  events: readonly EngineEvent[],
  model: Model,
  selfTradePrevention: boolean,
) {
  const touched: string[] = [];
  for (const event of events) {
    if (event.type === 'trade' && event.makerOrderId !== touched.at(-1)) touched.push(event.makerOrderId);
    if (event.type === 'done' && event.cancelReason === 'self-trade') {
      assert.ok(selfTradePrevention);
      assert.equal(event.owner, request.owner);
      touched.push(event.orderId);
    }
    if (event.type === 'trade' && selfTradePrevention) assert.notEqual(event.makerOwner, event.takerOwner);
  }
  const eligible = queueBefore.filter((maker) => crosses(request, maker)).map((maker) => maker.request.id);
  assert.deepEqual(touched, eligible.slice(0, touched.length));
  for (const id of touched.slice(0, -1)) assert.equal(model.orders.get(id)?.done, true);
  const taker = model.orders.get(request.id);
  if (taker !== undefined && taker.filled < request.quantity) assert.deepEqual(touched, eligible);
}

function checkBook(book: OrderBook, model: Model) {
  const bid = book.bestBid();
  const ask = book.bestAsk();
  if (bid !== undefined && ask !== undefined) assert.ok(bid < ask, `crossed book: bid ${bid}, ask ${ask}`);
  for (const order of model.live.values()) {
    const resting = book.order(order.request.id);
    assert.equal(resting?.remaining ?? 0, order.resting);
    if (resting !== undefined) assert.equal(resting.filled, order.filled);
    assert.equal(order.filled + order.resting + order.cancelled, order.request.quantity);
  }
  assert.equal(model.filledBySide.buy, model.filledBySide.sell);
  const depth = book.depth(Number.POSITIVE_INFINITY);
  assert.deepEqual(depth.bids, model.depth('buy'));
  assert.deepEqual(depth.asks, model.depth('sell'));
  assert.equal(bid, depth.bids[0]?.price);
  assert.equal(ask, depth.asks[0]?.price);
  const fromEvents = (side: Side) =>
    [...model.depthFromEvents[side]]
      .map(([price, quantity]) => ({ price, quantity }))
      .sort((a, b) => (side === 'buy' ? b.price - a.price : a.price - b.price));
  assert.deepEqual(depth.bids, fromEvents('buy'));
  assert.deepEqual(depth.asks, fromEvents('sell'));
}

function run(mode: 'cancel-oldest' | 'off', commands: readonly Command[]) {
  const events: EngineEvent[] = [];
  const book = new OrderBook({ selfTradePrevention: mode, listener: (event) => events.push(event) });
  const model = new Model();
  const placedIds: string[] = [];
  commands.forEach((cmd, index) => {
    const request = toRequest(cmd, index, placedIds);
    if (typeof request === 'string') {
      const order = model.live.get(request);
      const result = book.cancel(request);
      assert.deepEqual(result, order ? { ok: true, cancelled: order.resting } : { ok: false, reason: 'unknown-order' });
      const cancelEvents = events.splice(0);
      if (order !== undefined) model.apply(order.request, cancelEvents);
      else assert.deepEqual(cancelEvents, []);
    } else {
      const queueBefore = model.queue(request.side === 'buy' ? 'sell' : 'buy');
      assert.equal(book.place(request).ok, true);
      placedIds.push(request.id);
      const placeEvents = events.splice(0);
      model.apply(request, placeEvents);
      checkPriority(request, queueBefore, placeEvents, model, mode === 'cancel-oldest');
      // A market order never rests; a limit order rests exactly when it was not filled.
      const placed = model.orders.get(request.id);
      assert.equal(placed?.done, request.type === 'market' || placed?.resting === 0);
    }
    checkBook(book, model);
  });
}

describe('OrderBook properties', () => {
  it('keeps the book uncrossed, conserves quantities and honours price-time priority', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cancel-oldest' as const, 'off' as const),
        fc.array(command, { maxLength: 150, size: 'max' }),
        run,
      ),
      { numRuns: 200 },
    );
  });
});
