import type { Db } from '../db/client.ts';
import { gapHistory, initialHistory } from './backfill.ts';
import { candlesSince, lastCandle, saveCandles } from './candle-store.ts';
import { bucketStart, type Candle, MINUTE_MS } from './candles.ts';
import type { MarketSpec } from './markets.ts';
import type { SimulatedMarket } from './simulated-market.ts';

const DAY_MS = 86_400_000;

export interface MarketHistory {
  /** The bars of the last day, oldest first (what the candle window starts from). */
  lastDay: Candle[];
  /** What was written at this start. */
  filled: 'week' | 'gap' | 'none';
  /** Bars written. */
  written: number;
}

/**
 * Makes sure a simulated market has a past before it trades: a week of bars on its first start,
 * the missing minutes after downtime; then reads back the last day for the live window. A market
 * that is not simulated keeps only what real trades wrote.
 */
export async function prepareHistory(
  db: Db,
  spec: MarketSpec,
  simulated: SimulatedMarket | undefined,
  seed: number,
  now: number,
): Promise<MarketHistory> {
  const nowMinute = bucketStart(now, MINUTE_MS);
  let filled: MarketHistory['filled'] = 'none';
  let written = 0;
  if (simulated) {
    const last = await lastCandle(db, spec);
    const bars = last ? gapHistory(simulated, seed, last, nowMinute) : initialHistory(simulated, seed, nowMinute);
    if (bars.length > 0) {
      await saveCandles(db, spec, bars, 'keep-stored');
      filled = last ? 'gap' : 'week';
      written = bars.length;
    }
  }
  const lastDay = await candlesSince(db, spec, nowMinute - DAY_MS + MINUTE_MS);
  return { lastDay, filled, written };
}
