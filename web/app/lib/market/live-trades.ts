import type { Trade } from '@vela/contracts/market-data';
import { createFrameScheduler, type FrameClock } from './frame-scheduler.ts';
import { createListenerSet } from './listener-set.ts';
import { addTrades } from './trades.ts';

export interface LiveTradesOptions {
  readonly symbol: string;
  /** The REST page the screen was rendered with, newest first. */
  readonly initial: readonly Trade[];
  readonly limit: number;
  readonly clock: FrameClock;
  /** Least time between two draws (0: every frame something arrived). */
  readonly minIntervalMs?: number;
}

export interface LiveTrades {
  /** A feed push (oldest first); other markets' trades are ignored. */
  receive(trades: readonly Trade[]): void;
  /**
   * The feed reconnected: the pushes from now on are also kept for the snapshot to come. Returns
   * the reconnect's number: only the snapshot of the latest reconnect counts.
   */
  resubscribed(): number;
  /**
   * The market's latest trades read after reconnect `generation` (newest first): they replace the
   * list, with the pushes since the reconnect on top, even when their ids are lower than those
   * listed (a restarted server numbers from what its database kept).
   */
  receiveSnapshot(trades: readonly Trade[], generation: number): void;
  /**
   * The read after reconnect `generation` failed: the list stays, unless the pushes since the
   * reconnect are numbered below it (a restarted server): then they are the list.
   */
  snapshotFailed(generation: number): void;
  /** Newest first; the same array until a flush added something. */
  getTrades(): readonly Trade[];
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** A market's recent trades for the screen: pushes are collected and drawn at most once per frame. */
export function createLiveTrades(options: LiveTradesOptions): LiveTrades {
  const { symbol, limit } = options;
  const listeners = createListenerSet();
  let trades = addTrades(
    [],
    options.initial.filter((trade) => trade.symbol === symbol),
    limit,
  );
  let arrived: Trade[] = [];
  /** The pushes since the last reconnect, oldest first; undefined when no snapshot is awaited. */
  let sinceResubscribe: Trade[] | undefined;
  let generation = 0;

  const scheduler = createFrameScheduler(
    () => {
      const next = addTrades(trades, arrived, limit);
      arrived = [];
      if (next === trades) return;
      trades = next;
      listeners.notify();
    },
    options.clock,
    options.minIntervalMs,
  );

  return {
    receive(batch) {
      const mine = batch.filter((trade) => trade.symbol === symbol);
      arrived.push(...mine);
      // A hidden tab runs no frames: keep only what the list could still show.
      if (arrived.length > 2 * limit) arrived = arrived.slice(-limit);
      if (sinceResubscribe) sinceResubscribe = [...sinceResubscribe, ...mine].slice(-limit);
      if (arrived.length > 0) scheduler.request();
    },
    resubscribed() {
      sinceResubscribe = [];
      return ++generation;
    },
    receiveSnapshot(snapshot, of) {
      if (of !== generation || !sinceResubscribe) return;
      const since = sinceResubscribe;
      sinceResubscribe = undefined;
      // What had not been drawn yet is in `since` or older than the snapshot.
      arrived = [];
      const mine = snapshot.filter((trade) => trade.symbol === symbol);
      trades = addTrades(addTrades([], mine, limit), since, limit);
      listeners.notify();
    },
    snapshotFailed(of) {
      if (of !== generation || !sinceResubscribe) return;
      const since = sinceResubscribe;
      sinceResubscribe = undefined;
      const newestListed = trades[0]?.id;
      const first = since[0];
      if (first === undefined || newestListed === undefined || first.id >= newestListed) return;
      arrived = [];
      trades = addTrades([], since, limit);
      listeners.notify();
    },
    getTrades: () => trades,
    subscribe: listeners.subscribe,
    dispose() {
      scheduler.cancel();
      listeners.clear();
    },
  };
}
