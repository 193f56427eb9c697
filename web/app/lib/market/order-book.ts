import type { DepthLevel, DepthSnapshot, DepthUpdate } from '@vela/contracts/market-data';
import Big from 'big.js';
import {
  ceilToStep,
  compareDecimals,
  floorToStep,
  fractionDigits,
  isZeroDecimal,
  plain,
  shortestDecimal,
} from './decimals.ts';

export type DepthApplyResult =
  | { readonly status: 'applied'; readonly seq: number }
  /** The book is left as it was: fetch (or wait for) a snapshot, then go on with updates. */
  | {
      readonly status: 'resync-needed';
      readonly reason: 'no-snapshot' | 'gap';
      /** The seq that would have followed on; undefined before any snapshot. */
      readonly expectedSeq: number | undefined;
      readonly receivedSeq: number;
    }
  /** An update of another market (a late frame after a market switch): dropped, book untouched. */
  | { readonly status: 'ignored'; readonly reason: 'other-market' };

export interface BookViewOptions {
  /** Price step to group levels by, a decimal string: one of `groupingSteps(tickSize)`. */
  readonly step: string;
  /** Most rows per side. */
  readonly rows: number;
}

export interface BookRow {
  /** The group's price: bids rounded down to the step, asks up, written with the step's decimals. */
  readonly price: string;
  /** Sum of the quantities of the levels in the group. */
  readonly quantity: string;
  /** Cumulative quantity from the best row to this one. */
  readonly total: string;
  /**
   * total / the largest total shown on either side, 0..1 in hundredths. A number because it only
   * sizes a depth bar; one scale for both sides so the bars compare the two sides of the book.
   */
  readonly depth: number;
}

/** The two sides of a book drawn from `Row`s, each best first: bids highest, asks lowest. */
export interface BookSides<Row> {
  readonly bids: readonly Row[];
  readonly asks: readonly Row[];
}

export interface BookView extends BookSides<BookRow> {
  /** Of the ungrouped book; undefined while that side is empty. */
  readonly bestBid: string | undefined;
  readonly bestAsk: string | undefined;
  /** bestAsk - bestBid; undefined unless both sides have levels. */
  readonly spread: string | undefined;
  /** spread / mid x 100, rounded half-up to 6 decimals (a BTC spread is a few millionths of a percent). */
  readonly spreadPercent: string | undefined;
  /** (bestBid + bestAsk) / 2. */
  readonly mid: string | undefined;
}

type SideName = 'bid' | 'ask';

/**
 * One side of the book: levels by price (shortest-form decimal string) in a Map, so an update
 * that changes a quantity costs one Map write, and the prices kept sorted best first: a level
 * that appears or goes is put in or taken out by binary search, never a sort of the whole side.
 */
class BookSide {
  private readonly levels = new Map<string, string>();
  private sorted: string[] = [];
  private readonly compare: (a: string, b: string) => number;
  /** Group edge and label by level price, for the step they were worked out for: prices repeat frame after frame. */
  private edges = new Map<string, { edge: string; price: string }>();
  private edgesStep = '';

  constructor(private readonly name: SideName) {
    this.compare = name === 'bid' ? (a, b) => compareDecimals(b, a) : compareDecimals;
  }

  replace(levels: readonly DepthLevel[]): void {
    this.levels.clear();
    for (const [price, quantity] of levels) {
      if (!isZeroDecimal(quantity)) this.levels.set(shortestDecimal(price), quantity);
    }
    this.sorted = [...this.levels.keys()].sort(this.compare);
  }

  apply(levels: readonly DepthLevel[]): void {
    for (const [price, quantity] of levels) {
      const key = shortestDecimal(price);
      if (isZeroDecimal(quantity)) {
        if (this.levels.delete(key)) this.sorted.splice(this.position(key), 1);
      } else {
        if (!this.levels.has(key)) this.sorted.splice(this.position(key), 0, key);
        this.levels.set(key, quantity);
      }
    }
  }

  /** Where `price` is, or would go, in the sorted prices. */
  private position(price: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.sorted[middle] as string, price) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Prices best first. */
  prices(): readonly string[] {
    return this.sorted;
  }

  quantityAt(price: string): string {
    return this.levels.get(price) ?? '0';
  }

  /** The first `count` levels, best first, ungrouped. */
  nearest(count: number): DepthLevel[] {
    return this.sorted.slice(0, count).map((price): DepthLevel => [price, this.quantityAt(price)]);
  }

  /** The group a level starts: its edge (bids round down to the step, asks up) and label. */
  private edgeOf(price: string, step: Big, decimals: number): { edge: string; price: string } {
    const stepKey = `${plain(step)}|${decimals}`;
    if (stepKey !== this.edgesStep || this.edges.size > 4096) {
      this.edges = new Map();
      this.edgesStep = stepKey;
    }
    let known = this.edges.get(price);
    if (!known) {
      const level = new Big(price);
      const edge = this.name === 'bid' ? floorToStep(level, step) : ceilToStep(level, step);
      known = { edge: plain(edge), price: edge.toFixed(decimals) };
      this.edges.set(price, known);
    }
    return known;
  }

