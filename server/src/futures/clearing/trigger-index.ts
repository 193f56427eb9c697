import Big from 'big.js';
import { TriggerBook, type TriggerDirection } from '../../trading/trigger-book.ts';
import type { FuturesOrderRecord } from '../order-view.ts';

/** What a futures stop is triggered by: the mark price or the last trade price. */
export type TriggerSource = 'mark' | 'last';

const sourceOf = (order: FuturesOrderRecord): TriggerSource => (order.triggerBy === 'last' ? 'last' : 'mark');

/**
 * The untriggered futures stops and TP/SL, in the spot trading's TriggerBook: one book per contract,
 * price source and direction, so a mark step costs a look at the top of each book, however many
 * stops wait further away.
 *
 * The generalisation over spot: a price may fall between two ticks (a mark is normally on the tick
 * but nothing here relies on it). Rising stops are due when the price is at or above theirs, so
 * their book hears the price rounded down to a tick; falling stops' book hears it rounded up: a
 * trigger on the grid is reached exactly when the decimal price reaches it.
 */
export class TriggerIndex {
  private readonly books = new Map<string, TriggerBook>();
  /** Where each waiting stop is: its book's key. */
  private readonly placed = new Map<string, string>();

  get size(): number {
    return this.placed.size;
  }

  has(orderId: string): boolean {
    return this.placed.has(orderId);
  }

  /** Adds an untriggered order with a trigger price on the grid of `tickSize`. */
  add(order: FuturesOrderRecord, tickSize: string): void {
    if (order.triggerPrice === null) return;
    this.remove(order.id);
    // A trigger without a direction is checked as a falling one, as it always was.
    const direction: TriggerDirection = order.triggerDirection === 'rise' ? 'rise' : 'fall';
    const key = `${order.symbol}|${sourceOf(order)}|${direction}`;
    let book = this.books.get(key);
    if (!book) {
      book = new TriggerBook();
      this.books.set(key, book);
    }
    const ticks = new Big(order.triggerPrice).div(tickSize);
    book.addStop(order.id, direction, Number(ticks.round(0, Big.roundDown).toFixed()));
    this.placed.set(order.id, key);
  }

  remove(orderId: string): void {
    const key = this.placed.get(orderId);
    if (key === undefined) return;
    this.placed.delete(orderId);
    this.books.get(key)?.remove(orderId);
  }

  clear(): void {
    this.books.clear();
    this.placed.clear();
  }

  /** The stops of a contract and source that `price` reached: they leave the index. */
  due(symbol: string, source: TriggerSource, price: Big, tickSize: string): string[] {
    const ticks = price.div(tickSize);
    const rising = this.books.get(`${symbol}|${source}|rise`)?.onTrade(Number(ticks.round(0, Big.roundDown).toFixed()));
    const falling = this.books.get(`${symbol}|${source}|fall`)?.onTrade(Number(ticks.round(0, Big.roundUp).toFixed()));
    const due = [...(rising?.due ?? []), ...(falling?.due ?? [])];
    for (const id of due) this.placed.delete(id);
    return due;
  }
}
