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
      for (const trade of batch) if (trade.symbol === symbol) arrived.push(trade);
      // A hidden tab runs no frames: keep only what the list could still show.
      if (arrived.length > 2 * limit) arrived = arrived.slice(-limit);
      if (arrived.length > 0) scheduler.request();
    },
    getTrades: () => trades,
    subscribe: listeners.subscribe,
    dispose() {
      scheduler.cancel();
      listeners.clear();
    },
  };
}
