import { PriceLevel } from './price-level.ts';
import type { DepthLevel, Side } from './types.ts';

/**
 * One side of a book: its price levels sorted from worst to best, so the best level is the last
 * element (O(1) to read, O(1) to drop when it empties, which is what matching does most), plus a
 * map from price to level for O(1) joins to an existing level.
 */
export class BookSide {
  private readonly levels: PriceLevel[] = [];
  private readonly byPrice = new Map<number, PriceLevel>();
  /** Emptied levels, reused for the same reason as the records of an `OrderPool`. */
  private readonly spareLevels: PriceLevel[] = [];
  /** +1 for bids (higher is better), -1 for asks (lower is better). */
  private readonly direction: 1 | -1;

  constructor(readonly side: Side) {
    this.direction = side === 'buy' ? 1 : -1;
  }

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  levelAt(price: number): PriceLevel | undefined {
    return this.byPrice.get(price);
  }

  /** A new, empty level at `price` (which has none yet), in its sorted place. */
  addLevel(price: number): PriceLevel {
    let level = this.spareLevels.pop();
    if (level === undefined) level = new PriceLevel(price);
    else level.price = price;
    this.byPrice.set(price, level);
    const levels = this.levels;
    const best = levels[levels.length - 1];
    // New levels usually appear at or near the top of the book: skip the search for a new best.
    if (best === undefined || this.direction * (price - best.price) > 0) levels.push(level);
    else levels.splice(this.insertionIndex(price), 0, level);
    return level;
  }

  /** Drops a level that has become empty. */
  removeLevel(level: PriceLevel): void {
    this.byPrice.delete(level.price);
    const levels = this.levels;
    if (levels[levels.length - 1] === level) levels.pop();
    else levels.splice(this.insertionIndex(level.price), 1);
    this.spareLevels.push(level);
  }

  /** Up to `count` levels, best first. */
  depth(count: number): DepthLevel[] {
    const result: DepthLevel[] = [];
    const levels = this.levels;
    for (let i = levels.length - 1; i >= 0 && result.length < count; i--) {
      const level = levels[i] as PriceLevel;
      result.push({ price: level.price, quantity: level.total });
    }
    return result;
  }

  /** First index whose level is not worse than `price` (the index of `price` when present). */
  private insertionIndex(price: number): number {
    const key = this.direction * price;
    const levels = this.levels;
    let low = 0;
    let high = levels.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.direction * (levels[middle] as PriceLevel).price < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
