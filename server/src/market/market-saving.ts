import type { Db } from '../db/client.ts';
import { type CandleTable, type StoredMarket, saveCandles } from './candle-store.ts';
import type { CandleWindow } from './candle-window.ts';
import type { LiveMarket } from './live-market.ts';
import { pruneTrades, saveTrades, type TradeTable } from './trade-store.ts';

const PRUNE_EVERY_MS = 60_000;

export interface PeriodicSave {
  /** Starts a write, or returns the one under way. */
  save(): Promise<void>;
  /** Waits for the write under way, then writes what came since (at shutdown). */
  flush(): Promise<void>;
}

/**
 * The periodic write of what live markets hold unsaved: one `write` at a time, told to prune old
 * trades at most once a PRUNE_EVERY_MS.
 */
export function periodicSave(write: (prune: boolean) => Promise<void>): PeriodicSave {
  let saving: Promise<void> | undefined;
  let lastPrune = Date.now();
  const save = () => {
    saving ??= (async () => {
      const prune = Date.now() - lastPrune >= PRUNE_EVERY_MS;
      if (prune) lastPrune = Date.now();
      await write(prune);
    })().finally(() => {
      saving = undefined;
    });
    return saving;
  };
  return {
    save,
    async flush() {
      await saving;
      await save();
    },
  };
}

/** Writes a market's unsaved trades into `table` (pruning the oldest); a failed write puts them back and throws. */
export async function saveTradesOf(db: Db, table: TradeTable, market: LiveMarket, prune: boolean): Promise<void> {
  const trades = market.takeUnsavedTrades();
  try {
    await saveTrades(db, table, trades);
    if (prune) await pruneTrades(db, table, market.spec.symbol, market.newestTradeId);
  } catch (error) {
    market.restoreUnsavedTrades(trades);
    throw error;
  }
}

/** Writes the bars of `window` that changed since the last save; a failed write marks them again and throws. */
export async function saveBarsOf(
  db: Db,
  table: CandleTable,
  market: StoredMarket,
  window: CandleWindow,
): Promise<void> {
  const bars = window.takeUnsaved();
  try {
    await saveCandles(db, table, market, bars, 'replace');
  } catch (error) {
    window.markUnsaved(bars);
    throw error;
  }
}
