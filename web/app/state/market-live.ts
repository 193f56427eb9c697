/**
 * A market's live book and recent trades: the models the trade screens draw. Made from the page's
 * REST data; a market session (market-session.ts) feeds them while a screen holds them.
 */
import type { DepthSnapshot, Trade } from '@vela/contracts/market-data';
import { animationFrameClock, type FrameClock, type FrameCostLimit } from '../lib/market/frame-scheduler.ts';
import { createLiveBook, type LiveBook } from '../lib/market/live-book.ts';
import { createLiveTrades, type LiveTrades } from '../lib/market/live-trades.ts';

/** What a screen's live book and trades start from, and how they are drawn. */
export interface MarketLiveSeed {
  /** The REST snapshot the page was rendered with; the feed's own snapshot replaces it. */
  readonly depth: DepthSnapshot | undefined;
  /** The REST page of trades the page was rendered with, newest first. */
  readonly trades: readonly Trade[];
  readonly book: {
    readonly step: string;
    readonly rows: number;
    readonly minIntervalMs?: number;
    readonly costLimit?: FrameCostLimit;
  };
  readonly recentTrades: { readonly limit: number; readonly minIntervalMs?: number };
}

/** A market's live book and recent trades, as the trade screen draws them. */
export interface MarketLive {
  readonly book: LiveBook;
  readonly trades: LiveTrades;
}

/** Makes a market's live book and trades (no feed: see MarketSession.holdLive). */
export function createMarketLive(
  symbol: string,
  seed: MarketLiveSeed,
  onResync: () => void,
  clock: FrameClock = animationFrameClock(),
): MarketLive {
  return {
    book: createLiveBook({
      symbol,
      initial: seed.depth,
      step: seed.book.step,
      rows: seed.book.rows,
      clock,
      minIntervalMs: seed.book.minIntervalMs,
      costLimit: seed.book.costLimit,
      onResync,
    }),
    trades: createLiveTrades({
      symbol,
      initial: seed.trades,
      limit: seed.recentTrades.limit,
      clock,
      minIntervalMs: seed.recentTrades.minIntervalMs,
    }),
  };
}
