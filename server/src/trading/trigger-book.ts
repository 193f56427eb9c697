import type { Side } from '../market/engine/types.ts';

/** rise: due when a trade is at or above the stop; fall: at or below. */
export type TriggerDirection = 'rise' | 'fall';

/** A trailing distance: whole ticks, or parts per million of the best price (rounded up to a tick). */
export type TrailingDistance = { readonly ticks: number } | { readonly ppm: number };

export interface TrailingState {
  /** The best trade price since placing, in ticks: the highest for a sell, the lowest for a buy. */
  readonly best: number;
  /** Its stop price now, in ticks. */
  readonly stop: number;
}

/** What one trade did to a market's triggers. */
export interface TriggerChanges {
  /** Orders whose trigger the trade reached, in the order they became due. */
  readonly due: string[];
  /** Trailing stops whose best price (and so stop price) moved without reaching it. */
  readonly moved: { readonly id: string; readonly state: TrailingState }[];
}

const NO_CHANGES: TriggerChanges = { due: [], moved: [] };

/** The distance of a trailing stop from its best price, in whole ticks (at least one). */
export function trailingTicks(best: number, distance: TrailingDistance): number {
  if ('ticks' in distance) return Math.max(1, distance.ticks);
  // BigInt: best x ppm can pass 2^53 on a fine tick grid.
  const product = BigInt(best) * BigInt(distance.ppm);
  const ticks = (product + 999_999n) / 1_000_000n;
  return Math.max(1, Number(ticks));
}

/**
 * A trailing stop after one more trade: a sell trails below the highest price seen and is due when
 * a trade reaches its stop; a buy trails above the lowest. The stop only ever moves in the holder's
 * favour (up for a sell, down for a buy), whatever the trades do.
 */
export function trail(
  side: Side,
  distance: TrailingDistance,
  state: TrailingState,
  price: number,
): TrailingState & { due: boolean } {
  if (side === 'sell') {
    const best = Math.max(state.best, price);
    const stop = best === state.best ? state.stop : Math.max(state.stop, best - trailingTicks(best, distance));
    return { best, stop, due: price <= stop };
  }
  const best = Math.min(state.best, price);
  const stop = best === state.best ? state.stop : Math.min(state.stop, best + trailingTicks(best, distance));
  return { best, stop, due: price >= stop };
}

/** A trailing stop's state when placed at the last trade price. */
export function startTrailing(side: Side, distance: TrailingDistance, last: number): TrailingState {
  const ticks = trailingTicks(last, distance);
  return { best: last, stop: side === 'sell' ? last - ticks : last + ticks };
}

interface StopEntry {
  readonly id: string;
  readonly stop: number;
}

interface TrailingEntry {
  readonly id: string;
  readonly side: Side;
  readonly distance: TrailingDistance;
  state: TrailingState;
}

/**
 * One market's waiting triggers. Fixed stops sit in two heaps (rising: lowest stop on top; falling:
 * highest on top), so a trade that reaches none costs two comparisons however many wait; trailing
 * stops, whose stops move with every new best price, are walked on each trade. Removal is lazy: an
 * entry leaves the heap when it reaches the top.
 */
export class TriggerBook {
  private readonly rising = new StopHeap((a, b) => a.stop - b.stop);
  private readonly falling = new StopHeap((a, b) => b.stop - a.stop);
  /** Live fixed stops: an entry in a heap counts only while it is the one here. */
  private readonly stops = new Map<string, StopEntry>();
  private readonly trailing = new Map<string, TrailingEntry>();

  get size(): number {
    return this.stops.size + this.trailing.size;
  }

  addStop(id: string, direction: TriggerDirection, stop: number): void {
    const entry = { id, stop };
    this.stops.set(id, entry);
    (direction === 'rise' ? this.rising : this.falling).push(entry);
  }

  addTrailing(id: string, side: Side, distance: TrailingDistance, state: TrailingState): void {
    this.trailing.set(id, { id, side, distance, state });
  }

  remove(id: string): void {
    this.stops.delete(id);
    this.trailing.delete(id);
  }

  has(id: string): boolean {
    return this.stops.has(id) || this.trailing.has(id);
  }

  /**
   * One trade at `price` (ticks): the triggers it reached leave the book and are returned as due.
   * Runs on every trade of the market, so the path where nothing is reached allocates nothing.
   */
  onTrade(price: number): TriggerChanges {
    let due: string[] | undefined;
    for (let top = this.rising.peek(); top !== undefined && price >= top.stop; top = this.rising.peek()) {
      this.rising.pop();
      if (this.takeStop(top)) {
        due ??= [];
        due.push(top.id);
      }
    }
    for (let top = this.falling.peek(); top !== undefined && price <= top.stop; top = this.falling.peek()) {
      this.falling.pop();
      if (this.takeStop(top)) {
        due ??= [];
        due.push(top.id);
      }
    }
    if (this.trailing.size === 0) return due === undefined ? NO_CHANGES : { due, moved: [] };
    const moved: { id: string; state: TrailingState }[] = [];
    for (const entry of this.trailing.values()) {
      const next = trail(entry.side, entry.distance, entry.state, price);
      if (next.due) {
        this.trailing.delete(entry.id);
        due ??= [];
        due.push(entry.id);
      } else if (next.stop !== entry.state.stop || next.best !== entry.state.best) {
        entry.state = { best: next.best, stop: next.stop };
        moved.push({ id: entry.id, state: entry.state });
      }
    }
    return { due: due ?? [], moved };
  }

  /** A heap entry that reached the top: live (and now taken) only if it is still the stop of its id. */
  private takeStop(entry: StopEntry): boolean {
    if (this.stops.get(entry.id) !== entry) return false;
    this.stops.delete(entry.id);
    return true;
  }
}

/** A binary heap of stops, best on top by `before`. */
class StopHeap {
  private readonly items: StopEntry[] = [];

  constructor(private readonly before: (a: StopEntry, b: StopEntry) => number) {}

  peek(): StopEntry | undefined {
    return this.items[0];
  }

  push(entry: StopEntry): void {
    const items = this.items;
    items.push(entry);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (this.before(items[parent] as StopEntry, entry) <= 0) break;
      items[index] = items[parent] as StopEntry;
      index = parent;
    }
    items[index] = entry;
  }

  pop(): StopEntry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child =
        right < items.length && this.before(items[right] as StopEntry, items[left] as StopEntry) < 0 ? right : left;
      if (this.before(items[child] as StopEntry, last) >= 0) break;
      items[index] = items[child] as StopEntry;
      index = child;
    }
    items[index] = last;
    return top;
  }
}
