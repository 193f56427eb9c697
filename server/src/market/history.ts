import type { Db } from '../db/client.ts';
import { BACKFILL_DAYS, gapHistory, initialHistory } from './backfill.ts';
import { type CandleTable, candlesSince, lastCandle, saveCandles } from './candle-store.ts';
import { bucketStart, type Candle, MINUTE_MS } from './candles.ts';
import type { MarketSpec } from './markets.ts';
import type { SimulatedMarket } from './simulated-market.ts';

const DAY_MS = 86_400_000;

export interface MarketHistory {
  /** The bars of the last day, oldest first (what the candle window starts from). */
  lastDay: Candle[];
  /** What was written at this start: the whole window (a fresh market), the downtime's minutes, nothing. */
  filled: 'window' | 'gap' | 'none';
  /** Bars written. */
  written: number;
}

export interface HistoryOptions {
  /** False for bars of a price nobody trades at (a perpetual's mark): the same walk, no volume. */
  volume?: boolean;
  /**
   * The window a fresh market is back-filled with, and the most minutes filled after downtime:
   * a week by default (production); the test apps ask for less (SIMULATOR_HISTORY_DAYS).
   */
  days?: number;
}

/**
 * Makes sure a simulated market has a past in `table` before it trades: `days` of bars (a week)
 * on its first start, the missing minutes after downtime; then reads back the last day for the
 * live window. A market that is not simulated keeps only what real trades wrote.
 */
export async function prepareHistory(
  db: Db,
  table: CandleTable,
  spec: MarketSpec,
  simulated: SimulatedMarket | undefined,
  seed: number,
  now: number,
  { volume = true, days = BACKFILL_DAYS }: HistoryOptions = {},
): Promise<MarketHistory> {
  const nowMinute = bucketStart(now, MINUTE_MS);
  const minutes = days * (DAY_MS / MINUTE_MS);
  let filled: MarketHistory['filled'] = 'none';
  let written = 0;
  if (simulated) {
    const last = await lastCandle(db, table, spec);
    const walk = last
      ? gapHistory(simulated, seed, last, nowMinute, minutes)
      : initialHistory(simulated, seed, nowMinute, minutes);
    const bars = volume ? walk : walk.map((bar) => ({ ...bar, volume: 0n, quoteVolume: 0n }));
    if (bars.length > 0) {
      await saveCandles(db, table, spec, bars, 'keep-stored');
      filled = last ? 'gap' : 'window';
      written = bars.length;
    }
  }
  const lastDay = await candlesSince(db, table, spec, nowMinute - DAY_MS + MINUTE_MS);
  return { lastDay, filled, written };
}
