import type { MarginMode } from '@vela/contracts/futures-trading';
import type Big from 'big.js';
import type { PositionRecord } from '../clearing-types.ts';
import { max, zero } from './values.ts';

const keyOf = (userId: string, symbol: string) => `${userId}|${symbol}`;

/**
 * Every position record in memory (one per user and contract, kept at size 0 once closed), indexed
 * by user and by contract: a mark step, a funding round or the open interest of a contract reads
 * that contract's positions only.
 */
export class PositionBook {
  private readonly byKey = new Map<string, PositionRecord>();
  private readonly byUser = new Map<string, Set<PositionRecord>>();
  private readonly byContract = new Map<string, Set<PositionRecord>>();
  /** The order the records were first seen in: risk checks visit users in that order. */
  private readonly rank = new Map<PositionRecord, number>();
  private ranked = 0;

  clear(): void {
    this.byKey.clear();
    this.byUser.clear();
    this.byContract.clear();
    this.rank.clear();
    this.ranked = 0;
  }

  add(position: PositionRecord): void {
    const key = keyOf(position.userId, position.symbol);
    const earlier = this.byKey.get(key);
    if (earlier) this.forget(earlier);
    this.byKey.set(key, position);
    this.rank.set(position, this.ranked++);
    setOf(this.byUser, position.userId).add(position);
    setOf(this.byContract, position.symbol).add(position);
  }

  /** The user's open position on the contract. */
  open(userId: string, symbol: string): PositionRecord | undefined {
    const position = this.byKey.get(keyOf(userId, symbol));
    return position?.size.gt(0) ? position : undefined;
  }

  /** The user's position record on the contract, created empty when there is none. */
  record(userId: string, symbol: string, settings: { leverage: number; marginMode: MarginMode }, now: Date) {
    const existing = this.byKey.get(keyOf(userId, symbol));
    if (existing) return existing;
    const position: PositionRecord = {
      userId,
      symbol,
      side: 'long',
      size: zero,
      entryPrice: zero,
      margin: zero,
      marginMode: settings.marginMode,
      leverage: settings.leverage,
      realizedPnl: zero,
      fees: zero,
      funding: zero,
      openedAt: now,
      updatedAt: now,
    };
    this.add(position);
    return position;
  }

  /** The user's open positions, in the order they were first seen. */
  openOf(userId: string): PositionRecord[] {
    return [...(this.byUser.get(userId) ?? [])].filter((position) => position.size.gt(0));
  }

  /** The user's open cross positions. */
  crossOf(userId: string): PositionRecord[] {
    return this.openOf(userId).filter((position) => position.marginMode === 'cross');
  }

  /** The open positions on one contract. */
  onContract(symbol: string): PositionRecord[] {
    return [...(this.byContract.get(symbol) ?? [])].filter((position) => position.size.gt(0));
  }

  /** Every open position (snapshots). */
  allOpen(): PositionRecord[] {
    return [...this.byKey.values()].filter((position) => position.size.gt(0));
  }

  /** The larger of the long and the short sides of a contract. */
  openInterest(symbol: string): Big {
    let long = zero;
    let short = zero;
    for (const position of this.onContract(symbol)) {
      if (position.side === 'long') long = long.plus(position.size);
      else short = short.plus(position.size);
    }
    return max(long, short);
  }

  /**
   * The users with an open position on one of `symbols`, ordered by the first of their open
   * positions (on any contract) the book saw.
   */
  usersOn(symbols: Iterable<string>): string[] {
    const users = new Map<string, number>();
    for (const symbol of symbols) {
      for (const position of this.onContract(symbol)) {
        if (!users.has(position.userId)) users.set(position.userId, this.firstRank(position.userId));
      }
    }
    return [...users].sort((a, b) => a[1] - b[1]).map(([userId]) => userId);
  }

  private firstRank(userId: string): number {
    let first = Number.POSITIVE_INFINITY;
    for (const position of this.openOf(userId)) first = Math.min(first, this.rank.get(position) ?? first);
    return first;
  }

  private forget(position: PositionRecord): void {
    this.rank.delete(position);
    this.byUser.get(position.userId)?.delete(position);
    this.byContract.get(position.symbol)?.delete(position);
  }
}

function setOf<T>(index: Map<string, Set<T>>, key: string): Set<T> {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  return set;
}