  /** Grouped rows, best first, without depth yet (it needs the other side's totals). */
  group(step: Big, decimals: number, rows: number): Group[] {
    const groups: Group[] = [];
    let current: Group | undefined;
    for (const price of this.prices()) {
      const quantity = new Big(this.quantityAt(price));
      // Levels come best first, so a level is in the current group while it has not passed the
      // group's edge: a string comparison, much cheaper than a Big remainder per level.
      if (current && Math.sign(compareDecimals(price, current.edge)) !== this.outward) {
        current.quantity = current.quantity.plus(quantity);
        continue;
      }
      if (groups.length === rows) break;
      current = { ...this.edgeOf(price, step, decimals), quantity, total: quantity };
      groups.push(current);
    }
    let total = new Big(0);
    for (const group of groups) {
      total = total.plus(group.quantity);
      group.total = total;
    }
    return groups;
  }

  /** The sign of a price further from the touch than another: lower for bids, higher for asks. */
  private get outward(): -1 | 1 {
    return this.name === 'bid' ? -1 : 1;
  }
}

interface Group {
  /** The group's price in shortest form: bids in the group are at or above it, asks at or below. */
  edge: string;
  price: string;
  quantity: Big;
  total: Big;
}

/**
 * The client's copy of one market's order book: a snapshot, then updates that follow it seq by
 * seq. Anything that does not follow on leaves the book as it was and asks for a new snapshot,
 * because applying it would show a book the exchange never had.
 */
export class OrderBook {
  private readonly bids = new BookSide('bid');
  private readonly asks = new BookSide('ask');
  private symbol: string | undefined;
  private lastSeq: number | undefined;

  /** The seq of the book held; undefined before the first snapshot. */
  get seq(): number | undefined {
    return this.lastSeq;
  }

  applySnapshot(snapshot: DepthSnapshot): void {
    this.bids.replace(snapshot.bids);
    this.asks.replace(snapshot.asks);
    this.symbol = snapshot.symbol;
    this.lastSeq = snapshot.seq;
  }

  applyUpdate(update: DepthUpdate): DepthApplyResult {
    if (this.lastSeq === undefined) {
      return { status: 'resync-needed', reason: 'no-snapshot', expectedSeq: undefined, receivedSeq: update.seq };
    }
    if (update.symbol !== this.symbol) return { status: 'ignored', reason: 'other-market' };
    if (update.seq !== this.lastSeq + 1) {
      return { status: 'resync-needed', reason: 'gap', expectedSeq: this.lastSeq + 1, receivedSeq: update.seq };
    }
    this.bids.apply(update.bids);
    this.asks.apply(update.asks);
    this.lastSeq = update.seq;
    return { status: 'applied', seq: update.seq };
  }

  view({ step, rows }: BookViewOptions): BookView {
    const stepValue = new Big(step);
    if (stepValue.lte(0)) throw new RangeError('step must be a positive decimal');
    if (!(Number.isInteger(rows) || rows === Number.POSITIVE_INFINITY) || rows < 0) {
      throw new RangeError('rows must be a non-negative integer');
    }
    const decimals = fractionDigits(plain(stepValue));
    const bidGroups = this.bids.group(stepValue, decimals, rows);
    const askGroups = this.asks.group(stepValue, decimals, rows);
    const deepest = [bidGroups.at(-1)?.total, askGroups.at(-1)?.total].reduce<Big>(
      (largest, total) => (total?.gt(largest) ? total : largest),
      new Big(0),
    );
    // The bar width is drawing only: float division, rounded to a hundredth so a row whose share
    // barely moved keeps the same value and is not redrawn; never below one, so every row has a bar.
    const scale = deepest.toNumber();
    const toRow = (group: Group): BookRow => ({
      price: group.price,
      quantity: plain(group.quantity),
      total: plain(group.total),
      depth: scale === 0 ? 0 : Math.max(0.01, Math.round((group.total.toNumber() / scale) * 100) / 100),
    });
    return { bids: bidGroups.map(toRow), asks: askGroups.map(toRow), ...this.touch() };
  }

  /** The `count` levels nearest the touch on each side, ungrouped: what an order would trade against. */
  levels(count: number): BookSides<DepthLevel> {
    return { bids: this.bids.nearest(count), asks: this.asks.nearest(count) };
  }

  /** Best prices, spread and mid of the ungrouped book. */
  private touch(): Pick<BookView, 'bestBid' | 'bestAsk' | 'spread' | 'spreadPercent' | 'mid'> {
    const bestBid = this.bids.prices()[0];
    const bestAsk = this.asks.prices()[0];
    if (bestBid === undefined || bestAsk === undefined) {
      return { bestBid, bestAsk, spread: undefined, spreadPercent: undefined, mid: undefined };
    }
    const bid = new Big(bestBid);
    const ask = new Big(bestAsk);
    const spread = ask.minus(bid);
    const mid = bid.plus(ask).div(2);
    const spreadPercent = mid.eq(0) ? undefined : spread.div(mid).times(100).round(6, Big.roundHalfUp);
    return {
      bestBid,
      bestAsk,
      spread: plain(spread),
      spreadPercent: spreadPercent && plain(spreadPercent),
      mid: plain(mid),
    };
  }
}

/**
 * The grouping choices of a market's book: its tick size times 1, 10, ... 100,000, so that even
 * a market ticking in cents can be seen thousands of units deep in a screenful of rows.
 */
export function groupingSteps(tickSize: string): string[] {
  const tick = new Big(tickSize);
  return [1, 10, 100, 1000, 10_000, 100_000].map((factor) => plain(tick.times(factor)));
}
