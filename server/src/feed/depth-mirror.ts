import type { DepthLevel, DepthSnapshot } from '@vela/contracts/market-data';

/**
 * A copy of one market's book, rebuilt from the bus: what every instance serves depth snapshots
 * from (new subscribers, REST), so a relay needs no engine. It follows the engine's seq: an
 * update that does not follow on (a message lost while Redis was away, an engine restart) makes
 * the copy unusable until the next full snapshot, which the engine publishes every few seconds.
 */
export class DepthMirror {
  private readonly bids = new Map<string, string>();
  private readonly asks = new Map<string, string>();
  /** The seq of the book held; undefined while there is none to trust. */
  private seq: number | undefined;
  private time = 0;

  constructor(readonly symbol: string) {}

  get synced(): boolean {
    return this.seq !== undefined;
  }

  /** 'replaced' when the snapshot brought a different book (subscribers must be sent it). */
  applySnapshot(snapshot: DepthSnapshot): 'replaced' | 'unchanged' {
    if (this.seq === snapshot.seq) return 'unchanged';
    this.bids.clear();
    this.asks.clear();
    for (const [price, quantity] of snapshot.bids) this.bids.set(price, quantity);
    for (const [price, quantity] of snapshot.asks) this.asks.set(price, quantity);
    this.seq = snapshot.seq;
    this.time = snapshot.time;
    return 'replaced';
  }

  /** 'applied' when the update follows on (and may be passed to subscribers as it is). */
  applyUpdate(update: DepthSnapshot): 'applied' | 'gap' | 'waiting' {
    if (this.seq === undefined) return 'waiting';
    if (update.seq !== this.seq + 1) {
      this.seq = undefined;
      return 'gap';
    }
    setLevels(this.bids, update.bids);
    setLevels(this.asks, update.asks);
    this.seq = update.seq;
    this.time = update.time;
    return 'applied';
  }

  /** Best levels first, up to `limit` a side; undefined while unsynced. */
  snapshot(limit = Number.POSITIVE_INFINITY): DepthSnapshot | undefined {
    if (this.seq === undefined) return undefined;
    return {
      symbol: this.symbol,
      seq: this.seq,
      bids: sortedLevels(this.bids, 'desc', limit),
      asks: sortedLevels(this.asks, 'asc', limit),
      time: this.time,
    };
  }
}

function setLevels(side: Map<string, string>, levels: readonly DepthLevel[]): void {
  for (const [price, quantity] of levels) {
    if (isZero(quantity)) side.delete(price);
    else side.set(price, quantity);
  }
}

function isZero(quantity: string): boolean {
  return /^0+(\.0+)?$/.test(quantity);
}

function sortedLevels(side: Map<string, string>, order: 'asc' | 'desc', limit: number): DepthLevel[] {
  const levels = [...side.entries()];
  levels.sort((a, b) => (order === 'asc' ? compareDecimals(a[0], b[0]) : compareDecimals(b[0], a[0])));
  return levels.length > limit ? levels.slice(0, limit) : levels;
}

/**
 * Compares two non-negative decimal strings in their shortest form (what the engine publishes):
 * more integer digits is larger, then digit by digit. No float, no allocation per digit.
 */
export function compareDecimals(a: string, b: string): number {
  const pointA = a.indexOf('.');
  const pointB = b.indexOf('.');
  const wholeA = pointA === -1 ? a.length : pointA;
  const wholeB = pointB === -1 ? b.length : pointB;
  if (wholeA !== wholeB) return wholeA - wholeB;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const digitA = digitAt(a, i);
    const digitB = digitAt(b, i);
    if (digitA !== digitB) return digitA - digitB;
  }
  return 0;
}

/** The character code at `index`, reading past the end and the point as '0' (same value, aligned). */
function digitAt(value: string, index: number): number {
  const code = index < value.length ? value.charCodeAt(index) : 48;
  return code === 46 ? 48 : code;
}
