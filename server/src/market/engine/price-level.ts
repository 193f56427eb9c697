import type { Side } from './types.ts';

/**
 * A resting order, and its own node in its level's queue: linking orders directly (instead of
 * holding them in an array) makes a cancel from the middle of a queue O(1) without a search.
 * Mutable throughout because the book reuses records of done orders; nothing outside the engine
 * ever sees one (lookups return copies).
 */
export class RestingOrder {
  prev: RestingOrder | null = null;
  next: RestingOrder | null = null;

  constructor(
    public id: string,
    public owner: string,
    public side: Side,
    public price: number,
    public quantity: number,
    public filled: number,
    public remaining: number,
    public sequence: number,
    public level: PriceLevel,
  ) {}
}

/** The orders resting at one price, oldest first (time priority), and their total quantity. */
export class PriceLevel {
  head: RestingOrder | null = null;
  tail: RestingOrder | null = null;
  total = 0;

  constructor(public price: number) {}

  append(order: RestingOrder): void {
    order.prev = this.tail;
    order.next = null;
    if (this.tail === null) this.head = order;
    else this.tail.next = order;
    this.tail = order;
    this.total += order.remaining;
  }

  fill(order: RestingOrder, quantity: number): void {
    order.remaining -= quantity;
    order.filled += quantity;
    this.total -= quantity;
  }

  /** Takes an order out of the queue together with its unfilled quantity. */
  remove(order: RestingOrder): void {
    this.total -= order.remaining;
    if (order.prev === null) this.head = order.next;
    else order.prev.next = order.next;
    if (order.next === null) this.tail = order.prev;
    else order.next.prev = order.prev;
    order.prev = null;
    order.next = null;
  }
}
