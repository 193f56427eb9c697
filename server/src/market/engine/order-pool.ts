import { type PriceLevel, RestingOrder } from './price-level.ts';
import type { Side } from './types.ts';

/**
 * Records of done orders, reused for new ones. A record that already lives in the old generation
 * and is written over costs the garbage collector nothing; a fresh record per order is copied out
 * of the young generation as soon as it outlives it, which is the fate of most resting orders.
 * The pool never holds more records than its book once held orders at the same time.
 */
export class OrderPool {
  private readonly spare: RestingOrder[] = [];

  take(
    id: string,
    owner: string,
    side: Side,
    price: number,
    quantity: number,
    filled: number,
    remaining: number,
    sequence: number,
    level: PriceLevel,
  ): RestingOrder {
    const order = this.spare.pop();
    if (order === undefined)
      return new RestingOrder(id, owner, side, price, quantity, filled, remaining, sequence, level);
    order.id = id;
    order.owner = owner;
    order.side = side;
    order.price = price;
    order.quantity = quantity;
    order.filled = filled;
    order.remaining = remaining;
    order.sequence = sequence;
    order.level = level;
    return order;
  }

  /** Hands back an order that is out of the book and out of every index. */
  release(order: RestingOrder): void {
    this.spare.push(order);
  }
}
